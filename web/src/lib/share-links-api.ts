/**
 * Calls of share links (contract: common/src/contracts/share-links.ts; server:
 * modules/share-links), shared by the vault's "Get a link" dialog, the sharing dashboard
 * (/sharing) and the page that opens a link (/shared/{token}). Every change refreshes the list.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SHARE_LINK_TOKEN_PREFIX,
  type CreatedShareLink,
  type OpenedShareLink,
  type RevokeAllInput,
  type RevokeAllResult,
  type ShareLink,
  type ShareLinkInput,
} from '@heirloom/common/contracts/share-links';
import { apiRequest } from './api';

const SHARE_LINKS_PATH = '/api/share-links';
export const SHARE_LINKS_QUERY_KEY = [SHARE_LINKS_PATH] as const;

/** Whether a /shared/{token} token is a share link's (the rest are delivered messages' links). */
export const isShareLinkToken = (token: string) => token.startsWith(SHARE_LINK_TOKEN_PREFIX);

const openPath = (token: string) => `${SHARE_LINKS_PATH}/open/${encodeURIComponent(token)}`;

/** Every link the signed-in user made, newest first (null when signed out). */
export function useShareLinks() {
  return useQuery<ShareLink[] | null>({ queryKey: SHARE_LINKS_QUERY_KEY });
}

/** Refreshes the dashboard's list after a change. */
function useRefreshShareLinks() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SHARE_LINKS_QUERY_KEY });
}

/** POST /api/share-links: makes a link to one of the user's items or albums. */
export function useCreateShareLink() {
  const refresh = useRefreshShareLinks();
  return useMutation({
    mutationFn: (input: ShareLinkInput) => apiRequest<CreatedShareLink>('POST', SHARE_LINKS_PATH, input),
    onSuccess: () => refresh(),
  });
}

/** POST /api/share-links/:id/revoke: the link stops working at once. */
export function useRevokeShareLink() {
  const refresh = useRefreshShareLinks();
  return useMutation({
    mutationFn: (id: string) => apiRequest<ShareLink>('POST', `${SHARE_LINKS_PATH}/${encodeURIComponent(id)}/revoke`),
    onSettled: () => refresh(),
  });
}

/**
 * POST /api/share-links/revoke-all: every active link stops working, delivered messages' links to
 * their recipients only when included; answers how many went and how many recipients' links stay.
 */
export function useRevokeAllShareLinks() {
  const refresh = useRefreshShareLinks();
  return useMutation({
    mutationFn: (input: RevokeAllInput) => apiRequest<RevokeAllResult>('POST', `${SHARE_LINKS_PATH}/revoke-all`, input),
    onSettled: () => refresh(),
  });
}

/** The query key of what a link shows to its visitor. */
export const openedShareLinkKey = (token: string) => [openPath(token)] as const;

/**
 * What a link shows, without a session (items empty while a passphrase is asked for).
 * @throws ApiError 404 for an unknown link, 410 for an expired or revoked one
 */
export const openShareLink = (token: string) => apiRequest<OpenedShareLink>('GET', openPath(token));

/**
 * Gives a link's passphrase; the server remembers it for 12 hours in a cookie.
 * @throws ApiError 403 for a wrong passphrase, 429 after too many
 */
export const unlockShareLink = (token: string, passphrase: string) =>
  apiRequest<OpenedShareLink>('POST', `${openPath(token)}/unlock`, { passphrase });
