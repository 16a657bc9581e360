/**
 * The sign-up and sign-in calls of SPEC.md §7, with the failure texts of §8.
 */
import type { TwoFactorChallenge } from '@heirloom/common/contracts/account-security';
import type { SignInRequest, SignUpRequest, User } from '@heirloom/common/contracts/auth';
import { ApiError, apiRequest, fetchCsrfToken } from '../../lib/api';
import { deviceHintHeaders } from '../../lib/device';

/**
 * POST /api/auth/signup with an explicit CSRF token (SPEC.md §7).
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
  const response = await fetch('/api/auth/signup', {
    method: 'POST',
    headers: { ...deviceHintHeaders(), 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken },
    body: JSON.stringify(payload),
    credentials: 'include',
  });
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  if (!response.ok) throw new Error(body.message || 'Signup failed');
  return body as User;
}

/** What a sign-in answers: the user, or (two-factor on, 202) that a code is needed (issue 13 item 2). */
export type SignInAnswer = User | TwoFactorChallenge;

/** Whether a sign-in waits for its two-factor code. */
export const isTwoFactorChallenge = (answer: SignInAnswer): answer is TwoFactorChallenge =>
  'twoFactorRequired' in answer && answer.twoFactorRequired;

/** Calls `path` through the shared helper, failing with the server's own sentence. */
async function callAuth<T>(path: string, payload: unknown): Promise<T> {
  try {
    return await apiRequest<T>('POST', path, payload);
  } catch (error) {
    if (error instanceof ApiError && error.serverMessage) throw new Error(error.serverMessage);
    throw error;
  }
}

/**
 * POST /api/auth/signin through the shared request helper (SPEC.md §7).
 * @returns the user, or the two-factor challenge (202) when the account asks for a code
 * @throws Error with the server's message when sign-in is refused
 */
export const requestSignIn = (payload: SignInRequest) => callAuth<SignInAnswer>('/api/auth/signin', payload);

/**
 * POST /api/auth/signin/two-factor: finishes a sign-in with a code from the app or a recovery code.
 * @throws ApiError (404 or 410: start again with the password; 401 wrong code; 429 wait)
 */
export const requestTwoFactorSignIn = (code: string) =>
  apiRequest<User>('POST', '/api/auth/signin/two-factor', { code });

/**
 * Where to go after signing in (SPEC.md §4): returnUrl if given, else /checkout?plan={plan},
 * else /dashboard. Only same-site paths are followed, so a link cannot send users elsewhere.
 */
export function redirectTargetAfterAuth(options: { returnUrl?: string; plan?: string }): string {
  const { returnUrl, plan } = options;
  if (returnUrl && returnUrl.startsWith('/') && !returnUrl.startsWith('//')) return returnUrl;
  if (plan) return `/checkout?plan=${encodeURIComponent(plan)}`;
  return '/dashboard';
}
