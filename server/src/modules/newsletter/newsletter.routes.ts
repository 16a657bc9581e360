/** POST /api/newsletter { email } and POST /api/newsletter/confirm { token } (issue 5). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { newsletterRequestSchema } from '@heirloom/common/contracts/newsletter';
import {
  confirmSubscriptionToken,
  NEWSLETTER_MESSAGES,
  requestSubscription,
  type NewsletterDependencies,
} from './newsletter.service';

export async function registerNewsletterRoutes(app: FastifyInstance, deps: NewsletterDependencies): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post('/api/newsletter', { schema: { body: newsletterRequestSchema } }, async (request, reply) => {
    await requestSubscription(deps, request.body.email);
    return reply.code(202).send({ message: NEWSLETTER_MESSAGES.checkInbox });
  });
  api.post(
    '/api/newsletter/confirm',
    { schema: { body: z.object({ token: z.string().max(200) }) } },
    async (request) => {
      await confirmSubscriptionToken(deps, request.body.token);
      return { message: NEWSLETTER_MESSAGES.confirmed };
    },
  );
}
