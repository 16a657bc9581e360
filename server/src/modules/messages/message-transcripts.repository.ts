/**
 * SQL of message transcripts (message-transcripts.service.ts; docs/product/messages-and-delivery.md
 * "Transcripts"): one row per voice or video message, made from the recording it names. Every write
 * that the `message.transcribe` job makes names the recording too, so a job of a recording replaced
 * meanwhile writes nothing. The caller was authorised for the message, or is its job.
 */
import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { Database, MessageTranscriptsTable } from '../../db/tables';

type Executor = Kysely<Database> | Transaction<Database>;

export type MessageTranscriptRow = Selectable<MessageTranscriptsTable>;

/** Adds a message's transcript row (in the caller's transaction). */
export async function insertMessageTranscript(db: Executor, row: Insertable<MessageTranscriptsTable>): Promise<void> {
  await db.insertInto('message_transcripts').values(row).execute();
}

/** Removes message `messageId`'s transcript (its recording changed or is gone); none is fine. */
export async function deleteMessageTranscript(db: Executor, messageId: string): Promise<void> {
  await db.deleteFrom('message_transcripts').where('message_id', '=', messageId).execute();
}

/** Message `messageId`'s transcript; undefined when it has none. */
export function findMessageTranscript(db: Executor, messageId: string): Promise<MessageTranscriptRow | undefined> {
  return db.selectFrom('message_transcripts').selectAll().where('message_id', '=', messageId).executeTakeFirst();
}

/**
 * Changes message `messageId`'s transcript while it is still the one of recording `mediaId`.
 * @returns whether a row changed
 */
export async function updateMessageTranscript(
  db: Executor,
  messageId: string,
  mediaId: string,
  changes: Updateable<MessageTranscriptsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('message_transcripts')
    .set(changes)
    .where('message_id', '=', messageId)
    .where('media_id', '=', mediaId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Where recording `mediaId` of message `messageId` is stored and whose key opens it, and the
 * message's author (whose key seals the transcript), while the message's transcript is still to be
 * made from it; undefined once the message is deleted or its recording replaced.
 */
export function findRecordingToTranscribe(db: Executor, messageId: string, mediaId: string) {
  return db
    .selectFrom('message_transcripts')
    .innerJoin('messages', 'messages.id', 'message_transcripts.message_id')
    .innerJoin('media', 'media.id', 'message_transcripts.media_id')
    .select([
      'media.owner_id',
      'media.storage_key',
      'media.size_bytes',
      'media.segment_bytes',
      'messages.owner_id as author_id',
    ])
    .where('message_transcripts.message_id', '=', messageId)
    .where('message_transcripts.media_id', '=', mediaId)
    .whereRef('messages.media_id', '=', 'message_transcripts.media_id')
    .executeTakeFirst();
}
