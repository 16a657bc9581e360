/**
 * The family circle: an owner invites relatives by e-mail with a role; an invitee accepts with the
 * link (single use, valid INVITATION_VALID_DAYS days, resendable, withdrawable) or from their list;
 * the owner changes a member's sharing role and adds or takes off the legacy-contact role, each
 * without touching the other (docs/decisions/005), and removes members; a member leaves. Every change
 * is written to the circle's audit log in the same transaction. Who may do what is the circle
 * policy's (policies/circle.policy.ts), checked by the routes' access gates before these run; a
 * removed member loses access on their next request.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import {
  CIRCLE_MESSAGES,
  INVITATION_VALID_DAYS,
  type CircleRole,
  type RoleChange,
} from '@heirloom/common/contracts/circle';
import { displayNameSchema } from '@heirloom/common/contracts/account';
import { deriveUsername } from '@heirloom/common/utils/username';
import type { Database } from '../../db/tables';
import { createAccessToken, hashAccessToken } from '../../lib/access-tokens';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { NotificationConsent } from '../../mail/notification-consent';
import { enqueueEmails, outboxEmail } from '../../mail/outbox.repository';
import type { CircleMembership } from '../../policies/circle.policy';
import {
  composeAcceptedNotice,
  composeInvitationEmail,
  composeLegacyContactNotice,
  type CircleEmailSettings,
} from './circle.emails';
import { MAX_LEGACY_CONTACTS } from '@heirloom/common/domain/legacy-release';
import {
  countLegacyContacts,
  deleteMember,
  findInvitation,
  findInvitationWithOwner,
  findMember,
  findMemberByEmail,
  findMembership,
  findUser,
  hasPendingInvitation,
  insertAuditEvent,
  insertInvitation,
  insertMember,
  adoptInvitedName,
  markAddressVerified,
  updateMemberRoles,
  updatePendingInvitation,
  type InvitationRow,
  type MemberRoles,
  type MemberWithUser,
} from './circle.repository';
import { describeAcceptedRole, describeRoleChange, roleName } from './circle.presenter';

export interface CircleDependencies {
  db: Kysely<Database>;
  clock: Clock;
  email: CircleEmailSettings;
  /**
   * Who may get circle-activity notices (docs/product/admin.md "Settings take effect";
   * mail/notification-consent.ts).
   */
  consent: NotificationConsent;
}

