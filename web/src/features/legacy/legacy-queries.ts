/**
 * Calls of the legacy feature over its declared routes (common/src/routes/legacy.ts; server:
 * modules/legacy; docs/decisions/009), through the declared-route client.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { LegacyPlanInput } from '@heirloom/common/contracts/legacy';
import { circleRoutes } from '@heirloom/common/routes/circle';
import { legacyRoutes } from '@heirloom/common/routes/legacy';
import { messageRoutes } from '@heirloom/common/routes/messages';
import { callRoute, routeAddress, routeQuery } from '../../lib/api-client';

/** The owner's plan at a glance (null when signed out). */
export const useLegacyOverview = (isEnabled = true) =>
  useQuery({ ...routeQuery(legacyRoutes.overview), enabled: isEnabled });

/** Owners who named the signed-in user a legacy contact. */
export const useChosenBy = () => useQuery(routeQuery(legacyRoutes.chosen));

/** A legacy contact's view of one owner's plan. */
export const useContactView = (ownerId: string) =>
  useQuery(routeQuery(legacyRoutes.contactView, { params: { ownerId } }));

/** Refreshes every legacy query after a change (every address under the overview's). */
export function useRefreshLegacy() {
  const queryClient = useQueryClient();
  const prefix = routeAddress(legacyRoutes.overview);
  return () => queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(prefix) });
}

export const saveLegacyPlan = (input: LegacyPlanInput) => callRoute(legacyRoutes.savePlan, { body: input });

export const checkIn = () => callRoute(legacyRoutes.checkIn);

export const confirmDeath = (ownerId: string) => callRoute(legacyRoutes.confirm, { params: { ownerId } });

/** Invites someone to the circle as a legacy contact (the circle's own invitation: e-mail and acceptance). */
export const inviteLegacyContact = (name: string, email: string) =>
  callRoute(circleRoutes.invite, { body: { name, email, role: 'legacy_contact' } });

/** Adds or takes off the legacy-contact role of a circle member (membership id); their sharing role stays. */
export const setLegacyContact = (membershipId: string, isLegacyContact: boolean) =>
  callRoute(circleRoutes.changeMemberRoles, { params: { id: membershipId }, body: { isLegacyContact } });

export const describeLegacyLink = (token: string) => callRoute(legacyRoutes.describeLink, { params: { token } });

export const answerLegacyLink = (token: string) => callRoute(legacyRoutes.answerLink, { params: { token } });

/** A released owner's waiting message and one of its recipients, as a legacy contact names them. */
type WaitingRecipient = { ownerId: string; messageId: string; recipientId: string };

/** After the release: keep the owner's waiting message for a recipient who died. */
export const keepWaitingMessage = (params: WaitingRecipient) => callRoute(messageRoutes.stewardKeep, { params });

/** After the release: send the owner's waiting message to someone else, or to a corrected address (no name). */
export const readdressWaitingMessage = (params: WaitingRecipient, to: { name?: string; email: string }) =>
  callRoute(messageRoutes.stewardReaddress, { params, body: to });

/** After the release: cancel the owner's waiting message. */
export const cancelWaitingMessage = (params: { ownerId: string; messageId: string }) =>
  callRoute(messageRoutes.stewardCancel, { params });
