/**
 * The routes of plans and checkout (server: modules/billing). The payment mode is public (the
 * checkout page tells a visitor no card is charged); Stripe's webhook is public and proven by its
 * signature; the rest is the signed-in user's own plan.
 */
import {
  checkoutRequestSchema,
  checkoutSessionSchema,
  paymentModeSchema,
  refundResultSchema,
  subscriptionChangeSchema,
  subscriptionSchema,
  webhookAnswerSchema,
} from '../contracts/billing';
import { defineRoute } from './define-route';

export const billingRoutes = {
  mode: defineRoute({
    method: 'GET',
    path: '/api/billing/mode',
    access: 'public',
    summary: 'Whether payments are real (Stripe) or the explicit test mode',
    response: { 200: paymentModeSchema.describe('test: no card is charged') },
  }),
  subscription: defineRoute({
    method: 'GET',
    path: '/api/billing/subscription',
    access: 'session',
    summary: "The signed-in user's plan, its period end and payments",
    response: { 200: subscriptionSchema.describe('The plan as it stands now') },
  }),
  checkout: defineRoute({
    method: 'POST',
    path: '/api/billing/checkout',
    access: 'session',
    summary: 'Buy Complete Legacy for a month or a year (test mode: no card is charged)',
    body: checkoutRequestSchema,
    response: { 201: subscriptionSchema.describe('The plan, now active') },
  }),
  checkoutSession: defineRoute({
    method: 'POST',
    path: '/api/billing/checkout-session',
    access: 'session',
    summary: "Open Stripe's payment page for Complete Legacy (Stripe mode)",
    body: checkoutRequestSchema,
    response: { 200: checkoutSessionSchema.describe("The address of Stripe's payment page") },
  }),
  stripeWebhook: defineRoute({
    method: 'POST',
    path: '/api/billing/stripe-webhook',
    access: 'public',
    summary: "Stripe's events (signed): subscription changes and paid invoices, each applied once",
    response: { 200: webhookAnswerSchema.describe('Received; isNew is false for a replayed event') },
  }),
  changeSubscription: defineRoute({
    method: 'POST',
    path: '/api/billing/subscription/change',
    access: 'session',
    summary: 'Upgrade to annual now, downgrade to monthly or cancel at the period end, or resume',
    body: subscriptionChangeSchema,
    response: { 200: subscriptionSchema.describe('The plan after the change') },
  }),
  refund: defineRoute({
    method: 'POST',
    path: '/api/billing/refund',
    access: 'session',
    summary: 'The 30-day money-back guarantee: every payment given back and the paid plan ended now',
    response: { 200: refundResultSchema.describe('What was refunded, and the plan after it') },
  }),
};
