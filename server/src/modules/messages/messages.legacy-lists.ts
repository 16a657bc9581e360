/**
 * The owner's messages as the legacy plan lists them on /legacy (docs/product/legacy-release.md
 * "The plan"): the messages "after my death"
 * (docs/product/messages-and-delivery.md "After-death messages") and those waiting for a life
 * event, each with its recipients' names. Used by the legacy module through this module's
 * index.ts; the SQL is messages.legacy.repository.ts's.
 */
import type { Kysely, Transaction } from 'kysely';
import type { LifeEventState } from '@heirloom/common/domain/life-events';
import type { Database } from '../../db/tables';
import { listLifeEventMessageRows, listPosthumousMessageRows, listRecipientNames } from './messages.legacy.repository';

type Executor = Kysely<Database> | Transaction<Database>;

/** An after-death message as the legacy plan lists it: title, kind, state and recipients' names. */
export interface PosthumousMessage {
  id: string;
  title: string;
  kind: 'voice' | 'video' | 'letter';
  status: 'draft' | 'scheduled' | 'delivered' | 'cancelled';
  recipientNames: string[];
}

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

/**
 * The names of the recipients not withdrawn of each of `messages`, in their order.
 * @returns a function from a message's id to its recipients' names
 */
async function recipientNamesOf(db: Executor, messages: { id: string }[]) {
  const recipients = await listRecipientNames(
    db,
    messages.map((message) => message.id),
  );
  return (messageId: string) =>
    recipients.filter((recipient) => recipient.message_id === messageId).map((recipient) => recipient.name);
}

/** The owner's after-death messages (drafts and cancelled ones included), oldest first. */
export async function listPosthumousMessages(db: Executor, ownerId: string): Promise<PosthumousMessage[]> {
  const messages = await listPosthumousMessageRows(db, ownerId);
  if (messages.length === 0) return [];
  const namesOf = await recipientNamesOf(db, messages);
  return messages.map((message) => ({ ...message, recipientNames: namesOf(message.id) }));
}

/** The owner's messages that wait for a life event (drafts and cancelled ones included), oldest first. */
export async function listLifeEventMessages(db: Executor, ownerId: string): Promise<LifeEventMessage[]> {
  const messages = await listLifeEventMessageRows(db, ownerId);
  if (messages.length === 0) return [];
  const namesOf = await recipientNamesOf(db, messages);
  return messages.map((message) => ({
    id: message.id,
    title: message.title,
    kind: message.kind,
    status: message.status,
    recipientNames: namesOf(message.id),
    label: message.label,
    state: message.state,
    deliverAt: message.deliver_at,
    latestAt: message.latest_at,
  }));
}
