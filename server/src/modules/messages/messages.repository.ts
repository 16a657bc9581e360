/**
 * SQL for messages, their recipients and media rows, and for the share links of kind "message" a
 * delivery makes, one per recipient (docs/product/roles-and-access.md "Share links"). Who may reach
 * a message is policies/message.policy.ts's to say; these read and write by id.
 */
import type { ExpressionBuilder, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import { withdrawPendingEmails } from '../../mail/outbox.repository';
import type {
  Database,
  MediaTable,
  MessageRecipientsTable,
  MessagesTable,
  OutboxEmailsTable,
  ShareLinksTable,
} from '../../db/tables';

export type MessageRow = Selectable<MessagesTable>;
export type RecipientRow = Selectable<MessageRecipientsTable>;
export type MediaRow = Selectable<MediaTable>;
type Executor = Kysely<Database> | Transaction<Database>;

/**
 * The columns of a message its summary shows (presentMessageSummary), with its recording's length
 * (null without one). The list itself is written by the database: message-list.repository.ts.
 */
export type SummaryMessageRow = Pick<
  MessageRow,
  | 'id'
  | 'kind'
  | 'title'
  | 'media_id'
  | 'occasion'
  | 'status'
  | 'delivery_kind'
  | 'deliver_at'
  | 'time_zone'
  | 'pending_step'
  | 'next_step_at'
  | 'delivered_at'
> & {
  media_duration_ms: number | null;
};
/** A recipient in the owner's list: who, and whether their link was withdrawn. */
export type SummaryRecipientRow = Pick<
  RecipientRow,
  'id' | 'message_id' | 'name' | 'email' | 'revoked_at' | 'delivered_at' | 'opened_at' | 'courier_for'
> & {
  link_revoked_at: string | null;
};

/** The columns the owner's view of a recipient shows, and its message. */
const LISTED_RECIPIENT_COLUMNS = [
  'id',
  'message_id',
  'name',
  'email',
  'relationship',
  'author_name',
  'revoked_at',
  'delivered_at',
  'opened_at',
  'courier_for',
] as const;
/** A recipient as the owner sees it, with when its link was revoked (on /sharing too), if it was. */
export type ListedRecipientRow = Pick<RecipientRow, (typeof LISTED_RECIPIENT_COLUMNS)[number]> & {
  link_revoked_at: string | null;
};

/** Recipients joined to their links (a left join: undelivered recipients have no link). */
const recipientsAndLinks = (db: Executor) =>
  db
    .selectFrom('message_recipients')
    .leftJoin('share_links', (join) =>
      join.onRef('share_links.target_id', '=', 'message_recipients.id').on('share_links.target_kind', '=', 'message'),
    );

/** Recipients as the owner sees them, with their links' revocation. */
const recipientsWithLinks = (db: Executor) =>
  recipientsAndLinks(db)
    .select(LISTED_RECIPIENT_COLUMNS.map((column) => `message_recipients.${column}` as const))
    .select('share_links.revoked_at as link_revoked_at');

/** Inserts a message with its recipients (in the caller's transaction). */
export async function insertMessage(db: Executor, message: MessageRow, recipients: RecipientRow[]): Promise<void> {
  await db.insertInto('messages').values(message).execute();
  if (recipients.length > 0) await db.insertInto('message_recipients').values(recipients).execute();
}

/** The state a write was decided on: it goes through only if the message is still there. */
export interface ExpectedMessageState {
  status: MessageRow['status'];
  scheduleVersion: number;
}

/**
 * Changes a message only while it is still in the state it was read in (optimistic concurrency: a
 * change that overlaps the delivery tick must never undo what the tick did). On PostgreSQL a row
 * locked by the delivery tick is re-checked after the tick commits. @returns false when the message
 * changed since (nothing was written)
 */
export async function updateMessageIf(
  db: Executor,
  messageId: string,
  expected: ExpectedMessageState,
  changes: Updateable<MessagesTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('messages')
    .set(changes)
    .where('id', '=', messageId)
    .where('status', '=', expected.status)
    .where('schedule_version', '=', expected.scheduleVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Replaces a message's fields and its recipient list, only while it is in the state it was read in.
 * @returns false when the message changed since (nothing was written)
 */
export async function updateMessageWithRecipientsIf(
  db: Executor,
  messageId: string,
  expected: ExpectedMessageState,
  changes: Updateable<MessagesTable>,
  recipients: RecipientRow[],
): Promise<boolean> {
  if (!(await updateMessageIf(db, messageId, expected, changes))) return false;
  await db.deleteFrom('message_recipients').where('message_id', '=', messageId).execute();
  if (recipients.length > 0) await db.insertInto('message_recipients').values(recipients).execute();
  return true;
}

/** Changes a message's fields. */
export async function updateMessage(db: Executor, messageId: string, changes: Updateable<MessagesTable>) {
  await db.updateTable('messages').set(changes).where('id', '=', messageId).execute();
}

/** A message by id, locked for update on PostgreSQL when `forUpdate`. */
export function findMessage(db: Executor, messageId: string, forUpdate = false): Promise<MessageRow | undefined> {
  const query = db.selectFrom('messages').selectAll().where('id', '=', messageId);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

/** Recipients of several messages as the owner sees them, in their order. */
export function listListedRecipients(db: Executor, messageIds: string[]): Promise<ListedRecipientRow[]> {
  if (messageIds.length === 0) return Promise.resolve([]);
  return recipientsWithLinks(db)
    .where('message_recipients.message_id', 'in', messageIds)
    .orderBy('message_recipients.position')
    .execute();
}

/** Recipients of several messages, in their order. */
export function listRecipients(db: Executor, messageIds: string[]): Promise<RecipientRow[]> {
  if (messageIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('message_recipients')
    .selectAll()
    .where('message_id', 'in', messageIds)
    .orderBy('position')
    .execute();
}

/** Media rows by id. */
export function listMedia(db: Executor, mediaIds: string[]): Promise<MediaRow[]> {
  if (mediaIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('media').selectAll().where('id', 'in', mediaIds).execute();
}

/** Deletes a message with its recipients' links (its recipients and unsent e-mails go with it). */
export async function deleteMessage(db: Transaction<Database>, messageId: string): Promise<void> {
  await db
    .deleteFrom('share_links')
    .where('target_kind', '=', 'message')
    .where('target_id', 'in', (eb) =>
      eb.selectFrom('message_recipients').select('id').where('message_id', '=', messageId),
    )
    .execute();
  await db.deleteFrom('messages').where('id', '=', messageId).execute();
}

/**
 * Claims scheduled messages whose next step is due, through the (status, next_step_at) index.
 * On PostgreSQL rows are locked and rows locked by another instance are skipped.
 */
export function claimDueMessages(
  db: Transaction<Database>,
  options: { now: string; limit: number; skipLocked: boolean },
): Promise<MessageRow[]> {
  const query = db
    .selectFrom('messages')
    .selectAll()
    .where('status', '=', 'scheduled')
    .where('next_step_at', '<=', options.now)
    .orderBy('next_step_at')
    .limit(options.limit);
  return (options.skipLocked ? query.forUpdate().skipLocked() : query).execute();
}

/** Marks a recipient delivered and stores their link, a share link of kind "message" (one transaction). */
export async function markRecipientDelivered(db: Transaction<Database>, link: Selectable<ShareLinksTable>) {
  await db
    .updateTable('message_recipients')
    .set({ delivered_at: link.created_at })
    .where('id', '=', link.target_id)
    .execute();
  await db.insertInto('share_links').values(link).execute();
}

/** The link of a recipient (a condition on share_links). */
const linkOf = (recipientId: string) => (eb: ExpressionBuilder<Database, 'share_links'>) =>
  eb.and([eb('target_kind', '=', 'message'), eb('target_id', '=', recipientId)]);

/**
 * Withdraws one recipient of a message: nothing is sent to them, and their link, once delivered,
 * stops working (one transaction). @returns false when the message has no such recipient
 */
export async function revokeRecipient(db: Transaction<Database>, messageId: string, recipientId: string, at: string) {
  const result = await db
    .updateTable('message_recipients')
    .set({ revoked_at: at })
    .where('id', '=', recipientId)
    .where('message_id', '=', messageId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await db
    .updateTable('share_links')
    .set({ revoked_at: at })
    .where(linkOf(recipientId))
    .where('revoked_at', 'is', null)
    .execute();
  return true;
}

/**
 * Gives recipient `recipientId`'s share link the id and token hash of `link`, working from
 * `link.created_at` with its views counted afresh (the old token then matches nothing), and lifts a
 * withdrawal of the recipient (in the caller's transaction).
 * @returns false when the recipient has no link (nothing was written)
 */
export async function renewRecipientShareLink(
  db: Transaction<Database>,
  recipientId: string,
  link: Pick<Selectable<ShareLinksTable>, 'id' | 'token_hash' | 'created_at'>,
): Promise<boolean> {
  const renewed = await db
    .updateTable('share_links')
    .set({
      id: link.id,
      token_hash: link.token_hash,
      revoked_at: null,
      view_count: 0,
      last_viewed_at: null,
      created_at: link.created_at,
    })
    .where(linkOf(recipientId))
    .executeTakeFirst();
  if (Number(renewed.numUpdatedRows) !== 1) return false;
  await db.updateTable('message_recipients').set({ revoked_at: null }).where('id', '=', recipientId).execute();
  return true;
}

/**
 * Changes recipient `recipientId`'s address from `from` to `to`, only while it is still `from`.
 * @returns false when the recipient changed meanwhile (nothing was written)
 */
export async function changeRecipientEmailIf(
  db: Executor,
  recipientId: string,
  from: string,
  to: string,
): Promise<boolean> {
  const changed = await db
    .updateTable('message_recipients')
    .set({ email: to })
    .where('id', '=', recipientId)
    .where('email', '=', from)
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) === 1;
}

/** Puts `to` (a name and an address) in recipient `recipientId`'s place, in the caller's transaction. */
export async function readdressRecipient(
  db: Executor,
  recipientId: string,
  to: { name: string; email: string },
): Promise<void> {
  await db
    .updateTable('message_recipients')
    .set({ name: to.name, email: to.email, relationship: '', author_name: '' })
    .where('id', '=', recipientId)
    .execute();
}

/**
 * The recipient, message, author and media of a delivery, by the recipient's id; the author is
 * named as the recipient knows them (their `author_name`), else by their own name. For a fallback
 * courier, `carriedFor` is the recipient they carry the message to.
 */
export async function findDelivery(db: Executor, recipientId: string) {
  const recipient = await db
    .selectFrom('message_recipients')
    .selectAll()
    .where('id', '=', recipientId)
    .executeTakeFirst();
  if (!recipient) return undefined;
  const message = await db.selectFrom('messages').selectAll().where('id', '=', recipient.message_id).executeTakeFirst();
  if (!message) return undefined;
  const author = await db
    .selectFrom('users')
    .select(['username', 'email'])
    .where('id', '=', message.owner_id)
    .executeTakeFirst();
  const [media] = message.media_id ? await listMedia(db, [message.media_id]) : [];
  const carriedFor = recipient.courier_for
    ? await db
        .selectFrom('message_recipients')
        .select(['name', 'email'])
        .where('id', '=', recipient.courier_for)
        .executeTakeFirst()
    : undefined;
  return {
    recipient,
    message,
    authorName: recipient.author_name || author?.username || 'Someone who loves you',
    carriedFor,
    media,
  };
}

/** The owner's display name and e-mail. */
export function findOwner(db: Executor, ownerId: string) {
  return db.selectFrom('users').select(['id', 'username', 'email']).where('id', '=', ownerId).executeTakeFirst();
}

/** E-mails of these messages that are not sent yet after at least one failed attempt. */
export function listEmailProblems(
  db: Executor,
  messageIds: string[],
): Promise<Pick<Selectable<OutboxEmailsTable>, 'message_id' | 'recipient_address' | 'last_error' | 'status'>[]> {
  if (messageIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('outbox_emails')
    .select(['message_id', 'recipient_address', 'last_error', 'status'])
    .where('message_id', 'in', messageIds)
    .where('status', '!=', 'sent')
    .where('attempts', '>', 0)
    .execute();
}

/** Drops unsent reminder/check e-mails of a message (a re-armed or cancelled plan must not send them). */
export async function deletePendingProtectionEmails(db: Executor, messageId: string): Promise<void> {
  await withdrawPendingEmails(db, messageId, ['reminder', 'check']);
}

/**
 * Deletes a media row that no message uses any more.
 * @returns its storage key, for removing the blob; undefined when it is still used or gone
 */
export async function deleteMediaIfUnused(
  db: Executor,
  mediaId: string,
): Promise<{ storage_key: string; preview_key: string | null } | undefined> {
  const user = await db.selectFrom('messages').select('id').where('media_id', '=', mediaId).executeTakeFirst();
  if (user) return undefined;
  return db.deleteFrom('media').where('id', '=', mediaId).returning(['storage_key', 'preview_key']).executeTakeFirst();
}

/**
 * Records a recipient's first open of their delivered message.
 * @returns true for the first open (the row changed), false for every later one
 */
export async function markRecipientOpened(db: Executor, recipientId: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('message_recipients')
    .set({ opened_at: at })
    .where('id', '=', recipientId)
    .where('opened_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
