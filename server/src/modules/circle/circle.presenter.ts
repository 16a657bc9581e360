/** Public shapes of the family circle (common/src/contracts/circle.ts); rows never leave the server. */
import {
  ROLE_DESCRIPTIONS,
  describeCanSee,
  heldRoles,
  type AuditEvent,
  type CircleMember,
  type CircleRole,
  type Invitation,
  type ReceivedInvitation,
} from '@heirloom/common/contracts/circle';
import type { AuditEventRow, InvitationRow, MemberRoles, MemberWithUser } from './circle.repository';

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

/** A role's name for the log, lower case: "editor", "legacy contact". */
export const roleName = (role: CircleRole) => ROLE_DESCRIPTIONS[role].label.toLowerCase();

/** A role's name with its article: "an editor", "a viewer", "a legacy contact". */
const aRole = (role: CircleRole) => `${/^[aeiou]/.test(roleName(role)) ? 'an' : 'a'} ${roleName(role)}`;

/** The sharing role a member holds (editor or viewer), or null for a legacy contact only. */
const sharingRoleOf = (roles: MemberRoles) => (roles.role === 'legacy_contact' ? null : roles.role);

/**
 * The audit log's sentence for the owner changing member `name`'s roles from `before` to `after`,
 * saying what changed and what stayed: "Made Ben a legacy contact (still an editor)", "Ben is no
 * longer a legacy contact (still an editor)", "Changed Ben's role from viewer to editor",
 * "Made Ben a legacy contact only (no longer an editor)". `before` and `after` differ.
 */
export function describeRoleChange(name: string, before: MemberRoles, after: MemberRoles): string {
  const [sharingBefore, sharingAfter] = [sharingRoleOf(before), sharingRoleOf(after)];
  const [wasLegacy, isLegacy] = [before.is_legacy_contact === 1, after.is_legacy_contact === 1];
  if (sharingBefore && !sharingAfter)
    return wasLegacy
      ? `${name} is now only a legacy contact (no longer ${aRole(sharingBefore)})`
      : `Made ${name} a legacy contact only (no longer ${aRole(sharingBefore)})`;
  if (!sharingBefore && sharingAfter)
    return `Made ${name} ${aRole(sharingAfter)} (${isLegacy ? 'still' : 'no longer'} a legacy contact)`;
  const legacyChange = isLegacy ? `Made ${name} a legacy contact` : `${name} is no longer a legacy contact`;
  if (sharingBefore === sharingAfter) return `${legacyChange} (still ${aRole(sharingAfter!)})`;
  const roleChange = `Changed ${name}'s role from ${roleName(sharingBefore!)} to ${roleName(sharingAfter!)}`;
  if (wasLegacy !== isLegacy) return `${roleChange}. ${legacyChange}`;
  return isLegacy ? `${roleChange} (still a legacy contact)` : roleChange;
}

/**
 * The audit log's sentence for member `name`, who held `before`, accepting another invitation that
 * gave them role `offered` besides the one they keep: "Ben accepted the invitation to be a legacy
 * contact (still an editor)".
 */
export function describeAcceptedRole(name: string, offered: CircleRole, before: MemberRoles): string {
  const kept = offered === 'legacy_contact' ? before.role : 'legacy_contact';
  return `${name} accepted the invitation to be ${aRole(offered)} (still ${aRole(kept)})`;
}