/** The signed-in user as the circle sees them. */
export interface CircleActor {
  id: string;
  email: string;
  username: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * A member's roles after `change`: a new sharing role keeps the legacy-contact role as it is and the
 * other way round; `legacy_contact` as the sharing role means a legacy contact only.
 * @throws AppError 'conflict' (onlyLegacyContact) when a legacy contact only would be left with no role
 */
function rolesAfter(current: MemberRoles, change: RoleChange): MemberRoles {
  const role = change.role ?? current.role;
  if (role === 'legacy_contact' && change.isLegacyContact === false)
    throw new AppError('conflict', CIRCLE_MESSAGES.onlyLegacyContact);
  const isLegacyContact = role === 'legacy_contact' || (change.isLegacyContact ?? current.is_legacy_contact === 1);
  return { role, is_legacy_contact: isLegacyContact ? 1 : 0 };
}

async function audit(
  trx: Transaction<Database>,
  now: string,
  event: { ownerId: string; actor: CircleActor | null; action: string; subject: string; summary: string },
) {
  await insertAuditEvent(trx, {
    // Time-ordered (UUIDv7, monotonic in this process): events of one instant keep their order.
    id: uuidv7(),
    owner_id: event.ownerId,
    actor_id: event.actor?.id ?? null,
    actor_name: event.actor?.username ?? null,
    action: event.action,
    subject: event.subject.slice(0, 500),
    summary: event.summary.slice(0, 500),
    created_at: now,
  });
}

/** Writes the invitation e-mail for a new link (queued with the change that made it). */
async function queueInvitationEmail(
  trx: Transaction<Database>,
  deps: CircleDependencies,
  owner: CircleActor,
  invitation: Pick<InvitationRow, 'id' | 'email' | 'name' | 'role'>,
  token: string,
  now: string,
) {
  const content = composeInvitationEmail(deps.email, {
    ownerName: owner.username,
    inviteeName: invitation.name,
    role: invitation.role,
    link: `${deps.email.publicUrl}/family-invitations?token=${token}`,
  });
  await enqueueEmails(trx, [
    outboxEmail({
      // One e-mail per link: a resend makes a new link, so a new id.
      id: `circle-invitation.${invitation.id}.${hashAccessToken(token).slice(0, 16)}`,
      kind: 'circle-invitation',
      to: invitation,
      content,
      at: now,
    }),
  ]);
}

/**
 * Refuses an 11th legacy contact (members with the role plus pending invitations to it): a legacy
 * plan names at most MAX_LEGACY_CONTACTS (docs/decisions/009).
 * @throws AppError 'conflict' (tooManyLegacyContacts)
 */
async function checkLegacyContactRoom(deps: CircleDependencies, ownerId: string) {
  if ((await countLegacyContacts(deps.db, ownerId, deps.clock.now().toISOString())) >= MAX_LEGACY_CONTACTS)
    throw new AppError('conflict', CIRCLE_MESSAGES.tooManyLegacyContacts);
}

/**
 * Invites a relative to the owner's circle and e-mails them the link; a member invited as a legacy
 * contact gets that role beside their sharing role at once, and an e-mail saying so.
 * @returns the invitation, or the member who became a legacy contact
 * @throws AppError 'invalid' (their own address), 'conflict' (already a member, or a legacy contact
 *   already, or invited, or an 11th legacy contact)
 */
export async function inviteRelative(
  deps: CircleDependencies,
  owner: CircleActor,
  input: { name: string; email: string; relationship: string; role: CircleRole },
): Promise<{ invitation: InvitationRow } | { member: MemberWithUser }> {
  if (input.email === owner.email) throw new AppError('invalid', CIRCLE_MESSAGES.selfInvite);
  const member = await findMemberByEmail(deps.db, owner.id, input.email);
  if (member) {
    if (input.role !== 'legacy_contact') throw new AppError('conflict', CIRCLE_MESSAGES.alreadyMember);
    if (member.is_legacy_contact === 1) throw new AppError('conflict', CIRCLE_MESSAGES.alreadyLegacyContact);
    return { member: await changeMemberRoles(deps, owner, member.id, { isLegacyContact: true }) };
  }
  if (await hasPendingInvitation(deps.db, owner.id, input.email)) {
    throw new AppError('conflict', CIRCLE_MESSAGES.alreadyInvited);
  }
  if (input.role === 'legacy_contact') await checkLegacyContactRoom(deps, owner.id);
  const now = deps.clock.now();
  const token = createAccessToken();
  const invitation: InvitationRow = {
    id: randomUUID(),
    owner_id: owner.id,
    email: input.email,
    name: input.name,
    relationship: input.relationship,
    role: input.role,
    token_hash: hashAccessToken(token),
    status: 'pending',
    sent_at: now.toISOString(),
    expires_at: new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS).toISOString(),
    accepted_by: null,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  await deps.db.transaction().execute(async (trx) => {
    await insertInvitation(trx, invitation);
    await queueInvitationEmail(trx, deps, owner, invitation, token, invitation.sent_at);
    await audit(trx, invitation.sent_at, {
      ownerId: owner.id,
      actor: owner,
      action: 'invitation.sent',
      subject: `${input.name} <${input.email}>`,
      summary: `Invited ${input.name} as ${roleName(input.role)}`,
    });
  });
  return { invitation };
}

/** Invitation `invitationId` of the owner's circle while it may still be resent or withdrawn. */
async function requireOwnInvitation(deps: CircleDependencies, owner: CircleActor, invitationId: string) {
  const invitation = await findInvitation(deps.db, owner.id, invitationId);
  if (!invitation) throw new AppError('not_found', CIRCLE_MESSAGES.invitationNotFound);
  if (invitation.status === 'accepted') throw new AppError('conflict', CIRCLE_MESSAGES.invitationUsed);
  if (invitation.status === 'withdrawn') throw new AppError('gone', CIRCLE_MESSAGES.invitationWithdrawn);
  return invitation;
}

/**
 * Sends a pending (or expired) invitation again with a new link valid INVITATION_VALID_DAYS days;
 * the old link stops working. @throws AppError 'not_found', 'conflict' (accepted), 'gone' (withdrawn)
 */
export async function resendInvitation(deps: CircleDependencies, owner: CircleActor, invitationId: string) {
  const invitation = await requireOwnInvitation(deps, owner, invitationId);
  const now = deps.clock.now();
  const token = createAccessToken();
  const changes = {
    token_hash: hashAccessToken(token),
    sent_at: now.toISOString(),
    expires_at: new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS).toISOString(),
    updated_at: now.toISOString(),
  };
  const isResent = await deps.db.transaction().execute(async (trx) => {
    if (!(await updatePendingInvitation(trx, invitation.id, changes))) return false;
    await queueInvitationEmail(trx, deps, owner, invitation, token, changes.sent_at);
    await audit(trx, changes.sent_at, {
      ownerId: owner.id,
      actor: owner,
      action: 'invitation.resent',
      subject: `${invitation.name} <${invitation.email}>`,
      summary: `Sent the invitation to ${invitation.name} again`,
    });
    return true;
  });
  if (!isResent) throw new AppError('conflict', CIRCLE_MESSAGES.invitationUsed);
  return { ...invitation, ...changes };
}

