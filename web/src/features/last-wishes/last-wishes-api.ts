/**
 * Calls of /last-wishes (common/contracts/last-wishes.ts; server: modules/last-wishes): the owner's
 * document, its completeness and who will receive it; saving replaces the whole document.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LastWishes, LastWishesDocument } from '@heirloom/common/contracts/last-wishes';
import { apiRequest } from '../../lib/api';

export const LAST_WISHES_PATH = '/api/last-wishes';
/** The printable PDF, downloaded by a plain link (the server names the file). */
export const LAST_WISHES_PDF_PATH = '/api/last-wishes/pdf';

/** GET /api/last-wishes. */
export function useLastWishes() {
  return useQuery<LastWishes | null>({ queryKey: [LAST_WISHES_PATH] });
}

/** PUT /api/last-wishes: saves the whole document; fails with the server's message (e.g. a password refused). */
export function useSaveLastWishes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (wishes: LastWishesDocument) => apiRequest<LastWishes>('PUT', LAST_WISHES_PATH, wishes),
    onSuccess: (saved) => queryClient.setQueryData([LAST_WISHES_PATH], saved),
  });
}
