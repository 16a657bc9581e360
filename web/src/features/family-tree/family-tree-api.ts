/**
 * Calls of the family tree for the builder and the chart (common/contracts/family-tree.ts and
 * family-tree-chart.ts; server: modules/family-tree). Every change refreshes the tree's queries.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type {
  EventInput,
  FamilyInput,
  FamilyTree,
  ImportPreview,
  IndividualInput,
  TreeDetail,
  TreeImport,
} from '@heirloom/common/contracts/family-tree';
import type { ChartFocus, ChartPerson, Relationship, TreeWarning } from '@heirloom/common/contracts/family-tree-chart';
import { apiRequest } from '../../lib/api';
import { uploadFile } from '../../lib/upload';

const TREES = '/api/family-trees';
const treeUrl = (treeId: string) => `${TREES}/${treeId}`;

/** The trees the signed-in user owns or reads, newest first. */
export const useTrees = () => useQuery<FamilyTree[] | null>({ queryKey: [TREES] });

/** A whole tree (people, families, events) for the builder. */
export const useTreeDetail = (treeId: string | null) =>
  useQuery<TreeDetail | null>({ queryKey: [treeUrl(treeId ?? '')], enabled: treeId !== null });

/** The people around `focusId`, 4 generations each way. */
export const useFocus = (treeId: string | null, focusId: string | null) =>
  useQuery<ChartFocus | null>({
    queryKey: [`${treeUrl(treeId ?? '')}/individuals/${focusId}/focus`],
    enabled: treeId !== null && focusId !== null,
    placeholderData: (previous) => previous,
  });

/**
 * People whose name has every word of `query` (at most 20); with an empty query (and `isEnabled`),
 * the person marked "this is me" first, then the tree's first people.
 */
export const useTreeSearch = (treeId: string | null, query: string, isEnabled = query.trim().length > 0) =>
  useQuery<ChartPerson[] | null>({
    queryKey: [`${treeUrl(treeId ?? '')}/search?q=${encodeURIComponent(query.trim())}`],
    enabled: treeId !== null && isEnabled,
  });

/** How `otherId` is related to `id`, with the path. */
export const useRelationship = (treeId: string | null, id: string | null, otherId: string | null) =>
  useQuery<Relationship | null>({
    queryKey: [`${treeUrl(treeId ?? '')}/individuals/${id}/relationship/${otherId}`],
    enabled: treeId !== null && id !== null && otherId !== null,
  });

/** The tree's warnings for impossible dates. */
export const useTreeWarnings = (treeId: string | null) =>
  useQuery<TreeWarning[] | null>({ queryKey: [`${treeUrl(treeId ?? '')}/warnings`], enabled: treeId !== null });

/** A previewed import's progress; polled every second until it is done or failed, then the tree list refreshed. */
export function useTreeImport(importId: string | null) {
  const queryClient = useQueryClient();
  const outcome = useQuery<TreeImport | null>({
    queryKey: [`${TREES}/imports/${importId}`],
    enabled: importId !== null,
    refetchInterval: (query) => (['done', 'failed'].includes(query.state.data?.status ?? '') ? false : 1000),
  });
  const isDone = outcome.data?.status === 'done';
  useEffect(() => {
    if (isDone) void queryClient.invalidateQueries({ queryKey: [TREES] });
  }, [isDone, queryClient]);
  return outcome;
}

/** One change of the tree: method, address and body, built by the helpers below. */
export interface TreeChange {
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
}

/** Sends tree changes (`send`, typed by its answer); each success refreshes every family-tree query. */
export function useTreeChange() {
  const queryClient = useQueryClient();
  const mutation = useMutation<unknown, Error, TreeChange>({
    mutationFn: (change) => apiRequest(change.method, change.path, change.body),
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(TREES) }),
  });
  return {
    send: <T = unknown>(change: TreeChange) => mutation.mutateAsync(change) as Promise<T>,
    isPending: mutation.isPending,
  };
}

export const treeChanges = {
  createTree: (name: string): TreeChange => ({ method: 'POST', path: TREES, body: { name } }),
  share: (treeId: string, isSharedWithCircle: boolean): TreeChange => ({
    method: 'PATCH',
    path: treeUrl(treeId),
    body: { isSharedWithCircle },
  }),
  addPerson: (treeId: string, body: Partial<IndividualInput>): TreeChange => ({
    method: 'POST',
    path: `${treeUrl(treeId)}/individuals`,
    body,
  }),
  changePerson: (treeId: string, id: string, body: IndividualInput): TreeChange => ({
    method: 'PATCH',
    path: `${treeUrl(treeId)}/individuals/${id}`,
    body,
  }),
  deletePerson: (treeId: string, id: string): TreeChange => ({
    method: 'DELETE',
    path: `${treeUrl(treeId)}/individuals/${id}`,
  }),
  addFamily: (treeId: string, body: Partial<FamilyInput>): TreeChange => ({
    method: 'POST',
    path: `${treeUrl(treeId)}/families`,
    body,
  }),
  changeFamily: (treeId: string, id: string, body: FamilyInput): TreeChange => ({
    method: 'PATCH',
    path: `${treeUrl(treeId)}/families/${id}`,
    body,
  }),
  addEvent: (treeId: string, body: Partial<EventInput>): TreeChange => ({
    method: 'POST',
    path: `${treeUrl(treeId)}/events`,
    body,
  }),
  changeEvent: (treeId: string, id: string, body: Partial<EventInput>): TreeChange => ({
    method: 'PATCH',
    path: `${treeUrl(treeId)}/events/${id}`,
    body,
  }),
  deleteEvent: (treeId: string, id: string): TreeChange => ({
    method: 'DELETE',
    path: `${treeUrl(treeId)}/events/${id}`,
  }),
  linkMe: (treeId: string, id: string): TreeChange => ({
    method: 'PUT',
    path: `${treeUrl(treeId)}/individuals/${id}/me`,
  }),
  merge: (treeId: string, id: string, otherId: string): TreeChange => ({
    method: 'POST',
    path: `${treeUrl(treeId)}/individuals/${id}/merge`,
    body: { otherId },
  }),
  runImport: (importId: string): TreeChange => ({ method: 'POST', path: `${TREES}/imports/${importId}/run` }),
};

/** Uploads a .ged or .gdz file for its preview (counts and warnings with line numbers). */
export const previewGedcom = (file: File, onProgress: (fraction: number) => void) =>
  uploadFile<ImportPreview>(`${TREES}/imports`, file, file.name, onProgress);

/** The address of an export: GEDCOM 7.0, 5.5.1 or GEDZIP with the media. */
export const exportUrl = (treeId: string, format: 'gedcom7' | 'gedcom551' | 'gedzip') =>
  `${treeUrl(treeId)}/export?format=${format}`;

/** The preview image of a vault item linked to a person of the tree (served by the tree's media route). */
export const photoUrl = (treeId: string, itemId: string) => `${treeUrl(treeId)}/media/${itemId}/preview`;
