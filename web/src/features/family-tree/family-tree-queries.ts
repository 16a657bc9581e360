/**
 * React Query hooks over the family tree's routes for the builder and the chart
 * (common/src/routes/family-tree.ts; server: modules/family-tree), called through the
 * declared-route client. Every change refreshes the tree's queries.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { EventInput, FamilyInput, IndividualInput } from '@heirloom/common/contracts/family-tree';
import type { ChartPerson } from '@heirloom/common/contracts/family-tree-chart';
import type { RouteAnswer } from '@heirloom/common/routes/define-route';
import { familyTreeRoutes as routes } from '@heirloom/common/routes/family-tree';
import { callRoute, routeAddress, routeQuery } from '../../lib/api-client';
import { uploadFile } from '../../lib/upload';

/** The address every family-tree query starts with (the list's): the prefix refreshed after a change. */
export const TREES_ADDRESS = routeAddress(routes.list);

const treesQuery = () => routeQuery(routes.list);
const focusQuery = (treeId: string, id: string) => routeQuery(routes.focus, { params: { treeId, id } });
const searchQuery = (treeId: string, query: string) =>
  routeQuery(routes.search, { params: { treeId }, query: { q: query.trim() } });

/** The trees the signed-in user owns or reads, newest first. */
export const useTrees = () => useQuery(treesQuery());

/** A whole tree (people, families, events) for the builder. */
export const useTreeDetail = (treeId: string | null) =>
  useQuery({ ...routeQuery(routes.read, { params: { treeId: treeId ?? 'none' } }), enabled: treeId !== null });

/** The people around `focusId`, 4 generations each way. */
export const useFocus = (treeId: string | null, focusId: string | null) =>
  useQuery({
    ...focusQuery(treeId ?? 'none', focusId ?? 'none'),
    enabled: treeId !== null && focusId !== null,
    placeholderData: (previous) => previous,
  });

/**
 * People whose name has every word of `query` (at most 20); with an empty query (and `isEnabled`),
 * the person marked "this is me" first, then the tree's first people.
 */
export const useTreeSearch = (treeId: string | null, query: string, isEnabled = query.trim().length > 0) =>
  useQuery({ ...searchQuery(treeId ?? 'none', query), enabled: treeId !== null && isEnabled });

/** Whom the chart focuses on: the address's ?person=, else the first of the tree's default list (an empty search). */
export const chartFocusId = (personId: string | null, defaultList: readonly ChartPerson[] | null | undefined) =>
  personId ?? defaultList?.[0]?.id ?? null;

/**
 * The chart's first requests for the address `url`, started with the page's code (its route's
 * loader) rather than once it has rendered: the list of trees and, for ?tree=, the focus the chart
 * will show (chartFocusId), the same queries the page then finds under way or answered.
 */
export async function prefetchChart(queryClient: QueryClient, url: URL): Promise<void> {
  const treeId = url.searchParams.get('tree');
  const trees = queryClient.prefetchQuery(treesQuery());
  if (!treeId) return trees;
  const personId = url.searchParams.get('person');
  const defaultList = personId ? null : await queryClient.fetchQuery(searchQuery(treeId, ''));
  const focusId = chartFocusId(personId, defaultList);
  await Promise.all([trees, focusId && queryClient.prefetchQuery(focusQuery(treeId, focusId))]);
}

/** How `otherId` is related to `id`, with the path. */
export const useRelationship = (treeId: string | null, id: string | null, otherId: string | null) =>
  useQuery({
    ...routeQuery(routes.relationship, {
      params: { treeId: treeId ?? 'none', id: id ?? 'none', otherId: otherId ?? 'none' },
    }),
    enabled: treeId !== null && id !== null && otherId !== null,
  });

/** The tree's warnings for impossible dates. */
export const useTreeWarnings = (treeId: string | null) =>
  useQuery({ ...routeQuery(routes.warnings, { params: { treeId: treeId ?? 'none' } }), enabled: treeId !== null });

