/**
 * React Query hooks over the tree's voices routes of /voice-ancestry (common/src/routes/family-tree.ts;
 * server: modules/family-tree): a person's page, the family's voices, linking and unlinking vault
 * items, animated ancestors and branch scopes, called through the declared-route client. A person's
 * page is asked for again every two seconds while an animated ancestor is being made (its progress).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { BranchScopeInput, PersonMediaInput, PersonPage } from '@heirloom/common/contracts/tree-voices';
import { familyTreeRoutes as routes } from '@heirloom/common/routes/family-tree';
import { callRoute, routeAddress, routeQuery } from '../../lib/api-client';

const ANIMATION_POLL_MS = 2_000;
const isRendering = (page: PersonPage | null | undefined) =>
  page?.animations.some((animation) => animation.status === 'queued' || animation.status === 'rendering') ?? false;

/** A person's page (null when signed out); polls while an animated ancestor is on its way. */
export function usePersonPage(id: string) {
  return useQuery({
    ...routeQuery(routes.personPage, { params: { id } }),
    refetchInterval: ({ state }) => (isRendering(state.data) ? ANIMATION_POLL_MS : false),
  });
}

/** The trees the user owns or reads. */
export const useFamilyTrees = () => useQuery(routeQuery(routes.list));

/** The voices of tree `treeId` by generation. */
export const useFamilyVoices = (treeId: string | undefined) =>
  useQuery({ ...routeQuery(routes.voices, { params: { treeId: treeId ?? 'none' } }), enabled: Boolean(treeId) });

/** Refreshes a person's page after a change. */
export function useRefreshPerson(id: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [routeAddress(routes.personPage, { params: { id } })] });
}

/** Refreshes every family-tree query (the person's page, the chart's cards, the family's voices). */
export function useRefreshFamilyTrees() {
  const queryClient = useQueryClient();
  const prefix = routeAddress(routes.list);
  return () => queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(prefix) });
}

export const linkPersonMedia = (treeId: string, individualId: string, input: PersonMediaInput) =>
  callRoute(routes.linkPersonMedia, { params: { treeId, id: individualId }, body: input });

/** Takes vault item `itemId` off the person (idempotent); the item stays in the vault. */
export const unlinkPersonMedia = (treeId: string, individualId: string, itemId: string) =>
  callRoute(routes.unlinkPersonMedia, { params: { treeId, id: individualId, itemId } });

export const requestAnimation = (treeId: string, individualId: string, photoItemId: string, recordingItemId: string) =>
  callRoute(routes.requestAnimation, {
    params: { treeId, id: individualId },
    body: { photoItemId, recordingItemId },
  });

/** The address of the branch scopes of tree `treeId` (their query's key). */
export const branchScopesAddress = (treeId: string) => routeAddress(routes.branchScopes, { params: { treeId } });

/** Members limited to a branch of tree `treeId` (its owner only). */
export const useBranchScopes = (treeId: string, isOwner: boolean) =>
  useQuery({ ...routeQuery(routes.branchScopes, { params: { treeId } }), enabled: isOwner });

export const saveBranchScope = (treeId: string, memberId: string, input: BranchScopeInput) =>
  callRoute(routes.setBranchScope, { params: { treeId, memberId }, body: input });

export const clearBranchScope = (treeId: string, memberId: string) =>
  callRoute(routes.clearBranchScope, { params: { treeId, memberId } });
