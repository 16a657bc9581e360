/**
 * Two-factor sign-in on /settings (issue 13 item 2): GET /api/account/two-factor (on or off),
 * POST /api/account/two-factor/setup (a new secret and its QR code), POST …/enable { code } (on,
 * with ten recovery codes shown once) and POST …/disable { password, code }. Thin: validate, call
 * two-factor.service.ts, answer.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { messageResponseSchema } from '@heirloom/common/contracts/api';
import {
  ACCOUNT_SECURITY_MESSAGES,
  recoveryCodesSchema,
  twoFactorDisableSchema,
  twoFactorEnableSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '@heirloom/common/contracts/account-security';
import { errorResponseSchema } from '@heirloom/common/contracts/auth';
import { requireUser } from '../../plugins/current-user';
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
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'session' } as const;

  api.get(
    '/api/account/two-factor',
    {
      config,
      schema: {
        summary: 'Whether two-factor sign-in is on, since when, and how many recovery codes are left',
        response: { 200: twoFactorStatusSchema.describe('The two-factor state of the signed-in user') },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await readTwoFactorStatus(deps, requireUser(request).id)),
  );

  api.post(
    '/api/account/two-factor/setup',
    {
      config,
      schema: {
        summary: 'Start setting up two-factor sign-in: a new secret, as text and as a QR code',
        response: {
          200: twoFactorSetupSchema.describe('Scan the QR code (or type the secret), then confirm with a code'),
          409: errorResponseSchema.describe('Two-factor sign-in is on already'),
        },
      },
    },
    async (request, reply) => reply.headers(noStore).send(await startTwoFactorSetup(deps, requireUser(request))),
  );

  api.post(
    '/api/account/two-factor/enable',
    {
      config,
      schema: {
        summary: 'Turn two-factor sign-in on with a code from the app; answers the ten recovery codes once',
        body: twoFactorEnableSchema,
        response: {
          200: recoveryCodesSchema.describe('On; each recovery code works once and is never shown again'),
          400: errorResponseSchema.describe('No setup started, or a wrong code'),
          409: errorResponseSchema.describe('Two-factor sign-in is on already'),
        },
      },
    },
    async (request, reply) => {
      const recoveryCodes = await enableTwoFactor(deps, requireUser(request).id, request.body.code);
      return reply.headers(noStore).send({ recoveryCodes });
    },
  );

  api.post(
    '/api/account/two-factor/disable',
    {
      config,
      schema: {
        summary: 'Turn two-factor sign-in off with the password and a current code (or a recovery code)',
        body: twoFactorDisableSchema,
        response: {
          200: messageResponseSchema.describe('Off; the secret and recovery codes are deleted'),
          403: errorResponseSchema.describe('Wrong password or code'),
          409: errorResponseSchema.describe('Two-factor sign-in is off already'),
          429: errorResponseSchema.describe('Too many wrong attempts; Retry-After says when to try again'),
        },
      },
    },
    async (request) => {
      await disableTwoFactor(deps, requireUser(request).id, request.body);
      return { message: ACCOUNT_SECURITY_MESSAGES.disabled };
    },
  );
}
