/** SQL for the sessions table. */
import type { Kysely, Selectable, Transaction } from 'kysely';
import { preparedQuery } from '../../db/prepared-query';
import type { Database, SessionsTable } from '../../db/tables';
import type { UserRow } from './users.repository';

type Executor = Kysely<Database> | Transaction<Database>;
export type SessionRow = Selectable<SessionsTable>;

/** Stores a new session. */
export async function insertSession(db: Executor, session: SessionRow): Promise<void> {
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
      'sessions.last_active_at',
      'users.id',
      'users.email',
      'users.username',
      'users.role',
      'users.email_verified_at',
    ])
    .where('sessions.id', '=', sessionId),
);

/**
 * Finds a session's expiry, last activity and its user by session id (the token's SHA-256).
 * @returns `expiresAt` and `lastActiveAt` as ISO 8601 strings and the user's public columns; undefined for no session
 */
export async function findSessionWithUser(
  db: Kysely<Database>,
  sessionId: string,
): Promise<{ expiresAt: string; lastActiveAt: string | null; user: SessionUser } | undefined> {
  const [row] = await selectSessionWithUser(db, sessionId);
  if (!row) return undefined;
  const { expires_at, last_active_at, ...user } = row;
  return { expiresAt: expires_at, lastActiveAt: last_active_at, user };
}

/** Records a session's last activity (ISO-8601) and, when given, moves its expiry (sliding expiration). */
export async function updateSessionActivity(
  db: Kysely<Database>,
  sessionId: string,
  lastActiveAt: string,
  expiresAt?: string,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_active_at: lastActiveAt, ...(expiresAt ? { expires_at: expiresAt } : {}) })
    .where('id', '=', sessionId)
    .execute();
}

/** Deletes a session; deleting one that does not exist is not an error (sign-out is idempotent). */
export async function deleteSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

/** Deletes every session of the user but one. @returns how many were deleted */
export async function deleteSessionsExcept(db: Executor, userId: string, keptSessionId: string): Promise<number> {
  const deleted = await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('id', '!=', keptSessionId)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/** Deletes every session of the user (each of their devices is signed out). */
export async function deleteSessionsOf(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
