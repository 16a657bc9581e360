/** SQL for media rows. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { MediaRow } from '../../storage/media-ingest';
import { insertMediaRecord } from '../../storage/media-renditions';

/** Inserts a message's recording with its rendition job (storage/media-renditions.ts), all or nothing. */
export async function insertMedia(db: Kysely<Database>, media: MediaRow): Promise<void> {
  await db.transaction().execute((trx) => insertMediaRecord(trx, media));
}
