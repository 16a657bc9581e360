/**
 * A link that opens a vault item's detail view (?item=<id>) and marks itself so the dialog can give
 * focus back to it on close (use-item-param.ts).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ITEM_LINK_ATTRIBUTE, useItemParam } from './use-item-param';

export function ItemLink({
  itemId,
  className,
  testId,
  children,
}: {
  itemId: string;
  className: string;
  testId: string;
  children: ReactNode;
}) {
  const { linkTo } = useItemParam();
  const { to, state } = linkTo(itemId);
  return (
    <Link to={to} state={state} {...{ [ITEM_LINK_ATTRIBUTE]: itemId }} className={className} data-testid={testId}>
      {children}
    </Link>
  );
}
