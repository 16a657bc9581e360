/**
 * The routes of signing in and out and of the e-mailed account links (server: modules/auth):
 * the CSRF token every change sends, who is signed in, sign-up, sign-in (with two-factor's code
 * step: sign-in answers 202 and the code finishes it), sign-out, and the links that verify an
 * address, reset a password or confirm a new address. The signed-in user's own account is in
 * account.ts.
 */
import { messageResponseSchema } from '../contracts/api';
import { emailVerificationRequestSchema, passwordResetRequestSchema, passwordResetSchema } from '../contracts/account';
import {
  emailChangeConfirmSchema,
  twoFactorChallengeSchema,
  twoFactorSignInSchema,
} from '../contracts/account-security';
import {
  csrfTokenResponseSchema,
  errorResponseSchema,
  signInRequestSchema,
  signUpRequestSchema,
  userSchema,
} from '../contracts/auth';
import { defineRoute } from './define-route';

/** The answers of an unknown, used or expired e-mailed link. */
const linkErrors = {
  404: errorResponseSchema.describe('The link is not valid'),
  410: errorResponseSchema.describe('The link was used already or has expired'),
};

export const authRoutes = {
  csrfToken: defineRoute({
    method: 'GET',
    path: '/api/csrf-token',
    access: 'public',
    summary: 'Get a CSRF token (send it as x-csrf-token on every non-GET request)',
    response: { 200: csrfTokenResponseSchema.describe('A fresh token bound to the CSRF cookie') },
  }),
  status: defineRoute({
    method: 'GET',
    path: '/api/auth/status',
    access: 'session',
    summary: 'Who is signed in',
    response: {
      200: userSchema.describe('The signed-in user'),
      401: errorResponseSchema.describe('Not signed in'),
    },
  }),
  signUp: defineRoute({
    method: 'POST',
    path: '/api/auth/signup',
    access: 'public',
    summary: 'Create an account and sign in',
    body: signUpRequestSchema,
    response: { 201: userSchema.describe('The new user; the session cookie is set') },
  }),
  signIn: defineRoute({
    method: 'POST',
    path: '/api/auth/signin',
    access: 'public',
    summary: 'Sign in with e-mail (as username) and password',
    body: signInRequestSchema,
    response: {
      200: userSchema.describe('The signed-in user; the session cookie is set'),
      202: twoFactorChallengeSchema.describe(
        'Two-factor is on: send a code to POST /api/auth/signin/two-factor within 5 minutes (a cookie holds the sign-in)',
      ),
    },
  }),
  /** Whoever holds the challenge cookie that a right password set (the token, in a cookie). */
  signInTwoFactor: defineRoute({
    method: 'POST',
    path: '/api/auth/signin/two-factor',
    access: 'token',
    summary: 'Finish a sign-in with the code from the authenticator app, or a recovery code',
    body: twoFactorSignInSchema,
    response: {
      200: userSchema.describe('The signed-in user; the session cookie is set'),
      401: errorResponseSchema.describe('Wrong or used code'),
      404: errorResponseSchema.describe('No sign-in is waiting for a code in this browser'),
      410: errorResponseSchema.describe('The code step expired (5 minutes): sign in again'),
      429: errorResponseSchema.describe('Too many wrong codes; Retry-After says when to try again'),
    },
  }),
  signOut: defineRoute({
    method: 'POST',
    path: '/api/auth/signout',
    access: 'public',
    summary: 'Sign out (ends the session; no body)',
    response: { 200: messageResponseSchema.describe('Signed out; the session cookie is cleared') },
  }),
  verifyEmail: defineRoute({
    method: 'POST',
    path: '/api/auth/verify-email',
    access: 'token',
    summary: 'Verify the e-mail address with the link sent at sign-up (single use, one hour)',
    body: emailVerificationRequestSchema,
    response: { 200: messageResponseSchema.describe('The address is verified'), ...linkErrors },
  }),
  requestPasswordReset: defineRoute({
    method: 'POST',
    path: '/api/auth/password-reset/request',
    access: 'public',
    summary: 'E-mail a password-reset link when an account has this address (the answer is the same either way)',
    body: passwordResetRequestSchema,
    response: {
      200: messageResponseSchema.describe('Sent, when the address has an account'),
      429: errorResponseSchema.describe('Too many links sent to this address; Retry-After says when'),
    },
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/api/auth/password-reset',
    access: 'token',
    summary: 'Choose a new password with an e-mailed reset link; every session of the account ends',
    body: passwordResetSchema,
    response: { 200: messageResponseSchema.describe('Changed; everyone is signed out'), ...linkErrors },
  }),
  confirmEmailChange: defineRoute({
    method: 'POST',
    path: '/api/auth/email-change',
    access: 'token',
    summary: 'Confirm a new e-mail address with the link sent to it (single use, one hour)',
    body: emailChangeConfirmSchema,
    response: {
      200: messageResponseSchema.describe('The address is changed (and verified)'),
      404: errorResponseSchema.describe('The link is not valid'),
      409: errorResponseSchema.describe('Another account took the address meanwhile'),
      410: errorResponseSchema.describe('The link was used already or has expired'),
    },
  }),
};
