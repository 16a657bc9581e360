/**
 * The cookie-less visit beacon (docs/product/marketing-and-figures.md "Visits"), on SQLite and
 * PostgreSQL: page views and daily unique visitors per page and for the site; no cookie set by the
 * beacon; DNT and Sec-GPC honoured by not counting, crawlers not counted; non-public pages not
 * counted and unknown paths refused; a new day counts everyone anew and deletes the previous day's
 * salt and visitor hashes.
 */
import { expect, it } from 'vitest';
import type { Funnel } from '@heirloom/common/contracts/site-analytics';
import { buildUser, type BuiltUser } from '../../../test/factories';
import { describeEachDatabase, TestClient } from '../../../test/test-app';

const ADMIN_EMAIL = 'visits-admin@example.com';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let now = 0;
const clock = { now: () => new Date(now) };

describeEachDatabase(
  'site visits',
  (context) => {
    const app = () => context().app;
    let admin: BuiltUser | undefined;
    const administrator = async () => (admin ??= await buildUser(app(), { email: ADMIN_EMAIL }));
    const visit = (address: string, path: string, headers: Record<string, string> = { 'user-agent': FIREFOX }) =>
      new TestClient(app(), address).request({ method: 'POST', url: '/api/site/visits', payload: { path }, headers });
    const funnel = async (day: string) =>
      (await (await administrator()).client.get(`/api/admin/funnel?from=${day}&to=${day}`)).json<Funnel>();
    const page = (figures: Funnel, path: string) => figures.topPages.find((entry) => entry.path === path);

    it('counts page views and unique visitors per day and page, without setting a cookie of its own', async () => {
      now = Date.parse('2026-11-20T09:00:00Z'); // each dialect's suite starts on the same day
      await administrator();
      const first = await visit('203.0.113.1', '/pricing');
      expect(first.statusCode, first.body).toBe(204);
      // The client fetched a CSRF token (its cookie); the beacon's own answer sets nothing.
      expect(first.headers['set-cookie']).toBeUndefined();
      await visit('203.0.113.1', '/pricing');
      await visit('203.0.113.1', '/');
      await visit('203.0.113.1', '/pricing', { 'user-agent': SAFARI }); // another browser on the same address
      await visit('203.0.113.2', '/blog/family-history-turning-old-stories-into-a-living-record');

      const figures = await funnel('2026-11-20');
      expect(figures.days).toEqual([{ day: '2026-11-20', visitors: 3, pageViews: 5, signUps: 0 }]);
      expect(figures.steps[0]).toMatchObject({ key: 'visitors', count: 3, rateFromPrevious: null });
      expect(page(figures, '/pricing')).toEqual({ path: '/pricing', pageViews: 3, visitors: 2 });
      expect(page(figures, '/')).toEqual({ path: '/', pageViews: 1, visitors: 1 });
      expect(page(figures, '/blog/family-history-turning-old-stories-into-a-living-record')).toMatchObject({
        visitors: 1,
      });
      // Nothing that identifies the visitor is kept: only today's salted hashes, no address.
      const marks = await context().db.selectFrom('site_visitor_marks').selectAll().execute();
      expect(JSON.stringify(marks)).not.toContain('203.0.113');
    });

    it('does not count a browser that sends DNT or Sec-GPC, nor a crawler, nor app pages', async () => {
      const before = (await funnel('2026-11-20')).days[0]!;
      expect((await visit('198.51.100.7', '/faqs', { 'user-agent': FIREFOX, dnt: '1' })).statusCode).toBe(204);
      await visit('198.51.100.8', '/faqs', { 'user-agent': FIREFOX, 'sec-gpc': '1' });
      await visit('198.51.100.9', '/faqs', {
        'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      });
      await visit('198.51.100.10', '/dashboard');
      const after = await funnel('2026-11-20');
      expect(after.days[0]).toEqual(before);
      expect(page(after, '/faqs')).toBeUndefined();
      // DNT: 0 is not a request to be left alone.
      await visit('198.51.100.7', '/faqs', { 'user-agent': FIREFOX, dnt: '0' });
      expect(page(await funnel('2026-11-20'), '/faqs')).toEqual({ path: '/faqs', pageViews: 1, visitors: 1 });
    });

    it('refuses a path that is not a page of the site, and a beacon without a CSRF token', async () => {
      const unknown = await visit('203.0.113.1', '/no-such-page');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json<{ message: string }>().message).toBe('That is not a page of this site.');
      const forged = await new TestClient(app()).post('/api/site/visits', { path: '/' }, { csrf: false });
      expect(forged.statusCode).toBe(403);
    });

    it("counts everyone anew the next day and deletes the previous day's salt and visitor hashes", async () => {
      now = Date.parse('2026-11-21T00:05:00Z');
      await visit('203.0.113.1', '/pricing');
      const days = await context().db.selectFrom('site_visit_salts').select('day').execute();
      expect(days).toEqual([{ day: '2026-11-21' }]);
      const markDays = await context().db.selectFrom('site_visitor_marks').select('day').distinct().execute();
      expect(markDays).toEqual([{ day: '2026-11-21' }]);
      expect(page(await funnel('2026-11-21'), '/pricing')).toEqual({ path: '/pricing', pageViews: 1, visitors: 1 });
      // Yesterday's totals stay.
      expect((await funnel('2026-11-20')).days[0]!.visitors).toBe(4);
    });
  },
  { clock, config: { adminEmail: ADMIN_EMAIL } },
);
