/**
 * The blog newsletter's double opt-in over HTTP, implementing the routes declared in
 * common/src/routes/newsletter.ts: POST /api/newsletter { email } and POST /api/newsletter/confirm
 * { token }.
 */
import type { FastifyInstance } from 'fastify';
import { newsletterRoutes as routes } from '@heirloom/common/routes/newsletter';
import { implementRoute } from '../../plugins/declared-routes';
import {
  confirmSubscriptionToken,
  NEWSLETTER_MESSAGES,
  requestSubscription,
  type NewsletterDependencies,
} from './newsletter.service';

/** Subscription requests one network address may make in 15 minutes. */
export const NEWSLETTER_REQUESTS_PER_WINDOW = 5;

export async function registerNewsletterRoutes(app: FastifyInstance, deps: NewsletterDependencies): Promise<void> {
  implementRoute(
    app,
    routes.subscribe,
    async (request, reply) => {
      await requestSubscription(deps, request.body.email);
      return reply.code(202).send({ message: NEWSLETTER_MESSAGES.checkInbox });
    },
    // Each request may send a confirmation e-mail: 5 per network address per 15 minutes.
    { rateLimit: { max: NEWSLETTER_REQUESTS_PER_WINDOW, timeWindow: 15 * 60 * 1000 } },
  );
  implementRoute(app, routes.confirm, async (request) => {
    await confirmSubscriptionToken(deps, request.body.token);
    return { message: NEWSLETTER_MESSAGES.confirmed };
  });
}
