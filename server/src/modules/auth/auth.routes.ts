/**
 * Signing in and out, implementing the routes of common/src/routes/auth.ts: the CSRF token, who is
 * signed in, sign-up, sign-in (with two-factor on it answers 202 and the code route finishes it) and
 * sign-out. Thin: call the service, set or clear the cookies, present.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_SECURITY_MESSAGES } from '@heirloom/common/contracts/account-security';
import { authRoutes as routes } from '@heirloom/common/routes/auth';
import { implementRoute } from '../../plugins/declared-routes';
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
    twoFactor: TwoFactorDependencies & {
      twoFactorThrottle: SignInThrottle;
      onSignedIn: AuthDependencies['onSignedIn'];
    };
  },
): Promise<void> {
  const sessionToken = (request: FastifyRequest) => request.cookies[SESSION_COOKIE_NAME];

  const noStore = { 'cache-control': 'no-store' };

  implementRoute(app, routes.csrfToken, async (_request, reply) =>
    reply.headers(noStore).send({ csrfToken: reply.generateCsrf() }),
  );

  implementRoute(app, routes.status, async (_request, reply, user) => reply.headers(noStore).send(user));

  implementRoute(app, routes.signUp, async (request, reply) => {
    const { email, password, browser, mobile, headline } = request.body;
    const session = await signUp(
      deps,
      { email, password, browser, mobile, headline, address: request.ip },
      sessionToken(request),
    );
    setSessionCookie(reply, session.token, session.expiresAt, deps.isSecureCookie);
    return reply.code(201).headers(noStore).send(presentUser(session.user));
  });

  implementRoute(app, routes.signIn, async (request, reply) => {
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
  });

  implementRoute(app, routes.signInTwoFactor, async (request, reply) => {
    const session = await completeTwoFactorSignIn(
      deps.twoFactor,
      { challengeToken: request.cookies[TWO_FACTOR_COOKIE_NAME], code: request.body.code, address: request.ip },
      sessionToken(request),
    );
    clearTwoFactorCookie(reply, deps.isSecureCookie);
    setSessionCookie(reply, session.token, session.expiresAt, deps.isSecureCookie);
    return reply.headers(noStore).send(presentUser(session.user));
  });

  implementRoute(app, routes.signOut, async (request, reply) => {
    const token = sessionToken(request);
    if (token) await signOut(deps, token);
    clearSessionCookie(reply, deps.isSecureCookie);
    return reply.headers(noStore).send({ message: 'You are signed out.' });
  });
}
