/**
 * Voice and video messages recorded before transcripts existed get theirs, on both dialects: a
 * database at the schema before migration 2026-12-01T1000 holds a voice message, a letter and a
 * draft without a recording; the migration gives the voice message a pending transcript and its
 * `message.transcribe` job (the id a new recording's job takes), and nothing to the others.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createMigrator } from '../../db/database';
import { createTestConfig, openTestDatabase, TEST_DIALECTS } from '../../../test/test-app';

describe.each(TEST_DIALECTS)('transcripts of messages recorded before [%s]', (dialect) => {
  it('are queued by the migration, one job per voice or video message', async () => {
    const config = createTestConfig();
    const database = await openTestDatabase(dialect, config.dataDir, { isEmpty: true });
    try {
      const { db } = database.connection;
      const migrator = await createMigrator(database.connection);
      expect((await migrator.migrateTo('2026-12-01T0900-replies-album-rk7')).error).toBeUndefined();
      const [ownerId, mediaId, voiceId, letterId, draftId] = [
        randomUUID(),
        randomUUID(),
        randomUUID(),
        randomUUID(),
        randomUUID(),
      ];
      const at = '2026-11-20T09:00:00.000Z';
      await sql`INSERT INTO users (id, email, username, password_hash, role, created_at, updated_at)
        VALUES (${ownerId}, ${`${ownerId}@example.com`}, 'Grandma Rose', 'not a hash', 'user', ${at}, ${at})`.execute(
        db,
      );
      await sql`INSERT INTO media (id, owner_id, storage_key, segment_bytes, content_type, size_bytes, has_location, created_at)
        VALUES (${mediaId}, ${ownerId}, ${`media/${mediaId}`}, 8388608, 'audio/webm', 1000, 0, ${at})`.execute(db);
      const message = (id: string, kind: string, media: string | null) =>
        sql`INSERT INTO messages (id, owner_id, kind, title, letter_text, media_id, occasion, status, deliver_at,
            time_zone, pending_step, next_step_at, schedule_version, last_step, last_step_at, delivered_at, created_at, updated_at)
          VALUES (${id}, ${ownerId}, ${kind}, 'For Maya', NULL, ${media}, 'other', 'draft', NULL,
            'UTC', NULL, NULL, 1, NULL, NULL, NULL, ${at}, ${at})`.execute(db);
      await message(voiceId, 'voice', mediaId);
      await message(letterId, 'letter', null);
      await message(draftId, 'video', null);

      expect((await migrator.migrateTo('2026-12-01T1000-message-transcripts-tx8')).error).toBeUndefined();
      const transcripts = await sql<{ message_id: string; media_id: string; status: string; updated_at: string }>`
        SELECT message_id, media_id, status, updated_at FROM message_transcripts`.execute(db);
      expect(transcripts.rows).toEqual([{ message_id: voiceId, media_id: mediaId, status: 'pending', updated_at: at }]);
      const jobs = await sql<{ id: string; type: string; payload: string; status: string; run_at: string }>`
        SELECT id, type, payload, status, run_at FROM jobs WHERE type = 'message.transcribe'`.execute(db);
      expect(jobs.rows).toEqual([
        {
          id: `message.transcribe:${voiceId}:${mediaId}`,
          type: 'message.transcribe',
          payload: JSON.stringify({ messageId: voiceId, mediaId }),
          status: 'pending',
          run_at: at,
        },
      ]);
      expect((await migrator.migrateTo('2026-12-01T0900-replies-album-rk7')).error).toBeUndefined();
      expect((await sql`SELECT id FROM jobs WHERE type = 'message.transcribe'`.execute(db)).rows).toEqual([]);
    } finally {
      await database.dropSchema();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
