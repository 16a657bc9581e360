/**
 * POST /api/messages/:id/recipients/:recipientId/reissue (declared in common/src/routes/messages.ts): the author gives a recipient whose link they withdrew
 * a new link, e-mailed to them; answers the message as its author sees it. The author alone (the
 * message gate, message.policy); others get 404.
 */
import type { FastifyInstance } from 'fastify';
import type { Message } from '@heirloom/common/contracts/messages';
import { messageRoutes } from '@heirloom/common/routes/messages';
import { implementRoute } from '../../plugins/declared-routes';
import { reissueRecipientLink } from './recipient-reissue.service';
import type { MessagesDependencies } from './messages.dependencies';

export async function registerRecipientReissueRoute(
  app: FastifyInstance,
  deps: MessagesDependencies,
  /** The message `messageId` as it stands after the change, as its author sees it (messages.routes.ts). */
  presentCurrent: (messageId: string) => Promise<Message>,
): Promise<void> {
  implementRoute(app, messageRoutes.reissueRecipient, async (request, _reply, message) => {
    await reissueRecipientLink(deps, message.id, request.params.recipientId);
    return presentCurrent(message.id);
  });
}
