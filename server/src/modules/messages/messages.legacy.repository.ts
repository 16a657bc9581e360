/**
 * SQL of the owner's messages as their legacy plan reaches them (docs/product/legacy-release.md "The
 * plan"; docs/decisions/009-legacy-release.md): the after-death messages a release arms, the
 * messages waiting for a life event, those the owner may designate for their legacy contacts, and
 * whether the owner is still active (their plan not released). Whose messages these are is
 * message.policy's `messagesWrittenBy`, whose plan legacy.policy's `legacyPlanOf`. The legacy
 * module calls the arming and designation functions, the life-events module `isOwnerActive`,
 * through this module's index.ts.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/tables';
import { legacyPlanOf } from '../../policies/legacy.policy';
import { messagesWrittenBy } from '../../policies/message.policy';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Arms every scheduled after-death message of `ownerId` for delivery at `at` (ISO): the delivery
 * step is due at once, and `delivery.tick` then delivers it like a dated message
 * (docs/product/messages-and-delivery.md "After-death messages"). Only messages not armed before
 * are touched, so a repeated release arms none.
 * @returns how many messages were armed
 */
export async function armPosthumousMessages(trx: Transaction<Database>, ownerId: string, at: string): Promise<number> {
  const result = await trx
    .updateTable('messages')
    .set({ deliver_at: at, pending_step: 'delivery', next_step_at: at, updated_at: at })
    .where(messagesWrittenBy(ownerId))
    .where('delivery_kind', '=', 'after_death')
    .where('status', '=', 'scheduled')
    .where('deliver_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Whether the owner is still active: their legacy plan, if any, was not released. Once it was,
 * nothing more is e-mailed to them (the delivered and opened notices) and a confirmed life event
 * is delivered without a veto window (docs/decisions/009-legacy-release.md "Life events").
 */
export async function isOwnerActive(db: Executor, ownerId: string): Promise<boolean> {
  const plan = await db.selectFrom('legacy_plans').select('state').where(legacyPlanOf(ownerId)).executeTakeFirst();
  return plan?.state !== 'released';
}

/** The owner's after-death messages (drafts and cancelled ones included), oldest first. */
export function listPosthumousMessageRows(db: Executor, ownerId: string) {
  return db
    .selectFrom('messages')
    .select(['id', 'title', 'kind', 'status'])
    .where(messagesWrittenBy(ownerId))
    .where('delivery_kind', '=', 'after_death')
    .orderBy('created_at')
    .execute();
}

/** The owner's messages that wait for a life event (drafts and cancelled ones included), with it, oldest first. */
export function listLifeEventMessageRows(db: Executor, ownerId: string) {
  return db
    .selectFrom('messages')
    .innerJoin('life_events', 'life_events.message_id', 'messages.id')
    .select([
      'messages.id',
      'messages.title',
      'messages.kind',
      'messages.status',
      'messages.deliver_at',
      'life_events.label',
      'life_events.state',
      'life_events.latest_at',
    ])
    .where(messagesWrittenBy(ownerId))
    .where('messages.delivery_kind', '=', 'life_event')
    .orderBy('messages.created_at')
    .execute();
}

/** The names of the recipients of `messageIds` not withdrawn, each with its message, in their order. */
export function listRecipientNames(db: Executor, messageIds: string[]) {
  return db
    .selectFrom('message_recipients')
    .select(['message_id', 'name'])
    .where('message_id', 'in', messageIds)
    .where('revoked_at', 'is', null)
    .orderBy('position')
    .execute();
}

/** The owner's messages that are not cancelled, which they may leave to their legacy contacts, by title. */
export function listDesignatableMessages(db: Executor, ownerId: string) {
  return db
    .selectFrom('messages')
    .select(['id', 'title', 'kind'])
    .where(messagesWrittenBy(ownerId))
    .where('status', '!=', 'cancelled')
    .orderBy('title')
    .execute();
}

/** The ids among `messageIds` of messages `ownerId` wrote and did not cancel. */
export async function filterDesignatableMessageIds(db: Executor, ownerId: string, messageIds: string[]) {
  if (messageIds.length === 0) return [];
  const rows = await db
    .selectFrom('messages')
    .select('id')
    .where(messagesWrittenBy(ownerId))
    .where('status', '!=', 'cancelled')
    .where('id', 'in', messageIds)
    .execute();
  return rows.map((row) => row.id);
}
