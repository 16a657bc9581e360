/**
 * The vault's filters, sort and view (library, shared with me, or trash) live in the address, so a filtered view
 * can be linked and survives a reload. Values the contract would refuse are ignored.
 */
import { useSearchParams } from 'react-router';
import { vaultItemsQuerySchema, type VaultItemsQuery } from '@heirloom/common/contracts/vault';

export const FILTER_KEYS = ['q', 'kind', 'person', 'tag', 'albumId', 'from', 'to', 'sort'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export const VAULT_VIEWS = ['library', 'shared', 'trash'] as const;
export type VaultView = (typeof VAULT_VIEWS)[number];

/** The current filters as a query for GET /api/vault/items, and setters that keep the rest of the address. */
export function useVaultFilters() {
  const [params, setParams] = useSearchParams();
  const filters: VaultItemsQuery = {};
  for (const key of FILTER_KEYS) {
    const parsed = vaultItemsQuerySchema.shape[key].safeParse(params.get(key) ?? undefined);
    if (parsed.success && parsed.data) Object.assign(filters, { [key]: parsed.data });
  }
  const view: VaultView = VAULT_VIEWS.find((candidate) => candidate === params.get('view')) ?? 'library';
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
      update((search) => (next === 'library' ? search.delete('view') : search.set('view', next))),
    /** The shared album whose items "Shared with me" narrows to (?sharedAlbum=). */
    sharedAlbumId: params.get('sharedAlbum') ?? undefined,
    setSharedAlbum: (albumId: string) =>
      update((next) => (albumId ? next.set('sharedAlbum', albumId) : next.delete('sharedAlbum'))),
  };
}