/** Withdraws a pending invitation: its link stops working. @throws like resendInvitation */
export async function withdrawInvitation(deps: CircleDependencies, owner: CircleActor, invitationId: string) {
  const invitation = await requireOwnInvitation(deps, owner, invitationId);
  const now = deps.clock.now().toISOString();
  const isWithdrawn = await deps.db.transaction().execute(async (trx) => {
    if (!(await updatePendingInvitation(trx, invitation.id, { status: 'withdrawn', updated_at: now }))) return false;
    await audit(trx, now, {
      ownerId: owner.id,
      actor: owner,
      action: 'invitation.withdrawn',
      subject: `${invitation.name} <${invitation.email}>`,
      summary: `Withdrew the invitation to ${invitation.name}`,
    });
    return true;
  });
  if (!isWithdrawn) throw new AppError('conflict', CIRCLE_MESSAGES.invitationUsed);
  return { ...invitation, status: 'withdrawn' as const, updated_at: now };
}

/** Why an invitation cannot be accepted now, or null when it can. */
function invitationProblem(invitation: InvitationRow, now: Date): AppError | null {
  if (invitation.status === 'accepted') return new AppError('conflict', CIRCLE_MESSAGES.invitationUsed);
  if (invitation.status === 'withdrawn') return new AppError('gone', CIRCLE_MESSAGES.invitationWithdrawn);
  if (invitation.expires_at <= now.toISOString()) return new AppError('gone', CIRCLE_MESSAGES.invitationExpired);
  return null;
}

/**
 * What an invitation link invites to (no session needed): who, as what, until when.
 * @throws AppError 'not_found' for an unknown token, 'gone' or 'conflict' for one that no longer works
 */
export async function describeInvitation(deps: CircleDependencies, token: string) {
  const invitation = await findInvitationWithOwner(deps.db, { tokenHash: hashAccessToken(token) });
  if (!invitation) throw new AppError('not_found', CIRCLE_MESSAGES.invitationNotFound);
  const problem = invitationProblem(invitation, deps.clock.now());
  if (problem) throw problem;
  return invitation;
}

/**
 * Accepts an invitation: by its link's token (any account: the link is the proof), or by id from
 * the list of invitations sent to the user's own e-mail address. Single use: a second acceptance,
 * an expired or withdrawn invitation changes nothing. Accepting from the link with the invited
 * address marks that address verified: the link reached it.
 * @returns the circle's owner and the role now held, since when
 * @throws AppError 'not_found', 'gone', 'conflict', 'invalid' (one's own circle)
 */
