/**
 * Accounts and sessions (docs/product/accounts-and-sessions.md "Session states" and "Sign-up and
 * sign-in payloads"). Knows nothing of HTTP: the routes hand it plain values and cookies' tokens.
 *
 * Sessions follow the OWASP Session Management Cheat Sheet: a 256-bit random token in an HttpOnly
 * cookie, only its SHA-256 stored, a new token at every sign-in, sliding expiry.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { HeadlineAttribution } from '@heirloom/common/contracts/site-analytics';
import { deriveUsername } from '@heirloom/common/utils/username';
import type { Database } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { issueVerificationLink, type AccountLinkDependencies } from './account-links.service';
import type { AuthThrottle } from './auth.throttle';
import { hashPassword, verifyPassword } from '../../lib/password';
import {
  issueSession,
  sessionIdOf,
  SESSION_LIFETIME_MS,
  type DeviceHint,
  type IssuedSession,
  type SignInHook,
} from './session-issuer';
import { deleteSession, findSessionWithUser, updateSessionActivity, type SessionUser } from './sessions.repository';
import { openTwoFactorChallenge, type TwoFactorChallengeTicket } from './two-factor-sign-in.service';
import { isTwoFactorEnabled } from './two-factor.service';
import { findUserByEmail, insertUser, type UserRow } from './users.repository';

export { SESSION_LIFETIME_MS, type DeviceHint, type IssuedSession };

const SESSION_RENEW_BEFORE_MS = 15 * 24 * 60 * 60 * 1000;
/** How stale a session's last activity may get before a request records it again, in ms (5 minutes). */
const ACTIVITY_PRECISION_MS = 5 * 60 * 1000;

export const AUTH_ERRORS = {
  emailTaken: 'An account with this email already exists. Sign in instead.',
  badCredentials: 'The email or password is incorrect.',
  tooManyAttempts: (seconds: number) =>
    `Too many sign-in attempts. Please wait ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''} and try again.`,
  tooManySignUps: (seconds: number) =>
    `Too many sign-up attempts. Please wait ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''} and try again.`,
} as const;

/** What resolving a session needs (the session plugin has no throttle). */
export interface SessionDependencies {
  db: Kysely<Database>;
  clock: Clock;
  /** Lower-cased e-mail of the admin account (docs/product/roles-and-access.md "Administrator"). */
  adminEmail?: string;
  /**
   * True in production: ADMIN_EMAIL alone grants nothing; the account claims the role with the
   * logged one-time token (admin-setup.service.ts).
   */
  isAdminProofRequired: boolean;
}

export interface AuthDependencies extends SessionDependencies {
  /** Sign-in's throttle; sign-up's is `throttle.signUp`. */
  throttle: AuthThrottle;
  /** Verification links. */
  links: AccountLinkDependencies;
  /** Sign-up e-mails the verification link at once (config.isVerificationSentAtSignUp). */
  isVerificationSentAtSignUp: boolean;
  /** Counts a sign-up for the home headline variant it carried, in the sign-up's transaction (modules/site-analytics). */
  recordHeadlineSignUp: (trx: Transaction<Database>, attribution: HeadlineAttribution) => Promise<void>;
  /** Told of every sign-in, in its transaction (session-issuer.ts). */
  onSignedIn: SignInHook;
}

/** Whether ADMIN_EMAIL alone makes `email`'s account administrator (outside production). */
const isAdminByEmail = (deps: SessionDependencies, email: string) =>
  !deps.isAdminProofRequired && deps.adminEmail === email;

/**
 * Creates an account, e-mails its verification link when configured and counts the home headline
 * variant it carried (both in the same transaction) and signs it in; it is usable before the
 * address is verified. The username is the e-mail's local part
 * (docs/product/accounts-and-sessions.md "Username"). Refused sign-ups (e-mail taken) are throttled
 * per e-mail and per network address, checked before any hash is computed (they reveal that an
 * account exists).
 * @param previousToken the caller's current session token, ended so the session id changes
 * @throws AppError 'too_many_requests' (with seconds to wait), or 'conflict' when the e-mail
 *   already has an account
 */
