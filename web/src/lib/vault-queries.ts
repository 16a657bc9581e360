/**
 * React Query hooks and calls over the memory vault's routes (common/src/routes/vault.ts; server:
 * modules/vault), shared by /memory-vault and /voice-recordings, through the declared-route client.
 * Reads go through the default fetcher (401 → null), the pages of "Shared with me" through
 * callRoute; a transcript still being made is polled until it settles.
 */
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SHARED_PAGE_SIZE,
  type VaultItem,
  type VaultItemsQuery,
  type VaultItemUpdate,
} from '@heirloom/common/contracts/vault';
import { vaultRoutes } from '@heirloom/common/routes/vault';
import { callRoute, routeAddress, routeQuery } from './api-client';

/** How often an item (or an author's message) whose transcript is being made is asked for again, ms. */
export const TRANSCRIPT_POLL_MS = 2_000;

/**
 * The address prefixes of every cached vault answer: the overview, the item lists and each item
 * (its address continues the list's), and "Shared with me".
 */
const VAULT_ADDRESSES = [
  routeAddress(vaultRoutes.overview),
  routeAddress(vaultRoutes.listItems),
  routeAddress(vaultRoutes.sharedWithMe),
];

/** Whether a query key is a vault answer's address (for refreshing them all after a change). */
export const isVaultQueryKey = (key: readonly unknown[]) =>
  VAULT_ADDRESSES.some((address) => String(key[0]).startsWith(address));

/** Whether the item's transcript is still on its way (pending or running). */
export const isTranscriptWaiting = (item: VaultItem) =>
  item.transcript?.status === 'pending' || item.transcript?.status === 'running';

/** The storage figure, the upload limit and the filter choices (null when signed out). */
export function useVaultOverview() {
  return useQuery(routeQuery(vaultRoutes.overview));
}

/** The items matching `query` (only the filters that are set reach the address); polls while any of them has a transcript on its way. */
export function useVaultItems(query: VaultItemsQuery) {
  return useQuery({
    ...routeQuery(vaultRoutes.listItems, { query }),
    placeholderData: (previous) => previous,
    refetchInterval: ({ state }) => (state.data?.items.some(isTranscriptWaiting) ? TRANSCRIPT_POLL_MS : false),
  });
}

/** One item; polls while its transcript is on its way. */
export function useVaultItem(id: string | null) {
  return useQuery({
    ...routeQuery(vaultRoutes.readItem, { params: { id: id ?? 'none' } }),
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
    queryKey: [routeAddress(vaultRoutes.sharedWithMe)],
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      callRoute(vaultRoutes.sharedWithMe, { query: { offset: pageParam, limit: SHARED_PAGE_SIZE } }),
    getNextPageParam: (page) => page.nextOffset ?? undefined,
  });
}

/** Refreshes every vault query (lists, overview, items) after a change. */
export function useRefreshVault() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (query) => isVaultQueryKey(query.queryKey) });
}

export const updateVaultItem = (id: string, changes: VaultItemUpdate) =>
  callRoute(vaultRoutes.updateItem, { params: { id }, body: changes });

/** Moves an item to the trash (it is removed for good after TRASH_RETENTION_DAYS). */
export const trashVaultItem = (id: string) => callRoute(vaultRoutes.trashItem, { params: { id } });

export const restoreVaultItem = (id: string) => callRoute(vaultRoutes.restoreItem, { params: { id } });

export const deleteVaultItemForever = (id: string) => callRoute(vaultRoutes.deleteTrashedItem, { params: { id } });

export const emptyVaultTrash = () => callRoute(vaultRoutes.emptyTrash);

export const saveTranscript = (id: string, text: string) =>
  callRoute(vaultRoutes.editTranscript, { params: { id }, body: { text } });

export const retryTranscript = (id: string) => callRoute(vaultRoutes.retryTranscript, { params: { id } });

export const createVaultAlbum = (name: string) => callRoute(vaultRoutes.createAlbum, { body: { name } });

export const deleteVaultAlbum = (id: string) => callRoute(vaultRoutes.deleteAlbum, { params: { id } });

/** Shares a whole album (everything in it, now and later) with the owner's family circle, or stops. */
export const setVaultAlbumSharing = (id: string, sharedWithCircle: boolean) =>
  callRoute(vaultRoutes.setAlbumSharing, { params: { id }, body: { sharedWithCircle } });

/** Shares one item with the owner's family circle, or stops. */
export const setVaultItemSharing = (id: string, sharedWithCircle: boolean) => updateVaultItem(id, { sharedWithCircle });

/**
 * Files the user's own items in an album (theirs, or one shared with them as an editor), all or none
 * (204), saying whether the album's public links may show them; filing one again only sets that.
 */
export const addItemsToAlbum = (albumId: string, itemIds: string[], linkConsent = false) =>
  callRoute(vaultRoutes.addItemsToAlbum, { params: { id: albumId }, body: { itemIds, linkConsent } });

/** Takes items out of an album, all or none (204); the items stay in the vault. */
export const removeItemsFromAlbum = (albumId: string, itemIds: string[]) =>
  callRoute(vaultRoutes.removeItemsFromAlbum, { params: { id: albumId }, body: { itemIds } });

/** The address of an item's decrypted file (for players, downloads and image sources). */
export const vaultItemFileAddress = (id: string) => routeAddress(vaultRoutes.itemFile, { params: { id } });

/** The address of an item's preview image. */
export const vaultItemPreviewAddress = (id: string) => routeAddress(vaultRoutes.itemPreview, { params: { id } });