export async function acceptInvitation(
  deps: CircleDependencies,
  user: CircleActor,
  by: { token: string } | { invitationId: string },
) {
  const invitation = await findInvitationWithOwner(
    deps.db,
    'token' in by ? { tokenHash: hashAccessToken(by.token) } : { id: by.invitationId },
  );
  if (!invitation || ('invitationId' in by && invitation.email !== user.email)) {
    throw new AppError('not_found', CIRCLE_MESSAGES.invitationNotFound);
  }
  if (invitation.owner_id === user.id) throw new AppError('invalid', CIRCLE_MESSAGES.ownInvitation);
  const now = deps.clock.now();
  const problem = invitationProblem(invitation, now);
  if (problem) throw problem;
  const nowIso = now.toISOString();
  const held = await deps.db.transaction().execute(async (trx) => {
    const isTaken = await updatePendingInvitation(
      trx,
      invitation.id,
      { status: 'accepted', accepted_by: user.id, updated_at: nowIso },
      { notExpiredAt: nowIso },
    );
    if (!isTaken) return null;
    // The e-mailed link reached its address: accepting from it with that address proves the address.
    if ('token' in by && invitation.email.toLowerCase() === user.email.toLowerCase()) {
      await markAddressVerified(trx, user.id, nowIso);
    }
    const member = (await adoptNameOfInvitation(trx, user, invitation.name, nowIso))
      ? { ...user, username: invitation.name }
      : user;
    const existing = await findMembership(trx, invitation.owner_id, user.id);
    if (existing) return joinRoles(trx, { invitation, member, existing, at: nowIso });
    await insertMember(trx, {
      id: randomUUID(),
      owner_id: invitation.owner_id,
      member_id: user.id,
      role: invitation.role,
      is_legacy_contact: invitation.role === 'legacy_contact' ? 1 : 0,
      relationship: invitation.relationship,
      created_at: nowIso,
      updated_at: nowIso,
    });
    await audit(trx, nowIso, {
      ownerId: invitation.owner_id,
      actor: member,
      action: 'invitation.accepted',
      subject: `${member.username} <${member.email}>`,
      summary: `${member.username} joined as ${roleName(invitation.role)}`,
    });
    await noticeAcceptance(trx, deps, { invitation, member, at: nowIso });
    return { role: invitation.role, isLegacyContact: invitation.role === 'legacy_contact', since: nowIso };
  });
  if (!held) throw new AppError('conflict', CIRCLE_MESSAGES.invitationUsed);
  return { ownerId: invitation.owner_id, ownerName: invitation.owner_name, ...held };
}

/**
 * Someone who has not yet said what their family calls them is shown by the name they were invited
 * under, not by their address's local part (docs/product/accounts-and-sessions.md "Username"); a
 * name the display-name rules refuse (over 100 characters, several lines) is left to them to choose.
 * @returns whether `user` now goes by `invitedName`
 */
async function adoptNameOfInvitation(trx: Transaction<Database>, user: CircleActor, invitedName: string, at: string) {
  if (!displayNameSchema.safeParse(invitedName).success) return false;
  return adoptInvitedName(trx, { id: user.id, derivedName: deriveUsername(user.email) }, invitedName, at);
}

/**
 * A member accepting another invitation keeps their roles and gains the one it offers: the
 * legacy-contact role, or a sharing role when they had none; a second sharing role changes nothing.
 */
async function joinRoles(
  trx: Transaction<Database>,
  input: {
    invitation: InvitationRow;
    member: CircleActor;
    existing: MemberRoles & { id: string; created_at: string };
    at: string;
  },
) {
  const { invitation, member, existing, at } = input;
  const offered: RoleChange =
    invitation.role === 'legacy_contact'
      ? { isLegacyContact: true }
      : { role: existing.role === 'legacy_contact' ? invitation.role : existing.role };
  const held = rolesAfter(existing, offered);
  const isChanged = held.role !== existing.role || held.is_legacy_contact !== existing.is_legacy_contact;
  if (
    isChanged &&
    (await updateMemberRoles(trx, { ownerId: invitation.owner_id, id: existing.id }, existing, held, at))
  )
    await audit(trx, at, {
      ownerId: invitation.owner_id,
      actor: member,
      action: 'invitation.accepted',
      subject: `${member.username} <${member.email}>`,
      summary: describeAcceptedRole(member.username, invitation.role, existing),
    });
  const now = isChanged ? held : existing;
  return { role: now.role, isLegacyContact: now.is_legacy_contact === 1, since: existing.created_at };
}

/**
 * The owner's "joined your family circle" notice, queued in the acceptance's transaction (id
 * `circle-accepted:<invitation id>`: once per invitation), when the owner wants circle activity.
 */
async function noticeAcceptance(
  trx: Transaction<Database>,
  deps: CircleDependencies,
  input: { invitation: InvitationRow & { owner_name: string }; member: CircleActor; at: string },
) {
  const { invitation, member, at } = input;
  if (!(await deps.consent.mayEmail(invitation.owner_id, 'circleActivity', trx))) return;
  const owner = await findUser(trx, invitation.owner_id);
  if (!owner) return;
  const { unsubscribe_url, unsubscribePageUrl } = await deps.consent.optionalEmailFields(owner.id, 'circleActivity');
  const content = composeAcceptedNotice(deps.email, {
    ownerName: owner.username,
    memberName: member.username,
    memberEmail: member.email,
    role: invitation.role,
    unsubscribeUrl: unsubscribePageUrl,
  });
  await enqueueEmails(trx, [
    outboxEmail({
      id: `circle-accepted:${invitation.id}`,
      kind: 'circle-accepted',
      to: { email: owner.email, name: owner.username },
      content,
      unsubscribeUrl: unsubscribe_url,
      at,
    }),
  ]);
}

