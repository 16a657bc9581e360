/**
 * SQL of transcripts (transcripts.service.ts; docs/product/memory-vault.md "Transcripts and
 * emotion"): a recording's transcript row, and what the `vault.transcribe` job decrypts. The
 * caller was authorised for the item, or is its job.
 */
import type { Kysely, Transaction, Updateable } from 'kysely';
import type { Database, TranscriptsTable } from '../../db/tables';

type Executor = Kysely<Database> | Transaction<Database>;

/** Changes the transcript of item `itemId`. */
export async function updateTranscript(
  db: Executor,
  itemId: string,
  changes: Updateable<TranscriptsTable>,
): Promise<void> {
  await db.updateTable('transcripts').set(changes).where('item_id', '=', itemId).execute();
}

/** The owner's wording of item `itemId`'s transcript (null when they kept the machine's); undefined without a transcript. */
export function findEditedText(db: Executor, itemId: string) {
  return db.selectFrom('transcripts').select('edited_text').where('item_id', '=', itemId).executeTakeFirst();
}

/** Where item `itemId`'s recording is stored and whose key opens it; undefined once deleted. */
export function findRecordingToTranscribe(db: Executor, itemId: string) {
  return db
    .selectFrom('vault_items')
    .innerJoin('media', 'media.id', 'vault_items.media_id')
    .select(['media.owner_id', 'storage_key', 'size_bytes', 'segment_bytes'])
    .where('vault_items.id', '=', itemId)
    .executeTakeFirst();
}
