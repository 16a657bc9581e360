/**
 * Stripe Checkout (issue 13 item 1, "Done when"), on SQLite and PostgreSQL, against a local
 * stand-in for Stripe's API and with webhooks signed by the SDK's own test-header helper: checkout
 * opens Stripe's page for the catalogue's price; the plan is active only once a verified webhook
 * says so; a replayed, forged or out-of-order event changes nothing; invoice.paid is real revenue;
 * cancel and resume are asked of Stripe and arrive by webhook; a deleted subscription ends the plan.
 */
import Stripe from 'stripe';
import { afterAll, expect, it } from 'vitest';
import type { AdminStats } from '@heirloom/common/contracts/admin';
import type { Subscription } from '@heirloom/common/contracts/billing';
import { buildUser } from '../../../test/factories';
import { startStripeStandIn } from '../../../test/stripe-stand-in';
import { describeEachDatabase, TestClient } from '../../../test/test-app';

const ADMIN_EMAIL = 'stripe-admin@example.com';
const WEBHOOK_SECRET = 'whsec_test_heirloom';
const standIn = await startStripeStandIn();
afterAll(() => standIn.close());
const signer = new Stripe('sk_test_heirloom');
const DAY = 24 * 60 * 60;
const start = Math.floor(Date.now() / 1000);
let eventCount = 0;

function subscriptionObject(
  userId: string,
  overrides: { status?: string; cancelAtPeriodEnd?: boolean; price?: string },
) {
  return {
    id: `sub_${userId.slice(0, 8)}`,
    object: 'subscription',
    customer: `cus_${userId.slice(0, 8)}`,
    status: overrides.status ?? 'active',
    cancel_at_period_end: overrides.cancelAtPeriodEnd ?? false,
    metadata: { userId },
    items: {
      object: 'list',
      data: [
        {
          id: 'si_1',
          object: 'subscription_item',
          price: { id: overrides.price ?? 'price_month', object: 'price' },
          current_period_start: start,
          current_period_end: start + 30 * DAY,
        },
      ],
    },
  };
}

