/**
 * The demo family is read-only (docs/product/roles-and-access.md "Demo session"): a demo account
 * that visitors use (current) or used until today's rebuild (retired) may change nothing. An
 * account still being built is not refused: only the daily job holds its session (modules/demo).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

/** Whether `userId` is a demo account visitors sign in to, whose every write is refused. */
export async function isReadOnlyDemoAccount(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('demo_accounts')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('state', 'in', ['current', 'retired'])
    .executeTakeFirst();
  return row !== undefined;
}
