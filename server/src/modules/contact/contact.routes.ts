/** POST /api/contact { name, email, topic, message, website, requestId } (issue 14, Help). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { messageResponseSchema } from '@heirloom/common/contracts/api';
import { errorResponseSchema } from '@heirloom/common/contracts/auth';
import { CONTACT_MESSAGES, contactRequestSchema } from '@heirloom/common/contracts/contact';
import { sendContactMessage, type ContactDependencies } from './contact.service';

/** Contact messages one network address may send in an hour (each sends two e-mails). */
export const CONTACT_REQUESTS_PER_WINDOW = 5;

export async function registerContactRoutes(app: FastifyInstance, deps: ContactDependencies): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/contact',
    {
      config: { access: 'public', rateLimit: { max: CONTACT_REQUESTS_PER_WINDOW, timeWindow: 60 * 60 * 1000 } },
      schema: {
        summary: 'Send a message to the support team (and a copy to the sender)',
        body: contactRequestSchema,
        response: {
          202: messageResponseSchema.describe('Queued: the message and its copy are on their way'),
          503: errorResponseSchema.describe('No support address is configured'),
        },
      },
    },
    async (request, reply) => {
      await sendContactMessage(deps, request.body);
      return reply.code(202).send({ message: CONTACT_MESSAGES.sent });
    },
  );
}
