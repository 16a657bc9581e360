/**
 * Checkout in test mode, the same journey as with Stripe but without it
 * (docs/product/plans-and-pricing.md "Payments"), on SQLite and PostgreSQL: the plan and price come
 * from the catalogue; checkout activates the plan at once with a test payment; a repeated checkout
 * changes nothing; upgrade now (prorated), downgrade and cancel at the period end, resume; a
 * cancelled plan ends when its period does; test payments never count as revenue; the 30-day
 * money-back refund (once, within 30 days of the first payment, ending the plan now; the admin sees
 * it) and its clear refusal after 30 days.
 */
import { expect, it } from 'vitest';
import type { AdminRefunds, AdminStats, AdminUsersPage } from '@heirloom/common/contracts/admin';
import type { RefundResult, Subscription } from '@heirloom/common/contracts/billing';
import { buildUser } from '../../../test/factories';
import { describeEachDatabase, TestClient } from '../../../test/test-app';

const ADMIN_EMAIL = 'billing-admin@example.com';
const DAY = 24 * 60 * 60 * 1000;
let offset = 0;
const clock = { now: () => new Date(Date.parse('2026-11-10T12:00:00Z') + offset) };

describeEachDatabase(
  'checkout in test mode',
  (context) => {
    const app = () => context().app;
    /** A client signed in now (sessions made before a jump of the clock have expired). */
    async function signIn(email: string, password = 'correct horse battery') {
      const client = new TestClient(app());
      const answer = await client.post('/api/auth/signin', {
        username: email,
        password,
        browser: 'chrome',
        mobile: false,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return client;
    }
    /** The administrator, signed up by the first test that needs them and signed in again after. */
    const signInAdmin = async () =>
      (await buildUser(app(), { email: ADMIN_EMAIL }).catch(() => undefined))?.client ?? signIn(ADMIN_EMAIL);

    it('says it is in test mode, to anyone', async () => {
      const answer = await new TestClient(app()).get('/api/billing/mode');
      expect(answer.json()).toEqual({ mode: 'test' });
      expect((await new TestClient(app()).get('/api/billing/subscription')).statusCode).toBe(401);
    });

    it('activates, upgrades, downgrades, cancels, resumes and ends a plan', async () => {
      offset = 0;
      const admin = await buildUser(app(), { email: ADMIN_EMAIL });
      const { client: buyer, user, password } = await buildUser(app());
      const free = (await buyer.get('/api/billing/subscription')).json<Subscription>();
      expect(free).toMatchObject({ planId: 'free_forever', planName: 'Free Forever', status: 'free', payments: [] });

      expect((await buyer.post('/api/billing/checkout', { plan: 'free_forever', period: 'month' })).statusCode).toBe(
        400,
      );
      const bought = await buyer.post('/api/billing/checkout', {
        plan: 'complete_legacy',
        period: 'month',
        price: 0.01,
      });
      expect(bought.statusCode).toBe(201);
      expect(bought.json<Subscription>()).toMatchObject({
        planId: 'complete_legacy',
        period: 'month',
        status: 'active',
        currentPeriodEnd: '2026-12-10T12:00:00.000Z',
        nextChargeDollars: 9.95,
        mode: 'test',
        payments: [{ amountDollars: 9.95, description: 'Complete Legacy, monthly', isTest: true }],
      });
      const again = await buyer.post('/api/billing/checkout', { plan: 'complete_legacy', period: 'year' });
      expect(again.statusCode).toBe(409);
      expect((await buyer.get('/api/billing/subscription')).json<Subscription>().payments).toHaveLength(1);

      // Admin: the subscription is in force, but a test payment is no revenue.
      const stats = (await admin.client.get('/api/admin/stats')).json<AdminStats>();
      expect(stats).toMatchObject({ activeSubscriptions: 1, totalRevenue: 0 });
      const row = (await admin.client.get(`/api/admin/users?search=${user.email}`)).json<AdminUsersPage>().users[0];
      expect(row?.subscriptionPlan).toBe('complete_legacy');

      offset = 15 * DAY; // half of the month used
      const change = (action: string) => buyer.post('/api/billing/subscription/change', { action });
      expect((await change('downgrade_to_monthly')).statusCode).toBe(409);
      const upgraded = (await change('upgrade_to_annual')).json<Subscription>();
      expect(upgraded).toMatchObject({
        period: 'year',
        currentPeriodEnd: '2027-11-25T12:00:00.000Z',
        nextChargeDollars: 95.52,
      });
      // 95.52 less the unused half of the month's 9.95 (15 of 30 days left: 4.98)
      expect(upgraded.payments[0]).toMatchObject({ amountDollars: 90.54, isTest: true });

      const downgraded = (await change('downgrade_to_monthly')).json<Subscription>();
      expect(downgraded).toMatchObject({
        period: 'year',
        pendingPeriod: 'month',
        nextChargeDollars: 9.95,
        status: 'active',
      });
      expect((await change('resume')).json<Subscription>()).toMatchObject({
        pendingPeriod: null,
        nextChargeDollars: 95.52,
      });
      expect((await change('cancel')).json<Subscription>()).toMatchObject({
        status: 'canceling',
        nextChargeDollars: null,
      });
      expect((await change('cancel')).statusCode).toBe(409);

      offset = 15 * DAY + 366 * DAY;
      const client = new TestClient(app()); // the old sessions have expired by now
      await client.post('/api/auth/signin', { username: user.email, password, browser: 'chrome', mobile: false });
      await admin.client.post('/api/auth/signin', {
        username: ADMIN_EMAIL,
        password: admin.password,
        browser: 'chrome',
        mobile: false,
      });
      expect((await client.get('/api/billing/subscription')).json<Subscription>()).toMatchObject({
        planId: 'free_forever',
        status: 'free',
      });
      expect((await client.post('/api/billing/subscription/change', { action: 'resume' })).statusCode).toBe(409);
      expect((await admin.client.get('/api/admin/stats')).json<AdminStats>().activeSubscriptions).toBe(0);
      expect((await client.post('/api/billing/checkout', { plan: 'complete_legacy', period: 'year' })).statusCode).toBe(
        201,
      );
    });

    it('renews a plan that was not cancelled, taking a pending downgrade at the period end', async () => {
      offset = 0;
      const { client, user, password } = await buildUser(app());
      await client.post('/api/billing/checkout', { plan: 'complete_legacy', period: 'year' });
      await client.post('/api/billing/subscription/change', { action: 'downgrade_to_monthly' });
      offset = 370 * DAY;
      const later = new TestClient(app()); // the old session has expired by now
      await later.post('/api/auth/signin', { username: user.email, password, browser: 'chrome', mobile: false });
      expect((await later.get('/api/billing/subscription')).json<Subscription>()).toMatchObject({
        status: 'active',
        period: 'month',
        pendingPeriod: null,
        currentPeriodEnd: '2027-12-10T12:00:00.000Z',
      });
    });

    it('refunds every test payment within 30 days of the first, once, and ends the plan now', async () => {
      offset = 0;
      const { client: buyer, user } = await buildUser(app());
      let client = buyer;
      const refund = () => client.post('/api/billing/refund', {});
      const nothing = await refund();
      expect([nothing.statusCode, nothing.json()]).toEqual([
        409,
        { message: 'There is no payment to refund: you have not paid for a plan.' },
      ]);
      await client.post('/api/billing/checkout', { plan: 'complete_legacy', period: 'month' });
      offset = 10 * DAY;
      const upgraded = (
        await client.post('/api/billing/subscription/change', { action: 'upgrade_to_annual' })
      ).json<Subscription>();
      expect(upgraded.moneyBack).toEqual({ status: 'available', until: '2026-12-10T12:00:00.000Z' });
      const paidCents = upgraded.payments.reduce((sum, payment) => sum + Math.round(payment.amountDollars * 100), 0);

      offset = 29 * DAY;
      client = await signIn(user.email);
      const refunded = await refund();
      expect(refunded.statusCode).toBe(200);
      const result = refunded.json<RefundResult>();
      expect(Math.round(result.refundedDollars * 100)).toBe(paidCents);
      expect(result.subscription).toMatchObject({
        planId: 'free_forever',
        status: 'free',
        moneyBack: { status: 'used' },
      });
      expect(result.subscription.payments).toHaveLength(2);
      for (const payment of result.subscription.payments) {
        expect(payment).toMatchObject({ isTest: true, refundedAt: '2026-12-09T12:00:00.000Z', invoiceNumber: null });
      }
      const again = await refund();
      expect([again.statusCode, again.json()]).toEqual([
        409,
        { message: 'Your payments were already refunded under the money-back guarantee, which applies once.' },
      ]);

      const admin = await signInAdmin();
      const { refunds } = (await admin.get('/api/admin/refunds')).json<AdminRefunds>();
      const mine = refunds.filter((entry) => entry.userId === user.id);
      expect(mine).toHaveLength(2);
      expect(mine.every((entry) => entry.isTest && entry.email === user.email)).toBe(true);
      expect((await admin.get('/api/admin/stats')).json<AdminStats>().totalRevenue).toBe(0);
      expect((await new TestClient(app()).get('/api/admin/refunds')).statusCode).toBe(401);
      expect((await client.get('/api/admin/refunds')).statusCode).toBe(404);
    });

    it('says plainly that the money-back guarantee has ended 30 days after the first payment', async () => {
      offset = 0;
      const { client: buyer, user } = await buildUser(app());
      await buyer.post('/api/billing/checkout', { plan: 'complete_legacy', period: 'year' });
      offset = 30 * DAY;
      const client = await signIn(user.email);
      const late = await client.post('/api/billing/refund', {});
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({
        message:
          'The 30-day money-back guarantee ended on December 10, 2026, 30 days after your first payment. You can still cancel: your plan then ends at the end of the period you paid for.',
      });
      const plan = (await client.get('/api/billing/subscription')).json<Subscription>();
      expect(plan).toMatchObject({ status: 'active', period: 'year', moneyBack: { status: 'ended' } });
      expect(plan.payments[0]?.refundedAt).toBeNull();
    });
  },
  { config: { adminEmail: ADMIN_EMAIL }, clock },
);
