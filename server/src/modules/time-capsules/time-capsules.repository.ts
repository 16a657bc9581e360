/**
 * All SQL of time capsules (docs/decisions/010-time-capsules.md). Who may reach a row is the
 * policy's question (policies/time-capsule.policy.ts); these functions act by id.
 */
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database, TimeCapsuleItemsTable, TimeCapsuleRecipientsTable, TimeCapsulesTable } from '../../db/tables';
import { SERVED_MEDIA_COLUMNS } from '../../storage/media-source';
import { isContributorInCircle } from '../../policies/time-capsule.policy';
import { circleMembersOf } from '../../policies/circle.policy';

type Executor = Kysely<Database> | Transaction<Database>;
export type CapsuleRecipientRow = Selectable<TimeCapsuleRecipientsTable>;

export async function insertCapsule(db: Executor, row: Insertable<TimeCapsulesTable>): Promise<void> {
  await db.insertInto('time_capsules').values(row).execute();
}

/** The capsule of `id`, whatever its status; undefined once deleted. */
export function findCapsule(db: Executor, id: string): Promise<Selectable<TimeCapsulesTable> | undefined> {
  return db.selectFrom('time_capsules').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Changes a capsule only while it has status `fromStatus` (a seal or an opening happens once).
 * @returns true when the row changed
 */
export async function updateCapsuleWhile(
  db: Executor,
  id: string,
  fromStatus: TimeCapsulesTable['status'],
  patch: Partial<Insertable<TimeCapsulesTable>>,
): Promise<boolean> {
  const result = await db
    .updateTable('time_capsules')
    .set(patch)
    .where('id', '=', id)
    .where('status', '=', fromStatus)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Replaces a draft's recipients and contributors. */
export async function replacePeople(
  db: Executor,
  capsuleId: string,
  recipients: Insertable<TimeCapsuleRecipientsTable>[],
  contributorIds: string[],
  now: string,
): Promise<void> {
  await db.deleteFrom('time_capsule_recipients').where('capsule_id', '=', capsuleId).execute();
  await db.deleteFrom('time_capsule_contributors').where('capsule_id', '=', capsuleId).execute();
  if (recipients.length > 0) await db.insertInto('time_capsule_recipients').values(recipients).execute();
  if (contributorIds.length > 0)
    await db
      .insertInto('time_capsule_contributors')
      .values(contributorIds.map((userId) => ({ capsule_id: capsuleId, user_id: userId, added_at: now })))
      .execute();
}

/** Members of `ownerId`'s circle among `userIds` (contributors must be members). */
export async function circleMembersAmong(db: Executor, ownerId: string, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('circle_members')
    .select('member_id')
    .where(circleMembersOf(ownerId))
    .where('member_id', 'in', userIds)
    .execute();
  return rows.map((row) => row.member_id);
}

export function listRecipients(db: Executor, capsuleIds: string[]): Promise<CapsuleRecipientRow[]> {
  if (capsuleIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('time_capsule_recipients')
    .selectAll()
    .where('capsule_id', 'in', capsuleIds)
    .orderBy('name')
    .execute();
}

/**
 * Contributors with their name and e-mail address: those still in the owner's circle (a removed
 * member is no longer one, so the draft's form, the summary and the opening e-mails leave them out).
 */
export function listContributors(db: Executor, capsuleIds: string[]) {
  if (capsuleIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('time_capsule_contributors')
    .innerJoin('time_capsules', 'time_capsules.id', 'time_capsule_contributors.capsule_id')
    .innerJoin('users', 'users.id', 'time_capsule_contributors.user_id')
    .select(['time_capsule_contributors.capsule_id', 'users.id as user_id', 'users.username', 'users.email'])
    .where('time_capsule_contributors.capsule_id', 'in', capsuleIds)
    .where(isContributorInCircle)
    .orderBy('users.username')
    .execute();
}

/** How many items each person (by user id and name) added to each capsule (no content). */
export function countItemsByContributor(db: Executor, capsuleIds: string[]) {
  if (capsuleIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('time_capsule_items')
    .innerJoin('users', 'users.id', 'time_capsule_items.contributor_id')
    .select((eb) => [
      'time_capsule_items.capsule_id',
      'users.id as user_id',
      'users.username',
      eb.fn.countAll<number | string>().as('count'),
    ])
    .where('time_capsule_items.capsule_id', 'in', capsuleIds)
    .groupBy(['time_capsule_items.capsule_id', 'users.id', 'users.username'])
    .orderBy('users.username')
    .execute();
}

/** The owner's name and e-mail address. */
export function findUser(db: Executor, userId: string) {
  return db.selectFrom('users').select(['id', 'username', 'email']).where('id', '=', userId).executeTakeFirst();
}

/**
 * The kind and trash state of vault items `itemIds` (ids a route's access gate already authorised):
 * one row per item that exists.
 */
export function findVaultItemStates(db: Executor, itemIds: readonly string[]) {
  return db.selectFrom('vault_items').select(['id', 'kind', 'deleted_at']).where('id', 'in', itemIds).execute();
}

/** Which of vault items `itemIds` capsule `capsuleId` already holds. */
export async function findHeldVaultItemIds(db: Executor, capsuleId: string, itemIds: readonly string[]) {
  const rows = await db
    .selectFrom('time_capsule_items')
    .select('vault_item_id')
    .where('capsule_id', '=', capsuleId)
    .where('vault_item_id', 'in', itemIds)
    .execute();
  return new Set(rows.map((row) => row.vault_item_id));
}

export async function insertItems(db: Executor, rows: Insertable<TimeCapsuleItemsTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('time_capsule_items').values(rows).execute();
}

/** A capsule's items in the order they were added, with their contributor and media kind. */
export function listItems(db: Executor, capsuleId: string) {
  return db
    .selectFrom('time_capsule_items')
    .innerJoin('users', 'users.id', 'time_capsule_items.contributor_id')
    .leftJoin('vault_items', 'vault_items.id', 'time_capsule_items.vault_item_id')
    .select([
      'time_capsule_items.id',
      'time_capsule_items.kind',
      'time_capsule_items.letter_text',
      'time_capsule_items.created_at',
      'time_capsule_items.vault_item_id',
      'users.username as contributor_name',
      'vault_items.kind as media_kind',
      'vault_items.title as media_title',
    ])
    .where('time_capsule_items.capsule_id', '=', capsuleId)
    .orderBy('time_capsule_items.created_at')
    .orderBy('time_capsule_items.id')
    .execute();
}
export type CapsuleItemRow = Awaited<ReturnType<typeof listItems>>[number];

/** The stored media of one item of capsule `capsuleId`, or undefined. */
export function findItemMedia(db: Executor, capsuleId: string, itemId: string) {
  return db
    .selectFrom('time_capsule_items')
    .innerJoin('vault_items', 'vault_items.id', 'time_capsule_items.vault_item_id')
    .innerJoin('media', 'media.id', 'vault_items.media_id')
    .select(SERVED_MEDIA_COLUMNS)
    .where('time_capsule_items.capsule_id', '=', capsuleId)
    .where('time_capsule_items.id', '=', itemId)
    .executeTakeFirst();
}

/** Stores a recipient's opening-link hash (in the opening transaction). */
export async function setRecipientLink(db: Executor, recipientId: string, linkHash: string): Promise<void> {
  await db.updateTable('time_capsule_recipients').set({ link_hash: linkHash }).where('id', '=', recipientId).execute();
}

/**
 * An individual of a family tree with their name and first birth event's date as written (GEDCOM
 * 7.0), for a capsule that opens on their birthday; undefined when there is no such individual.
 */
export function findBirthRecord(db: Executor, individualId: string) {
  return db
    .selectFrom('tree_individuals')
    .leftJoin('tree_events', (join) =>
      join.onRef('tree_events.individual_id', '=', 'tree_individuals.id').on('tree_events.tag', '=', 'BIRT'),
    )
    .select([
      'tree_individuals.id',
      'tree_individuals.tree_id',
      'tree_individuals.name_as_written',
      'tree_individuals.nickname',
      'tree_events.date as birth_date',
    ])
    .where('tree_individuals.id', '=', individualId)
    .orderBy('tree_events.position')
    .executeTakeFirst();
}
