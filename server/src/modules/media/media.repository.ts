/** SQL for media rows. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/tables';
import type { MediaRow } from '../../storage/media-ingest';
import { insertMediaRecord } from '../../storage/media-renditions';

/**
 * Inserts a message's recording with its rendition job (storage/media-renditions.ts), and the
 * caller's record of it when given (`recordWith`), all or nothing.
 */
export async function insertMedia(
  db: Kysely<Database>,
  media: MediaRow,
  recordWith?: (trx: Transaction<Database>, media: MediaRow) => Promise<void>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await insertMediaRecord(trx, media);
    await recordWith?.(trx, media);
  });
}
