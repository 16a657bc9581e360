/**
 * The owner's messages as the legacy plan shows them (docs/product/legacy-release.md "The plan"):
 * those waiting for a life event, listed on /legacy beside the posthumous ones, and every message
 * the owner may designate for their legacy contacts. Used by the legacy module through this
 * module's index.ts.
 */
import type { Kysely, Transaction } from 'kysely';
import type { LifeEventState } from '@heirloom/common/domain/life-events';
import type { Database } from '../../db/tables';
import { messagesWrittenBy } from '../../policies/message.policy';

type Executor = Kysely<Database> | Transaction<Database>;

/** A life-event message as the legacy plan lists it. */
export interface LifeEventMessage {
  id: string;
  title: string;
  kind: 'voice' | 'video' | 'letter';
  status: 'draft' | 'scheduled' | 'delivered' | 'cancelled';
  recipientNames: string[];
  label: string;
  state: LifeEventState;
  deliverAt: string | null;
  latestAt: string | null;
}

/** The owner's messages that wait for a life event (drafts and cancelled ones included), oldest first. */
export async function listLifeEventMessages(db: Executor, ownerId: string): Promise<LifeEventMessage[]> {
  const messages = await db
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
    id: message.id,
    title: message.title,
    kind: message.kind,
    status: message.status,
    recipientNames: recipients.filter((recipient) => recipient.message_id === message.id).map((r) => r.name),
    label: message.label,
    state: message.state,
    deliverAt: message.deliver_at,
    latestAt: message.latest_at,
  }));
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
