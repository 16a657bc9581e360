/**
 * SQL of gentle mode (docs/product/messages-and-delivery.md "Gentle mode"): the recipients still
 * waiting for a released author's messages, each address's pause of them (`gentle_pauses`, by
 * lower-cased address), and the recipients whose delivery such a pause held back. Whose messages
 * these are is message.policy's `messagesWrittenBy`.
 */
import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/tables';
import { gentlePausesOf, messagesWrittenBy } from '../../policies/message.policy';

type Executor = Kysely<Database> | Transaction<Database>;

/** A recipient row's address, lower-cased, as an expression. */
const addressOf = (eb: ExpressionBuilder<Database, 'message_recipients'>) =>
  eb.fn<string>('lower', ['message_recipients.email']);

/** A pause still in force at `now` (ISO): until the recipient asks, or ending later. */
const isInForce = (now: string) => (pause: ExpressionBuilder<Database, 'gentle_pauses'>) =>
  pause.or([pause('gentle_pauses.resume_at', 'is', null), pause('gentle_pauses.resume_at', '>', now)]);

/** A pause of the message's author's deliveries to the recipient row's address, in force at `now`, as a condition. */
const isPausedAt = (now: string) => (eb: ExpressionBuilder<Database, 'message_recipients' | 'messages'>) =>
  eb.exists(
    eb
      .selectFrom('gentle_pauses')
      .select('gentle_pauses.owner_id')
      .whereRef('gentle_pauses.owner_id', '=', 'messages.owner_id')
      .where('gentle_pauses.email', '=', addressOf(eb))
      .where(isInForce(now)),
  );

/**
 * The recipients (not withdrawn, no courier, not delivered) of `ownerId`'s scheduled messages, with
 * what the gentle e-mail says of each message; `address` is lower-cased.
 */
export function listWaitingRecipients(db: Executor, ownerId: string) {
  return db
    .selectFrom('message_recipients')
    .innerJoin('messages', 'messages.id', 'message_recipients.message_id')
    .select((eb) => [
      addressOf(eb).as('address'),
      'message_recipients.email',
      'message_recipients.name',
      'message_recipients.author_name',
      'messages.id as message_id',
      'messages.may_announce',
      'messages.deliver_at',
      'messages.time_zone',
    ])
    .where(messagesWrittenBy(ownerId))
    .where('messages.status', '=', 'scheduled')
    .where('message_recipients.revoked_at', 'is', null)
    .where('message_recipients.delivered_at', 'is', null)
    .where('message_recipients.courier_for', 'is', null)
    .orderBy('message_recipients.position')
    .execute();
}

/** What waits for `address` (lower-cased) from `ownerId`: rows still scheduled, and rows held back. */
export function listRecipientRowsFor(db: Executor, ownerId: string, address: string) {
  return db
    .selectFrom('message_recipients')
    .innerJoin('messages', 'messages.id', 'message_recipients.message_id')
    .select(['message_recipients.author_name', 'message_recipients.held_at', 'messages.status'])
    .where(messagesWrittenBy(ownerId))
    .where((eb) => eb(addressOf(eb), '=', address))
    .where('message_recipients.revoked_at', 'is', null)
    .where('message_recipients.delivered_at', 'is', null)
    .where('message_recipients.courier_for', 'is', null)
    .where('messages.status', 'in', ['scheduled', 'delivered'])
    .execute();
}

/** The pause of `ownerId`'s deliveries to `address` (lower-cased) in force at `now` (ISO), or undefined. */
export function findPause(db: Executor, ownerId: string, address: string, now: string) {
  return db
    .selectFrom('gentle_pauses')
    .select(['resume_at'])
    .where(gentlePausesOf(ownerId, address))
    .where(isInForce(now))
    .executeTakeFirst();
}

/** Pauses `ownerId`'s deliveries to `address` (lower-cased) until `resumeAt` (ISO; null: until asked). */
export async function savePause(db: Executor, ownerId: string, address: string, resumeAt: string | null, at: string) {
  await db
    .insertInto('gentle_pauses')
    .values({ owner_id: ownerId, email: address, resume_at: resumeAt, updated_at: at })
    .onConflict((conflict) =>
      conflict.columns(['owner_id', 'email']).doUpdateSet({ resume_at: resumeAt, updated_at: at }),
    )
    .execute();
}

/** Ends the pause of `ownerId`'s deliveries to `address` (lower-cased), if any. */
export async function deletePause(db: Executor, ownerId: string, address: string) {
  await db.deleteFrom('gentle_pauses').where(gentlePausesOf(ownerId, address)).execute();
}

/** The lower-cased addresses whose pause of `ownerId`'s deliveries is in force at `now` (ISO). */
export async function listPausedAddresses(db: Executor, ownerId: string, now: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('gentle_pauses')
    .select('email')
    .where(gentlePausesOf(ownerId))
    .where(isInForce(now))
    .execute();
  return new Set(rows.map((row) => row.email));
}

/** Holds back the delivery to recipient `recipientId` at `at` (ISO): their address is paused. */
export async function holdRecipient(db: Executor, recipientId: string, at: string) {
  await db.updateTable('message_recipients').set({ held_at: at }).where('id', '=', recipientId).execute();
}

/**
 * Claims up to `limit` held recipients, locking them on PostgreSQL (`skipLocked`) so two instances
 * never deliver one twice: those whose pause is over at `now` (ISO); with `of`, those of one
 * author's messages to one lower-cased address, paused or not (the recipient asked for them now).
 */
export function claimHeldRecipients(
  db: Transaction<Database>,
  options: { now: string; limit: number; skipLocked: boolean; of?: { ownerId: string; address: string } },
) {
  const { of } = options;
  const query = db
    .selectFrom('message_recipients')
    .innerJoin('messages', 'messages.id', 'message_recipients.message_id')
    .selectAll('message_recipients')
    .where('message_recipients.held_at', 'is not', null)
    .where('message_recipients.delivered_at', 'is', null)
    .where('message_recipients.revoked_at', 'is', null)
    .where('messages.status', '=', 'delivered')
    .where((eb) =>
      of
        ? eb.and([messagesWrittenBy(of.ownerId)(eb), eb(addressOf(eb), '=', of.address)])
        : eb.not(isPausedAt(options.now)(eb)),
    )
    .orderBy('message_recipients.held_at')
    .limit(options.limit);
  return (options.skipLocked ? query.forUpdate('message_recipients').skipLocked() : query).execute();
}

/** Ends the hold of recipient `recipientId` (when it is delivered). */
export async function releaseHeldRecipient(db: Executor, recipientId: string) {
  await db.updateTable('message_recipients').set({ held_at: null }).where('id', '=', recipientId).execute();
}
