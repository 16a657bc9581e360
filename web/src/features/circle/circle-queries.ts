/**
 * React Query hooks over the family circle's routes (common/src/routes/circle.ts; server:
 * modules/circle), called through the declared-route client. Every change refreshes the circle
 * queries it touches.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvitationInput, RoleChange } from '@heirloom/common/contracts/circle';
import { circleRoutes } from '@heirloom/common/routes/circle';
import { callRoute, routeAddress, routeQuery } from '../../lib/api-client';
import { AUTH_STATUS_QUERY_KEY } from '../../lib/auth';

/** The prefix of every address of one's own circle and of the circles one belongs to (/api/circle, /api/circles…). */
const CIRCLE_ADDRESS = routeAddress(circleRoutes.overview);
const RECEIVED_INVITATIONS_ADDRESS = routeAddress(circleRoutes.receivedInvitations);

/** The signed-in owner's circle: members and open invitations (null when signed out). */
export function useCircle() {
  return useQuery(routeQuery(circleRoutes.overview));
}

/** The owner's audit log, newest first as the server sends it. */
export function useCircleAudit() {
  return useQuery(routeQuery(circleRoutes.audit));
}

/** Every circle the signed-in user belongs to, their own first. */
export function useMemberships() {
  return useQuery(routeQuery(circleRoutes.memberships));
}

/** Invitations waiting for the signed-in user's e-mail. */
export function useReceivedInvitations(isEnabled = true) {
  return useQuery({ ...routeQuery(circleRoutes.receivedInvitations), enabled: isEnabled });
}

/** What an invitation link invites to; works without a session. Fails with the server's message (404/409/410). */
export function useInvitationByToken(token: string | null) {
  return useQuery({
    ...routeQuery(circleRoutes.invitationByToken, { params: { token: token ?? 'none' } }),
    enabled: token !== null,
  });
}

/**
 * Refreshes the circle queries (the owner's page, the log, memberships, what circles share and the
 * received invitations). An opened invitation link stays as it was: its page moves on once the call is done.
 */
function useRefreshCircle() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (query) => {
        const key = String(query.queryKey[0]);
        return key.startsWith(CIRCLE_ADDRESS) || key === RECEIVED_INVITATIONS_ADDRESS;
      },
    });
}

/** Calls `request` and, once it succeeded, refreshes the circle queries. */
function useCircleMutation<Variables, Result>(request: (variables: Variables) => Promise<Result>) {
  const refresh = useRefreshCircle();
  return useMutation({ mutationFn: request, onSuccess: () => refresh() });
}

/** Invites a relative; a member invited as a legacy contact gets the role at once (the member comes back). */
export const useInvite = () =>
  useCircleMutation((input: InvitationInput) => callRoute(circleRoutes.invite, { body: input }));

export const useResendInvitation = () =>
  useCircleMutation((id: string) => callRoute(circleRoutes.resendInvitation, { params: { id } }));

export const useWithdrawInvitation = () =>
  useCircleMutation((id: string) => callRoute(circleRoutes.withdrawInvitation, { params: { id } }));

/** Changes a member's sharing role, or adds or takes off the legacy-contact role, one without the other. */
export const useChangeRole = () =>
  useCircleMutation(({ id, change }: { id: string; change: RoleChange }) =>
    callRoute(circleRoutes.changeMemberRoles, { params: { id }, body: change }),
  );

export const useRemoveMember = () =>
  useCircleMutation((id: string) => callRoute(circleRoutes.removeMember, { params: { id } }));

export const useLeaveCircle = () =>
  useCircleMutation((ownerId: string) => callRoute(circleRoutes.leave, { params: { ownerId } }));

/**
 * Accepts by the link's token or by the invitation's id (from the list of received invitations);
 * then re-reads the session's user, whose address the link may have verified.
 */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useCircleMutation(async (by: { token: string } | { invitationId: string }) => {
    const membership = await callRoute(circleRoutes.acceptInvitation, { body: by });
    await queryClient.invalidateQueries({ queryKey: AUTH_STATUS_QUERY_KEY });
    return membership;
  });
}
