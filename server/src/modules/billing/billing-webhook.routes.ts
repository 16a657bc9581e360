/**
 * POST /api/billing/stripe-webhook (declared in common/src/routes/billing.ts),
 * registered only when Stripe is configured: an encapsulated plugin whose JSON parser keeps the raw
 * bytes, since Stripe signs them. Stripe has no session or CSRF token: the signature is the proof (`isSignedWebhook` skips the CSRF check;
 * plugins/security.ts), so the route is public and a bad signature answers 400.
 */
import type { FastifyInstance } from 'fastify';
import { billingRoutes } from '@heirloom/common/routes/billing';
import { implementRoute } from '../../plugins/declared-routes';
import { receiveWebhook, type StripeDependencies } from './billing-stripe';
import type { BillingDependencies } from './billing.service';

export async function registerStripeWebhook(
  app: FastifyInstance,
  deps: BillingDependencies & { stripe: StripeDependencies },
): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  implementRoute(
    app,
    billingRoutes.stripeWebhook,
    async (request) => {
      const signature = request.headers['stripe-signature'];
      const isNew = await receiveWebhook(
        deps,
        deps.stripe,
        request.body as unknown as Buffer,
        Array.isArray(signature) ? signature[0] : signature,
      );
      return { received: true as const, isNew };
    },
    { isSignedWebhook: true },
  );
}
