/**
 * The vault's filters, sort and view (library or trash) live in the address, so a filtered view
 * can be linked and survives a reload. Values the contract would refuse are ignored.
 */
import { useSearchParams } from 'react-router';
import { vaultItemsQuerySchema, type VaultItemsQuery } from '@heirloom/common/contracts/vault';

export const FILTER_KEYS = ['q', 'kind', 'person', 'tag', 'albumId', 'from', 'to', 'sort'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type VaultView = 'library' | 'trash';

/** The current filters as a query for GET /api/vault/items, and setters that keep the rest of the address. */
export function useVaultFilters() {
  const [params, setParams] = useSearchParams();
  const filters: VaultItemsQuery = {};
  for (const key of FILTER_KEYS) {
    const parsed = vaultItemsQuerySchema.shape[key].safeParse(params.get(key) ?? undefined);
    if (parsed.success && parsed.data) Object.assign(filters, { [key]: parsed.data });
  }
  const view: VaultView = params.get('view') === 'trash' ? 'trash' : 'library';
  const update = (change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    change(next);
    setParams(next, { replace: true });
  };
  return {
    filters,
    view,
    /** Whether anything narrows the list (sort does not). */
    isFiltered: FILTER_KEYS.some((key) => key !== 'sort' && filters[key] !== undefined),
    setFilter: (key: FilterKey, value: string) => update((next) => (value ? next.set(key, value) : next.delete(key))),
    clearFilters: () => update((next) => FILTER_KEYS.forEach((key) => key !== 'sort' && next.delete(key))),
    setView: (next: VaultView) =>
      update((search) => (next === 'trash' ? search.set('view', 'trash') : search.delete('view'))),
  };
}
