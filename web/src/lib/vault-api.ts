/**
 * Calls of the memory vault and voice recordings (contract: common/src/contracts/vault.ts), shared
 * by /memory-vault and /voice-recordings. Reads go through the default fetcher (401 → null), the
 * pages of "Shared with me" through apiRequest; a transcript still being made is polled until it
 * settles.
 */
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SHARED_PAGE_SIZE,
  type SharedAlbumAddition,
  type SharedWithMe,
  type VaultAlbum,
  type VaultItem,
  type VaultItemsQuery,
  type VaultItemUpdate,
  type VaultOverview,
} from '@heirloom/common/contracts/vault';
import { apiRequest } from './api';

const VAULT_PATH = '/api/vault';
/** How often an item whose transcript is being made is asked for again, ms. */
const TRANSCRIPT_POLL_MS = 2_000;

/** Whether the item's transcript is still on its way (pending or running). */
export const isTranscriptWaiting = (item: VaultItem) =>
  item.transcript?.status === 'pending' || item.transcript?.status === 'running';

/** The path of GET /api/vault/items with only the filters that are set. */
export function vaultItemsPath(query: VaultItemsQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${VAULT_PATH}/items${search ? `?${search}` : ''}`;
}

/** The storage figure, the upload limit and the filter choices (null when signed out). */
export function useVaultOverview() {
  return useQuery<VaultOverview | null>({ queryKey: [`${VAULT_PATH}/overview`] });
}

/** The items matching `query`; polls while any of them has a transcript on its way. */
export function useVaultItems(query: VaultItemsQuery) {
  return useQuery<{ items: VaultItem[] } | null>({
    queryKey: [vaultItemsPath(query)],
    placeholderData: (previous) => previous,
    refetchInterval: ({ state }) => (state.data?.items.some(isTranscriptWaiting) ? TRANSCRIPT_POLL_MS : false),
  });
}

/** One item; polls while its transcript is on its way. */
export function useVaultItem(id: string | null) {
  return useQuery<VaultItem | null>({
    queryKey: [`${VAULT_PATH}/items/${id}`],
    enabled: id !== null,
    refetchInterval: ({ state }) => (state.data && isTranscriptWaiting(state.data) ? TRANSCRIPT_POLL_MS : false),
  });
}

/**
 * What the family circles the user belongs to share with them, a page of items at a time (each
 * page also lists every shared album); `fetchNextPage` asks for the next while `hasNextPage`.
 */
export function useSharedWithMe() {
  return useInfiniteQuery({
    queryKey: [`${VAULT_PATH}/shared`],
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      apiRequest<SharedWithMe>('GET', `${VAULT_PATH}/shared?offset=${pageParam}&limit=${SHARED_PAGE_SIZE}`),
    getNextPageParam: (page) => page.nextOffset ?? undefined,
  });
}

/** Refreshes every vault query (lists, overview, items) after a change. */
export function useRefreshVault() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(VAULT_PATH) });
}

const itemPath = (id: string) => `${VAULT_PATH}/items/${id}`;

export const updateVaultItem = (id: string, changes: VaultItemUpdate) =>
  apiRequest<VaultItem>('PATCH', itemPath(id), changes);

/** Moves an item to the trash (it is removed for good after TRASH_RETENTION_DAYS). */
export const trashVaultItem = (id: string) => apiRequest<null>('DELETE', itemPath(id));

export const restoreVaultItem = (id: string) => apiRequest<VaultItem>('POST', `${itemPath(id)}/restore`);

export const deleteVaultItemForever = (id: string) => apiRequest<null>('DELETE', `${VAULT_PATH}/trash/${id}`);

export const emptyVaultTrash = () => apiRequest<null>('DELETE', `${VAULT_PATH}/trash`);

export const saveTranscript = (id: string, text: string) =>
  apiRequest<VaultItem>('PUT', `${itemPath(id)}/transcript`, { text });

export const retryTranscript = (id: string) => apiRequest<VaultItem>('POST', `${itemPath(id)}/transcript/retry`);

export const createVaultAlbum = (name: string) => apiRequest<VaultAlbum>('POST', `${VAULT_PATH}/albums`, { name });

export const deleteVaultAlbum = (id: string) => apiRequest<null>('DELETE', `${VAULT_PATH}/albums/${id}`);

/** Shares a whole album (everything in it, now and later) with the owner's family circle, or stops. */
export const setVaultAlbumSharing = (id: string, sharedWithCircle: boolean) =>
  apiRequest<VaultAlbum>('PATCH', `${VAULT_PATH}/albums/${id}`, { sharedWithCircle });

/** Shares one item with the owner's family circle, or stops. */
export const setVaultItemSharing = (id: string, sharedWithCircle: boolean) => updateVaultItem(id, { sharedWithCircle });

/**
 * Adds one of the user's own items to an album shared with them as an editor, saying whether the
 * album's public links may show it (204); adding it again only changes that consent.
 */
export const addToSharedAlbum = (albumId: string, addition: SharedAlbumAddition) =>
  apiRequest<null>('POST', `${VAULT_PATH}/shared/albums/${albumId}/items`, addition);
