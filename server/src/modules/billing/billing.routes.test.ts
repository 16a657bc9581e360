/**
 * Checkout in test mode (issue 13 item 1, "Done when": "in test mode the same journey without
 * Stripe"), on SQLite and PostgreSQL: the plan and price come from the catalogue; checkout activates
 * the plan at once with a test payment; a repeated checkout changes nothing; upgrade now (prorated),
 * downgrade and cancel at the period end, resume; a cancelled plan ends when its period does; test
 * payments never count as revenue.
 */
import { expect, it } from 'vitest';
import type { AdminStats, AdminUsersPage } from '@heirloom/common/contracts/admin';
import type { Subscription } from '@heirloom/common/contracts/billing';
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
  },
  { config: { adminEmail: ADMIN_EMAIL }, clock },
);
