/** SQL of two-factor sign-in: credentials, recovery codes, sign-in challenges. */
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, TwoFactorChallengesTable, TwoFactorCredentialsTable } from '../../db/tables';

type Executor = Kysely<Database> | Transaction<Database>;
export type TwoFactorCredentialRow = Selectable<TwoFactorCredentialsTable>;
export type TwoFactorChallengeRow = Selectable<TwoFactorChallengesTable>;

/** The user's credential, enabled or being set up; undefined when there is none. */
export function findCredential(db: Executor, userId: string): Promise<TwoFactorCredentialRow | undefined> {
  return db.selectFrom('two_factor_credentials').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** Stores a new secret being set up, replacing an earlier unfinished one; an enabled one stays. */
export async function savePendingSecret(
  db: Kysely<Database>,
  userId: string,
  sealed: string,
  now: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('two_factor_credentials')
      .where('user_id', '=', userId)
      .where('enabled_at', 'is', null)
      .execute();
    const inserted = await trx
      .insertInto('two_factor_credentials')
      .values({ user_id: userId, secret_sealed: sealed, enabled_at: null, last_used_step: null, created_at: now })
      .onConflict((conflict) => conflict.column('user_id').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
  });
}

/**
 * Records `step` as the last TOTP step used, only when it is later than the one before (a code works once).
 * @returns false when the step was used already (or a concurrent request used it)
 */
export async function claimTotpStep(db: Executor, userId: string, step: number): Promise<boolean> {
  const updated = await db
    .updateTable('two_factor_credentials')
    .set({ last_used_step: step })
    .where('user_id', '=', userId)
    .where((where) => where.or([where('last_used_step', 'is', null), where('last_used_step', '<', step)]))
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Turns the credential on at `now` and replaces the recovery codes with `codeHashes`. */
export async function enableCredential(trx: Transaction<Database>, userId: string, now: string, codeHashes: string[]) {
  const enabled = await trx
    .updateTable('two_factor_credentials')
    .set({ enabled_at: now })
    .where('user_id', '=', userId)
    .where('enabled_at', 'is', null)
    .executeTakeFirst();
  if (Number(enabled.numUpdatedRows) !== 1) return false;
  await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  await trx
    .insertInto('two_factor_recovery_codes')
    .values(codeHashes.map((code_hash) => ({ code_hash, user_id: userId, used_at: null })))
    .execute();
  return true;
}

/** Uses a recovery code once. @returns false for a wrong or used code */
export async function useRecoveryCode(db: Executor, userId: string, codeHash: string, now: string): Promise<boolean> {
  const used = await db
    .updateTable('two_factor_recovery_codes')
    .set({ used_at: now })
    .where('code_hash', '=', codeHash)
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}

/** Recovery codes not used yet. */
export async function countRecoveryCodesLeft(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('two_factor_recovery_codes')
    .select((select) => select.fn.countAll().as('count'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Removes the credential, its recovery codes and any sign-in waiting for a code. */
export async function deleteCredential(db: Kysely<Database>, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
    await trx.deleteFrom('two_factor_challenges').where('user_id', '=', userId).execute();
    await trx.deleteFrom('two_factor_credentials').where('user_id', '=', userId).execute();
  });
}

/** Stores a sign-in waiting for its code, and drops the user's challenges expired before `now` (ISO-8601). */
export async function insertChallenge(db: Executor, challenge: TwoFactorChallengeRow, now: string): Promise<void> {
  await db
    .deleteFrom('two_factor_challenges')
    .where('user_id', '=', challenge.user_id)
    .where('expires_at', '<=', now)
    .execute();
  await db.insertInto('two_factor_challenges').values(challenge).execute();
}

/** A sign-in waiting for its code, by the SHA-256 of its cookie's token. */
export function findChallenge(db: Executor, id: string): Promise<TwoFactorChallengeRow | undefined> {
  return db.selectFrom('two_factor_challenges').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Ends a challenge. @returns false when it was gone already (used by a concurrent request) */
export async function deleteChallenge(db: Executor, id: string): Promise<boolean> {
  const deleted = await db.deleteFrom('two_factor_challenges').where('id', '=', id).executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1;
}
