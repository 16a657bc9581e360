/** SQL for the sessions table. */
import type { Kysely, Selectable } from 'kysely';
import { preparedQuery } from '../../db/prepared-query';
import type { Database, SessionsTable } from '../../db/tables';
import type { UserRow } from './users.repository';

export type SessionRow = Selectable<SessionsTable>;

/** Stores a new session. */
export async function insertSession(db: Kysely<Database>, session: SessionRow): Promise<void> {
  await db.insertInto('sessions').values(session).execute();
}

/** The user columns a signed-in request needs (request.user), never the password hash. */
export type SessionUser = Pick<UserRow, 'id' | 'email' | 'username' | 'role' | 'email_verified_at'>;

/** Only what one signed-in request reads; compiled once (every API call runs it). */
const selectSessionWithUser = preparedQuery((db, sessionId: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.expires_at',
      'users.id',
      'users.email',
      'users.username',
      'users.role',
      'users.email_verified_at',
    ])
    .where('sessions.id', '=', sessionId),
);

/**
 * Finds a session's expiry and its user by session id (the token's SHA-256).
 * @returns `expiresAt` as an ISO 8601 string and the user's public columns; undefined for no session
 */
export async function findSessionWithUser(
  db: Kysely<Database>,
  sessionId: string,
): Promise<{ expiresAt: string; user: SessionUser } | undefined> {
  const [row] = await selectSessionWithUser(db, sessionId);
  if (!row) return undefined;
  const { expires_at, ...user } = row;
  return { expiresAt: expires_at, user };
}

/** Moves a session's expiry (sliding expiration). */
export async function updateSessionExpiry(db: Kysely<Database>, sessionId: string, expiresAt: string): Promise<void> {
  await db.updateTable('sessions').set({ expires_at: expiresAt }).where('id', '=', sessionId).execute();
}

/** Deletes a session; deleting one that does not exist is not an error (sign-out is idempotent). */
export async function deleteSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}
