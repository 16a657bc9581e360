/**
 * The e-mailed account links, implementing the routes of common/src/routes/auth.ts and account.ts
 * that verify an address, send a new verification link, ask for a password-reset link and reset the
 * password with it. Unknown links answer 404, used or expired ones 410, each with a sentence saying
 * so (ACCOUNT_LINK_MESSAGES).
 */
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_LINK_MESSAGES } from '@heirloom/common/contracts/account';
import { accountRoutes } from '@heirloom/common/routes/account';
import { authRoutes } from '@heirloom/common/routes/auth';
import { implementRoute } from '../../plugins/declared-routes';
import {
  requestPasswordReset,
  resendVerificationLink,
  resetPassword,
  verifyEmail,
  type AccountLinkDependencies,
} from './account-links.service';
import { clearSessionCookie } from './session-cookie';

/** Registers the four account-link routes. */
export async function registerAccountLinkRoutes(
  app: FastifyInstance,
  deps: AccountLinkDependencies & { isSecureCookie: boolean },
): Promise<void> {
  implementRoute(app, authRoutes.verifyEmail, async (request) => {
    await verifyEmail(deps, request.body.token);
    return { message: ACCOUNT_LINK_MESSAGES.emailVerified };
  });

  implementRoute(app, accountRoutes.sendVerificationEmail, async (_request, _reply, user) => {
    await resendVerificationLink(deps, user.id);
    return { message: ACCOUNT_LINK_MESSAGES.verificationSent };
  });

  implementRoute(app, authRoutes.requestPasswordReset, async (request) => {
    await requestPasswordReset(deps, request.body.email);
    return { message: ACCOUNT_LINK_MESSAGES.resetRequested };
  });

  implementRoute(app, authRoutes.resetPassword, async (request, reply) => {
    await resetPassword(deps, request.body.token, request.body.password);
    clearSessionCookie(reply, deps.isSecureCookie);
    return reply.send({ message: ACCOUNT_LINK_MESSAGES.passwordReset });
  });
}
