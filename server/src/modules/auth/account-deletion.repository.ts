/**
 * SQL of deleting an account (account-deletion.service.ts): the blobs that outlive its row, read
 * through the policies' scopes of whose they are (docs/decisions/005-access-policy.md "Owner filters").
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { accountExportsOf } from '../../policies/account-export.policy';
import { mediaScopeFor } from '../../policies/media.policy';

/** Where the account's media files and their previews are stored. */
export function listMediaBlobsOf(db: Kysely<Database>, userId: string) {
  return db.selectFrom('media').select(['storage_key', 'preview_key']).where(mediaScopeFor(userId)).execute();
}

/** The storage keys of the account's "Export everything" archives that were written. */
export async function listExportBlobsOf(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('account_exports')
    .select('storage_key')
    .where(accountExportsOf(userId))
    .where('storage_key', 'is not', null)
    .execute();
  return rows.map((row) => row.storage_key!);
}
