/**
 * Transcripts of voice and video messages (docs/product/messages-and-delivery.md "Transcripts"):
 * one row per message, made from its recording by a `message.transcribe` job, its texts sealed to
 * the author's key; the author's correction kept beside the machine's. Deleting the message or the
 * recording deletes the transcript.
 *
 * Messages recorded before get theirs here, each with its job (as 2026-11-23T0000-job-queue did for
 * the vault's): a delivered message's recipient, perhaps after the author's death, has nobody to ask
 * for one. The job itself says 'unavailable' on a server without a transcriber.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('message_transcripts')
    .addColumn('message_id', 'varchar(36)', (column) =>
      column.primaryKey().references('messages.id').onDelete('cascade'),
    )
    .addColumn('media_id', 'varchar(36)', (column) => column.notNull().references('media.id').onDelete('cascade'))
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('machine_text', 'text')
    .addColumn('words', 'text')
    .addColumn('confidence', 'real')
    .addColumn('edited_text', 'text')
    .addColumn('error', 'text')
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('message_transcripts_media_index').on('message_transcripts').column('media_id').execute();

  await sql`
    INSERT INTO message_transcripts (message_id, media_id, status, machine_text, words, confidence, edited_text, error, updated_at)
    SELECT id, media_id, 'pending', NULL, NULL, NULL, NULL, NULL, updated_at
    FROM messages WHERE kind IN ('voice', 'video') AND media_id IS NOT NULL`.execute(db);
  await sql`
    INSERT INTO jobs (id, type, payload, status, attempts, run_at, lease_until, lease_token, last_error, created_at, updated_at)
    SELECT 'message.transcribe:' || message_id || ':' || media_id, 'message.transcribe',
      '{"messageId":"' || message_id || '","mediaId":"' || media_id || '"}', 'pending', 0, updated_at,
      NULL, NULL, NULL, updated_at, updated_at
    FROM message_transcripts`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM jobs WHERE type = 'message.transcribe'`.execute(db);
  await db.schema.dropTable('message_transcripts').execute();
}
