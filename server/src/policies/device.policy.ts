/**
 * A user's signed-in devices (docs/decisions/005): each live session of theirs is one device,
 * named by a digest of its session id, never the id itself, so a list of devices cannot be turned
 * into a cookie. The `device` gate hands a route the user's own session that the address names.
 */
import { createHash } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { ACCOUNT_SECURITY_MESSAGES } from '@heirloom/common/contracts/account-security';
import type { Database, SessionsTable } from '../db/tables';
import { AppError } from '../lib/app-error';
import { signedInGate } from './access-gate';

export type DeviceSession = Selectable<SessionsTable>;

/** The public id of a session's device (32 hex characters of a SHA-256 of the session id). */
export const deviceIdOf = (sessionId: string) =>
  createHash('sha256').update(`device:${sessionId}`).digest('hex').slice(0, 32);

/** The user's sessions that have not expired at `now` (ISO-8601), the most recently active first. */
export function listLiveSessions(db: Kysely<Database>, userId: string, now: string): Promise<DeviceSession[]> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy((order) => order.fn.coalesce('last_active_at', 'created_at'), 'desc')
    .execute();
}

/**
 * The live session of `userId` whose device id is `deviceId`.
 * @param now ISO-8601; a session that expired by then is no device
 * @throws AppError 'not_found' when the user has no such device
 */
export async function authorizeDevice(
  db: Kysely<Database>,
  userId: string,
  deviceId: string,
  now: string,
): Promise<DeviceSession> {
  const sessions = await listLiveSessions(db, userId, now);
  const session = sessions.find((candidate) => deviceIdOf(candidate.id) === deviceId);
  if (!session) throw new AppError('not_found', ACCOUNT_SECURITY_MESSAGES.deviceNotFound);
  return session;
}

/** The gate of `device` (access-gate.ts): the caller's own live session that device `:id` names. */
export const deviceGates = {
  device: signedInGate(['id'], ({ db, clock }, { user, params }) =>
    authorizeDevice(db, user.id, params.id, clock.now().toISOString()),
  ),
};
