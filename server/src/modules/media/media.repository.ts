/** SQL for media rows. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { MediaRow } from '../../storage/media-ingest';

export async function insertMedia(db: Kysely<Database>, media: MediaRow): Promise<void> {
  await db.insertInto('media').values(media).execute();
}

/** A media row only when it belongs to `ownerId` (a guessed id finds nothing). */
export function findOwnedMedia(db: Kysely<Database>, mediaId: string, ownerId: string) {
  return db
    .selectFrom('media')
    .selectAll()
    .where('id', '=', mediaId)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
}
