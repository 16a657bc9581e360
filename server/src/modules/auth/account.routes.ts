/**
 * The signed-in user's own account, implementing the name, administrator-claim and deletion routes
 * of common/src/routes/account.ts: the name their family knows them by (account-profile.service.ts),
 * becoming administrator with the setup token (admin-setup.service.ts), and deleting the account
 * (account-deletion.service.ts; 403 for a wrong password, 429 with Retry-After after too many).
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { ADMIN_CLAIM_MESSAGES } from '@heirloom/common/contracts/account';
import { accountRoutes as routes } from '@heirloom/common/routes/account';
import type { Database } from '../../db/tables';
import type { Clock } from '../../lib/clock';
import { implementRoute } from '../../plugins/declared-routes';
import type { BlobStore } from '../../storage/blob-store';
import type { AccountDeletionThrottle } from './auth.throttle';
import { clearSessionCookie } from './session-cookie';
import { deleteAccount } from './account-deletion.service';
import { claimAdministration } from './admin-setup.service';
import { changeDisplayName } from './account-profile.service';
import { presentUser } from './auth.presenter';

/** Registers PATCH /api/account/profile, POST /api/account/admin-claim and POST /api/account/delete. */
export async function registerAccountRoutes(
  app: FastifyInstance,
  deps: {
    db: Kysely<Database>;
    clock: Clock;
    blobStore: BlobStore;
    throttle: AccountDeletionThrottle;
    isSecureCookie: boolean;
    adminEmail?: string;
  },
): Promise<void> {
  implementRoute(app, routes.updateProfile, async (request, reply, caller) => {
    const user = await changeDisplayName(deps, caller.id, request.body.name);
    return reply.headers({ 'cache-control': 'no-store' }).send(presentUser(user));
  });

  implementRoute(app, routes.claimAdministration, async (request, _reply, user) => {
    await claimAdministration(deps, user, request.body.token);
    return { message: ADMIN_CLAIM_MESSAGES.claimed };
  });

  implementRoute(app, routes.delete, async (request, reply, user) => {
    await deleteAccount({ ...deps, log: request.log }, user.id, request.body.password);
    clearSessionCookie(reply, deps.isSecureCookie);
    return reply.send({ message: 'Your account and everything in it have been deleted.' });
  });
}
