/**
 * React Query hooks and calls over the share-link routes (common/src/routes/share-links.ts; server:
 * modules/share-links), called through the declared-route client; shared by the vault's "Get a
 * link" dialog, the sharing dashboard (/sharing) and the page that opens a link (/shared/{token}).
 * Every change refreshes the list.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SHARE_LINK_TOKEN_PREFIX,
  type RevokeAllInput,
  type ShareLinkInput,
} from '@heirloom/common/contracts/share-links';
import { shareLinkRoutes } from '@heirloom/common/routes/share-links';
import { callRoute, routeAddress, routeQuery } from './api-client';

const LIST_ADDRESS = routeAddress(shareLinkRoutes.list);

/** Whether a /shared/{token} token is a share link's (the rest are delivered messages' links). */
export const isShareLinkToken = (token: string) => token.startsWith(SHARE_LINK_TOKEN_PREFIX);

/** Every link the signed-in user made, newest first (null when signed out). */
export function useShareLinks() {
  return useQuery(routeQuery(shareLinkRoutes.list));
}

/** Refreshes the dashboard's list after a change. */
function useRefreshShareLinks() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [LIST_ADDRESS] });
}

/** Makes a link to one of the user's items, albums or scrapbooks. */
export function useCreateShareLink() {
  const refresh = useRefreshShareLinks();
  return useMutation({
    mutationFn: (input: ShareLinkInput) => callRoute(shareLinkRoutes.create, { body: input }),
    onSuccess: () => refresh(),
  });
}

/** Turns a link off: it stops working at once. */
export function useRevokeShareLink() {
  const refresh = useRefreshShareLinks();
  return useMutation({
    mutationFn: (id: string) => callRoute(shareLinkRoutes.revoke, { params: { id } }),
    onSettled: () => refresh(),
  });
}

/**
 * Turns every active link off, delivered messages' links to their recipients only when included;
 * answers how many went and how many recipients' links stay.
 */
export function useRevokeAllShareLinks() {
  const refresh = useRefreshShareLinks();
  return useMutation({
    mutationFn: (input: RevokeAllInput) => callRoute(shareLinkRoutes.revokeAll, { body: input }),
    onSettled: () => refresh(),
  });
}

/** The query key of what a link shows to its visitor. */
export const openedShareLinkKey = (token: string) =>
  [routeAddress(shareLinkRoutes.open, { params: { token } })] as const;

/**
 * What a link shows, without a session (items empty while a passphrase is asked for).
 * @throws ApiError 404 for an unknown link, 410 for an expired or revoked one
 */
export const openShareLink = (token: string) => callRoute(shareLinkRoutes.open, { params: { token } });

/**
 * Gives a link's passphrase; the server remembers it for 12 hours in a cookie.
 * @throws ApiError 403 for a wrong passphrase, 429 after too many
 */
export const unlockShareLink = (token: string, passphrase: string) =>
  callRoute(shareLinkRoutes.unlock, { params: { token }, body: { passphrase } });
