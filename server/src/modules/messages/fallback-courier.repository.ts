/**
 * SQL of the fallback courier (docs/product/messages-and-delivery.md "The fallback courier"): who
 * may carry a message (a member of the owner's circle, now: policies/circle.policy.ts's
 * `circleMembersOf`), the delivery e-mail a refusal gave up, and the courier's recipient row, written
 * once per refused recipient and courier address (the `message_recipients_courier_index`).
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/tables';
import { circleMembersOf } from '../../policies/circle.policy';
import type { MessageRow, RecipientRow } from './messages.repository';

type Executor = Kysely<Database> | Transaction<Database>;

/** A person who may carry a message: a member of the owner's circle, with the account's name and address. */
export interface CourierCandidate {
  userId: string;
  name: string;
  email: string;
}

/** Whether `userId` is in the circle of `ownerId` now. */
export async function isCircleMember(db: Executor, ownerId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('circle_members')
    .select('member_id')
    .where(circleMembersOf(ownerId))
    .where('member_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Who carries `message` when delivery to a recipient fails for good, oldest membership first: the
 * member it names while they are still in the owner's circle; else (the default, or that member
 * gone) the owner's legacy contacts who accepted; nobody when the owner chose nobody.
 */
export async function listCourierCandidates(
  db: Executor,
  message: Pick<MessageRow, 'owner_id' | 'fallback_kind' | 'fallback_user_id'>,
): Promise<CourierCandidate[]> {
  if (message.fallback_kind === 'none') return [];
  if (message.fallback_kind === 'member' && message.fallback_user_id) {
    const named = await membersOf(db, message.owner_id)
      .where('circle_members.member_id', '=', message.fallback_user_id)
      .execute();
    if (named.length > 0) return named;
  }
  return listLegacyContacts(db, message.owner_id);
}

/** The members of `ownerId`'s circle with their account's name and address, oldest membership first. */
const membersOf = (db: Executor, ownerId: string) =>
  db
    .selectFrom('circle_members')
    .innerJoin('users', 'users.id', 'circle_members.member_id')
    .select(['users.id as userId', 'users.username as name', 'users.email'])
    .where(circleMembersOf(ownerId))
    .orderBy('circle_members.created_at');

/**
 * The legacy contacts of `ownerId` who accepted (members of the circle with the role; invited ones
 * have no account yet), oldest membership first: the default couriers, and who is told of a reply
 * kept for the family.
 */
export function listLegacyContacts(db: Executor, ownerId: string): Promise<CourierCandidate[]> {
  return membersOf(db, ownerId).where('circle_members.is_legacy_contact', '=', 1).execute();
}

/** The kind and message of an outbox e-mail, or undefined for an unknown id. */
export function findOutboxEmailSubject(db: Executor, outboxId: string) {
  return db.selectFrom('outbox_emails').select(['kind', 'message_id']).where('id', '=', outboxId).executeTakeFirst();
}

/** Whether a courier already carries the message of recipient `recipientId`. */
export async function hasCourier(db: Executor, recipientId: string): Promise<boolean> {
  const row = await db
    .selectFrom('message_recipients')
    .select('id')
    .where('courier_for', '=', recipientId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Adds a courier's recipient row, unless one for the same refused recipient and address is there.
 * @returns true when the row was added
 */
export async function insertCourier(db: Executor, row: RecipientRow): Promise<boolean> {
  const inserted = await db
    .insertInto('message_recipients')
    .values(row)
    .onConflict((conflict) => conflict.columns(['courier_for', 'email']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}
