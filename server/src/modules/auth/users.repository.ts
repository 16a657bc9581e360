/** SQL for the users table: accounts, their passwords, addresses, roles and suspension. */
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, UsersTable } from '../../db/tables';

type Executor = Kysely<Database> | Transaction<Database>;
export type UserRow = Selectable<UsersTable>;

/** Finds a user by lower-cased e-mail. */
export function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

/** Finds a user by id; undefined when no account has it. */
export function findUserById(db: Executor, userId: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
}

/** The user of `userId`. @throws NoResultError when no account has it (the caller knows it exists) */
export function getUserById(db: Executor, userId: string): Promise<UserRow> {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
}

/** The user's password hash (argon2id, lib/password.ts); undefined when no account has this id. */
export async function findPasswordHash(db: Executor, userId: string): Promise<string | undefined> {
  const user = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  return user?.password_hash;
}

/** Whether any account is administrator. */
export async function hasAdministrator(db: Executor): Promise<boolean> {
  return Boolean(await db.selectFrom('users').select('id').where('role', '=', 'admin').executeTakeFirst());
}

/** Whether an administrator has suspended the account (docs/product/admin.md "Users tab"). */
export async function isSuspended(db: Executor, userId: string): Promise<boolean> {
  const suspension = await db
    .selectFrom('user_suspensions')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Boolean(suspension);
}

/**
 * Records that the user signed in at `at` (ISO-8601), in `trx`.
 * @returns when they signed in before, or null when no sign-in was recorded
 */
export async function recordSignIn(trx: Transaction<Database>, userId: string, at: string): Promise<string | null> {
  const user = await trx.selectFrom('users').select('last_signed_in_at').where('id', '=', userId).executeTakeFirst();
  await trx.updateTable('users').set({ last_signed_in_at: at }).where('id', '=', userId).execute();
  return user?.last_signed_in_at ?? null;
}

/**
 * Inserts a user.
 * @returns false when the e-mail is already taken (unique constraint), true otherwise
 */
export async function insertUser(db: Kysely<Database>, user: UserRow): Promise<boolean> {
  const result = await db
    .insertInto('users')
    .values(user)
    .onConflict((conflict) => conflict.column('email').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * Sets a user's display name (the `username` column) and `updated_at` (ISO-8601).
 * @returns the updated row, or undefined when no user has this id
 */
export function updateUsername(
  db: Kysely<Database>,
  userId: string,
  username: string,
  updatedAt: string,
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({ username, updated_at: updatedAt })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirst();
}

/** Sets a new password hash and `updated_at` (ISO-8601). */
export async function updatePasswordHash(db: Executor, userId: string, passwordHash: string, at: string) {
  await db.updateTable('users').set({ password_hash: passwordHash, updated_at: at }).where('id', '=', userId).execute();
}

/**
 * Marks the address `email` of `userId` verified at `at` (ISO-8601), and makes the account
 * administrator when `isAdmin`.
 * @returns false when the account no longer has this address (nothing changed)
 */
export async function markEmailVerified(
  db: Executor,
  user: { id: string; email: string },
  at: string,
  isAdmin: boolean,
): Promise<boolean> {
  const verified = await db
    .updateTable('users')
    .set({ email_verified_at: at, ...(isAdmin ? { role: 'admin' as const } : {}) })
    .where('id', '=', user.id)
    .where('email', '=', user.email)
    .executeTakeFirst();
  return Number(verified.numUpdatedRows) === 1;
}

/**
 * Gives `userId` the address `email`, verified at `at` (ISO-8601), and makes the account
 * administrator when `isAdmin`.
 */
export async function changeEmail(db: Executor, userId: string, email: string, at: string, isAdmin: boolean) {
  await db
    .updateTable('users')
    .set({ email, email_verified_at: at, updated_at: at, ...(isAdmin ? { role: 'admin' as const } : {}) })
    .where('id', '=', userId)
    .execute();
}

/** Makes the account administrator. */
export async function makeAdministrator(db: Executor, userId: string): Promise<void> {
  await db.updateTable('users').set({ role: 'admin' }).where('id', '=', userId).execute();
}

/** Deletes the account's row; ON DELETE CASCADE takes everything keyed to it. */
export async function deleteUser(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', userId).execute();
}
