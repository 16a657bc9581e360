/**
 * The open item lives in the address (?item={id}), so a detail view can be linked and the Back
 * button closes it. Opening adds a history entry; closing goes back to it when we made it.
 */
import { useLocation, useNavigate, useSearchParams, type To } from 'react-router';

/** The attribute that marks the link opening an item, so focus can return to it on close. */
export const ITEM_LINK_ATTRIBUTE = 'data-item-link';

interface OpenedState {
  hasOpenedVaultItem?: boolean;
}

/** The open item's id, a link target that opens another, and a close action. */
export function useItemParam() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const itemId = params.get('item');
  const linkTo = (id: string): { to: To; state: OpenedState } => {
    const next = new URLSearchParams(params);
    next.set('item', id);
    return { to: { search: `?${next}` }, state: { hasOpenedVaultItem: true } };
  };
  const close = () => {
    if ((location.state as OpenedState | null)?.hasOpenedVaultItem) {
      void navigate(-1);
      return;
    }
    const next = new URLSearchParams(params);
    next.delete('item');
    setParams(next, { replace: true });
  };
  return { itemId, linkTo, close };
}
