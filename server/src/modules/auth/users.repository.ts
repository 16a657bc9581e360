/** SQL for the users table. */
import type { Kysely, Selectable } from 'kysely';
import type { Database, UsersTable } from '../../db/tables';

export type UserRow = Selectable<UsersTable>;

/** Finds a user by lower-cased e-mail. */
export function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
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
