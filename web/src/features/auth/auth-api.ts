/**
 * The sign-up and sign-in calls of SPEC.md §7, with the failure texts of §8.
 */
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

/**
 * POST /api/auth/signin through the shared request helper (SPEC.md §7).
 * @throws Error with the server's message when sign-in is refused
 */
export async function requestSignIn(payload: SignInRequest): Promise<User> {
  try {
    return await apiRequest<User>('POST', '/api/auth/signin', payload);
  } catch (error) {
    if (error instanceof ApiError && error.serverMessage) throw new Error(error.serverMessage);
    throw error;
  }
}

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
