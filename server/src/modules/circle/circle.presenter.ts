/** Public shapes of the family circle (common/src/contracts/circle.ts); rows never leave the server. */
import {
  describeCanSee,
  heldRoles,
  type AuditEvent,
  type CircleMember,
  type Invitation,
  type ReceivedInvitation,
} from '@heirloom/common/contracts/circle';
import type { AuditEventRow, InvitationRow, MemberWithUser } from './circle.repository';

const statusOf = (invitation: InvitationRow, now: Date): Invitation['status'] =>
  invitation.status === 'pending' && invitation.expires_at <= now.toISOString() ? 'expired' : invitation.status;

export const presentInvitation = (invitation: InvitationRow, now: Date): Invitation => ({
  id: invitation.id,
  name: invitation.name,
  email: invitation.email,
  relationship: invitation.relationship,
  role: invitation.role,
  status: statusOf(invitation, now),
  sentAt: invitation.sent_at,
  expiresAt: invitation.expires_at,
});

export const presentReceivedInvitation = (
  invitation: InvitationRow & { owner_name: string },
  now: Date,
): ReceivedInvitation => ({
  id: invitation.id,
  ownerName: invitation.owner_name,
  email: invitation.email,
  role: invitation.role,
  relationship: invitation.relationship,
  status: statusOf(invitation, now),
  expiresAt: invitation.expires_at,
});

/** A member with both their roles and what they let them see. */
export function presentMember(member: MemberWithUser): CircleMember {
  const roles = { role: member.role, isLegacyContact: member.is_legacy_contact === 1 };
  return {
    id: member.id,
    userId: member.member_id,
    name: member.username,
    email: member.email,
    relationship: member.relationship,
    ...roles,
    since: member.created_at,
    lastActiveAt: member.last_active_at,
    canSee: describeCanSee(heldRoles(roles)),
  };
}

export const presentAuditEvent = (event: AuditEventRow): AuditEvent => ({
  id: event.id,
  action: event.action as AuditEvent['action'],
  actorName: event.actor_name,
  subject: event.subject,
  summary: event.summary,
  at: event.created_at,
});
