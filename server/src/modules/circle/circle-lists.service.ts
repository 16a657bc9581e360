/**
 * What the circle pages list (docs/product/roles-and-access.md "Family circle"): one's own circle
 * (its members and pending invitations) and its audit log, the circles one belongs to, and the
 * invitations sent to one's address. Whose rows these are is the circle policy's scopes, used by
 * circle.repository.ts.
 */
import {
  listAuditEvents,
  listInvitationsForEmail,
  listMembers,
  listMembershipsOf,
  listPendingInvitations,
} from './circle.repository';
import { findCircleOwner, type CircleDependencies } from './circle.service';

/** The members of `ownerId`'s circle (oldest first) and its invitations still pending. */
export async function readCircleOverview(deps: CircleDependencies, ownerId: string) {
  const [members, invitations] = await Promise.all([
    listMembers(deps.db, ownerId),
    listPendingInvitations(deps.db, ownerId),
  ]);
  return { members, invitations };
}

/** The newest events of `ownerId`'s circle's audit log. */
export function listCircleAudit(deps: CircleDependencies, ownerId: string) {
  return listAuditEvents(deps.db, ownerId);
}

/**
 * `userId` as the owner of their own circle, and the circles they are a member of (oldest first).
 * @throws AppError 'not_found' when the account is gone
 */
export async function listMemberships(deps: CircleDependencies, userId: string) {
  const [owner, memberships] = await Promise.all([findCircleOwner(deps, userId), listMembershipsOf(deps.db, userId)]);
  return { owner, memberships };
}

/** The invitations sent to address `email`, with their circles' owners. */
export function listReceivedInvitations(deps: CircleDependencies, email: string) {
  return listInvitationsForEmail(deps.db, email);
}
