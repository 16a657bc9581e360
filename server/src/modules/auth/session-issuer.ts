/**
 * Opening a session (OWASP Session Management Cheat Sheet): a 256-bit random token for the cookie,
 * only its SHA-256 stored as the session's id, with the device hint of the sign-in (`browser` and
 * `mobile`, docs/product/api-conventions.md "Generic request helper") for the devices list. Used by
 * sign-up, sign-in and sign-in's code step.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Browser } from '@heirloom/common/contracts/auth';
import type { Database } from '../../db/tables';
import type { Clock } from '../../lib/clock';
import { insertSession } from './sessions.repository';
import type { UserRow } from './users.repository';

/** A session lives 30 days and is extended when less than 15 days are left, in ms. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export interface DeviceHint {
  browser: Browser;
  mobile: boolean;
}

/** A new session: the token goes to the cookie, never to the database. */
export interface IssuedSession {
  token: string;
  expiresAt: Date;
  user: UserRow;
}

/** The session id stored for a cookie's token (SHA-256, hex). */
export const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Opens a session of `user` on `device`, valid SESSION_LIFETIME_MS from now. */
export async function issueSession(
  deps: { db: Kysely<Database>; clock: Clock },
  user: UserRow,
  device: DeviceHint,
): Promise<IssuedSession> {
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await insertSession(deps.db, {
    id: sessionIdOf(token),
    user_id: user.id,
    created_at: now.toISOString(),
    expires_at: expiresAt.toISOString(),
    browser: device.browser,
    is_mobile: device.mobile ? 1 : 0,
    last_active_at: now.toISOString(),
  });
  return { token, expiresAt, user };
}
