/**
 * Stored files found missing when someone asked for them (a damaged or partly restored media
 * store; docs/product/admin.md "Database tab"): each key is kept once in `missing_files` with the
 * media record it belongs to, when it was first and last asked for and how often, so the
 * administrator can see what is damaged and whose it is. The person asking gets a sentence
 * (plugins/errors.ts: 410), never a 500.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/tables';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * The key and every shorter prefix of it ("a/b/0" → "a/b/0", "a/b", "a"): a record's segments,
 * preview and rendition all live under its `storage_key` or `preview_key` (encrypted-blobs.ts).
 */
function prefixesOf(key: string): string[] {
  const parts = key.split('/');
  return parts.map((_, index) => parts.slice(0, parts.length - index).join('/'));
}

/**
 * Notes that `key` was asked for at `now` and was not in the blob store: a new row, or the same row
 * with its last time and count moved on.
 */
export async function recordMissingFile(db: Executor, key: string, now: Date): Promise<void> {
  const prefixes = prefixesOf(key);
  const media = await db
    .selectFrom('media')
    .select('id')
    .where((eb) => eb.or([eb('storage_key', 'in', prefixes), eb('preview_key', 'in', prefixes)]))
    .executeTakeFirst();
  const at = now.toISOString();
  await db
    .insertInto('missing_files')
    .values({ storage_key: key, media_id: media?.id ?? null, first_seen_at: at, last_seen_at: at })
    .onConflict((conflict) =>
      conflict.column('storage_key').doUpdateSet((eb) => ({
        last_seen_at: at,
        reads: eb('missing_files.reads', '+', 1),
      })),
    )
    .execute();
}

/** Forgets `key`: it is in the blob store again (restored). */
export async function forgetMissingFile(db: Executor, key: string): Promise<void> {
  await db.deleteFrom('missing_files').where('storage_key', '=', key).execute();
}
