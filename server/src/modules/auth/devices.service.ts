/**
 * The signed-in devices of /settings (issue 13 item 2): every live session of the user with the
 * browser and mobile hint of its sign-in (SPEC.md §7), when it signed in and was last active (to
 * within five minutes, auth.service.ts), and which one is this device. A device is named by a
 * digest of its session id, never the id itself, so the list cannot be turned into a cookie.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ACCOUNT_SECURITY_MESSAGES, type SignedInDevice } from '@heirloom/common/contracts/account-security';
import type { Database } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { deleteSession, deleteSessionsExcept, listLiveSessions } from './sessions.repository';

/** The public id of a session's device (32 hex characters of a SHA-256 of the session id). */
const deviceIdOf = (sessionId: string) => createHash('sha256').update(`device:${sessionId}`).digest('hex').slice(0, 32);

interface DeviceDependencies {
  db: Kysely<Database>;
  clock: Clock;
}

/** The user's devices, the most recently active first. */
export async function listDevices(
  deps: DeviceDependencies,
  userId: string,
  currentSessionId: string,
): Promise<SignedInDevice[]> {
  const sessions = await listLiveSessions(deps.db, userId, deps.clock.now().toISOString());
  return sessions.map((session) => ({
    id: deviceIdOf(session.id),
    browser: session.browser,
    isMobile: session.is_mobile === 1,
    signedInAt: session.created_at,
    lastActiveAt: session.last_active_at ?? session.created_at,
    isCurrent: session.id === currentSessionId,
  }));
}

/** "Sign out everywhere else". @returns how many devices were signed out */
export function signOutOtherDevices(deps: DeviceDependencies, userId: string, currentSessionId: string) {
  return deleteSessionsExcept(deps.db, userId, currentSessionId);
}

/**
 * Signs out one of the user's other devices.
 * @throws AppError 'not_found' when the user has no such device, 'invalid' for this device (Sign out does that)
 */
export async function signOutDevice(
  deps: DeviceDependencies,
  userId: string,
  currentSessionId: string,
  deviceId: string,
): Promise<void> {
  const sessions = await listLiveSessions(deps.db, userId, deps.clock.now().toISOString());
  const session = sessions.find((candidate) => deviceIdOf(candidate.id) === deviceId);
  if (!session) throw new AppError('not_found', ACCOUNT_SECURITY_MESSAGES.deviceNotFound);
  if (session.id === currentSessionId) throw new AppError('invalid', ACCOUNT_SECURITY_MESSAGES.thisDevice);
  await deleteSession(deps.db, session.id);
}
