/**
 * POST /api/contact { name, email, topic, message, website, requestId }, declared in
 * common/src/routes/contact.ts.
 */
import type { FastifyInstance } from 'fastify';
import { CONTACT_MESSAGES } from '@heirloom/common/contracts/contact';
import { contactRoutes } from '@heirloom/common/routes/contact';
import { implementRoute } from '../../plugins/declared-routes';
import { sendContactMessage, type ContactDependencies } from './contact.service';

/** Contact messages one network address may send in an hour (each sends two e-mails). */
export const CONTACT_REQUESTS_PER_WINDOW = 5;

export async function registerContactRoutes(app: FastifyInstance, deps: ContactDependencies): Promise<void> {
  implementRoute(
    app,
    contactRoutes.send,
    async (request, reply) => {
      await sendContactMessage(deps, request.body);
      return reply.code(202).send({ message: CONTACT_MESSAGES.sent });
    },
    { rateLimit: { max: CONTACT_REQUESTS_PER_WINDOW, timeWindow: 60 * 60 * 1000 } },
  );
}
