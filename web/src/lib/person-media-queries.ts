/**
 * A person's page and what is linked to them (common/src/routes/family-tree.ts; server:
 * modules/family-tree), shared by the person's page under /voice-ancestry and the tree builder: the
 * page itself, linking and unlinking vault items, and the refreshes after a change. A person's page
 * is asked for again every two seconds while an animated ancestor is being made (its progress).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PersonMediaInput, PersonPage } from '@heirloom/common/contracts/tree-voices';
import { familyTreeRoutes as routes } from '@heirloom/common/routes/family-tree';
import { callRoute, routeAddress, routeQuery } from './api-client';

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
