/**
 * A message's transcript over HTTP (declared in common/src/routes/messages.ts;
 * docs/product/messages-and-delivery.md "Transcripts"): PUT /api/messages/:id/transcript keeps the
 * author's wording, POST /api/messages/:id/transcript/retry queues a transcript that could not be
 * made again — for the author alone (the message gate, message.policy; others get 404), answering
 * the message as its author sees it. What a recipient reads of it comes with the delivered message.
 */
import type { FastifyInstance } from 'fastify';
import type { Message } from '@heirloom/common/contracts/messages';
import { messageRoutes } from '@heirloom/common/routes/messages';
import { implementRoute } from '../../plugins/declared-routes';
import { correctMessageTranscript, retryMessageTranscript } from './message-transcripts.service';
import type { MessagesDependencies } from './messages.dependencies';

export async function registerMessageTranscriptRoutes(
  app: FastifyInstance,
  deps: MessagesDependencies,
  /** The message `messageId` as it stands after the change, as its author sees it (messages.routes.ts). */
  presentCurrent: (messageId: string) => Promise<Message>,
): Promise<void> {
  implementRoute(app, messageRoutes.correctTranscript, async (request, _reply, message) => {
    await correctMessageTranscript(deps, message, request.body.text);
    return presentCurrent(message.id);
  });

  implementRoute(app, messageRoutes.retryTranscript, async (_request, _reply, message) => {
    await retryMessageTranscript(deps, message);
    return presentCurrent(message.id);
  });
}
