/**
 * Calls of the family circle (common/contracts/circle.ts; server: modules/circle). Every change
 * refreshes the circle queries it touches.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AuditEvent,
  CircleMember,
  CircleOverview,
  Invitation,
  InvitationInput,
  Membership,
  ReceivedInvitation,
  RoleChange,
} from '@heirloom/common/contracts/circle';
import { apiRequest } from '../../lib/api';
import { AUTH_STATUS_QUERY_KEY } from '../../lib/auth';

export const CIRCLE_QUERY_KEY = ['/api/circle'] as const;
export const AUDIT_QUERY_KEY = ['/api/circle/audit'] as const;
export const MEMBERSHIPS_QUERY_KEY = ['/api/circles'] as const;
export const RECEIVED_INVITATIONS_QUERY_KEY = ['/api/invitations'] as const;

const byTokenPath = (token: string) => `/api/invitations/by-token/${encodeURIComponent(token)}`;

/** The signed-in owner's circle: members and open invitations (null when signed out). */
export function useCircle() {
  return useQuery<CircleOverview | null>({ queryKey: CIRCLE_QUERY_KEY });
}

/** The owner's audit log, newest first as the server sends it. */
export function useCircleAudit() {
  return useQuery<AuditEvent[] | null>({ queryKey: AUDIT_QUERY_KEY });
}

/** Every circle the signed-in user belongs to, their own first. */
export function useMemberships() {
  return useQuery<Membership[] | null>({ queryKey: MEMBERSHIPS_QUERY_KEY });
}

/** Invitations waiting for the signed-in user's e-mail. */
export function useReceivedInvitations(isEnabled = true) {
  return useQuery<ReceivedInvitation[] | null>({ queryKey: RECEIVED_INVITATIONS_QUERY_KEY, enabled: isEnabled });
}

/** What an invitation link invites to; works without a session. Fails with the server's message (404/409/410). */
export function useInvitationByToken(token: string | null) {
  return useQuery<ReceivedInvitation | null>({ queryKey: [byTokenPath(token ?? '')], enabled: token !== null });
}

/** Refreshes the circle queries (the owner's page, the log, memberships and received invitations). */
function useRefreshCircle() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.invalidateQueries({
      predicate: (query) => {
        const key = String(query.queryKey[0]);
        // An opened invitation link stays as it was: its page moves on once the call is done.
        if (key.startsWith('/api/invitations/by-token/')) return false;
        return key.startsWith('/api/circle') || key.startsWith('/api/invitations');
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
  useCircleMutation((input: InvitationInput) =>
    apiRequest<Invitation | CircleMember>('POST', '/api/circle/invitations', input),
  );

export const useResendInvitation = () =>
  useCircleMutation((id: string) =>
    apiRequest<Invitation>('POST', `/api/circle/invitations/${encodeURIComponent(id)}/resend`),
  );

export const useWithdrawInvitation = () =>
  useCircleMutation((id: string) =>
    apiRequest<Invitation>('POST', `/api/circle/invitations/${encodeURIComponent(id)}/withdraw`),
  );

/** Changes a member's sharing role, or adds or takes off the legacy-contact role, one without the other. */
export const useChangeRole = () =>
  useCircleMutation(({ id, change }: { id: string; change: RoleChange }) =>
    apiRequest<CircleMember>('PATCH', `/api/circle/members/${encodeURIComponent(id)}`, change),
  );

export const useRemoveMember = () =>
  useCircleMutation((id: string) => apiRequest<null>('DELETE', `/api/circle/members/${encodeURIComponent(id)}`));

export const useLeaveCircle = () =>
  useCircleMutation((ownerId: string) => apiRequest<null>('POST', `/api/circles/${encodeURIComponent(ownerId)}/leave`));

/**
 * Accepts by the link's token or by the invitation's id (from the list of received invitations);
 * then re-reads the session's user, whose address the link may have verified.
 */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useCircleMutation(async (by: { token: string } | { invitationId: string }) => {
    const membership = await apiRequest<Membership>('POST', '/api/invitations/accept', by);
    await queryClient.invalidateQueries({ queryKey: AUTH_STATUS_QUERY_KEY });
    return membership;
  });
}
