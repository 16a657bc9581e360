/**
 * SQL for account links (`account_tokens`): e-mail verification, password reset and e-mail change.
 * Only a link's SHA-256 is stored, with its purpose, the address it went to, its expiry and
 * `used_at` once used (account-links.service.ts).
 */
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { AccountTokenPurpose, AccountTokensTable, Database } from '../../db/tables';

type Executor = Kysely<Database> | Transaction<Database>;
export type AccountTokenRow = Selectable<AccountTokensTable>;

/** Stores a new link. */
export async function insertAccountToken(db: Executor, row: Insertable<AccountTokensTable>): Promise<void> {
  await db.insertInto('account_tokens').values(row).execute();
}

/** The link of hash `id` made for `purpose`; undefined when there is none. */
export function findAccountToken(
  db: Executor,
  id: string,
  purpose: AccountTokenPurpose,
): Promise<AccountTokenRow | undefined> {
  return db
    .selectFrom('account_tokens')
    .selectAll()
    .where('id', '=', id)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
}

/** Marks the link of hash `id` used at `at` (ISO-8601). @returns false when it was used already */
export async function markAccountTokenUsed(db: Executor, id: string, at: string): Promise<boolean> {
  const used = await db
    .updateTable('account_tokens')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}

/**
 * Ends the account's unused links of `purposes` (every purpose when omitted) at `at` (ISO-8601): they
 * stop working.
 */
export async function retireAccountTokens(
  db: Executor,
  userId: string,
  at: string,
  purposes?: readonly AccountTokenPurpose[],
): Promise<void> {
  await db
    .updateTable('account_tokens')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .$if(purposes !== undefined, (query) => query.where('purpose', 'in', purposes!))
    .where('used_at', 'is', null)
    .execute();
}
