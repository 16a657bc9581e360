/** SQL of the family circle: members, invitations and the audit log. */
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { CircleAuditEventsTable, CircleInvitationsTable, CircleMembersTable, Database } from '../../db/tables';
import { circleAuditOf, circleInvitationsOf, circleMembersOf } from '../../policies/circle.policy';

type Executor = Kysely<Database> | Transaction<Database>;
export type InvitationRow = Selectable<CircleInvitationsTable>;
export type MemberRow = Selectable<CircleMembersTable>;
export type AuditEventRow = Selectable<CircleAuditEventsTable>;

/** A member with the name, e-mail and last sign-in of their account. */
export interface MemberWithUser extends MemberRow {
  username: string;
  email: string;
  last_active_at: string | null;
}

/** The members of `ownerId`'s circle, oldest first, with their accounts. */
export async function listMembers(db: Executor, ownerId: string): Promise<MemberWithUser[]> {
  const rows = await db
    .selectFrom('circle_members')
    .innerJoin('users', 'users.id', 'circle_members.member_id')
    .selectAll('circle_members')
    .select(['users.username', 'users.email'])
    .select((select) =>
      select
        .selectFrom('sessions')
        .select((inner) => inner.fn.max('sessions.created_at').as('last'))
        .whereRef('sessions.user_id', '=', 'circle_members.member_id')
        .as('last_active_at'),
    )
    .where(circleMembersOf(ownerId))
    .orderBy('circle_members.created_at')
    .execute();
  return rows.map((row) => ({ ...row, last_active_at: row.last_active_at ?? null }));
}

/** One membership of `ownerId`'s circle by its id. */
export function findMember(db: Executor, ownerId: string, membershipId: string): Promise<MemberWithUser | undefined> {
  return listMembers(db, ownerId).then((members) => members.find((member) => member.id === membershipId));
}

/** The membership of the account with `email` in `ownerId`'s circle, if it is in it. */
export async function findMemberByEmail(db: Executor, ownerId: string, email: string) {
  const row = await db
    .selectFrom('circle_members')
    .innerJoin('users', 'users.id', 'circle_members.member_id')
    .select('circle_members.id')
    .where(circleMembersOf(ownerId))
    .where('users.email', '=', email)
    .executeTakeFirst();
  return row && findMember(db, ownerId, row.id);
}

/** The membership of account `memberId` in `ownerId`'s circle (its id, roles and since when), if any. */
export function findMembership(db: Executor, ownerId: string, memberId: string) {
  return db
    .selectFrom('circle_members')
    .select(['id', 'role', 'is_legacy_contact', 'created_at'])
    .where(circleMembersOf(ownerId))
    .where('member_id', '=', memberId)
    .executeTakeFirst();
}

/** The circles `userId` is a member of, with their owners' names. */
export function listMembershipsOf(db: Executor, userId: string) {
  return db
    .selectFrom('circle_members')
    .innerJoin('users', 'users.id', 'circle_members.owner_id')
    .select([
      'circle_members.owner_id',
      'circle_members.role',
      'circle_members.is_legacy_contact',
      'circle_members.created_at',
      'users.username',
    ])
    .where('circle_members.member_id', '=', userId)
    .orderBy('circle_members.created_at')
    .execute();
}

/** Adds a member (in the accepting transaction). */
export async function insertMember(db: Executor, member: MemberRow): Promise<void> {
  await db.insertInto('circle_members').values(member).execute();
}

/** A member's sharing role and legacy-contact flag. */
export type MemberRoles = Pick<MemberRow, 'role' | 'is_legacy_contact'>;

/**
 * Changes a member's roles, only while they still hold `from` (optimistic concurrency).
 * @returns false when the membership is gone or its roles changed meanwhile
 */
