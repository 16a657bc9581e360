/**
 * The signed-in devices of /settings: every live session of the user with the browser and mobile
 * hint of its sign-in (docs/product/api-conventions.md "Generic request helper"), when it signed in
 * and was last active (to within five minutes, auth.service.ts), and which one is this device. A
 * device is named by a digest of its session id (policies/device.policy.ts), never the id itself.
 */
import type { Kysely } from 'kysely';
import { ACCOUNT_SECURITY_MESSAGES, type SignedInDevice } from '@heirloom/common/contracts/account-security';
import type { Database } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { deviceIdOf, listLiveSessions, type DeviceSession } from '../../policies/device.policy';
import { deleteSession, deleteSessionsExcept } from './sessions.repository';

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
 * Signs out one of the user's other devices (the `device` gate found it among theirs).
 * @throws AppError 'invalid' for this device (Sign out does that)
 */
export async function signOutDevice(deps: DeviceDependencies, device: DeviceSession, currentSessionId: string) {
  if (device.id === currentSessionId) throw new AppError('invalid', ACCOUNT_SECURITY_MESSAGES.thisDevice);
  await deleteSession(deps.db, device.id);
}
