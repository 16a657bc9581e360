/**
 * Gentle mode over HTTP (declared in common/src/routes/messages.ts): GET and POST
 * /api/messages-for-me/:token, what waits for the recipient of a gentle e-mail's link and their
 * choice to pause or resume, without a session (the gentle-link gate, message.policy).
 */
import type { FastifyInstance } from 'fastify';
import { messageRoutes } from '@heirloom/common/routes/messages';
import { implementRoute } from '../../plugins/declared-routes';
import type { MessagesDependencies } from './messages.dependencies';
import { chooseMessagesPace, describeMessagesForMe } from './gentle-mode.service';

/** Registers the two gentle-mode routes on `app`; each answers as its declaration says. */
export async function registerGentleModeRoutes(app: FastifyInstance, deps: MessagesDependencies): Promise<void> {
  implementRoute(app, messageRoutes.describeMessagesForMe, async (_request, reply, claims) => {
    reply.header('cache-control', 'no-store');
    return describeMessagesForMe(deps, claims);
  });

  implementRoute(app, messageRoutes.chooseMessagesPace, async (request, _reply, claims) =>
    chooseMessagesPace(deps, claims, request.body.choice),
  );
}
