/** SQL of the demo family: the demo accounts and their users. */
import type { Kysely } from 'kysely';
import type { Insertable } from 'kysely';
import type { Database, UsersTable } from '../../db/tables';

/** The account visitors sign in to today, if one is built. */
export function findCurrentDemoAccount(db: Kysely<Database>) {
  return db
    .selectFrom('demo_accounts')
    .select(['user_id', 'built_on'])
    .where('state', '=', 'current')
    .executeTakeFirst();
}

/** Demo accounts to erase: replaced ones, and any a crashed build left half-filled. */
export async function listStaleDemoAccounts(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom('demo_accounts').select('user_id').where('state', '!=', 'current').execute();
  return rows.map((row) => row.user_id);
}

/** Creates the user of a new demo account and records it as being built, in one transaction. */
export async function insertDemoAccount(
  db: Kysely<Database>,
  user: Insertable<UsersTable> & { id: string; created_at: string },
  builtOn: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('users').values(user).execute();
    await trx
      .insertInto('demo_accounts')
      .values({ user_id: user.id, state: 'building', built_on: builtOn, created_at: user.created_at })
      .execute();
  });
}

/**
 * Makes the built account the one visitors get, retiring the previous one, and ends the builder's
 * sessions, in one transaction.
 */
export async function promoteDemoAccount(db: Kysely<Database>, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('demo_accounts').set({ state: 'retired' }).where('state', '=', 'current').execute();
    await trx
      .updateTable('demo_accounts')
      .set({ state: 'current' })
      .where('user_id', '=', userId)
      .where('state', '=', 'building')
      .execute();
    await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
  });
}
