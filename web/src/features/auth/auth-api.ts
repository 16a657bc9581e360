/**
 * The sign-up and sign-in calls (common/src/routes/auth.ts), with the failure texts the dialog shows.
 */
import type { TwoFactorChallenge } from '@heirloom/common/contracts/account-security';
import type { SignUpRequest, SignInRequest, User } from '@heirloom/common/contracts/auth';
import { routePath, type RouteAnswer } from '@heirloom/common/routes/define-route';
import { authRoutes } from '@heirloom/common/routes/auth';
import { ApiError, fetchCsrfToken } from '../../lib/api';
import { callRoute } from '../../lib/api-client';
import { deviceHintHeaders } from '../../lib/device';

/**
 * Creates an account and signs in, with an explicit CSRF token.
 * @throws Error "Failed to fetch CSRF token" when the token cannot be had; Error with the server's
 *   message (or "Signup failed") when the account is refused
 */
export async function requestSignUp(payload: SignUpRequest): Promise<User> {
  let csrfToken: string;
  try {
    csrfToken = await fetchCsrfToken();
  } catch {
    throw new Error('Failed to fetch CSRF token');
  }
  const response = await fetch(routePath(authRoutes.signUp), {
    method: authRoutes.signUp.method,
    headers: { ...deviceHintHeaders(), 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken },
    body: JSON.stringify(payload),
    credentials: 'include',
  });
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  if (!response.ok) throw new Error(body.message || 'Signup failed');
  return body as User;
}

/** What a sign-in answers: the user, or (two-factor on, 202) that a code is needed. */
export type SignInAnswer = RouteAnswer<typeof authRoutes.signIn>;

/** Whether a sign-in waits for its two-factor code. */
export const isTwoFactorChallenge = (answer: SignInAnswer): answer is TwoFactorChallenge =>
  'twoFactorRequired' in answer && answer.twoFactorRequired;

/**
 * Signs in through the shared request helper.
 * @returns the user, or the two-factor challenge (202) when the account asks for a code
 * @throws Error with the server's message when sign-in is refused
 */
export async function requestSignIn(payload: SignInRequest): Promise<SignInAnswer> {
  try {
    return await callRoute(authRoutes.signIn, { body: payload });
  } catch (error) {
    if (error instanceof ApiError && error.serverMessage) throw new Error(error.serverMessage);
    throw error;
  }
}

/**
 * Finishes a sign-in with a code from the app or a recovery code.
 * @throws ApiError (404 or 410: start again with the password; 401 wrong code; 429 wait)
 */
export const requestTwoFactorSignIn = (code: string) => callRoute(authRoutes.signInTwoFactor, { body: { code } });
/**
 * Where to go after signing in (docs/product/accounts-and-sessions.md "Redirect after auth"):
 * returnUrl if given, else /checkout?plan={plan}, else /dashboard. Only same-site paths are
 * followed, so a link cannot send users elsewhere.
 */
export function redirectTargetAfterAuth(options: { returnUrl?: string; plan?: string }): string {
  const { returnUrl, plan } = options;
  if (returnUrl && returnUrl.startsWith('/') && !returnUrl.startsWith('//')) return returnUrl;
  if (plan) return `/checkout?plan=${encodeURIComponent(plan)}`;
  return '/dashboard';
}
