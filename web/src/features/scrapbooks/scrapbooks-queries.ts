/**
 * React Query hooks over the scrapbook routes (common/src/routes/scrapbooks.ts; server:
 * modules/scrapbooks), called through the declared-route client. Every change answers with the
 * whole scrapbook, which replaces the cached one; the list refreshes.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RouteBody } from '@heirloom/common/routes/define-route';
import { scrapbookRoutes } from '@heirloom/common/routes/scrapbooks';
import { callRoute, routeAddress, routeQuery } from '../../lib/api-client';

/** How often a print being rendered is asked for again, ms. */
const PRINT_POLL_MS = 1_000;
const LIST_ADDRESS = routeAddress(scrapbookRoutes.list);
const scrapbookAddress = (id: string) => routeAddress(scrapbookRoutes.read, { params: { id } });

/** Scrapbooks the signed-in user owns, co-edits or reads (null when signed out). */
export const useScrapbooks = () => useQuery(routeQuery(scrapbookRoutes.list));

/** One scrapbook with its pages. */
export const useScrapbook = (id: string) => useQuery(routeQuery(scrapbookRoutes.read, { params: { id } }));

export function useDraftScrapbook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RouteBody<typeof scrapbookRoutes.draft>) => callRoute(scrapbookRoutes.draft, { body: input }),
    onSuccess: (scrapbook) => {
      client.setQueryData([scrapbookAddress(scrapbook.id)], scrapbook);
      return client.invalidateQueries({ queryKey: [LIST_ADDRESS] });
    },
  });
}

type Body<Name extends keyof typeof scrapbookRoutes> = RouteBody<(typeof scrapbookRoutes)[Name]>;

/** One change to a scrapbook: the route it goes through, the page or item it names, and its body. */
export type ScrapbookChange =
  | { route: 'patch'; body: Body<'patch'> }
  | { route: 'reorderPages'; body: Body<'reorderPages'> }
  | { route: 'addPage'; body: Body<'addPage'> }
  | { route: 'patchPage'; pageId: string; body: Body<'patchPage'> }
  | { route: 'removePage'; pageId: string }
  | { route: 'addItem'; pageId: string; body: Body<'addItem'> }
  | { route: 'captionItem'; scrapbookItemId: string; body: Body<'captionItem'> }
  | { route: 'removeItem'; scrapbookItemId: string };

/** Sends `change` to scrapbook `id`. @returns the scrapbook as changed */
function sendChange(id: string, change: ScrapbookChange) {
  switch (change.route) {
    case 'patch':
      return callRoute(scrapbookRoutes.patch, { params: { id }, body: change.body });
    case 'reorderPages':
      return callRoute(scrapbookRoutes.reorderPages, { params: { id }, body: change.body });
    case 'addPage':
      return callRoute(scrapbookRoutes.addPage, { params: { id }, body: change.body });
    case 'patchPage':
      return callRoute(scrapbookRoutes.patchPage, { params: { id, pageId: change.pageId }, body: change.body });
    case 'removePage':
      return callRoute(scrapbookRoutes.removePage, { params: { id, pageId: change.pageId } });
    case 'addItem':
      return callRoute(scrapbookRoutes.addItem, { params: { id, pageId: change.pageId }, body: change.body });
    case 'captionItem':
      return callRoute(scrapbookRoutes.captionItem, {
        params: { id, scrapbookItemId: change.scrapbookItemId },
        body: change.body,
      });
    case 'removeItem':
      return callRoute(scrapbookRoutes.removeItem, { params: { id, scrapbookItemId: change.scrapbookItemId } });
  }
}

export function useChangeScrapbook(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: ScrapbookChange) => sendChange(id, change),
    onSuccess: (scrapbook) => {
      client.setQueryData([scrapbookAddress(id)], scrapbook);
      return client.invalidateQueries({ queryKey: [LIST_ADDRESS], exact: true });
    },
  });
}

export function useDeleteScrapbook(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(scrapbookRoutes.delete, { params: { id } }),
    onSuccess: () => {
      client.removeQueries({ queryKey: [scrapbookAddress(id)] });
      return client.invalidateQueries({ queryKey: [LIST_ADDRESS] });
    },
  });
}

export const requestPrint = (id: string, input: Body<'requestPrint'>) =>
  callRoute(scrapbookRoutes.requestPrint, { params: { id }, body: input });

/** A print's progress, asked again every second until it is done or failed. */
export const usePrint = (id: string, printId: string | null) =>
  useQuery({
    ...routeQuery(scrapbookRoutes.readPrint, { params: { id, printId: printId ?? 'none' } }),
    enabled: printId !== null,
    refetchInterval: ({ state }) =>
      state.data && (state.data.status === 'done' || state.data.status === 'failed') ? false : PRINT_POLL_MS,
  });
