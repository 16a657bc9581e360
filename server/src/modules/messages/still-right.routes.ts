/**
 * "Still right?" over HTTP (declared in common/src/routes/messages.ts): POST
 * /api/messages/:id/still-right, the author's confirmation of one message (the message gate); POST
 * /api/message-health/still-right, all the signed-in owner's future messages; GET and POST
 * /api/still-right/:token, what an e-mailed link confirms and confirming it, without a session (the
 * still-right-link gate, message.policy).
 */
import type { FastifyInstance } from 'fastify';
import type { Message } from '@heirloom/common/contracts/messages';
import { messageRoutes } from '@heirloom/common/routes/messages';
import { implementRoute } from '../../plugins/declared-routes';
import type { MessagesDependencies } from './messages.dependencies';
import {
  answerStillRightLink,
  confirmAllStillRight,
  confirmMessageStillRight,
  describeStillRightLink,
} from './still-right.service';

/** Registers the four "Still right?" routes on `app`; each answers as its declaration in common/src/routes/messages.ts says. */
export async function registerStillRightRoutes(
  app: FastifyInstance,
  deps: MessagesDependencies,
  /** The message `messageId` as it stands after the change, as its author sees it (messages.routes.ts). */
  presentCurrent: (messageId: string) => Promise<Message>,
): Promise<void> {
  implementRoute(app, messageRoutes.confirmStillRight, async (_request, _reply, message) => {
    await confirmMessageStillRight(deps, message);
    return presentCurrent(message.id);
  });

  implementRoute(app, messageRoutes.confirmAllStillRight, async (_request, _reply, user) =>
    confirmAllStillRight(deps, user.id),
  );

  implementRoute(app, messageRoutes.describeStillRightLink, async (_request, reply, claims) => {
    reply.header('cache-control', 'no-store');
    return describeStillRightLink(deps, claims);
  });

  implementRoute(app, messageRoutes.answerStillRightLink, async (_request, _reply, claims) =>
    answerStillRightLink(deps, claims),
  );
}
