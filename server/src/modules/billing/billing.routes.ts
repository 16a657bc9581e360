/**
 * Plans and checkout over HTTP (issue 13 item 1); calls in common/src/contracts/billing.ts. The
 * mode is public (the checkout page tells a visitor no card is charged); the rest is the signed-in
 * user's own plan.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import {
  checkoutRequestSchema,
  checkoutSessionSchema,
  paymentModeSchema,
  refundResultSchema,
  subscriptionChangeSchema,
  subscriptionSchema,
} from '@heirloom/common/contracts/billing';
import { requireUser } from '../../plugins/current-user';
import { requestRefund } from './billing-refund.service';
import { registerStripeWebhook } from './billing-webhook.routes';
import {
  changeSubscription,
  checkout,
  paymentMode,
  readSubscription,
  startCardCheckout,
  type BillingDependencies,
} from './billing.service';

export async function registerBillingRoutes(app: FastifyInstance, deps: BillingDependencies): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/billing/mode',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Whether payments are real (Stripe) or the explicit test mode',
        response: { 200: paymentModeSchema.describe('test: no card is charged') },
      },
    },
    async () => ({ mode: paymentMode(deps) }),
  );

  api.get(
    '/api/billing/subscription',
    {
      config: { access: 'session' },
      schema: {
        summary: "The signed-in user's plan, its period end and payments",
        response: { 200: subscriptionSchema.describe('The plan as it stands now') },
      },
    },
    async (request) => readSubscription(deps, requireUser(request).id),
  );

  api.post(
    '/api/billing/checkout',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Buy Complete Legacy for a month or a year (test mode: no card is charged)',
        body: checkoutRequestSchema,
        response: { 201: subscriptionSchema.describe('The plan, now active') },
      },
    },
    async (request, reply) => reply.code(201).send(await checkout(deps, requireUser(request).id, request.body)),
  );

  api.post(
    '/api/billing/checkout-session',
    {
      config: { access: 'session' },
      schema: {
        summary: "Open Stripe's payment page for Complete Legacy (Stripe mode)",
        body: checkoutRequestSchema,
        response: { 200: checkoutSessionSchema.describe("The address of Stripe's payment page") },
      },
    },
    async (request) => ({ url: await startCardCheckout(deps, requireUser(request), request.body) }),
  );

  if (deps.stripe) await app.register(registerStripeWebhook, { ...deps, stripe: deps.stripe });

  api.post(
    '/api/billing/subscription/change',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Upgrade to annual now, downgrade to monthly or cancel at the period end, or resume',
        body: subscriptionChangeSchema,
        response: { 200: subscriptionSchema.describe('The plan after the change') },
      },
    },
    async (request) => changeSubscription(deps, requireUser(request).id, request.body.action),
  );

  api.post(
    '/api/billing/refund',
    {
      config: { access: 'session' },
      schema: {
        summary: 'The 30-day money-back guarantee: every payment given back and the paid plan ended now',
        response: { 200: refundResultSchema.describe('What was refunded, and the plan after it') },
      },
    },
    async (request) => requestRefund(deps, requireUser(request).id),
  );
}
