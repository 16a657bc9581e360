/** Calls of the legacy feature (server: modules/legacy/legacy.routes.ts; docs/decisions/009). */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChosenBy,
  ContactView,
  LegacyLink,
  LegacyLinkResult,
  LegacyOverview,
  LegacyPlanInput,
} from '@heirloom/common/contracts/legacy';
import { circleRoutes } from '@heirloom/common/routes/circle';
import { apiRequest } from '../../lib/api';
import { callRoute } from '../../lib/api-client';

export const LEGACY_QUERY_KEY = ['/api/legacy'] as const;

/** The owner's plan at a glance (null when signed out). */
export const useLegacyOverview = (isEnabled = true) =>
  useQuery<LegacyOverview | null>({ queryKey: LEGACY_QUERY_KEY, enabled: isEnabled });

/** Owners who named the signed-in user a legacy contact. */
export const useChosenBy = () => useQuery<ChosenBy[] | null>({ queryKey: ['/api/legacy/chosen'] });

/** A legacy contact's view of one owner's plan. */
export const useContactView = (ownerId: string) =>
  useQuery<ContactView | null>({ queryKey: [`/api/legacy/owners/${ownerId}`] });

/** Refreshes every legacy query after a change. */
export function useRefreshLegacy() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith('/api/legacy') });
}

export const saveLegacyPlan = (input: LegacyPlanInput) => apiRequest<LegacyOverview>('PUT', '/api/legacy/plan', input);

export const checkIn = () => apiRequest<LegacyOverview>('POST', '/api/legacy/check-in');

export const confirmDeath = (ownerId: string) =>
  apiRequest<ContactView>('POST', `/api/legacy/owners/${encodeURIComponent(ownerId)}/confirm`);

/** Invites someone to the circle as a legacy contact (the circle's own invitation: e-mail and acceptance). */
export const inviteLegacyContact = (name: string, email: string) =>
  callRoute(circleRoutes.invite, { body: { name, email, role: 'legacy_contact' } });

/** Adds or takes off the legacy-contact role of a circle member (membership id); their sharing role stays. */
export const setLegacyContact = (membershipId: string, isLegacyContact: boolean) =>
  callRoute(circleRoutes.changeMemberRoles, { params: { id: membershipId }, body: { isLegacyContact } });

export const describeLegacyLink = (token: string) =>
  apiRequest<LegacyLink>('GET', `/api/legacy/links/${encodeURIComponent(token)}`);

export const answerLegacyLink = (token: string) =>
  apiRequest<LegacyLinkResult>('POST', `/api/legacy/links/${encodeURIComponent(token)}`);
