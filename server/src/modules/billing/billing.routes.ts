/**
 * Plans and checkout over HTTP, implementing the routes declared in
 * common/src/routes/billing.ts. The mode is public (the checkout page tells a visitor no card is
 * charged); the rest is the signed-in user's own plan.
 */
import type { FastifyInstance } from 'fastify';
import { billingRoutes as routes } from '@heirloom/common/routes/billing';
import { implementRoute } from '../../plugins/declared-routes';
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
  implementRoute(app, routes.mode, async () => ({ mode: paymentMode(deps) }));

  implementRoute(app, routes.subscription, async (_request, _reply, user) => readSubscription(deps, user.id));

  implementRoute(app, routes.checkout, async (request, reply, user) =>
    reply.code(201).send(await checkout(deps, user.id, request.body)),
  );

  implementRoute(app, routes.checkoutSession, async (request, _reply, user) => ({
    url: await startCardCheckout(deps, user, request.body),
  }));

  if (deps.stripe) await app.register(registerStripeWebhook, { ...deps, stripe: deps.stripe });

  implementRoute(app, routes.changeSubscription, async (request, _reply, user) =>
    changeSubscription(deps, user.id, request.body.action),
  );

  implementRoute(app, routes.refund, async (_request, _reply, user) => requestRefund(deps, user.id));
}
