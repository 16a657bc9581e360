/**
 * All SQL of delivery on a life event (docs/decisions/009-legacy-release.md "Life events"): the
 * event row of a message, its named confirmers, the confirmations of each round, the people around
 * it, and the lines it adds to the owner's legacy audit log.
 */
import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { Confirmation } from '@heirloom/common/domain/quorum';
import type { Database, LifeEventsTable } from '../../db/tables';
import { circleMembersOf } from '../../policies/circle.policy';
import { lifeEventsVisibleTo } from '../../policies/life-event.policy';

type Executor = Kysely<Database> | Transaction<Database>;
export type LifeEventRow = Selectable<LifeEventsTable>;

/** The event a message waits for, locked for update on PostgreSQL when `forUpdate`. */
export function findLifeEvent(db: Executor, messageId: string, forUpdate = false): Promise<LifeEventRow | undefined> {
  const query = db.selectFrom('life_events').selectAll().where('message_id', '=', messageId);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

/** Replaces the event of a message (or removes it, for `row` null) and its confirmers. */
export async function replaceLifeEvent(
  db: Executor,
  messageId: string,
  row: Insertable<LifeEventsTable> | null,
  confirmerIds: string[],
): Promise<void> {
  await db.deleteFrom('life_event_confirmers').where('message_id', '=', messageId).execute();
  await db.deleteFrom('life_events').where('message_id', '=', messageId).execute();
  if (!row) return;
  await db.insertInto('life_events').values(row).execute();
  if (confirmerIds.length > 0)
    await db
      .insertInto('life_event_confirmers')
      .values(confirmerIds.map((userId) => ({ message_id: messageId, user_id: userId })))
      .execute();
}

/**
 * Changes an event only while it is in the state and round it was read in.
 * @returns false when it changed meanwhile (nothing written)
 */
export async function updateLifeEventIf(
  db: Executor,
  event: Pick<LifeEventRow, 'message_id' | 'state' | 'round'>,
  changes: Updateable<LifeEventsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('life_events')
    .set(changes)
    .where('message_id', '=', event.message_id)
    .where('state', '=', event.state)
    .where('round', '=', event.round)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records one person's confirmation of a round; a second one of the same person adds nothing. */
export async function insertConfirmation(db: Executor, messageId: string, round: number, userId: string, at: string) {
  await db
    .insertInto('life_event_confirmations')
    .values({ message_id: messageId, round, user_id: userId, created_at: at })
    .onConflict((conflict) => conflict.columns(['message_id', 'round', 'user_id']).doNothing())
    .execute();
}

/** Every confirmation of a message's event, of every round (for the quorum rule, domain/quorum.ts). */
export async function listConfirmations(db: Executor, messageId: string): Promise<Confirmation[]> {
  return db
    .selectFrom('life_event_confirmations')
    .select(['user_id as personId', 'round'])
    .where('message_id', '=', messageId)
    .execute();
}

/** Who confirmed the given round, oldest first. */
export async function listConfirmedIds(db: Executor, messageId: string, round: number): Promise<string[]> {
  const rows = await db
    .selectFrom('life_event_confirmations')
    .select('user_id')
    .where('message_id', '=', messageId)
    .where('round', '=', round)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.user_id);
}

/** The named confirmers of some messages, with their names and e-mail addresses. */
export function listConfirmers(db: Executor, messageIds: string[]) {
  if (messageIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('life_event_confirmers')
    .innerJoin('users', 'users.id', 'life_event_confirmers.user_id')
    .select(['life_event_confirmers.message_id', 'users.id', 'users.username as name', 'users.email'])
    .where('life_event_confirmers.message_id', 'in', messageIds)
    .orderBy('users.username')
    .execute();
}

/** Names and addresses of some users. */
export function findPeople(db: Executor, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('users').select(['id', 'username as name', 'email']).where('id', 'in', userIds).execute();
}

/** Of `userIds`, those who are members of `ownerId`'s family circle. */
export async function filterCircleMembers(db: Executor, ownerId: string, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('circle_members')
    .select('member_id')
    .where(circleMembersOf(ownerId))
    .where('member_id', 'in', userIds)
    .execute();
  return rows.map((row) => row.member_id);
}

/**
 * Life events of scheduled and delivered messages `userId` may read (life-event.policy's
 * `lifeEventsVisibleTo`), newest first.
 */
export function listVisibleLifeEvents(db: Executor, userId: string): Promise<LifeEventRow[]> {
  return db
    .selectFrom('life_events')
    .innerJoin('messages', 'messages.id', 'life_events.message_id')
    .selectAll('life_events')
    .where('messages.status', 'in', ['scheduled', 'delivered'])
    .where(lifeEventsVisibleTo(userId))
    .orderBy('life_events.created_at', 'desc')
    .execute();
}

/** The recipient of a message with address `email` (compared without case) the owner has not withdrawn. */
export async function findRecipientByEmail(db: Executor, messageId: string, email: string) {
  const rows = await db
    .selectFrom('message_recipients')
    .select(['id', 'name', 'email'])
    .where('message_id', '=', messageId)
    .where('revoked_at', 'is', null)
    .orderBy('position')
    .execute();
  return rows.find((row) => row.email.toLowerCase() === email.toLowerCase());
}
