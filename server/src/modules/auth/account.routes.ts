/**
 * The signed-in user's own account: PATCH /api/account/profile { name } changes the name their
 * family knows them by (account-profile.service.ts, issue 9 part 7); POST /api/account/delete
 * { password } deletes the account (account-deletion.service.ts); 403 for a wrong password, 429
 * with Retry-After after too many (issue 15).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import type { Kysely } from 'kysely';
import { messageResponseSchema } from '@heirloom/common/contracts/api';
import {
  ADMIN_CLAIM_MESSAGES,
  adminClaimRequestSchema,
  profileUpdateRequestSchema,
} from '@heirloom/common/contracts/account';
import { accountDeletionRequestSchema, errorResponseSchema, userSchema } from '@heirloom/common/contracts/auth';
import type { Database } from '../../db/tables';
import type { Clock } from '../../lib/clock';
import type { BlobStore } from '../../storage/blob-store';
import type { AccountDeletionThrottle } from './auth.throttle';
import { clearSessionCookie } from './session-cookie';
import { requireUser } from '../../plugins/current-user';
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
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.patch(
    '/api/account/profile',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Change the name your family knows you by',
        body: profileUpdateRequestSchema,
        response: {
          200: userSchema.describe('The signed-in user with the new name, as GET /api/auth/status answers'),
          400: errorResponseSchema.describe('The name is empty, too long or has line breaks'),
          401: errorResponseSchema.describe('Not signed in'),
        },
      },
    },
    async (request, reply) => {
      const user = await changeDisplayName(deps, requireUser(request).id, request.body.name);
      return reply.headers({ 'cache-control': 'no-store' }).send(presentUser(user));
    },
  );

  api.post(
    '/api/account/admin-claim',
    {
      config: { access: 'session' },
      schema: {
        summary: "Become administrator with the server log's one-time setup token (ADMIN_EMAIL's account, production)",
        body: adminClaimRequestSchema,
        response: {
          200: messageResponseSchema.describe('The account is administrator now'),
          403: errorResponseSchema.describe('Another account, or a wrong or used token'),
        },
      },
    },
    async (request) => {
      await claimAdministration(deps, requireUser(request), request.body.token);
      return { message: ADMIN_CLAIM_MESSAGES.claimed };
    },
  );

  api.post(
    '/api/account/delete',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Delete the signed-in account and everything in it',
        body: accountDeletionRequestSchema,
        response: { 200: messageResponseSchema.describe('Deleted; the session cookie is cleared') },
      },
    },
    async (request, reply) => {
      await deleteAccount({ ...deps, log: request.log }, requireUser(request).id, request.body.password);
      clearSessionCookie(reply, deps.isSecureCookie);
      return reply.send({ message: 'Your account and everything in it have been deleted.' });
    },
  );
}
