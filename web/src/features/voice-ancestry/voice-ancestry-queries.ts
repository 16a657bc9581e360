/**
 * React Query hooks over the tree's voices routes of /voice-ancestry (common/src/routes/family-tree.ts;
 * server: modules/family-tree): the family's voices, animated ancestors and branch scopes, called
 * through the declared-route client. A person's page and what is linked to them are in
 * lib/person-media-queries.ts, shared with the tree builder.
 */
import { useQuery } from '@tanstack/react-query';
import type { BranchScopeInput } from '@heirloom/common/contracts/tree-voices';
import { familyTreeRoutes as routes } from '@heirloom/common/routes/family-tree';
import { callRoute, routeAddress, routeQuery } from '../../lib/api-client';

/** The trees the user owns or reads. */
export const useFamilyTrees = () => useQuery(routeQuery(routes.list));

/** The voices of tree `treeId` by generation. */
export const useFamilyVoices = (treeId: string | undefined) =>
  useQuery({ ...routeQuery(routes.voices, { params: { treeId: treeId ?? 'none' } }), enabled: Boolean(treeId) });

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
