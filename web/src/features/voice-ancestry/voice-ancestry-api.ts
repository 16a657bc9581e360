/**
 * Calls of /voice-ancestry (contract: common/src/contracts/tree-voices.ts): a person's page, the
 * family's voices, linking and unlinking vault items, animated ancestors and branch scopes. A person's page is
 * asked for again every two seconds while an animated ancestor is being made (its progress).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FamilyTree } from '@heirloom/common/contracts/family-tree';
import type {
  Animation,
  BranchScope,
  BranchScopeInput,
  FamilyVoices,
  PersonMediaInput,
  PersonPage,
} from '@heirloom/common/contracts/tree-voices';
import { apiRequest } from '../../lib/api';

const ANIMATION_POLL_MS = 2_000;
const personPath = (id: string) => `/api/family-trees/people/${id}`;
const isRendering = (page: PersonPage | null | undefined) =>
  page?.animations.some((animation) => animation.status === 'queued' || animation.status === 'rendering') ?? false;

/** A person's page (null when signed out); polls while an animated ancestor is on its way. */
export function usePersonPage(id: string) {
  return useQuery<PersonPage | null>({
    queryKey: [personPath(id)],
    refetchInterval: ({ state }) => (isRendering(state.data) ? ANIMATION_POLL_MS : false),
  });
}

/** The trees the user owns or reads. */
export const useFamilyTrees = () => useQuery<FamilyTree[] | null>({ queryKey: ['/api/family-trees'] });

/** The voices of tree `treeId` by generation. */
export const useFamilyVoices = (treeId: string | undefined) =>
  useQuery<FamilyVoices | null>({ queryKey: [`/api/family-trees/${treeId}/voices`], enabled: Boolean(treeId) });

/** Refreshes a person's page after a change. */
export function useRefreshPerson(id: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [personPath(id)] });
}

/** Refreshes every family-tree query (the person's page, the chart's cards, the family's voices). */
export function useRefreshFamilyTrees() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith('/api/family-trees') });
}

export const linkPersonMedia = (treeId: string, individualId: string, input: PersonMediaInput) =>
  apiRequest<PersonPage>('POST', `/api/family-trees/${treeId}/individuals/${individualId}/media`, input);

/** Takes vault item `itemId` off the person (idempotent); the item stays in the vault. */
export const unlinkPersonMedia = (treeId: string, individualId: string, itemId: string) =>
  apiRequest<null>('DELETE', `/api/family-trees/${treeId}/individuals/${individualId}/media/${itemId}`);

export const requestAnimation = (treeId: string, individualId: string, photoItemId: string, recordingItemId: string) =>
  apiRequest<Animation>('POST', `/api/family-trees/${treeId}/individuals/${individualId}/animations`, {
    photoItemId,
    recordingItemId,
  });

/** Members limited to a branch of tree `treeId` (its owner only). */
export const useBranchScopes = (treeId: string, isOwner: boolean) =>
  useQuery<BranchScope[] | null>({ queryKey: [`/api/family-trees/${treeId}/branch-scopes`], enabled: isOwner });

export const saveBranchScope = (treeId: string, memberId: string, input: BranchScopeInput) =>
  apiRequest<BranchScope>('PUT', `/api/family-trees/${treeId}/branch-scopes/${memberId}`, input);

export const clearBranchScope = (treeId: string, memberId: string) =>
  apiRequest<null>('DELETE', `/api/family-trees/${treeId}/branch-scopes/${memberId}`);
