/**
 * Opening a session (OWASP Session Management Cheat Sheet): a 256-bit random token for the cookie,
 * only its SHA-256 stored as the session's id, with the device hint of the sign-in (`browser` and
 * `mobile`, docs/product/api-conventions.md "Generic request helper") for the devices list. Used by
 * sign-up, sign-in and sign-in's code step. Each records the account's sign-in and hands the one
 * before it to `onSignedIn` in the same transaction (the messages module's "Still right?" after a
 * long absence, docs/product/messages-and-delivery.md).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Browser } from '@heirloom/common/contracts/auth';
import type { Database } from '../../db/tables';
import type { Clock } from '../../lib/clock';
import { insertSession } from './sessions.repository';
import { recordSignIn, type UserRow } from './users.repository';

/** A session lives 30 days and is extended when less than 15 days are left, in ms. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export interface DeviceHint {
  browser: Browser;
  mobile: boolean;
}

/** A sign-in as `onSignedIn` hears of it: the account, its previous sign-in (ISO-8601, or null) and this one's time. */
export interface SignIn {
  userId: string;
  previousSignInAt: string | null;
  at: string;
}

/** What another module does, in the sign-in's transaction, when an account signs in (module options). */
export type SignInHook = (trx: Transaction<Database>, signIn: SignIn) => Promise<void>;

/** A new session: the token goes to the cookie, never to the database. */
export interface IssuedSession {
  token: string;
  expiresAt: Date;
  user: UserRow;
}

/** The session id stored for a cookie's token (SHA-256, hex). */
export const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Opens a session of `user` on `device`, valid SESSION_LIFETIME_MS from now, records the sign-in and
 * calls `deps.onSignedIn` (when given; the demo family's password-free sessions have none), all in
 * one transaction.
 */
export async function issueSession(
  deps: { db: Kysely<Database>; clock: Clock; onSignedIn?: SignInHook },
  user: UserRow,
  device: DeviceHint,
): Promise<IssuedSession> {
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  const at = now.toISOString();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await deps.db.transaction().execute(async (trx) => {
    const previousSignInAt = await recordSignIn(trx, user.id, at);
    await insertSession(trx, {
      id: sessionIdOf(token),
      user_id: user.id,
      created_at: at,
      expires_at: expiresAt.toISOString(),
      browser: device.browser,
      is_mobile: device.mobile ? 1 : 0,
      last_active_at: at,
    });
    await deps.onSignedIn?.(trx, { userId: user.id, previousSignInAt, at });
  });
  return { token, expiresAt, user };
}
