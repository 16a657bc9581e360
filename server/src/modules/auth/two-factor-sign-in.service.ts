/**
 * The code step of sign-in (docs/product/accounts-and-sessions.md "Two-factor sign-in"; the
 * password step stays POST /api/auth/signin): a right password for an account with two-factor on
 * opens a challenge instead of a session — a 256-bit token in an HttpOnly cookie, only its SHA-256
 * stored with the user and the sign-in's device, for TWO_FACTOR_CHALLENGE_MINUTES. POST
 * /api/auth/signin/two-factor then completes it with a TOTP or recovery code: wrong codes are
 * throttled per account and per network address (apart from wrong passwords, so a right password
 * never resets them), and an authenticator code used already is named as such, so the person waits
 * for the next one; a challenge works once.
 */
import type { Kysely } from 'kysely';
import { SYSTEM_SETTINGS_MESSAGES } from '@heirloom/common/contracts/admin';
import { ACCOUNT_SECURITY_MESSAGES, TWO_FACTOR_CHALLENGE_MINUTES } from '@heirloom/common/contracts/account-security';
import type { Database } from '../../db/tables';
import { createAccessToken, hashAccessToken } from '../../lib/access-tokens';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { SignInThrottle } from './auth.throttle';
import { issueSession, sessionIdOf, type DeviceHint, type IssuedSession, type SignInHook } from './session-issuer';
import { deleteSession } from './sessions.repository';
import { deleteChallenge, findChallenge, insertChallenge } from './two-factor.repository';
import { acceptTwoFactorCode, type TwoFactorDependencies } from './two-factor.service';
import { getUserById, isSuspended } from './users.repository';

/** A challenge as handed to the route: the token goes to the cookie, never to the database. */
export interface TwoFactorChallengeTicket {
  token: string;
  expiresAt: Date;
}

/** Opens a challenge for `userId` signing in on `device`; it lasts TWO_FACTOR_CHALLENGE_MINUTES. */
export async function openTwoFactorChallenge(
  deps: { db: Kysely<Database>; clock: Clock },
  userId: string,
  device: DeviceHint,
): Promise<TwoFactorChallengeTicket> {
  const token = createAccessToken();
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + TWO_FACTOR_CHALLENGE_MINUTES * 60_000);
  const challenge = {
    id: hashAccessToken(token),
    user_id: userId,
    browser: device.browser,
    is_mobile: device.mobile ? 1 : 0,
    expires_at: expiresAt.toISOString(),
  };
  await insertChallenge(deps.db, challenge, now.toISOString());
  return { token, expiresAt };
}

/**
 * Completes a sign-in waiting for its code and opens the session.
 * @param challengeToken the challenge cookie's token, if the browser sent one
 * @param previousToken the caller's current session token, ended so the session id changes
 * @throws AppError 'not_found' without a challenge (or one used already), 'gone' when it expired,
 *   'too_many_requests' (seconds to wait) over the limit, 'unauthenticated' for a wrong code, or
 *   for an authenticator code already used (its message says to wait for the next code; both count
 *   against the throttle)
 */
export async function completeTwoFactorSignIn(
  deps: TwoFactorDependencies & { twoFactorThrottle: SignInThrottle; onSignedIn: SignInHook },
  input: { challengeToken?: string; code: string; address: string },
  previousToken?: string,
): Promise<IssuedSession> {
  const id = input.challengeToken ? hashAccessToken(input.challengeToken) : undefined;
  const challenge = id ? await findChallenge(deps.db, id) : undefined;
  if (!id || !challenge) throw new AppError('not_found', ACCOUNT_SECURITY_MESSAGES.challengeMissing);
  if (challenge.expires_at <= deps.clock.now().toISOString()) {
    await deleteChallenge(deps.db, id);
    throw new AppError('gone', ACCOUNT_SECURITY_MESSAGES.challengeExpired);
  }
  const throttle = deps.twoFactorThrottle;
  const waitSeconds = await throttle.secondsUntilAllowed(challenge.user_id, input.address);
  if (waitSeconds > 0)
    throw new AppError('too_many_requests', ACCOUNT_SECURITY_MESSAGES.tooManyAttempts(waitSeconds), waitSeconds);
  const check = await acceptTwoFactorCode(deps, challenge.user_id, input.code);
  if (check !== 'accepted') {
    await throttle.recordFailure(challenge.user_id, input.address);
    const message = check === 'reused' ? ACCOUNT_SECURITY_MESSAGES.codeReused : ACCOUNT_SECURITY_MESSAGES.wrongCode;
    throw new AppError('unauthenticated', message);
  }
  if (!(await deleteChallenge(deps.db, id)))
    throw new AppError('not_found', ACCOUNT_SECURITY_MESSAGES.challengeMissing);
  // Suspended between the password and the code (the gate checks the password step only).
  if (await isSuspended(deps.db, challenge.user_id))
    throw new AppError('forbidden', SYSTEM_SETTINGS_MESSAGES.suspended);
  await throttle.forgetAccount(challenge.user_id);
  if (previousToken) await deleteSession(deps.db, sessionIdOf(previousToken));
  const user = await getUserById(deps.db, challenge.user_id);
  return issueSession(deps, user, {
    browser: challenge.browser as DeviceHint['browser'],
    mobile: challenge.is_mobile === 1,
  });
}
