/**
 * Two-factor sign-in on /settings, implementing those routes of common/src/routes/account.ts: on or
 * off, starting a setup (a new secret and its QR code), turning it on with a code (ten recovery
 * codes shown once) and off with the password and a code. Thin: call two-factor.service.ts, answer.
 */
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_SECURITY_MESSAGES } from '@heirloom/common/contracts/account-security';
import { accountRoutes as routes } from '@heirloom/common/routes/account';
import { implementRoute } from '../../plugins/declared-routes';
import type { AccountDeletionThrottle } from './auth.throttle';
import {
  disableTwoFactor,
  enableTwoFactor,
  readTwoFactorStatus,
  startTwoFactorSetup,
  type TwoFactorDependencies,
} from './two-factor.service';

const noStore = { 'cache-control': 'no-store' };

/** Registers the four two-factor settings routes. */
export async function registerTwoFactorRoutes(
  app: FastifyInstance,
  deps: TwoFactorDependencies & { throttle: AccountDeletionThrottle },
): Promise<void> {
  implementRoute(app, routes.twoFactorStatus, async (_request, reply, user) =>
    reply.headers(noStore).send(await readTwoFactorStatus(deps, user.id)),
  );

  implementRoute(app, routes.startTwoFactorSetup, async (_request, reply, user) =>
    reply.headers(noStore).send(await startTwoFactorSetup(deps, user)),
  );

  implementRoute(app, routes.enableTwoFactor, async (request, reply, user) => {
    const recoveryCodes = await enableTwoFactor(deps, user.id, request.body.code);
    return reply.headers(noStore).send({ recoveryCodes });
  });

  implementRoute(app, routes.disableTwoFactor, async (request, _reply, user) => {
    await disableTwoFactor(deps, user.id, request.body);
    return { message: ACCOUNT_SECURITY_MESSAGES.disabled };
  });
}
