/**
 * POST /api/messages/:id/recipients/:recipientId/reissue (issue 15, "The main job" item 5): the
 * author gives a recipient whose link they withdrew a new link, e-mailed to them; answers the
 * message as its author sees it. The author alone (message.policy); others get 404.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { messageSchema, recipientParamsSchema, type Message } from '@heirloom/common/contracts/messages';
import { requireUser } from '../../plugins/current-user';
import { reissueRecipientLink } from './recipient-reissue.service';
import type { MessagesDependencies } from './messages.service';

export async function registerRecipientReissueRoute(
  app: FastifyInstance,
  deps: MessagesDependencies,
  /** The message as `userId` may read it (messages.routes.ts). */
  presentOne: (userId: string, messageId: string) => Promise<Message>,
): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/messages/:id/recipients/:recipientId/reissue',
    {
      config: { access: 'message' },
      schema: {
        summary: 'Issue a new link to a recipient whose link was withdrawn, and e-mail it to them',
        params: recipientParamsSchema,
        response: { 200: messageSchema.describe('The message after the change') },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await reissueRecipientLink(deps, user.id, request.params.id, request.params.recipientId);
      return presentOne(user.id, request.params.id);
    },
  );
}
