/** SQL for media rows. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { MediaRow } from '../../storage/media-ingest';

export async function insertMedia(db: Kysely<Database>, media: MediaRow): Promise<void> {
  await db.insertInto('media').values(media).execute();
}

/** A media row by id (the caller was authorized for it by the media policy). */
export function findMedia(db: Kysely<Database>, mediaId: string) {
  return db.selectFrom('media').selectAll().where('id', '=', mediaId).executeTakeFirst();
}
