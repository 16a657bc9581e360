/**
 * SQL of the release after death (docs/decisions/009-legacy-release.md): plans, confirmations,
 * designations, grants, the audit log, and the legacy contacts read from the family circle. Who may
 * reach what is policies/legacy.policy.ts's to say; these read and write by id, within the scopes
 * the policies name (whose plan, circle, albums and messages).
 */
import type { Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { Confirmation } from '@heirloom/common/domain/quorum';
import type { CircleRoleName, Database, LegacyDesignationKind, LegacyPlansTable } from '../../db/tables';
import { albumScopeFor } from '../../policies/album.policy';
import { circleInvitationsOf, circleMembersOf } from '../../policies/circle.policy';
import {
  legacyAuditOf,
  legacyConfirmationsOf,
  legacyDesignationsOf,
  legacyGrantsFrom,
  legacyPlanOf,
} from '../../policies/legacy.policy';
import { messagesWrittenBy } from '../../policies/message.policy';

export type PlanRow = Selectable<LegacyPlansTable>;
type Executor = Kysely<Database> | Transaction<Database>;

/** A legacy contact: a member with the role (accepted) or a pending invitation with it (invited). */
export interface ContactRow {
  id: string;
  /** The member's user id; null while invited. */
  userId: string | null;
  name: string;
  email: string;
  status: 'accepted' | 'invited';
  /** The sharing role an accepted contact holds besides; null while invited or for a legacy contact only. */
  sharingRole: 'editor' | 'viewer' | null;
}

/** A member's sharing role, or null for one who is only a legacy contact. */
const sharingRoleOf = (role: CircleRoleName) => (role === 'legacy_contact' ? null : role);

/** The plan of `ownerId`, locked for update when `forUpdate` (PostgreSQL only: SQLite has no FOR UPDATE). */
export function findPlan(db: Executor, ownerId: string, forUpdate = false): Promise<PlanRow | undefined> {
  const query = db.selectFrom('legacy_plans').selectAll().where(legacyPlanOf(ownerId));
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

export async function insertPlan(db: Executor, plan: PlanRow): Promise<void> {
  await db.insertInto('legacy_plans').values(plan).execute();
}

/** The state a decision was taken on: the write goes through only if the plan is still in it. */
export type ExpectedPlanState = Pick<PlanRow, 'round' | 'state' | 'pending_step' | 'step_number'>;

/** Changes a plan only while it is in the state it was read in. @returns false when it changed since */
export async function updatePlanIf(
  db: Executor,
  ownerId: string,
  expected: ExpectedPlanState,
  changes: Updateable<LegacyPlansTable>,
): Promise<boolean> {
  let query = db
    .updateTable('legacy_plans')
    .set(changes)
    .where(legacyPlanOf(ownerId))
    .where('round', '=', expected.round)
    .where('state', '=', expected.state)
    .where('step_number', '=', expected.step_number);
  query =
    expected.pending_step === null
      ? query.where('pending_step', 'is', null)
      : query.where('pending_step', '=', expected.pending_step);
  return Number((await query.executeTakeFirst()).numUpdatedRows) === 1;
}

/**
 * Claims plans the tick must look at: a step is due, or the owner signed in since their last
 * check-in while the plan is past `watching`. Locked, skipping rows locked elsewhere, on PostgreSQL.
 */
export function claimDuePlans(
  trx: Transaction<Database>,
  options: { now: string; limit: number; skipLocked: boolean },
): Promise<PlanRow[]> {
  const query = trx
    .selectFrom('legacy_plans')
    .selectAll()
    .where('state', '!=', 'released')
    .where((eb) =>
      eb.or([
        eb('next_step_at', '<=', options.now),
        eb.and([
          eb('state', '!=', 'watching'),
          eb.exists(
            eb
              .selectFrom('sessions')
              .select('sessions.id')
              .whereRef('sessions.user_id', '=', 'legacy_plans.owner_id')
              .whereRef('sessions.created_at', '>', 'legacy_plans.checked_in_at')
              .where('sessions.created_at', '<=', options.now),
          ),
        ]),
      ]),
    )
    .orderBy('owner_id')
    .limit(options.limit);
  return (options.skipLocked ? query.forUpdate().skipLocked() : query).execute();
}

/** The owner's newest sign-in at or before `now` (a session's creation), if any. */
export async function findLatestSignIn(db: Executor, ownerId: string, now: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('sessions')
    .select((eb) => eb.fn.max('created_at').as('at'))
    // eslint-disable-next-line no-restricted-syntax -- an account record read by the release's tick: the owner's sign-ins prove them alive
    .where('user_id', '=', ownerId)
    .where('created_at', '<=', now)
    .executeTakeFirst();
  return row?.at ?? undefined;
}

/** The owner's legacy contacts: accepted members first (oldest first), then pending invitations. */
export async function listContacts(db: Executor, ownerId: string, now: string): Promise<ContactRow[]> {
  const members = await db
    .selectFrom('circle_members')
    .innerJoin('users', 'users.id', 'circle_members.member_id')
    .select(['circle_members.id', 'circle_members.role', 'users.id as userId', 'users.username as name', 'users.email'])
    .where(circleMembersOf(ownerId))
    .where('circle_members.is_legacy_contact', '=', 1)
    .orderBy('circle_members.created_at')
    .execute();
  const invited = await db
    .selectFrom('circle_invitations')
    .select(['id', 'name', 'email'])
    .where(circleInvitationsOf(ownerId))
    .where('role', '=', 'legacy_contact')
    .where('status', '=', 'pending')
    .where('expires_at', '>', now)
    .orderBy('created_at')
    .execute();
  return [
    ...members.map(({ role, ...member }) => ({
      ...member,
      status: 'accepted' as const,
      sharingRole: sharingRoleOf(role),
    })),
    ...invited.map((invitation) => ({ ...invitation, userId: null, status: 'invited' as const, sharingRole: null })),
  ];
}

/** Members of the owner's circle who are editors or viewers and not legacy contacts, oldest first. */
export async function listEligibleMembers(db: Executor, ownerId: string) {
  const members = await db
    .selectFrom('circle_members')
    .innerJoin('users', 'users.id', 'circle_members.member_id')
    .select(['circle_members.id', 'circle_members.role', 'users.username as name', 'users.email'])
    .where(circleMembersOf(ownerId))
    .where('circle_members.is_legacy_contact', '=', 0)
    .where('circle_members.role', 'in', ['editor', 'viewer'])
    .orderBy('circle_members.created_at')
    .execute();
  return members.map(({ role, ...member }) => ({ ...member, sharingRole: sharingRoleOf(role)! }));
}

/** The owner's name and e-mail. */
export function findUser(db: Executor, userId: string) {
  return db.selectFrom('users').select(['id', 'username', 'email']).where('id', '=', userId).executeTakeFirst();
}

/** Records a contact's confirmation in a round (again: nothing). */
export async function insertConfirmation(db: Executor, ownerId: string, round: number, contactId: string, at: string) {
  await db
    .insertInto('legacy_confirmations')
    .values({ owner_id: ownerId, round, contact_id: contactId, created_at: at })
    .onConflict((conflict) => conflict.columns(['owner_id', 'round', 'contact_id']).doNothing())
    .execute();
}

/** Every confirmation of the owner's plan, of every round (for the quorum rule, domain/quorum.ts). */
export async function listConfirmations(db: Executor, ownerId: string): Promise<Confirmation[]> {
  return db
    .selectFrom('legacy_confirmations')
    .select(['contact_id as personId', 'round'])
    .where(legacyConfirmationsOf(ownerId))
    .execute();
}

/** Who confirmed in a round. */
export async function listConfirmedContactIds(db: Executor, ownerId: string, round: number): Promise<string[]> {
  const rows = await db
    .selectFrom('legacy_confirmations')
    .select('contact_id')
    .where(legacyConfirmationsOf(ownerId))
    .where('round', '=', round)
    .execute();
  return rows.map((row) => row.contact_id);
}

/** Replaces the albums or messages (`kind`) the owner designated for their contacts. */
export async function replaceDesignations(
  db: Executor,
  ownerId: string,
  kind: Exclude<LegacyDesignationKind, 'last_wishes'>,
  targetIds: string[],
) {
  await db.deleteFrom('legacy_designations').where(legacyDesignationsOf(ownerId)).where('kind', '=', kind).execute();
  if (targetIds.length > 0)
    await db
      .insertInto('legacy_designations')
      .values(targetIds.map((targetId) => ({ owner_id: ownerId, kind, target_id: targetId })))
      .execute();
}

/** Everything the owner designated, of every kind. */
export function listDesignations(db: Executor, ownerId: string) {
  return db
    .selectFrom('legacy_designations')
    .select(['kind', 'target_id'])
    .where(legacyDesignationsOf(ownerId))
    .execute();
}

/** The owner's albums, by name. */
export function listOwnAlbums(db: Executor, ownerId: string) {
  return db.selectFrom('vault_albums').select(['id', 'name']).where(albumScopeFor(ownerId)).orderBy('name').execute();
}

/** The ids of these albums that `ownerId` owns. */
export async function filterOwnAlbumIds(db: Executor, ownerId: string, albumIds: string[]): Promise<string[]> {
  if (albumIds.length === 0) return [];
  const rows = await db
    .selectFrom('vault_albums')
    .select('id')
    .where(albumScopeFor(ownerId))
    .where('id', 'in', albumIds)
    .execute();
  return rows.map((row) => row.id);
}

/** Grants each contact each designation (a repeated release grants nothing new). */
export async function insertGrants(
  db: Executor,
  ownerId: string,
  contactIds: string[],
  designations: { kind: LegacyDesignationKind; target_id: string }[],
  at: string,
) {
  const rows = contactIds.flatMap((contactId) =>
    designations.map((designation) => ({
      contact_id: contactId,
      owner_id: ownerId,
      kind: designation.kind,
      target_id: designation.target_id,
      granted_at: at,
    })),
  );
  if (rows.length > 0)
    await db
      .insertInto('legacy_grants')
      .values(rows)
      .onConflict((conflict) => conflict.columns(['contact_id', 'kind', 'target_id']).doNothing())
      .execute();
}

/** The albums of `ownerId` a release granted `contactId`, each with its items not in the trash. */
export async function listGrantedAlbums(db: Executor, contactId: string, ownerId: string) {
  const albums = await db
    .selectFrom('legacy_grants')
    .innerJoin('vault_albums', 'vault_albums.id', 'legacy_grants.target_id')
    .select(['vault_albums.id', 'vault_albums.name'])
    .where('legacy_grants.contact_id', '=', contactId)
    .where(legacyGrantsFrom(ownerId))
    .where('legacy_grants.kind', '=', 'album')
    .orderBy('vault_albums.name')
    .execute();
  if (albums.length === 0) return [];
  const items = await db
    .selectFrom('vault_item_albums')
    .innerJoin('vault_items', 'vault_items.id', 'vault_item_albums.item_id')
    .select(['vault_item_albums.album_id', 'vault_items.id', 'vault_items.title', 'vault_items.kind'])
    .where(
      'vault_item_albums.album_id',
      'in',
      albums.map((album) => album.id),
    )
    .where('vault_items.deleted_at', 'is', null)
    .orderBy('vault_items.created_at')
    .execute();
  return albums.map((album) => ({
    ...album,
    items: items
      .filter((item) => item.album_id === album.id)
      .map((item) => ({ id: item.id, title: item.title, kind: item.kind })),
  }));
}

/** The messages of `ownerId` a release granted `contactId` (not deleted or cancelled since), by title. */
export function listGrantedMessages(db: Executor, contactId: string, ownerId: string) {
  return db
    .selectFrom('legacy_grants')
    .innerJoin('messages', 'messages.id', 'legacy_grants.target_id')
    .select(['messages.id', 'messages.title', 'messages.kind', 'messages.created_at'])
    .where('legacy_grants.contact_id', '=', contactId)
    .where(legacyGrantsFrom(ownerId))
    .where('legacy_grants.kind', '=', 'message')
    .where(messagesWrittenBy(ownerId))
    .where('messages.status', '!=', 'cancelled')
    .orderBy('messages.title')
    .execute();
}

/** Owners who named `userId` a legacy contact, with whether their plan was released. */
export function listChosenBy(db: Executor, userId: string) {
  return db
    .selectFrom('circle_members')
    .innerJoin('users', 'users.id', 'circle_members.owner_id')
    .leftJoin('legacy_plans', 'legacy_plans.owner_id', 'circle_members.owner_id')
    .select(['circle_members.owner_id as ownerId', 'users.username as ownerName', 'legacy_plans.state'])
    .where('circle_members.member_id', '=', userId)
    .where('circle_members.is_legacy_contact', '=', 1)
    .orderBy('users.username')
    .execute();
}

/**
 * Writes one line of the owner's legacy audit log (docs/decisions/009-legacy-release.md: every step
 * of the release and of life events, seen by the owner now and by the legacy contacts after a
 * release); an id already there is left alone, so a repeated decision adds nothing.
 */
export async function addAuditEvent(
  db: Executor,
  event: { id: string; ownerId: string; action: string; summary: string; at: string },
) {
  await db
    .insertInto('legacy_audit_events')
    .values({
      id: event.id,
      owner_id: event.ownerId,
      action: event.action,
      summary: event.summary,
      created_at: event.at,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

/** The owner's audit log, newest first. */
export function listAuditEvents(db: Executor, ownerId: string, limit = 200) {
  return db
    .selectFrom('legacy_audit_events')
    .select(['id', 'summary', 'created_at'])
    .where(legacyAuditOf(ownerId))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
