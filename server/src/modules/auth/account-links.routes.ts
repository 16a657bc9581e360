/**
 * The e-mailed account links (issue 13 item 2): POST /api/auth/verify-email { token },
 * POST /api/account/verification-email (send the link again), POST /api/auth/password-reset/request
 * { email } and POST /api/auth/password-reset { token, password }. Unknown links answer 404, used or
 * expired ones 410, each with a sentence saying so (ACCOUNT_LINK_MESSAGES).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { messageResponseSchema } from '@heirloom/common/contracts/api';
import {
  ACCOUNT_LINK_MESSAGES,
  emailVerificationRequestSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
} from '@heirloom/common/contracts/account';
import { errorResponseSchema } from '@heirloom/common/contracts/auth';
import { requireUser } from '../../plugins/current-user';
import {
  requestPasswordReset,
  resendVerificationLink,
  resetPassword,
  verifyEmail,
  type AccountLinkDependencies,
} from './account-links.service';
import { clearSessionCookie } from './session-cookie';

const linkErrors = {
  404: errorResponseSchema.describe('The link is not valid'),
  410: errorResponseSchema.describe('The link was used already or has expired'),
};

/** Registers the four account-link routes. */
export async function registerAccountLinkRoutes(
  app: FastifyInstance,
  deps: AccountLinkDependencies & { isSecureCookie: boolean },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/auth/verify-email',
    {
      config: { access: 'token' },
      schema: {
        summary: 'Verify the e-mail address with the link sent at sign-up (single use, one hour)',
        body: emailVerificationRequestSchema,
        response: { 200: messageResponseSchema.describe('The address is verified'), ...linkErrors },
      },
    },
    async (request) => {
      await verifyEmail(deps, request.body.token);
      return { message: ACCOUNT_LINK_MESSAGES.emailVerified };
    },
  );

  api.post(
    '/api/account/verification-email',
    {
      config: { access: 'session' },
      schema: {
        summary: 'E-mail the signed-in user a new verification link',
        response: {
          200: messageResponseSchema.describe('A new link is on its way'),
          409: errorResponseSchema.describe('The address is verified already'),
          429: errorResponseSchema.describe('Too many links asked for; Retry-After says when to try again'),
        },
      },
    },
    async (request) => {
      await resendVerificationLink(deps, requireUser(request).id);
      return { message: ACCOUNT_LINK_MESSAGES.verificationSent };
    },
  );

  api.post(
    '/api/auth/password-reset/request',
    {
      config: { access: 'public' },
      schema: {
        summary: 'E-mail a password-reset link when an account has this address (the answer is the same either way)',
        body: passwordResetRequestSchema,
        response: {
          200: messageResponseSchema.describe('Sent, when the address has an account'),
          429: errorResponseSchema.describe('Too many links sent to this address; Retry-After says when'),
        },
      },
    },
    async (request) => {
      await requestPasswordReset(deps, request.body.email);
      return { message: ACCOUNT_LINK_MESSAGES.resetRequested };
    },
  );

  api.post(
    '/api/auth/password-reset',
    {
      config: { access: 'token' },
      schema: {
        summary: 'Choose a new password with an e-mailed reset link; every session of the account ends',
        body: passwordResetSchema,
        response: { 200: messageResponseSchema.describe('Changed; everyone is signed out'), ...linkErrors },
      },
    },
    async (request, reply) => {
      await resetPassword(deps, request.body.token, request.body.password);
      clearSessionCookie(reply, deps.isSecureCookie);
      return reply.send({ message: ACCOUNT_LINK_MESSAGES.passwordReset });
    },
  );
}
