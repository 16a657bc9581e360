/** SQL for the one-time administrator setup token (`admin_setup_tokens`, admin-setup.service.ts). */
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AdminSetupTokensTable, Database } from '../../db/tables';

type Executor = Kysely<Database> | Transaction<Database>;
export type AdminSetupTokenRow = Selectable<AdminSetupTokensTable>;

/** Stores the token row, replacing the one of the same id (each start replaces the last token). */
export async function saveAdminSetupToken(db: Executor, row: AdminSetupTokenRow): Promise<void> {
  await db
    .insertInto('admin_setup_tokens')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('id').doUpdateSet({ token_hash: row.token_hash, created_at: row.created_at }),
    )
    .execute();
}

/** The token row of `id`; undefined when there is none. */
export function findAdminSetupToken(db: Executor, id: string): Promise<AdminSetupTokenRow | undefined> {
  return db.selectFrom('admin_setup_tokens').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Uses the token row once: deletes it while it still holds `tokenHash`. @returns false when it was gone or replaced */
export async function useAdminSetupToken(db: Executor, id: string, tokenHash: string): Promise<boolean> {
  const used = await db
    .deleteFrom('admin_setup_tokens')
    .where('id', '=', id)
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return Number(used.numDeletedRows) === 1;
}