export async function signUp(
  deps: AuthDependencies,
  input: { email: string; password: string; address: string; headline?: HeadlineAttribution } & DeviceHint,
  previousToken?: string,
): Promise<IssuedSession> {
  const waitSeconds = await deps.throttle.signUp.secondsUntilAllowed(input.email, input.address);
  if (waitSeconds > 0) throw new AppError('too_many_requests', AUTH_ERRORS.tooManySignUps(waitSeconds), waitSeconds);
  const now = deps.clock.now().toISOString();
  const user: UserRow = {
    id: randomUUID(),
    email: input.email,
    username: deriveUsername(input.email),
    password_hash: await hashPassword(input.password),
    role: isAdminByEmail(deps, input.email) ? 'admin' : 'user',
    created_at: now,
    updated_at: now,
    email_verified_at: null,
    last_signed_in_at: null,
  };
  const isCreated = await deps.db.transaction().execute(async (trx) => {
    if (!(await insertUser(trx, user))) return false;
    if (deps.isVerificationSentAtSignUp) await issueVerificationLink(deps.links, trx, user);
    if (input.headline) await deps.recordHeadlineSignUp(trx, input.headline);
    return true;
  });
  if (!isCreated) {
    await deps.throttle.signUp.recordFailure(input.email, input.address);
    throw new AppError('conflict', AUTH_ERRORS.emailTaken);
  }
  if (previousToken) await signOut(deps, previousToken);
  return issueSession(deps, user, input);
}

/** What a right password leads to: a session, or (two-factor on) the code step. */
export type SignInOutcome =
  { kind: 'session'; session: IssuedSession } | { kind: 'two-factor'; challenge: TwoFactorChallengeTicket };

/**
 * Checks credentials and opens a new session, or, when the account has two-factor sign-in on, a
 * five-minute challenge that POST /api/auth/signin/two-factor completes with a code
 * (two-factor-sign-in.service.ts). Throttled per account and per address before any hash is
 * computed; an unknown e-mail and a wrong password get the same answer.
 * @throws AppError 'too_many_requests' (with seconds to wait) or 'unauthenticated'
 */
export async function signIn(
  deps: AuthDependencies,
  input: { email: string; password: string; address: string } & DeviceHint,
  previousToken?: string,
): Promise<SignInOutcome> {
  const waitSeconds = await deps.throttle.secondsUntilAllowed(input.email, input.address);
  if (waitSeconds > 0) throw new AppError('too_many_requests', AUTH_ERRORS.tooManyAttempts(waitSeconds), waitSeconds);
  const user = await findUserByEmail(deps.db, input.email);
  if (!(await verifyPassword(user?.password_hash, input.password)) || !user) {
    await deps.throttle.recordFailure(input.email, input.address);
    throw new AppError('unauthenticated', AUTH_ERRORS.badCredentials);
  }
  await deps.throttle.forgetAccount(input.email);
  if (await isTwoFactorEnabled(deps.db, user.id)) {
    return { kind: 'two-factor', challenge: await openTwoFactorChallenge(deps, user.id, input) };
  }
  if (previousToken) await signOut(deps, previousToken);
  return { kind: 'session', session: await issueSession(deps, user, input) };
}

/**
 * Finds the user of a session token; extends the session when it is past half its life.
 * @returns the user and, when extended, the new expiry for the cookie; undefined for no valid session
 */
export async function resolveSession(
  deps: SessionDependencies,
  token: string,
): Promise<{ user: SessionUser; renewedUntil?: Date } | undefined> {
  const sessionId = sessionIdOf(token);
  const found = await findSessionWithUser(deps.db, sessionId);
  if (!found) return undefined;
  const now = deps.clock.now().getTime();
  const expiresAt = Date.parse(found.expiresAt);
  if (expiresAt <= now) {
    await deleteSession(deps.db, sessionId);
    return undefined;
  }
  const role = isAdminByEmail(deps, found.user.email) ? 'admin' : found.user.role;
  const user = { ...found.user, role };
  const isRenewed = expiresAt - now <= SESSION_RENEW_BEFORE_MS;
  const renewedUntil = isRenewed ? new Date(now + SESSION_LIFETIME_MS) : undefined;
  const lastActive = found.lastActiveAt ? Date.parse(found.lastActiveAt) : 0;
  // The devices list shows activity to within ACTIVITY_PRECISION_MS: not a write per request.
  if (renewedUntil || now - lastActive >= ACTIVITY_PRECISION_MS) {
    await updateSessionActivity(deps.db, sessionId, new Date(now).toISOString(), renewedUntil?.toISOString());
  }
  return renewedUntil ? { user, renewedUntil } : { user };
}

/** Ends the session of a token; an unknown token is not an error. */
export async function signOut(deps: AuthDependencies, token: string): Promise<void> {
  await deleteSession(deps.db, sessionIdOf(token));
}