export async function updateMemberRoles(
  db: Executor,
  membership: { ownerId: string; id: string },
  from: MemberRoles,
  to: MemberRoles,
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('circle_members')
    .set({ ...to, updated_at: now })
    .where('id', '=', membership.id)
    .where(circleMembersOf(membership.ownerId))
    .where('role', '=', from.role)
    .where('is_legacy_contact', '=', from.is_legacy_contact)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends a membership (removed by the owner, or left). @returns false when it was already gone */
export async function deleteMember(db: Executor, ownerId: string, memberId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('circle_members')
    .where(circleMembersOf(ownerId))
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The owner's invitations that are still pending (expired ones included), newest first. */
export function listPendingInvitations(db: Executor, ownerId: string): Promise<InvitationRow[]> {
  return db
    .selectFrom('circle_invitations')
    .selectAll()
    .where(circleInvitationsOf(ownerId))
    .where('status', '=', 'pending')
    .orderBy('sent_at', 'desc')
    .execute();
}

/** One of the owner's invitations by id. */
export function findInvitation(db: Executor, ownerId: string, invitationId: string) {
  return db
    .selectFrom('circle_invitations')
    .selectAll()
    .where('id', '=', invitationId)
    .where(circleInvitationsOf(ownerId))
    .executeTakeFirst();
}

/** An invitation, with its owner's name, by the hash of its link token or by id. */
export function findInvitationWithOwner(db: Executor, by: { tokenHash: string } | { id: string }) {
  const query = db
    .selectFrom('circle_invitations')
    .innerJoin('users', 'users.id', 'circle_invitations.owner_id')
    .selectAll('circle_invitations')
    .select('users.username as owner_name');
  return (
    'tokenHash' in by
      ? query.where('circle_invitations.token_hash', '=', by.tokenHash)
      : query.where('circle_invitations.id', '=', by.id)
  ).executeTakeFirst();
}

/** Pending invitations sent to `email`, with their owners' names, newest first. */
export function listInvitationsForEmail(db: Executor, email: string) {
  return db
    .selectFrom('circle_invitations')
    .innerJoin('users', 'users.id', 'circle_invitations.owner_id')
    .selectAll('circle_invitations')
    .select('users.username as owner_name')
    .where('circle_invitations.email', '=', email)
    .where('circle_invitations.status', '=', 'pending')
    .orderBy('circle_invitations.sent_at', 'desc')
    .execute();
}

/** Whether the owner already has a pending invitation (expired or not) for `email`. */
export async function hasPendingInvitation(db: Executor, ownerId: string, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('circle_invitations')
    .select('id')
    .where(circleInvitationsOf(ownerId))
    .where('email', '=', email)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * How many legacy contacts the owner has named (docs/decisions/009): members with the role, whatever
 * their sharing role, and invitations to it still pending and not expired at `now` (ISO).
 */
export async function countLegacyContacts(db: Executor, ownerId: string, now: string): Promise<number> {
  const members = await db
    .selectFrom('circle_members')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where(circleMembersOf(ownerId))
    .where('is_legacy_contact', '=', 1)
    .executeTakeFirstOrThrow();
  const invited = await db
    .selectFrom('circle_invitations')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where(circleInvitationsOf(ownerId))
    .where('role', '=', 'legacy_contact')
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .executeTakeFirstOrThrow();
  return Number(members.count) + Number(invited.count);
}

export async function insertInvitation(db: Executor, invitation: InvitationRow): Promise<void> {
  await db.insertInto('circle_invitations').values(invitation).execute();
}

/**
 * Changes a pending invitation: a new link and expiry (resend), withdrawn, or accepted. Conditional
 * on it still being pending, so two answers at once cannot both win. @returns false otherwise
 */
export async function updatePendingInvitation(
  db: Executor,
  invitationId: string,
  changes: Partial<Pick<InvitationRow, 'token_hash' | 'sent_at' | 'expires_at' | 'status' | 'accepted_by'>> & {
    updated_at: string;
  },
  options: { notExpiredAt?: string } = {},
): Promise<boolean> {
  let query = db
    .updateTable('circle_invitations')
    .set(changes)
    .where('id', '=', invitationId)
    .where('status', '=', 'pending');
  if (options.notExpiredAt) query = query.where('expires_at', '>', options.notExpiredAt);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Writes one audit event. */
export async function insertAuditEvent(db: Executor, event: AuditEventRow): Promise<void> {
  await db.insertInto('circle_audit_events').values(event).execute();
}

/** The newest `limit` events of the owner's circle. */
export function listAuditEvents(db: Executor, ownerId: string, limit = 200): Promise<AuditEventRow[]> {
  return db
    .selectFrom('circle_audit_events')
    .selectAll()
    .where(circleAuditOf(ownerId))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** A user's name, e-mail and sign-up time. */
export function findUser(db: Executor, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'created_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/**
 * Gives `userId` the name the inviter knows them by, unless they have chosen one of their own: the
 * row changes only while its display name is still `derivedName` (the e-mail's local part, set at
 * sign-up). `at` is ISO-8601.
 * @returns whether the name was adopted
 */
export async function adoptInvitedName(
  db: Executor,
  user: { id: string; derivedName: string },
  name: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ username: name, updated_at: at })
    .where('id', '=', user.id)
    .where('username', '=', user.derivedName)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Marks the address of `userId` verified at `at` (ISO-8601), unless it already was. */
export async function markAddressVerified(db: Executor, userId: string, at: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified_at: at })
    .where('id', '=', userId)
    .where('email_verified_at', 'is', null)
    .execute();
}
