/** POST /api/newsletter { email } and POST /api/newsletter/confirm { token } (issue 5). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { messageResponseSchema } from '@heirloom/common/contracts/api';
import { newsletterConfirmSchema, newsletterRequestSchema } from '@heirloom/common/contracts/newsletter';
import {
  confirmSubscriptionToken,
  NEWSLETTER_MESSAGES,
  requestSubscription,
  type NewsletterDependencies,
} from './newsletter.service';

/** Subscription requests one network address may make in 15 minutes. */
export const NEWSLETTER_REQUESTS_PER_WINDOW = 5;

export async function registerNewsletterRoutes(app: FastifyInstance, deps: NewsletterDependencies): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/newsletter',
    {
      // Each request may send a confirmation e-mail: 5 per network address per 15 minutes (issue 15).
      config: { access: 'public', rateLimit: { max: NEWSLETTER_REQUESTS_PER_WINDOW, timeWindow: 15 * 60 * 1000 } },
      schema: {
        summary: 'Subscribe to the blog newsletter (double opt-in)',
        body: newsletterRequestSchema,
        response: { 202: messageResponseSchema.describe('A confirmation e-mail is on its way') },
      },
    },
    async (request, reply) => {
      await requestSubscription(deps, request.body.email);
      return reply.code(202).send({ message: NEWSLETTER_MESSAGES.checkInbox });
    },
  );
  api.post(
    '/api/newsletter/confirm',
    {
      config: { access: 'token' },
      schema: {
        summary: "Confirm a subscription with the e-mail's token",
        body: newsletterConfirmSchema,
        response: { 200: messageResponseSchema.describe('Subscribed') },
      },
    },
    async (request) => {
      await confirmSubscriptionToken(deps, request.body.token);
      return { message: NEWSLETTER_MESSAGES.confirmed };
    },
  );
}
