/**
 * Stripe Checkout (docs/product/plans-and-pricing.md "Payments"), on SQLite and PostgreSQL, against
 * a local stand-in for Stripe's API and with webhooks signed by the SDK's own test-header helper:
 * checkout opens Stripe's page for the catalogue's price; the plan is active only once a verified
 * webhook says so; a replayed, forged or out-of-order event changes nothing; invoice.paid is real
 * revenue and an invoice on /subscription; cancel and resume are asked of Stripe and arrive by
 * webhook; a deleted subscription ends the plan; upgrade prorated; downgrade at the period end
 * through a subscription schedule; the money-back refund of every invoice within 30 days
 * (idempotent per payment, the subscription cancelled at once, revenue net of it) and its refusal
 * after 30 days.
 */
import Stripe from 'stripe';
import { afterAll, expect, it } from 'vitest';
import type { AdminRefunds, AdminStats } from '@heirloom/common/contracts/admin';
import type { RefundResult, Subscription } from '@heirloom/common/contracts/billing';
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
  overrides: { status?: string; cancelAtPeriodEnd?: boolean; price?: string; schedule?: string | null },
) {
  return {
    id: `sub_${userId.slice(0, 8)}`,
    object: 'subscription',
    customer: `cus_${userId.slice(0, 8)}`,
    status: overrides.status ?? 'active',
    cancel_at_period_end: overrides.cancelAtPeriodEnd ?? false,
    schedule: overrides.schedule ?? null,
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

      // Resume and cancel are asked of Stripe (which has the cancellation the webhook brought).
      standIn.subscriptions.set(subscription.id, subscriptionObject(user.id, { cancelAtPeriodEnd: true }));
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

    it('switches an annual plan to monthly at the period end, and refunds every invoice within 30 days', async () => {
      const admin =
        (await buildUser(app(), { email: ADMIN_EMAIL }).catch(() => undefined))?.client ?? new TestClient(app());
      await admin.post('/api/auth/signin', {
        username: ADMIN_EMAIL,
        password: 'correct horse battery',
        browser: 'chrome',
        mobile: false,
      });
      const { client, user } = await buildUser(app());
      const read = async () => (await client.get('/api/billing/subscription')).json<Subscription>();
      const change = (action: string) => client.post('/api/billing/subscription/change', { action });
      const annual = subscriptionObject(user.id, { price: 'price_year' });
      await deliver(event('customer.subscription.created', annual, start));
      standIn.subscriptions.set(annual.id, annual);
      const invoice = {
        id: `in_${user.id.slice(0, 8)}`,
        object: 'invoice',
        customer: annual.customer,
        amount_paid: 9552,
        number: 'HEIR-0001',
        hosted_invoice_url: 'https://invoice.stripe.test/i/1',
        lines: { data: [{ description: 'Complete Legacy, annual' }] },
      };
      await deliver(event('invoice.paid', invoice, start + 5));
      const paid = await read();
      expect(paid).toMatchObject({ status: 'active', period: 'year', nextChargeDollars: 95.52, pendingPeriod: null });
      expect(paid.payments).toEqual([
        expect.objectContaining({
          amountDollars: 95.52,
          isTest: false,
          invoiceNumber: 'HEIR-0001',
          invoiceUrl: 'https://invoice.stripe.test/i/1',
          refundedAt: null,
        }),
      ]);
      expect(paid.moneyBack?.status).toBe('available');

      // Downgrade: a schedule made from the subscription, this period annual, then monthly.
      const before = standIn.requests.length;
      expect((await change('downgrade_to_monthly')).json<Subscription>().pendingPeriod).toBeNull();
      const [created, updated] = standIn.requests.slice(before).filter((request) => request.method === 'POST');
      expect([created?.path, created?.params.get('from_subscription')]).toEqual([
        '/v1/subscription_schedules',
        annual.id,
      ]);
      expect(updated?.path).toMatch(/^\/v1\/subscription_schedules\/sub_sched_\d+$/u);
      expect(Object.fromEntries(updated!.params)).toMatchObject({
        end_behavior: 'release',
        'phases[0][items][0][price]': 'price_year',
        'phases[0][end_date]': String(start + 30 * DAY),
        'phases[1][items][0][price]': 'price_month',
        'phases[1][duration][interval]': 'month',
        'phases[1][proration_behavior]': 'none',
      });
      const scheduleId = updated!.path.split('/').at(-1)!;
      const schedule = (status: string) => ({
        id: scheduleId,
        object: 'subscription_schedule',
        subscription: annual.id,
        status,
        phases: [
          { start_date: start, end_date: start + 30 * DAY, items: [{ price: 'price_year', quantity: 1 }] },
          { start_date: start + 30 * DAY, end_date: start + 60 * DAY, items: [{ price: 'price_month', quantity: 1 }] },
        ],
      });
      const forged = event('subscription_schedule.updated', schedule('active'), start + 10);
      expect((await deliver(forged, 't=1,v1=deadbeef')).statusCode).toBe(400);
      expect((await read()).pendingPeriod).toBeNull();
      const scheduled = event('subscription_schedule.updated', schedule('active'), start + 10);
      expect((await deliver(scheduled)).json()).toEqual({ received: true, isNew: true });
      const withSchedule = subscriptionObject(user.id, { price: 'price_year', schedule: scheduleId });
      await deliver(event('customer.subscription.updated', withSchedule, start + 10));
      expect(await read()).toMatchObject({ period: 'year', pendingPeriod: 'month', nextChargeDollars: 9.95 });
      expect((await change('downgrade_to_monthly')).statusCode).toBe(409);

      // Resume releases the schedule; its release arrives by webhook; an older event changes nothing.
      standIn.subscriptions.set(annual.id, withSchedule);
      await change('resume');
      expect(standIn.requests.at(-1)).toMatchObject({
        method: 'POST',
        path: `/v1/subscription_schedules/${scheduleId}/release`,
      });
      const released = event('subscription_schedule.released', schedule('released'), start + 20);
      await deliver(released);
      expect((await deliver(released)).json()).toEqual({ received: true, isNew: false });
      await deliver(event('subscription_schedule.updated', schedule('active'), start + 15));
      expect(await read()).toMatchObject({ period: 'year', pendingPeriod: null, nextChargeDollars: 95.52 });

      // Cancelling while a schedule manages the subscription releases it first.
      standIn.subscriptions.set(annual.id, withSchedule);
      const beforeCancel = standIn.requests.length;
      await change('cancel');
      expect(standIn.requests.slice(beforeCancel).map((request) => `${request.method} ${request.path}`)).toEqual([
        `GET /v1/subscriptions/${annual.id}`,
        `POST /v1/subscription_schedules/${scheduleId}/release`,
        `POST /v1/subscriptions/${annual.id}`,
      ]);
      expect(standIn.requests.at(-1)?.params.get('cancel_at_period_end')).toBe('true');

      // The money-back refund: each invoice's payment refunded once, then the subscription cancelled.
      const revenueBefore = (await admin.get('/api/admin/stats')).json<AdminStats>().totalRevenue;
      expect(revenueBefore).toBeGreaterThanOrEqual(95.52);
      const beforeRefund = standIn.requests.length;
      const refund = await client.post('/api/billing/refund', {});
      expect(refund.statusCode, refund.body).toBe(200);
      expect(refund.json<RefundResult>().refundedDollars).toBe(95.52);
      const calls = standIn.requests.slice(beforeRefund);
      expect(calls.map((request) => `${request.method} ${request.path}`)).toEqual([
        'GET /v1/invoice_payments',
        'POST /v1/refunds',
        `DELETE /v1/subscriptions/${annual.id}`,
      ]);
      expect(calls[0]?.params.get('invoice')).toBe(invoice.id);
      expect(calls[1]?.params.get('payment_intent')).toBe(`pi_${invoice.id}`);
      expect(calls[1]?.headers['idempotency-key']).toBe(`heirloom-refund-${paid.payments[0]!.id}`);
      const refunded = await read();
      expect(refunded.moneyBack?.status).toBe('used');
      expect(refunded.payments[0]?.refundedAt).not.toBeNull();
      expect((await client.post('/api/billing/refund', {})).statusCode).toBe(409);
      await deliver(
        event('customer.subscription.deleted', subscriptionObject(user.id, { status: 'canceled' }), start + 40),
      );
      expect((await read()).status).toBe('free');
      expect((await admin.get('/api/admin/stats')).json<AdminStats>().totalRevenue).toBeCloseTo(
        revenueBefore - 95.52,
        2,
      );
      const { refunds } = (await admin.get('/api/admin/refunds')).json<AdminRefunds>();
      expect(refunds.find((entry) => entry.userId === user.id)).toMatchObject({ amountDollars: 95.52, isTest: false });
    });

    it('bills monthly once the schedule reaches its monthly phase, with nothing left pending', async () => {
      const { client, user } = await buildUser(app());
      const annual = subscriptionObject(user.id, { price: 'price_year' });
      await deliver(event('customer.subscription.created', annual, start));
      const schedule = {
        id: `sub_sched_${user.id.slice(0, 8)}`,
        object: 'subscription_schedule',
        subscription: annual.id,
        status: 'active',
        phases: [
          { start_date: start, end_date: start + 30 * DAY, items: [{ price: 'price_year', quantity: 1 }] },
          { start_date: start + 30 * DAY, end_date: start + 60 * DAY, items: [{ price: 'price_month', quantity: 1 }] },
        ],
      };
      await deliver(event('subscription_schedule.created', schedule, start + 1));
      const read = async () => (await client.get('/api/billing/subscription')).json<Subscription>();
      expect(await read()).toMatchObject({ period: 'year', pendingPeriod: 'month' });
      const monthly = subscriptionObject(user.id, { price: 'price_month', schedule: schedule.id });
      await deliver(event('customer.subscription.updated', monthly, start + 30 * DAY));
      expect(await read()).toMatchObject({ period: 'month', pendingPeriod: null, nextChargeDollars: 9.95 });
    });

    it('refuses a refund once 30 days have passed since the first invoice, asking Stripe nothing', async () => {
      const { client, user } = await buildUser(app());
      const old = start - 31 * DAY;
      const monthly = subscriptionObject(user.id, {});
      await deliver(event('customer.subscription.created', monthly, old));
      const invoice = {
        id: `in_old_${user.id.slice(0, 8)}`,
        object: 'invoice',
        customer: monthly.customer,
        amount_paid: 995,
        lines: { data: [] },
      };
      await deliver(event('invoice.paid', invoice, old));
      const before = standIn.requests.length;
      const late = await client.post('/api/billing/refund', {});
      expect(late.statusCode).toBe(409);
      expect(late.json<{ message: string }>().message).toMatch(
        /^The 30-day money-back guarantee ended on \w+ \d{1,2}, \d{4}, 30 days after your first payment\./u,
      );
      expect(standIn.requests.length).toBe(before);
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
