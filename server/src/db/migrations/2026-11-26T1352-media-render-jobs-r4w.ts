/**
 * Renditions move to the media level, so every recipient can download a copy that plays on a phone
 * (storage/media-renditions.ts): the vault's unfinished `vault.render` jobs, and message videos in
 * HEVC that were marked 'pending' with no job at all, get one `media.render:<mediaId>` job each;
 * every message recording gets a copy phones play (M4A or MP4). Each job is due from its media's
 * upload time, so it runs at once.
 */
import type { Kysely } from 'kysely';

/** Rows inserted per statement (well under SQLite's bound-parameter limit). */
const BATCH = 200;

/** The columns this migration reads and writes, as they are at its time. */
type Tables = {
  jobs: {
    id: string;
    type: string;
    payload: string;
    status: string;
    attempts: number;
    run_at: string;
    lease_until: string | null;
    lease_token: string | null;
    last_error: string | null;
    created_at: string;
    updated_at: string;
  };
  media: { id: string; created_at: string; rendition_status: string | null };
  messages: { media_id: string | null };
};

export async function up(schemaless: Kysely<unknown>): Promise<void> {
  const db = schemaless.withTables<Tables>();
  await db.deleteFrom('jobs').where('type', '=', 'vault.render').where('status', '=', 'pending').execute();
  await db
    .updateTable('media')
    .set({ rendition_status: 'pending' })
    .where('rendition_status', 'is', null)
    .where('id', 'in', db.selectFrom('messages').select('media_id').where('media_id', 'is not', null))
    .execute();
  const pending = await db
    .selectFrom('media')
    .select(['id', 'created_at'])
    .where('rendition_status', '=', 'pending')
    .execute();
  for (let start = 0; start < pending.length; start += BATCH) {
    await db
      .insertInto('jobs')
      .values(
        pending.slice(start, start + BATCH).map((media) => ({
          id: `media.render:${media.id}`,
          type: 'media.render',
          payload: JSON.stringify({ mediaId: media.id }),
          status: 'pending',
          attempts: 0,
          run_at: media.created_at,
          lease_until: null,
          lease_token: null,
          last_error: null,
          created_at: media.created_at,
          updated_at: media.created_at,
        })),
      )
      .onConflict((conflict) => conflict.column('id').doNothing())
      .execute();
  }
}

export async function down(schemaless: Kysely<unknown>): Promise<void> {
  await schemaless
    .withTables<Tables>()
    .deleteFrom('jobs')
    .where('type', '=', 'media.render')
    .where('status', '=', 'pending')
    .execute();
}
