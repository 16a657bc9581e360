/**
 * What "Still right?" reads and writes (docs/product/messages-and-delivery.md "Still right?"): the
 * owners due the yearly e-mail, an owner's future messages with what the e-mail says of each, when
 * each owner was last sent it, and the owner's confirmations.
 */
import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/tables';
import { messagesWrittenBy, stillRightChecksOf } from '../../policies/message.policy';

type Executor = Kysely<Database> | Transaction<Database>;

/** A future message: scheduled and not delivered yet (dated, after-death or on a life event). */
const isFuture = (eb: ExpressionBuilder<Database, 'messages'>) => eb('messages.status', '=', 'scheduled');

/**
 * Up to `limit` owners due the yearly e-mail: with a future message created at or before `dueBefore`
 * (ISO-8601), not sent the e-mail after `dueBefore`, and whose legacy was not released.
 * @returns their ids
 */
export async function listOwnersDueStillRight(db: Executor, options: { dueBefore: string; limit: number }) {
  const rows = await db
    .selectFrom('messages')
    .select('messages.owner_id')
    .distinct()
    .where(isFuture)
    .where('messages.created_at', '<=', options.dueBefore)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('still_right_checks')
            .select('still_right_checks.owner_id')
            .whereRef('still_right_checks.owner_id', '=', 'messages.owner_id')
            .where('still_right_checks.last_sent_at', '>', options.dueBefore),
        ),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('legacy_plans')
            .select('legacy_plans.owner_id')
            .whereRef('legacy_plans.owner_id', '=', 'messages.owner_id')
            .where('legacy_plans.state', '=', 'released'),
        ),
      ),
    )
    .orderBy('messages.owner_id')
    .limit(options.limit)
    .execute();
  return rows.map((row) => row.owner_id);
}

/** When `ownerId` was last sent the e-mail (ISO-8601), or undefined for never. */
export async function findStillRightSentAt(db: Executor, ownerId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('still_right_checks')
    .select('last_sent_at')
    .where(stillRightChecksOf(ownerId))
    .executeTakeFirst();
  return row?.last_sent_at;
}

/** Records that `ownerId` was sent the e-mail at `at` (ISO-8601). */
export async function recordStillRightSent(trx: Transaction<Database>, ownerId: string, at: string): Promise<void> {
  await trx
    .insertInto('still_right_checks')
    .values({ owner_id: ownerId, last_sent_at: at })
    .onConflict((conflict) => conflict.column('owner_id').doUpdateSet({ last_sent_at: at }))
    .execute();
}

/** The owner's future messages, oldest first, with the life event's description for those waiting for one. */
export function listFutureMessages(db: Executor, ownerId: string) {
  return db
    .selectFrom('messages')
    .leftJoin('life_events', 'life_events.message_id', 'messages.id')
    .select([
      'messages.id',
      'messages.title',
      'messages.delivery_kind',
      'messages.deliver_at',
      'messages.time_zone',
      'messages.created_at',
      'life_events.label as lifeEventLabel',
    ])
    .where(messagesWrittenBy(ownerId))
    .where(isFuture)
    .orderBy('messages.created_at')
    .orderBy('messages.id')
    .execute();
}

/**
 * Records at `at` (ISO-8601) that the owner's future messages are still right: the one `messageId`,
 * or all those created at or before `createdBefore` (the e-mail's time; none: all). Touches
 * `confirmed_at` alone: the schedule, its version and its step stay as they are.
 * @returns how many messages it confirmed
 */
export async function confirmFutureMessages(
  db: Executor,
  ownerId: string,
  which: { messageId?: string; createdBefore?: string },
  at: string,
): Promise<number> {
  let update = db.updateTable('messages').set({ confirmed_at: at }).where(messagesWrittenBy(ownerId)).where(isFuture);
  if (which.messageId) update = update.where('messages.id', '=', which.messageId);
  if (which.createdBefore) update = update.where('messages.created_at', '<=', which.createdBefore);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
