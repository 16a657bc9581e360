/**
 * The message health check over HTTP (declared in common/src/routes/messages.ts): GET
 * /api/message-health, the signed-in owner's own messages with their health; PUT
 * /api/messages/:id/recipients/:recipientId/email, a recipient's corrected address, for the author
 * alone (the message gate, message.policy; others get 404), answering the message as its author
 * sees it; POST /api/messages/:id/recipients/:recipientId/keep, the author's decision to keep a
 * message for a recipient the family tree records as deceased.
 */
import type { FastifyInstance } from 'fastify';
import type { Message } from '@heirloom/common/contracts/messages';
import { messageRoutes } from '@heirloom/common/routes/messages';
import { implementRoute } from '../../plugins/declared-routes';
import { keepMessageForRecipient, listMessageHealth } from './message-health.service';
import { correctRecipientAddress } from './recipient-address.service';
import type { MessagesDependencies } from './messages.dependencies';

export async function registerMessageHealthRoutes(
  app: FastifyInstance,
  deps: MessagesDependencies,
  /** The message `messageId` as it stands after the change, as its author sees it (messages.routes.ts). */
  presentCurrent: (messageId: string) => Promise<Message>,
): Promise<void> {
  implementRoute(app, messageRoutes.health, async (_request, reply, user) => {
    reply.header('cache-control', 'no-store');
    return listMessageHealth(deps, user.id);
  });

  implementRoute(app, messageRoutes.correctRecipientAddress, async (request, _reply, message) => {
    await correctRecipientAddress(deps, message.id, request.params.recipientId, request.body.email);
    return presentCurrent(message.id);
  });

  implementRoute(app, messageRoutes.keepForRecipient, async (request, _reply, message) => {
    await keepMessageForRecipient(deps, message.id, request.params.recipientId);
    return presentCurrent(message.id);
  });
}
