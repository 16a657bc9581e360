/**
 * Calls of /last-wishes over their declared routes (common/src/routes/last-wishes.ts; server:
 * modules/last-wishes): the owner's document, its completeness and who will receive it; saving
 * replaces the whole document.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LastWishesDocument } from '@heirloom/common/contracts/last-wishes';
import { lastWishesRoutes } from '@heirloom/common/routes/last-wishes';
import { callRoute, routeAddress, routeQuery } from '../../lib/api-client';

/** The printable PDF, downloaded by a plain link (the server names the file). */
export const LAST_WISHES_PDF_PATH = routeAddress(lastWishesRoutes.pdf);

/** The owner's document. */
export function useLastWishes() {
  return useQuery(routeQuery(lastWishesRoutes.read));
}

/** Saves the whole document; fails with the server's message (e.g. a password refused). */
export function useSaveLastWishes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (wishes: LastWishesDocument) => callRoute(lastWishesRoutes.save, { body: wishes }),
    onSuccess: (saved) => queryClient.setQueryData(routeQuery(lastWishesRoutes.read).queryKey, saved),
  });
}
