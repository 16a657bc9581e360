/**
 * Password, e-mail address and signed-in devices on /settings (issue 13 item 2):
 * POST /api/account/password, POST /api/account/email (a link to the new address),
 * POST /api/auth/email-change { token } (the link), GET /api/account/sessions,
 * POST /api/account/sessions/sign-out-others and DELETE /api/account/sessions/:id. Thin.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { messageResponseSchema } from '@heirloom/common/contracts/api';
import {
  ACCOUNT_SECURITY_MESSAGES,
  emailChangeConfirmSchema,
  emailChangeRequestSchema,
  passwordChangeSchema,
  signedInDeviceParamsSchema,
  signedInDevicesSchema,
} from '@heirloom/common/contracts/account-security';
import { errorResponseSchema } from '@heirloom/common/contracts/auth';
import { requireUser } from '../../plugins/current-user';
import type { AccountLinkDependencies } from './account-links.service';
import type { AccountDeletionThrottle } from './auth.throttle';
import { listDevices, signOutDevice, signOutOtherDevices } from './devices.service';
import { confirmEmailChange, requestEmailChange } from './email-change.service';
import { changePassword } from './password-change.service';
import { SESSION_COOKIE_NAME } from './session-cookie';
import { sessionIdOf } from './session-issuer';

const wrongPasswordAnswers = {
  403: errorResponseSchema.describe('The current password is not right'),
  429: errorResponseSchema.describe('Too many wrong passwords; Retry-After says when to try again'),
};

/** The signed-in user and the id of the session this request came with. */
function callerOf(request: FastifyRequest) {
  const user = requireUser(request);
  return { user, sessionId: sessionIdOf(request.cookies[SESSION_COOKIE_NAME] ?? '') };
}

/** Registers the six routes. */
export async function registerAccountSecurityRoutes(
  app: FastifyInstance,
  deps: AccountLinkDependencies & { securityThrottle: AccountDeletionThrottle },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'session' } as const;

  api.post(
    '/api/account/password',
    {
      config,
      schema: {
        summary: 'Change the password (the current one first); every other device is signed out',
        body: passwordChangeSchema,
        response: { 200: messageResponseSchema.describe('Changed'), ...wrongPasswordAnswers },
      },
    },
    async (request) => {
      const { user, sessionId } = callerOf(request);
      await changePassword(deps, user.id, sessionId, request.body);
      return { message: ACCOUNT_SECURITY_MESSAGES.passwordChanged };
    },
  );

  api.post(
    '/api/account/email',
    {
      config,
      schema: {
        summary: 'Change the e-mail address: a link goes to the new one, a notice to the old one',
        body: emailChangeRequestSchema,
        response: {
          200: messageResponseSchema.describe('The link is on its way; nothing changes until it is opened'),
          400: errorResponseSchema.describe('The same address as now'),
          409: errorResponseSchema.describe('Another account uses the address'),
          ...wrongPasswordAnswers,
        },
      },
    },
    async (request) => {
      await requestEmailChange(deps, requireUser(request).id, request.body);
      return { message: ACCOUNT_SECURITY_MESSAGES.emailChangeSent(request.body.newEmail) };
    },
  );

  api.post(
    '/api/auth/email-change',
    {
      config: { access: 'token' },
      schema: {
        summary: 'Confirm a new e-mail address with the link sent to it (single use, one hour)',
        body: emailChangeConfirmSchema,
        response: {
          200: messageResponseSchema.describe('The address is changed (and verified)'),
          404: errorResponseSchema.describe('The link is not valid'),
          409: errorResponseSchema.describe('Another account took the address meanwhile'),
          410: errorResponseSchema.describe('The link was used already or has expired'),
        },
      },
    },
    async (request) => {
      await confirmEmailChange(deps, request.body.token);
      return { message: ACCOUNT_SECURITY_MESSAGES.emailChanged };
    },
  );

  api.get(
    '/api/account/sessions',
    {
      config,
      schema: {
        summary: 'The devices signed in to this account, the most recently active first',
        response: {
          200: signedInDevicesSchema.describe('Browser, mobile, signed in, last active, this device'),
        },
      },
    },
    async (request, reply) => {
      const { user, sessionId } = callerOf(request);
      return reply.headers({ 'cache-control': 'no-store' }).send(await listDevices(deps, user.id, sessionId));
    },
  );

  api.post(
    '/api/account/sessions/sign-out-others',
    {
      config,
      schema: {
        summary: 'Sign out everywhere else: every other device of this account',
        response: { 200: messageResponseSchema.describe('How many devices were signed out') },
      },
    },
    async (request) => {
      const { user, sessionId } = callerOf(request);
      return {
        message: ACCOUNT_SECURITY_MESSAGES.othersSignedOut(await signOutOtherDevices(deps, user.id, sessionId)),
      };
    },
  );

  api.delete(
    '/api/account/sessions/:id',
    {
      config: { access: 'device' },
      schema: {
        summary: 'Sign out one other device of this account',
        params: signedInDeviceParamsSchema,
        response: {
          200: messageResponseSchema.describe('Signed out'),
          400: errorResponseSchema.describe('This device (Sign out does that)'),
          404: errorResponseSchema.describe('No such device of this account'),
        },
      },
    },
    async (request) => {
      const { user, sessionId } = callerOf(request);
      await signOutDevice(deps, user.id, sessionId, request.params.id);
      return { message: ACCOUNT_SECURITY_MESSAGES.deviceSignedOut };
    },
  );
}