/** Member `membershipId` of the owner's circle. @throws AppError 'not_found' (memberNotFound) */
async function requireMember(deps: CircleDependencies, owner: CircleActor, membershipId: string) {
  const member = await findMember(deps.db, owner.id, membershipId);
  if (!member) throw new AppError('not_found', CIRCLE_MESSAGES.memberNotFound);
  return member;
}

/**
 * Changes a member's sharing role and/or adds or takes off the legacy-contact role (owner only); a
 * member newly named a legacy contact is told by e-mail.
 * @throws AppError 'not_found', 'conflict' (an 11th legacy contact, a legacy contact only left with
 *   no role, or roles changed meanwhile)
 */
export async function changeMemberRoles(
  deps: CircleDependencies,
  owner: CircleActor,
  membershipId: string,
  change: RoleChange,
): Promise<MemberWithUser> {
  const member = await requireMember(deps, owner, membershipId);
  const held = rolesAfter(member, change);
  if (held.role === member.role && held.is_legacy_contact === member.is_legacy_contact) return member;
  const isNamedLegacyContact = held.is_legacy_contact === 1 && member.is_legacy_contact === 0;
  if (isNamedLegacyContact) await checkLegacyContactRoom(deps, owner.id);
  const now = deps.clock.now().toISOString();
  const isChanged = await deps.db.transaction().execute(async (trx) => {
    if (!(await updateMemberRoles(trx, { ownerId: owner.id, id: membershipId }, member, held, now))) return false;
    await audit(trx, now, {
      ownerId: owner.id,
      actor: owner,
      action: 'member.role_changed',
      subject: `${member.username} <${member.email}>`,
      summary: describeRoleChange(member.username, member, held),
    });
    if (isNamedLegacyContact) await queueLegacyContactNotice(trx, deps, owner, { ...member, ...held }, now);
    return true;
  });
  if (!isChanged) {
    const isGone = !(await findMember(deps.db, owner.id, membershipId));
    throw isGone
      ? new AppError('not_found', CIRCLE_MESSAGES.memberNotFound)
      : new AppError('conflict', CIRCLE_MESSAGES.memberChanged);
  }
  return { ...member, ...held, updated_at: now };
}

/** Tells a member the owner named them a legacy contact (queued with the change). */
async function queueLegacyContactNotice(
  trx: Transaction<Database>,
  deps: CircleDependencies,
  owner: CircleActor,
  member: MemberWithUser,
  now: string,
) {
  const content = composeLegacyContactNotice(deps.email, {
    ownerName: owner.username,
    memberName: member.username,
    role: member.role,
  });
  await enqueueEmails(trx, [
    outboxEmail({
      // Once per naming: taken off and named again is a new notice.
      id: `circle-legacy-contact.${member.id}.${now}`,
      kind: 'circle-legacy-contact',
      to: { email: member.email, name: member.username },
      content,
      at: now,
    }),
  ]);
}

/** Removes a member from the owner's circle; it takes effect on their next request. @throws AppError */
export async function removeMember(deps: CircleDependencies, owner: CircleActor, membershipId: string) {
  const member = await requireMember(deps, owner, membershipId);
  const now = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await deleteMember(trx, owner.id, member.member_id))) return;
    await audit(trx, now, {
      ownerId: owner.id,
      actor: owner,
      action: 'member.removed',
      subject: `${member.username} <${member.email}>`,
      summary: `Removed ${member.username} from the family circle`,
    });
  });
}

/** A member leaves the circle they belong to (`membership`, checked by the circle-membership gate). */
export async function leaveCircle(deps: CircleDependencies, { member: user, ownerId }: CircleMembership) {
  const now = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await deleteMember(trx, ownerId, user.id))) return;
    await audit(trx, now, {
      ownerId,
      actor: user,
      action: 'member.left',
      subject: `${user.username} <${user.email}>`,
      summary: `${user.username} left the family circle`,
    });
  });
}

/** The owner of a circle, as the circle pages show them. @throws AppError 'not_found' */
export async function findCircleOwner(deps: CircleDependencies, ownerId: string) {
  const owner = await findUser(deps.db, ownerId);
  if (!owner) throw new AppError('not_found', CIRCLE_MESSAGES.circleNotFound);
  return owner;
}
