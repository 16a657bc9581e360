/**
 * Password, e-mail address and signed-in devices on /settings, implementing those routes of
 * common/src/routes/account.ts and the e-mail-change link of common/src/routes/auth.ts. The
 * `device` gate (policies/device.policy.ts) finds the caller's own device a sign-out names. Thin.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACCOUNT_SECURITY_MESSAGES } from '@heirloom/common/contracts/account-security';
import { accountRoutes } from '@heirloom/common/routes/account';
import { authRoutes } from '@heirloom/common/routes/auth';
import { implementRoute } from '../../plugins/declared-routes';
import type { AccountLinkDependencies } from './account-links.service';
import type { AccountDeletionThrottle } from './auth.throttle';
import { listDevices, signOutDevice, signOutOtherDevices } from './devices.service';
import { confirmEmailChange, requestEmailChange } from './email-change.service';
import { changePassword } from './password-change.service';
import { SESSION_COOKIE_NAME } from './session-cookie';
import { sessionIdOf } from './session-issuer';

/** The id of the session this request came with. */
const sessionIdOfRequest = (request: FastifyRequest) => sessionIdOf(request.cookies[SESSION_COOKIE_NAME] ?? '');

/** Registers the six routes. */
export async function registerAccountSecurityRoutes(
  app: FastifyInstance,
  deps: AccountLinkDependencies & { securityThrottle: AccountDeletionThrottle },
): Promise<void> {
  implementRoute(app, accountRoutes.changePassword, async (request, _reply, user) => {
    await changePassword(deps, user.id, sessionIdOfRequest(request), request.body);
    return { message: ACCOUNT_SECURITY_MESSAGES.passwordChanged };
  });

  implementRoute(app, accountRoutes.requestEmailChange, async (request, _reply, user) => {
    await requestEmailChange(deps, user.id, request.body);
    return { message: ACCOUNT_SECURITY_MESSAGES.emailChangeSent(request.body.newEmail) };
  });

  implementRoute(app, authRoutes.confirmEmailChange, async (request) => {
    await confirmEmailChange(deps, request.body.token);
    return { message: ACCOUNT_SECURITY_MESSAGES.emailChanged };
  });

  implementRoute(app, accountRoutes.devices, async (request, reply, user) =>
    reply.headers({ 'cache-control': 'no-store' }).send(await listDevices(deps, user.id, sessionIdOfRequest(request))),
  );

  implementRoute(app, accountRoutes.signOutOtherDevices, async (request, _reply, user) => ({
    message: ACCOUNT_SECURITY_MESSAGES.othersSignedOut(
      await signOutOtherDevices(deps, user.id, sessionIdOfRequest(request)),
    ),
  }));

  implementRoute(app, accountRoutes.signOutDevice, async (request, _reply, device) => {
    await signOutDevice(deps, device, sessionIdOfRequest(request));
    return { message: ACCOUNT_SECURITY_MESSAGES.deviceSignedOut };
  });
}
