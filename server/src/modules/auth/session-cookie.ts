/** The session cookie: HttpOnly, SameSite=Lax, Secure in production (OWASP Session Management). */
import type { FastifyReply } from 'fastify';
import { SESSION_HINT_COOKIE_NAME, SESSION_HINT_VALUE } from '@heirloom/common/domain/session-hint';
import { authRoutes } from '@heirloom/common/routes/auth';

export const SESSION_COOKIE_NAME = 'heirloom_session';

/** Sets the session cookie to `token`, expiring at `expiresAt`. */
export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date, isSecure: boolean): void {
  reply.setCookie(SESSION_COOKIE_NAME, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: isSecure,
    path: '/',
    expires: expiresAt,
  });
  reply.setCookie(SESSION_HINT_COOKIE_NAME, SESSION_HINT_VALUE, {
    httpOnly: false,
    sameSite: 'lax',
    secure: isSecure,
    path: '/',
    expires: expiresAt,
  });
}

/** Removes the session cookie. */
export function clearSessionCookie(reply: FastifyReply, isSecure: boolean): void {
  reply.clearCookie(SESSION_COOKIE_NAME, { httpOnly: true, sameSite: 'lax', secure: isSecure, path: '/' });
  reply.clearCookie(SESSION_HINT_COOKIE_NAME, { httpOnly: false, sameSite: 'lax', secure: isSecure, path: '/' });
}

/** The cookie of a sign-in waiting for its two-factor code. */
export const TWO_FACTOR_COOKIE_NAME = 'heirloom_two_factor';
/** Sent only to sign-in's two calls: the sign-in address and the code step under it. */
const TWO_FACTOR_COOKIE_PATH = authRoutes.signIn.path;

/** Sets the challenge cookie to `token` until `expiresAt` (HttpOnly, SameSite=Strict). */
export function setTwoFactorCookie(reply: FastifyReply, token: string, expiresAt: Date, isSecure: boolean): void {
  reply.setCookie(TWO_FACTOR_COOKIE_NAME, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: isSecure,
    path: TWO_FACTOR_COOKIE_PATH,
    expires: expiresAt,
  });
}

/** Removes the challenge cookie. */
export function clearTwoFactorCookie(reply: FastifyReply, isSecure: boolean): void {
  reply.clearCookie(TWO_FACTOR_COOKIE_NAME, {
    httpOnly: true,
    sameSite: 'strict',
    secure: isSecure,
    path: TWO_FACTOR_COOKIE_PATH,
  });
}
