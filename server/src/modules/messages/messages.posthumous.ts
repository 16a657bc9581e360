/**
 * Messages "after my death" (docs/product/messages-and-delivery.md "After-death messages";
 * docs/decisions/009-legacy-release.md): scheduled with no date, armed by the release of their
 * author's legacy plan and then delivered by `delivery.tick` exactly like a dated message
 * (recipient e-mail, private link, download). Used by the legacy module through this module's
 * index.ts.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/tables';
import { messagesWrittenBy } from '../../policies/message.policy';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Arms every scheduled after-death message of `ownerId` for delivery at `at` (ISO): the delivery
 * step is due at once. Only messages not armed before are touched, so a repeated release arms none.
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

/** An after-death message as the legacy plan lists it: title, kind, state and recipients' names. */
export interface PosthumousMessage {
  id: string;
  title: string;
  kind: 'voice' | 'video' | 'letter';
  status: 'draft' | 'scheduled' | 'delivered' | 'cancelled';
  recipientNames: string[];
}

/** The owner's after-death messages (drafts and cancelled ones included), oldest first. */
export async function listPosthumousMessages(db: Executor, ownerId: string): Promise<PosthumousMessage[]> {
  const messages = await db
    .selectFrom('messages')
    .select(['id', 'title', 'kind', 'status'])
    .where(messagesWrittenBy(ownerId))
    .where('delivery_kind', '=', 'after_death')
    .orderBy('created_at')
    .execute();
  if (messages.length === 0) return [];
  const recipients = await db
    .selectFrom('message_recipients')
    .select(['message_id', 'name'])
    .where(
      'message_id',
      'in',
      messages.map((message) => message.id),
    )
    .where('revoked_at', 'is', null)
    .orderBy('position')
    .execute();
  return messages.map((message) => ({
    ...message,
    recipientNames: recipients.filter((recipient) => recipient.message_id === message.id).map((r) => r.name),
  }));
}
