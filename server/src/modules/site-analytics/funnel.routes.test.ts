/**
 * The conversion funnel (docs/product/marketing-and-figures.md "The operator's four tools"), on
 * SQLite and PostgreSQL, from real rows made through the API: visitors (the beacon), sign-ups,
 * first message scheduled and paid (test-mode checkout), with step rates, every day of the period
 * and the period's checks; administrators and the demo family left out; administrators only.
 */
import { expect, it } from 'vitest';
import type { Funnel } from '@heirloom/common/contracts/site-analytics';
import { buildUser, scheduleLetters, type BuiltUser } from '../../../test/factories';
import { describeEachDatabase, TestClient } from '../../../test/test-app';

const ADMIN_EMAIL = 'funnel-admin@example.com';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

let now = 0;
const clock = { now: () => new Date(now) };

describeEachDatabase(
  'conversion funnel',
  (context) => {
    const app = () => context().app;
    let admin: BuiltUser | undefined;
    const administrator = async () => (admin ??= await buildUser(app(), { email: ADMIN_EMAIL }));
    const funnel = async (query: string) => (await administrator()).client.get(`/api/admin/funnel${query}`);
    const visit = (address: string, path: string) =>
      new TestClient(app(), address).request({
        method: 'POST',
        url: '/api/site/visits',
        payload: { path },
        headers: { 'user-agent': BROWSER },
      });

    it('follows visitors to sign-ups, a first scheduled message and a payment, from real rows', async () => {
      now = Date.parse('2026-11-18T10:00:00Z');
      await administrator(); // an administrator is not a sign-up of the funnel
      for (let index = 1; index <= 8; index += 1) await visit(`192.0.2.${index}`, index % 2 ? '/' : '/pricing');
      const [ada, ben] = [await buildUser(app()), await buildUser(app())];
      now = Date.parse('2026-11-19T10:00:00Z');
      for (let index = 1; index <= 4; index += 1) await visit(`192.0.2.${index}`, '/');
      const cleo = await buildUser(app());
      await buildUser(app());
      await scheduleLetters(ada.client, { count: 2, deliverAt: new Date('2027-02-01T09:00:00Z') });
      await scheduleLetters(cleo.client, { count: 1, deliverAt: new Date('2027-03-01T09:00:00Z') });
      // A draft is not a scheduled message.
      await ben.client.post('/api/messages', {
        intent: 'draft',
        kind: 'letter',
        title: 'Not yet',
        letterText: 'Draft.',
        occasion: 'other',
        timeZone: 'UTC',
        recipients: [{ name: 'Sam', email: 'sam@example.com' }],
      });
      // The demo family's account is no sign-up, whatever it schedules.
      const demo = await buildUser(app());
      await scheduleLetters(demo.client, { count: 1, deliverAt: new Date('2027-03-01T09:00:00Z') });
      await context()
        .db.insertInto('demo_accounts')
        .values({
          user_id: demo.user.id,
          state: 'current',
          built_on: '2026-11-19',
          created_at: clock.now().toISOString(),
        })
        .execute();
      const bought = await ada.client.post('/api/billing/checkout', { plan: 'complete_legacy', period: 'month' });
      expect(bought.statusCode, bought.body).toBeLessThan(300);

      const response = await funnel('?from=2026-11-18&to=2026-11-19');
      expect(response.statusCode, response.body).toBe(200);
      const figures = response.json<Funnel>();
      expect(figures.steps).toEqual([
        { key: 'visitors', label: 'Visitors', count: 12, rateFromPrevious: null },
        { key: 'signUps', label: 'Sign-ups', count: 4, rateFromPrevious: 4 / 12 },
        { key: 'firstMessage', label: 'First message scheduled', count: 2, rateFromPrevious: 2 / 4 },
        { key: 'paid', label: 'Paid', count: 1, rateFromPrevious: 1 / 2 },
      ]);
      expect(figures.days).toEqual([
        { day: '2026-11-18', visitors: 8, pageViews: 8, signUps: 2 },
        { day: '2026-11-19', visitors: 4, pageViews: 4, signUps: 2 },
      ]);
      expect(figures.topPages).toEqual([
        { path: '/', pageViews: 8, visitors: 8 },
        { path: '/pricing', pageViews: 4, visitors: 4 },
      ]);

      // One day only: its own sign-ups, and the steps those accounts took.
      const secondDay = (await funnel('?from=2026-11-19&to=2026-11-19')).json<Funnel>();
      expect(secondDay.steps.map((step) => step.count)).toEqual([4, 2, 1, 0]);
      // The last 30 days by default, ending today.
      const lastMonth = (await funnel('')).json<Funnel>();
      expect(lastMonth).toMatchObject({ from: '2026-10-21', to: '2026-11-19' });
      expect(lastMonth.days).toHaveLength(30);
    });

    it('refuses a backwards, too long or impossible period with a clear message', async () => {
      const message = async (query: string) => (await funnel(query)).json<{ message: string }>().message;
      expect(await message('?from=2026-11-19&to=2026-11-18')).toBe(
        'The period must end on or after the day it starts.',
      );
      expect(await message('?from=2024-01-01&to=2026-11-18')).toBe('Please choose a period of at most 366 days.');
      expect(await message('?from=2026-02-30&to=2026-03-01')).toBe('Please give days as YYYY-MM-DD.');
      expect((await funnel('?from=yesterday')).statusCode).toBe(400);
    });

    it('answers 404 to a signed-in user who is not an administrator, and 401 to a visitor', async () => {
      const user = await buildUser(app());
      expect((await user.client.get('/api/admin/funnel')).statusCode).toBe(404);
      expect((await new TestClient(app()).get('/api/admin/funnel')).statusCode).toBe(401);
    });
  },
  { clock, config: { adminEmail: ADMIN_EMAIL } },
);