/** A previewed import's progress; polled every second until it is done or failed, then the tree list refreshed. */
export function useTreeImport(importId: string | null) {
  const queryClient = useQueryClient();
  const outcome = useQuery({
    ...routeQuery(routes.readImport, { params: { id: importId ?? 'none' } }),
    enabled: importId !== null,
    refetchInterval: (query) => (['done', 'failed'].includes(query.state.data?.status ?? '') ? false : 1000),
  });
  const isDone = outcome.data?.status === 'done';
  useEffect(() => {
    if (isDone) void queryClient.invalidateQueries({ queryKey: [TREES_ADDRESS] });
  }, [isDone, queryClient]);
  return outcome;
}

/** One change of the tree: a call of one of its routes, built by the helpers below. */
export type TreeChange = () => Promise<unknown>;

/** Sends tree changes (`send`, typed by its answer); each success refreshes every family-tree query. */
export function useTreeChange() {
  const queryClient = useQueryClient();
  const mutation = useMutation<unknown, Error, TreeChange>({
    mutationFn: (change) => change(),
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(TREES_ADDRESS) }),
  });
  return {
    send: <T = unknown>(change: TreeChange) => mutation.mutateAsync(change) as Promise<T>,
    isPending: mutation.isPending,
  };
}

export const treeChanges = {
  createTree:
    (name: string): TreeChange =>
    () =>
      callRoute(routes.create, { body: { name } }),
  share:
    (treeId: string, isSharedWithCircle: boolean): TreeChange =>
    () =>
      callRoute(routes.setSharing, { params: { treeId }, body: { isSharedWithCircle } }),
  addPerson:
    (treeId: string, body: Partial<IndividualInput>): TreeChange =>
    () =>
      callRoute(routes.addIndividual, { params: { treeId }, body }),
  changePerson:
    (treeId: string, id: string, body: IndividualInput): TreeChange =>
    () =>
      callRoute(routes.changeIndividual, { params: { treeId, id }, body }),
  deletePerson:
    (treeId: string, id: string): TreeChange =>
    () =>
      callRoute(routes.deleteIndividual, { params: { treeId, id } }),
  addFamily:
    (treeId: string, body: Partial<FamilyInput>): TreeChange =>
    () =>
      callRoute(routes.addFamily, { params: { treeId }, body }),
  changeFamily:
    (treeId: string, id: string, body: FamilyInput): TreeChange =>
    () =>
      callRoute(routes.changeFamily, { params: { treeId, id }, body }),
  addEvent:
    (treeId: string, body: Partial<EventInput>): TreeChange =>
    () =>
      callRoute(routes.addEvent, { params: { treeId }, body: body as EventInput }),
  changeEvent:
    (treeId: string, id: string, body: Partial<EventInput>): TreeChange =>
    () =>
      callRoute(routes.changeEvent, { params: { treeId, id }, body: body as EventInput }),
  deleteEvent:
    (treeId: string, id: string): TreeChange =>
    () =>
      callRoute(routes.deleteEvent, { params: { treeId, id } }),
  linkMe:
    (treeId: string, id: string): TreeChange =>
    () =>
      callRoute(routes.linkMe, { params: { treeId, id } }),
  merge:
    (treeId: string, id: string, otherId: string): TreeChange =>
    () =>
      callRoute(routes.merge, { params: { treeId, id }, body: { otherId } }),
  runImport:
    (importId: string): TreeChange =>
    () =>
      callRoute(routes.runImport, { params: { id: importId } }),
};

/** Uploads a .ged or .gdz file for its preview (counts and warnings with line numbers). */
export const previewGedcom = (file: File, onProgress: (fraction: number) => void) =>
  uploadFile<RouteAnswer<typeof routes.previewImport>>(routeAddress(routes.previewImport), file, file.name, onProgress);

/** The address of an export: GEDCOM 7.0, 5.5.1 or GEDZIP with the media. */
export const exportUrl = (treeId: string, format: 'gedcom7' | 'gedcom551' | 'gedzip') =>
  routeAddress(routes.export, { params: { treeId }, query: { format } });

/** The preview image of a vault item linked to a person of the tree (served by the tree's media route). */
export const photoUrl = (treeId: string, itemId: string) =>
  routeAddress(routes.mediaPreview, { params: { treeId, itemId } });
