/**
 * The account calls of SPEC.md §7: GET /api/csrf-token, GET /api/auth/status and
 * POST /api/auth/{signup,signin,signout}; with two-factor on, sign-in answers 202 and
 * POST /api/auth/signin/two-factor finishes it with a code (issue 13 item 2). Thin: validate, call
 * the service, present.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { messageResponseSchema } from '@heirloom/common/contracts/api';
import {
  ACCOUNT_SECURITY_MESSAGES,
  twoFactorChallengeSchema,
  twoFactorSignInSchema,
} from '@heirloom/common/contracts/account-security';
import {
  csrfTokenResponseSchema,
  errorResponseSchema,
  signInRequestSchema,
  signUpRequestSchema,
  userSchema,
} from '@heirloom/common/contracts/auth';
import { requireUser } from '../../plugins/current-user';
import { presentUser } from './auth.presenter';
import { signIn, signOut, signUp, type AuthDependencies } from './auth.service';
import type { SignInThrottle } from './auth.throttle';
import {
  clearSessionCookie,
  clearTwoFactorCookie,
  SESSION_COOKIE_NAME,
  setSessionCookie,
  setTwoFactorCookie,
  TWO_FACTOR_COOKIE_NAME,
} from './session-cookie';
import { completeTwoFactorSignIn } from './two-factor-sign-in.service';
import type { TwoFactorDependencies } from './two-factor.service';

/** Registers the auth routes; `request.user` comes from the session plugin (session.plugin.ts). */
export async function registerAuthRoutes(
  app: FastifyInstance,
  deps: AuthDependencies & {
    isSecureCookie: boolean;
    twoFactor: TwoFactorDependencies & { twoFactorThrottle: SignInThrottle };
  },
): Promise<void> {
  const sessionToken = (request: FastifyRequest) => request.cookies[SESSION_COOKIE_NAME];

  const api = app.withTypeProvider<ZodTypeProvider>();
  const noStore = { 'cache-control': 'no-store' };

  api.get(
    '/api/csrf-token',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Get a CSRF token (send it as x-csrf-token on every non-GET request)',
        response: { 200: csrfTokenResponseSchema.describe('A fresh token bound to the CSRF cookie') },
      },
    },
    async (_request, reply) => reply.headers(noStore).send({ csrfToken: reply.generateCsrf() }),
  );

  api.get(
    '/api/auth/status',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Who is signed in',
        response: {
          200: userSchema.describe('The signed-in user'),
          401: errorResponseSchema.describe('Not signed in'),
        },
      },
    },
    async (request, reply) => reply.headers(noStore).send(requireUser(request)),
  );

  api.post(
    '/api/auth/signup',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Create an account and sign in',
        body: signUpRequestSchema,
        response: { 201: userSchema.describe('The new user; the session cookie is set') },
      },
    },
    async (request, reply) => {
      const { email, password, browser, mobile, headline } = request.body;
      const session = await signUp(
        deps,
        { email, password, browser, mobile, headline, address: request.ip },
        sessionToken(request),
      );
      setSessionCookie(reply, session.token, session.expiresAt, deps.isSecureCookie);
      return reply.code(201).headers(noStore).send(presentUser(session.user));
    },
  );

  api.post(
    '/api/auth/signin',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Sign in with e-mail (as username) and password',
        body: signInRequestSchema,
        response: {
          200: userSchema.describe('The signed-in user; the session cookie is set'),
          202: twoFactorChallengeSchema.describe(
            'Two-factor is on: send a code to POST /api/auth/signin/two-factor within 5 minutes (a cookie holds the sign-in)',
          ),
        },
      },
    },
    async (request, reply) => {
      const { username: email, password, browser, mobile } = request.body;
      const outcome = await signIn(
        deps,
        { email, password, browser, mobile, address: request.ip },
        sessionToken(request),
      );
      if (outcome.kind === 'two-factor') {
        setTwoFactorCookie(reply, outcome.challenge.token, outcome.challenge.expiresAt, deps.isSecureCookie);
        return reply
          .code(202)
          .headers(noStore)
          .send({ twoFactorRequired: true as const, message: ACCOUNT_SECURITY_MESSAGES.codeStepNeeded });
      }
      setSessionCookie(reply, outcome.session.token, outcome.session.expiresAt, deps.isSecureCookie);
      return reply.headers(noStore).send(presentUser(outcome.session.user));
    },
  );

  api.post(
    '/api/auth/signin/two-factor',
    {
      // Whoever holds the challenge cookie that a right password set (the token, in a cookie).
      config: { access: 'token' },
      schema: {
        summary: 'Finish a sign-in with the code from the authenticator app, or a recovery code',
        body: twoFactorSignInSchema,
        response: {
          200: userSchema.describe('The signed-in user; the session cookie is set'),
          401: errorResponseSchema.describe('Wrong or used code'),
          404: errorResponseSchema.describe('No sign-in is waiting for a code in this browser'),
          410: errorResponseSchema.describe('The code step expired (5 minutes): sign in again'),
          429: errorResponseSchema.describe('Too many wrong codes; Retry-After says when to try again'),
        },
      },
    },
    async (request, reply) => {
      const session = await completeTwoFactorSignIn(
        deps.twoFactor,
        { challengeToken: request.cookies[TWO_FACTOR_COOKIE_NAME], code: request.body.code, address: request.ip },
        sessionToken(request),
      );
      clearTwoFactorCookie(reply, deps.isSecureCookie);
      setSessionCookie(reply, session.token, session.expiresAt, deps.isSecureCookie);
      return reply.headers(noStore).send(presentUser(session.user));
    },
  );

  api.post(
    '/api/auth/signout',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Sign out (ends the session; no body)',
        response: { 200: messageResponseSchema.describe('Signed out; the session cookie is cleared') },
      },
    },
    async (request, reply) => {
      const token = sessionToken(request);
      if (token) await signOut(deps, token);
      clearSessionCookie(reply, deps.isSecureCookie);
      return reply.headers(noStore).send({ message: 'You are signed out.' });
    },
  );
}
