/**
 * POST /api/billing/stripe-webhook (issue 13 item 1), registered only when Stripe is configured: an
 * encapsulated plugin whose JSON parser keeps the raw bytes, since Stripe signs them. Stripe has no
 * session or CSRF token: the signature is the proof (`isSignedWebhook` skips the CSRF check;
 * plugins/security.ts), so the route is public and a bad signature answers 400.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { webhookAnswerSchema } from '@heirloom/common/contracts/billing';
import { receiveWebhook, type StripeDependencies } from './billing-stripe';
import type { BillingDependencies } from './billing.service';

export async function registerStripeWebhook(
  app: FastifyInstance,
  deps: BillingDependencies & { stripe: StripeDependencies },
): Promise<void> {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/billing/stripe-webhook',
    {
      config: { access: 'public', isSignedWebhook: true },
      schema: {
        summary: "Stripe's events (signed): subscription changes and paid invoices, each applied once",
        response: { 200: webhookAnswerSchema.describe('Received; isNew is false for a replayed event') },
      },
    },
    async (request) => {
      const signature = request.headers['stripe-signature'];
      const isNew = await receiveWebhook(
        deps,
        deps.stripe,
        request.body as Buffer,
        Array.isArray(signature) ? signature[0] : signature,
      );
      return { received: true as const, isNew };
    },
  );
}
