/**
 * A session for an account opened without its password, for the demo family
 * (docs/decisions/014-demo-family.md): the visitor's "Try it with a sample family", and the daily
 * job that fills a new demo account through the API. The demo module decides which account; this
 * file only opens and ends sessions the way sign-in does (a new token every time, only its SHA-256
 * stored).
 */
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { User } from '@heirloom/common/contracts/auth';
import type { Database } from '../../db/tables';
import type { Clock } from '../../lib/clock';
import { presentUser } from './auth.presenter';
import { issueSession, sessionIdOf, type DeviceHint } from './session-issuer';
import { deleteSession } from './sessions.repository';
import { SESSION_COOKIE_NAME, setSessionCookie } from './session-cookie';
import { findUserById } from './users.repository';

export interface PasswordFreeSessionDependencies {
  db: Kysely<Database>;
  clock: Clock;
}

/**
 * Opens a session of the account `userId` on `device`.
 * @returns the cookie's token, its expiry and the user; undefined when no account has this id
 */
export async function issueSessionWithoutPassword(
  deps: PasswordFreeSessionDependencies,
  userId: string,
  device: DeviceHint,
): Promise<{ token: string; expiresAt: Date; user: User } | undefined> {
  const row = await findUserById(deps.db, userId);
  if (!row) return undefined;
  const session = await issueSession(deps, row, device);
  return { token: session.token, expiresAt: session.expiresAt, user: presentUser(row) };
}

/**
 * Signs the caller in to `userId` on this reply: ends the session of the request's cookie (the id
 * changes, as at every sign-in), opens a new one and sets its cookies.
 * @returns the user; undefined when no account has this id (nothing changed)
 */
export async function signInWithoutPassword(
  deps: PasswordFreeSessionDependencies & { isSecureCookie: boolean },
  previousToken: string | undefined,
  reply: FastifyReply,
  userId: string,
  device: DeviceHint,
): Promise<User | undefined> {
  const session = await issueSessionWithoutPassword(deps, userId, device);
  if (!session) return undefined;
  if (previousToken) await deleteSession(deps.db, sessionIdOf(previousToken));
  setSessionCookie(reply, session.token, session.expiresAt, deps.isSecureCookie);
  return session.user;
}

/** The session cookie's name, for the caller to read the previous token from `request.cookies`. */
export { SESSION_COOKIE_NAME };
