/**
 * SQL of replies to delivered messages (docs/product/messages-and-delivery.md "Replies"): written
 * with their e-mails in one transaction, counted per recipient's link, listed for the link that
 * sent them, for the author (message.policy's `messagesWrittenBy`) and for the family after the
 * release, withdrawn only while the withdrawal window is open (a conditional delete), and marked
 * once kept in the author's album of replies.
 */
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database, MessageRepliesTable } from '../../db/tables';
import { messagesWrittenBy } from '../../policies/message.policy';

type Executor = Kysely<Database> | Transaction<Database>;
export type ReplyRow = Selectable<MessageRepliesTable>;

/** Adds a reply (in the transaction that queues its e-mails). */
export async function insertReply(trx: Transaction<Database>, reply: Insertable<MessageRepliesTable>): Promise<void> {
  await trx.insertInto('message_replies').values(reply).execute();
}

/**
 * Locks the recipient's row until the transaction ends (PostgreSQL; SQLite writes one at a time),
 * so two replies sent at once are counted one after the other.
 */
export async function lockRecipient(trx: Transaction<Database>, recipientId: string, dialect: 'sqlite' | 'postgres') {
  const query = trx.selectFrom('message_recipients').select('id').where('id', '=', recipientId);
  await (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

/** When the replies `recipientId`'s link sent since `since` (ISO) were sent, oldest first. */
export async function listReplyTimesSince(db: Executor, recipientId: string, since: string): Promise<string[]> {
  const rows = await db
    .selectFrom('message_replies')
    .select('created_at')
    .where('recipient_id', '=', recipientId)
    .where('created_at', '>', since)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.created_at);
}

/** The replies `recipientId`'s link sent, newest first, with their voice note's length. */
export function listSentReplies(db: Executor, recipientId: string) {
  return db
    .selectFrom('message_replies')
    .leftJoin('media', 'media.id', 'message_replies.media_id')
    .selectAll('message_replies')
    .select('media.duration_ms')
    .where('message_replies.recipient_id', '=', recipientId)
    .orderBy('message_replies.created_at', 'desc')
    .execute();
}

/** One reply, or undefined. */
export function findReply(db: Executor, replyId: string): Promise<ReplyRow | undefined> {
  return db.selectFrom('message_replies').selectAll().where('id', '=', replyId).executeTakeFirst();
}

/**
 * Deletes the reply `replyId` if it was sent after `sentAfter` (ISO: the withdrawal window) and is
 * not in the album of replies yet (that is only after the window, but a clock may run ahead), with
 * its recording's row.
 * @returns the deleted reply and its recording's storage keys (undefined for a letter), or undefined
 *   when nothing was deleted (gone already, or sent too long ago)
 */
export async function deleteReplyIfWithdrawable(trx: Transaction<Database>, replyId: string, sentAfter: string) {
  const reply = await trx
    .deleteFrom('message_replies')
    .where('id', '=', replyId)
    .where('created_at', '>', sentAfter)
    .where('vault_item_id', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (!reply) return undefined;
  const media = reply.media_id ? await deleteMediaRows(trx, [reply.media_id]) : [];
  return { reply, media: media[0] };
}

/** Deletes media rows. @returns their storage keys, to remove their files after the commit */
export function deleteMediaRows(trx: Transaction<Database>, mediaIds: string[]) {
  if (mediaIds.length === 0) return Promise.resolve([]);
  return trx.deleteFrom('media').where('id', 'in', mediaIds).returning(['storage_key', 'preview_key']).execute();
}

/**
 * Whether reply `replyId` is still to be kept in the album of replies (not withdrawn or deleted, not
 * kept yet); on PostgreSQL its row stays locked until the transaction ends (SQLite writes one at a
 * time), so a withdrawal or a second run waits and then finds it kept.
 */
export async function lockReplyToKeep(
  trx: Transaction<Database>,
  replyId: string,
  dialect: 'sqlite' | 'postgres',
): Promise<boolean> {
  const query = trx
    .selectFrom('message_replies')
    .select('id')
    .where('id', '=', replyId)
    .where('vault_item_id', 'is', null);
  return (await (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst()) !== undefined;
}

/** Records that reply `replyId` is kept in the album of replies as the vault item `itemId`. */
export async function markReplyKept(trx: Transaction<Database>, replyId: string, itemId: string): Promise<void> {
  await trx.updateTable('message_replies').set({ vault_item_id: itemId }).where('id', '=', replyId).execute();
}

/** The recordings of the replies to `messageId` (deleted with the message). */
export async function listReplyMediaIds(db: Executor, messageId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('message_replies')
    .select('media_id')
    .where('message_id', '=', messageId)
    .where('media_id', 'is not', null)
    .execute();
  return rows.map((row) => row.media_id!);
}

/** The ids of the e-mails about reply `replyId` (the author's `reply:<id>`, each contact's `reply:<id>:<user>`). */
export async function listReplyEmailIds(trx: Transaction<Database>, replyId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('outbox_emails')
    .select('id')
    .where((eb) => eb.or([eb('id', '=', `reply:${replyId}`), eb('id', 'like', `reply:${replyId}:%`)]))
    .execute();
  return rows.map((row) => row.id);
}

/** The replies to the messages `ownerId` wrote, newest first, with the message, the recipient and the voice note. */
function repliesWithContext(db: Executor, ownerId: string) {
  return db
    .selectFrom('message_replies')
    .innerJoin('messages', 'messages.id', 'message_replies.message_id')
    .innerJoin('message_recipients', 'message_recipients.id', 'message_replies.recipient_id')
    .leftJoin('media', 'media.id', 'message_replies.media_id')
    .selectAll('message_replies')
    .select([
      'messages.title as message_title',
      'message_recipients.name as recipient_name',
      'media.content_type',
      'media.duration_ms',
    ])
    .where(messagesWrittenBy(ownerId))
    .orderBy('message_replies.created_at', 'desc');
}

/** Every reply to the messages `ownerId` wrote (the author's view). */
export const listReceivedReplies = (db: Executor, ownerId: string) => repliesWithContext(db, ownerId).execute();

/** The replies to `ownerId`'s messages that arrived after the release (the family's view). */
export const listFamilyReplies = (db: Executor, ownerId: string) =>
  repliesWithContext(db, ownerId).where('message_replies.is_for_family', '=', 1).execute();

export type ReplyWithContext = Awaited<ReturnType<typeof listReceivedReplies>>[number];
