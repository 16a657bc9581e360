/**
 * POST /api/account/delete { password }: deletes the signed-in account (account-deletion.service.ts);
 * 403 for a wrong password, 429 with Retry-After after too many (issue 15).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import type { Kysely } from 'kysely';
import { messageResponseSchema } from '@heirloom/common/contracts/api';
import { accountDeletionRequestSchema } from '@heirloom/common/contracts/auth';
import type { Database } from '../../db/tables';
import type { BlobStore } from '../../storage/blob-store';
import type { AccountDeletionThrottle } from './auth.throttle';
import { clearSessionCookie } from './session-cookie';
import { requireUser } from '../../plugins/current-user';
import { deleteAccount } from './account-deletion.service';

/** Registers POST /api/account/delete. */
export async function registerAccountRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Database>; blobStore: BlobStore; throttle: AccountDeletionThrottle; isSecureCookie: boolean },
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/account/delete',
    {
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