describeEachDatabase(
  'Stripe Checkout',
  (context) => {
    const app = () => context().app;
    /** Posts `event` to the webhook as Stripe would, signed with the secret (or `signature`). */
    async function deliver(event: object, signature?: string) {
      const payload = JSON.stringify(event);
      const header = signature ?? signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      return new TestClient(app(), '10.20.0.1').request({
        method: 'POST',
        url: '/api/billing/stripe-webhook',
        payload,
        headers: { 'content-type': 'application/json', 'stripe-signature': header },
        csrf: false,
      });
    }
    const event = (type: string, object: object, created: number) => ({
      id: `evt_${++eventCount}_${context().dialect}`,
      object: 'event',
      type,
      created,
      data: { object },
    });

    it('activates the plan only from verified webhooks, each applied once and in order', async () => {
      const admin = await buildUser(app(), { email: ADMIN_EMAIL });
      const { client, user } = await buildUser(app());
      expect((await client.get('/api/billing/mode')).json()).toEqual({ mode: 'stripe' });
      expect(
        (await client.post('/api/billing/checkout', { plan: 'complete_legacy', period: 'month' })).statusCode,
      ).toBe(409);

      const session = await client.post('/api/billing/checkout-session', {
        plan: 'complete_legacy',
        period: 'year',
        price: 1,
      });
      expect(session.json()).toEqual({
        url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/pay\/cs_test_/),
      });
      const created = standIn.requests.filter((request) => request.path === '/v1/checkout/sessions').at(-1)!;
      expect(created.params.get('line_items[0][price]')).toBe('price_year');
      expect(created.params.get('client_reference_id')).toBe(user.id);
      expect(created.params.get('mode')).toBe('subscription');
      // Paying on Stripe's page is not enough: nothing is active until the webhook.
      expect((await client.get('/api/billing/subscription')).json<Subscription>().status).toBe('free');

      const subscription = subscriptionObject(user.id, {});
      const forged = await deliver(event('customer.subscription.created', subscription, start), 't=1,v1=deadbeef');
      expect(forged.statusCode).toBe(400);
      expect(forged.json()).toEqual({ message: 'The webhook signature is not valid.' });
      const tampered = event('customer.subscription.created', subscription, start);
      const header = signer.webhooks.generateTestHeaderString({
        payload: JSON.stringify(tampered),
        secret: 'whsec_other',
      });
      expect((await deliver(tampered, header)).statusCode).toBe(400);
      expect((await client.get('/api/billing/subscription')).json<Subscription>().status).toBe('free');

      const activated = event('customer.subscription.created', subscription, start);
      expect((await deliver(activated)).json()).toEqual({ received: true, isNew: true });
      const active = (await client.get('/api/billing/subscription')).json<Subscription>();
      expect(active).toMatchObject({ status: 'active', period: 'month', mode: 'stripe', nextChargeDollars: 9.95 });
      expect(active.currentPeriodEnd).toBe(new Date((start + 30 * DAY) * 1000).toISOString());

      // Cancelled on Stripe, then the same event replayed and an older update arriving late.
      const canceled = event(
        'customer.subscription.updated',
        subscriptionObject(user.id, { cancelAtPeriodEnd: true }),
        start + 60,
      );
      expect((await deliver(canceled)).json()).toEqual({ received: true, isNew: true });
      expect((await deliver(canceled)).json()).toEqual({ received: true, isNew: false });
      const stale = event(
        'customer.subscription.updated',
        subscriptionObject(user.id, { price: 'price_year' }),
        start + 30,
      );
      expect((await deliver(stale)).json()).toEqual({ received: true, isNew: true });
      expect((await client.get('/api/billing/subscription')).json<Subscription>()).toMatchObject({
        status: 'canceling',
        period: 'month',
      });

      const invoice = {
        id: 'in_1',
        object: 'invoice',
        customer: subscription.customer,
        amount_paid: 995,
        lines: { data: [{ description: 'Complete Legacy, monthly' }] },
      };
      const paid = event('invoice.paid', invoice, start + 90);
      await deliver(paid);
      await deliver(paid);
      const payments = (await client.get('/api/billing/subscription')).json<Subscription>().payments;
      expect(payments).toEqual([expect.objectContaining({ amountDollars: 9.95, isTest: false })]);
      expect((await admin.client.get('/api/admin/stats')).json<AdminStats>()).toMatchObject({
        totalRevenue: 9.95,
        activeSubscriptions: 1,
      });

      // Resume and cancel are asked of Stripe.
      standIn.subscriptions.set(subscription.id, subscription);
      await client.post('/api/billing/subscription/change', { action: 'resume' });
      const update = standIn.requests
        .filter((request) => request.path === `/v1/subscriptions/${subscription.id}`)
        .at(-1)!;
      expect([update.method, update.params.get('cancel_at_period_end')]).toEqual(['POST', 'false']);
      await client.post('/api/billing/subscription/change', { action: 'upgrade_to_annual' });
      const upgrade = standIn.requests
        .filter((request) => request.method === 'POST' && request.path === `/v1/subscriptions/${subscription.id}`)
        .at(-1)!;
      expect(upgrade.params.get('items[0][price]')).toBe('price_year');
      expect(upgrade.params.get('proration_behavior')).toBe('always_invoice');
      expect(
        (await client.post('/api/billing/subscription/change', { action: 'downgrade_to_monthly' })).statusCode,
      ).toBe(409);

      const ended = event(
        'customer.subscription.deleted',
        subscriptionObject(user.id, { status: 'canceled' }),
        start + 120,
      );
      await deliver(ended);
      expect((await client.get('/api/billing/subscription')).json<Subscription>().status).toBe('free');
      expect((await admin.client.get('/api/admin/stats')).json<AdminStats>().activeSubscriptions).toBe(0);
    });
  },
  {
    config: {
      adminEmail: ADMIN_EMAIL,
      stripe: {
        secretKey: 'sk_test_heirloom',
        webhookSecret: WEBHOOK_SECRET,
        priceIds: { month: 'price_month', year: 'price_year' },
        apiUrl: standIn.url,
      },
    },
  },
);
