/**
 * Links from the admin panel to the operator's four marketing tools
 * (docs/product/marketing-and-figures.md "The operator's four tools"), named by their titles in the
 * page catalogue.
 */
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { findPage } from '@heirloom/common/domain/pages';

const OPERATOR_PATHS = ['/conversion-optimization', '/landing-optimization', '/seo-enhancement', '/email-marketing'];

export function AdminOperatorLinks() {
  return (
    <nav aria-label="Operator tools" className="flex flex-wrap items-center gap-x-5 gap-y-2">
      <span className="text-sm font-semibold tracking-wide text-ink-soft uppercase">Operator tools</span>
      {OPERATOR_PATHS.map((path) => (
        <Link
          key={path}
          to={path}
          className="inline-flex items-center gap-1 font-semibold text-accent underline-offset-4 hover:underline"
        >
          {findPage(path)!.title}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      ))}
    </nav>
  );
}
