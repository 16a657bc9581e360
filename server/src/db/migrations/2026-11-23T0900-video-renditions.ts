/**
 * Playable renditions of videos browsers cannot play (an iPhone's HEVC video in Chromium, for one):
 * an H.264 MP4 made by a queued ffmpeg job, stored encrypted under `<storage_key>/rendition`.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('media').addColumn('rendition_status', 'varchar(16)').execute();
  await db.schema.alterTable('media').addColumn('rendition_bytes', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('media').dropColumn('rendition_bytes').execute();
  await db.schema.alterTable('media').dropColumn('rendition_status').execute();
}
