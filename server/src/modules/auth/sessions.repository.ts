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

/** The session and user columns one signed-in request reads; compiled once (every API call runs it). */
const selectSessionWithUser = preparedQuery((db, sessionId: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as session_id',
      'sessions.created_at as session_created_at',
      'sessions.expires_at',
      'sessions.browser',
      'sessions.is_mobile',
      'users.id',
      'users.email',
      'users.username',
      'users.password_hash',
      'users.role',
      'users.created_at',
      'users.updated_at',
    ])
    .where('sessions.id', '=', sessionId),
);

/** Finds a session and its user by session id (the token's SHA-256). */
export async function findSessionWithUser(
  db: Kysely<Database>,
  sessionId: string,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const [row] = await selectSessionWithUser(db, sessionId);
  if (!row) return undefined;
  const { session_id, session_created_at, expires_at, browser, is_mobile, ...user } = row;
  return {
    session: { id: session_id, user_id: user.id, created_at: session_created_at, expires_at, browser, is_mobile },
    user,
  };
}

/** Moves a session's expiry (sliding expiration). */
export async function updateSessionExpiry(db: Kysely<Database>, sessionId: string, expiresAt: string): Promise<void> {
  await db.updateTable('sessions').set({ expires_at: expiresAt }).where('id', '=', sessionId).execute();
}

/** Deletes a session; deleting one that does not exist is not an error (sign-out is idempotent). */
export async function deleteSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}
