/**
 * Calls of scrapbooks (common/contracts/scrapbooks.ts; server: modules/scrapbooks). Every change
 * answers with the whole scrapbook, which replaces the cached one; the list refreshes.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PrintInput,
  Scrapbook,
  ScrapbookDraftInput,
  ScrapbookPrint,
  ScrapbookSummary,
} from '@heirloom/common/contracts/scrapbooks';
import { apiRequest } from '../../lib/api';

export const SCRAPBOOKS_PATH = '/api/scrapbooks';
export const scrapbookPath = (id: string) => `${SCRAPBOOKS_PATH}/${encodeURIComponent(id)}`;
/** How often a print being rendered is asked for again, ms. */
const PRINT_POLL_MS = 1_000;

/** Scrapbooks the signed-in user owns, co-edits or reads (null when signed out). */
export const useScrapbooks = () => useQuery<ScrapbookSummary[] | null>({ queryKey: [SCRAPBOOKS_PATH] });

/** One scrapbook with its pages. */
export const useScrapbook = (id: string) => useQuery<Scrapbook | null>({ queryKey: [scrapbookPath(id)] });

export function useDraftScrapbook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ScrapbookDraftInput) => apiRequest<Scrapbook>('POST', SCRAPBOOKS_PATH, input),
    onSuccess: (scrapbook) => {
      client.setQueryData([scrapbookPath(scrapbook.id)], scrapbook);
      return client.invalidateQueries({ queryKey: [SCRAPBOOKS_PATH] });
    },
  });
}

/** One change to scrapbook `id`: `method` and `path` below it, with an optional body. */
export interface ScrapbookChange {
  method: 'PATCH' | 'PUT' | 'POST' | 'DELETE';
  path: string;
  body?: unknown;
}

export function useChangeScrapbook(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: ScrapbookChange) =>
      apiRequest<Scrapbook>(change.method, `${scrapbookPath(id)}${change.path}`, change.body),
    onSuccess: (scrapbook) => {
      client.setQueryData([scrapbookPath(id)], scrapbook);
      return client.invalidateQueries({ queryKey: [SCRAPBOOKS_PATH], exact: true });
    },
  });
}

export function useDeleteScrapbook(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<null>('DELETE', scrapbookPath(id)),
    onSuccess: () => {
      client.removeQueries({ queryKey: [scrapbookPath(id)] });
      return client.invalidateQueries({ queryKey: [SCRAPBOOKS_PATH] });
    },
  });
}

export const requestPrint = (id: string, input: PrintInput) =>
  apiRequest<ScrapbookPrint>('POST', `${scrapbookPath(id)}/prints`, input);

/** A print's progress, asked again every second until it is done or failed. */
export const usePrint = (id: string, printId: string | null) =>
  useQuery<ScrapbookPrint | null>({
    queryKey: [`${scrapbookPath(id)}/prints/${printId}`],
    enabled: printId !== null,
    refetchInterval: ({ state }) =>
      state.data && (state.data.status === 'done' || state.data.status === 'failed') ? false : PRINT_POLL_MS,
  });
