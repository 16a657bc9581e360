/**
 * The home headline A/B test (docs/product/marketing-and-figures.md "The operator's four tools"),
 * on SQLite and PostgreSQL: every page's app config carries the visitor's variant while a test runs
 * — the same all day for the same browser and address, both variants across visitors, none for DNT;
 * exposures are daily unique home visitors per variant; sign-ups carry their variant; the winner
 * rule (two-proportion z-test at 95% with a minimum sample per arm) decides, and only a winner
 * becomes the headline.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { PublicConfig } from '@heirloom/common/contracts/public-config';
import type { HeadlineTest, HeadlineTests } from '@heirloom/common/contracts/site-analytics';
import { DEFAULT_HOME_HEADLINE, HEADLINE_TEST_MINIMUM_EXPOSURES_PER_ARM } from '@heirloom/common/domain/home-headline';
import { buildUser, type BuiltUser } from '../../../test/factories';
import { describeEachDatabase, TestClient } from '../../../test/test-app';

const ADMIN_EMAIL = 'headline-admin@example.com';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHALLENGER = 'Say it now. They will hear it on the right day.';

const webRoot = mkdtempSync(path.join(os.tmpdir(), 'heirloom-web-'));
writeFileSync(
  path.join(webRoot, 'index.html'),
  '<!doctype html><html><head><title>Built</title></head><body></body></html>',
);

let now = 0;
const clock = { now: () => new Date(now) };

/** The headline in the app config of the page a visitor at `address` loads. */
function configHeadline(html: string): PublicConfig['headline'] {
  const content = /<meta name="app-config" content="([^"]*)">/.exec(html)![1]!;
  const json = content
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return (JSON.parse(json) as PublicConfig).headline;
}

describeEachDatabase(
  'home headline A/B test',
  (context) => {
    const app = () => context().app;
    let admin: BuiltUser | undefined;
    const administrator = async () => (admin ??= await buildUser(app(), { email: ADMIN_EMAIL }));
    const headlineFor = async (address: string, headers: Record<string, string> = {}, url = '/') =>
      configHeadline(
        (
          await app().inject({
            method: 'GET',
            url,
            remoteAddress: address,
            headers: { 'user-agent': BROWSER, ...headers },
          })
        ).body,
      );
    const seeHome = (address: string) =>
      new TestClient(app(), address).request({
        method: 'POST',
        url: '/api/site/visits',
        payload: { path: '/' },
        headers: { 'user-agent': BROWSER },
      });
    const tests = async () =>
      (await (await administrator()).client.get('/api/admin/headline-tests')).json<HeadlineTests>();
    const signUpShown = async (attribution: { testId: string; variant: 'A' | 'B' }) => {
      const email = `signup-${Math.random().toString(36).slice(2, 10)}@example.com`;
      const response = await new TestClient(app()).post('/api/auth/signup', {
        email,
        password: 'correct horse battery',
        headline: attribution,
      });
      expect(response.statusCode, response.body).toBe(201);
    };

    it('shows the default headline until a test starts; refuses a challenger equal to it and a second test', async () => {
      now = Date.parse('2026-11-20T08:00:00Z');
      expect(await headlineFor('192.0.2.1')).toEqual({ text: DEFAULT_HOME_HEADLINE });
      expect(await tests()).toEqual({ currentHeadline: DEFAULT_HOME_HEADLINE, isDefaultHeadline: true, tests: [] });
      const client = (await administrator()).client;
      const same = await client.post('/api/admin/headline-tests', { variantB: ` ${DEFAULT_HOME_HEADLINE} ` });
      expect(same.json<{ message: string }>().message).toBe('The challenger must differ from the current headline.');
      expect((await client.post('/api/admin/headline-tests', { variantB: '' })).statusCode).toBe(400);
      const started = await client.post('/api/admin/headline-tests', { variantB: CHALLENGER });
      expect(started.statusCode, started.body).toBe(201);
      expect(started.json<HeadlineTest>()).toMatchObject({
        status: 'running',
        arms: [
          { variant: 'A', headline: DEFAULT_HOME_HEADLINE, exposures: 0, signUps: 0, conversionRate: null },
          { variant: 'B', headline: CHALLENGER, exposures: 0, signUps: 0, conversionRate: null },
        ],
        result: {
          verdict: 'collecting',
          winner: null,
          minimumExposuresPerArm: HEADLINE_TEST_MINIMUM_EXPOSURES_PER_ARM,
        },
      });
      const second = await client.post('/api/admin/headline-tests', { variantB: 'Another one' });
      expect(second.statusCode).toBe(409);
      expect(second.json<{ message: string }>().message).toBe(
        'A headline test is already running. Stop it before starting another.',
      );
    });

    it('assigns each visitor one variant for the day, on every page, both variants across visitors, none under DNT', async () => {
      const { id } = (await tests()).tests[0]!;
      const seen = new Map<string, number>();
      for (let index = 1; index <= 40; index += 1) {
        const address = `198.51.100.${index}`;
        const first = await headlineFor(address);
        expect(first?.test?.testId).toBe(id);
        expect(first?.text).toBe(first?.test?.variant === 'A' ? DEFAULT_HOME_HEADLINE : CHALLENGER);
        // Later the same day, on another page: the same variant.
        now += 60_000;
        expect(await headlineFor(address, {}, '/pricing')).toEqual(first);
        seen.set(first!.test!.variant, (seen.get(first!.test!.variant) ?? 0) + 1);
      }
      expect(seen.get('A')).toBeGreaterThan(5);
      expect(seen.get('B')).toBeGreaterThan(5);
      expect(await headlineFor('198.51.100.1', { dnt: '1' })).toEqual({ text: DEFAULT_HOME_HEADLINE });
    });

    it('counts an exposure once per visitor and day, in the arm the visitor was shown', async () => {
      const before = (await tests()).tests[0]!;
      const shown = (await headlineFor('203.0.113.50'))!.test!.variant;
      await seeHome('203.0.113.50');
      await seeHome('203.0.113.50');
      const after = (await tests()).tests[0]!;
      const arm = (test: HeadlineTest) => test.arms.find((entry) => entry.variant === shown)!.exposures;
      const other = (test: HeadlineTest) => test.arms.find((entry) => entry.variant !== shown)!.exposures;
      expect(arm(after)).toBe(arm(before) + 1);
      expect(other(after)).toBe(other(before));
    });

    it('declares a winner only with the minimum sample and p < 0.05, and makes only a winner the headline', async () => {
      const { id } = (await tests()).tests[0]!;
      const client = (await administrator()).client;
      const collecting = await client.post(`/api/admin/headline-tests/${id}/adopt-winner`);
      expect(collecting.statusCode).toBe(409);
      expect(collecting.json<{ message: string }>().message).toBe(
        'This test has no winner yet: only a winner can become the headline.',
      );
      // Real home visitors until both arms have the minimum sample.
      for (let index = 0; Math.min(...(await tests()).tests[0]!.arms.map((arm) => arm.exposures)) < 100; index += 20)
        await Promise.all(
          Array.from({ length: 20 }, (_, offset) =>
            seeHome(`10.1.${Math.floor((index + offset) / 250)}.${(index + offset) % 250}`),
          ),
        );
      for (let index = 0; index < 2; index += 1) await signUpShown({ testId: id, variant: 'A' });
      for (let index = 0; index < 16; index += 1) await signUpShown({ testId: id, variant: 'B' });
      const judged = (await tests()).tests[0]!;
      expect(judged.arms.map((arm) => arm.signUps)).toEqual([2, 16]);
      expect(judged.arms[1]!.conversionRate).toBeCloseTo(16 / judged.arms[1]!.exposures, 10);
      expect(judged.result).toMatchObject({ verdict: 'winner', winner: 'B' });
      expect(judged.result.pValue).toBeLessThan(0.05);

      const adopted = await client.post(`/api/admin/headline-tests/${id}/adopt-winner`);
      expect(adopted.statusCode, adopted.body).toBe(200);
      expect(adopted.json<HeadlineTest>()).toMatchObject({ status: 'stopped', adoptedVariant: 'B' });
      expect(await headlineFor('192.0.2.77')).toEqual({ text: CHALLENGER });
      expect(await tests()).toMatchObject({ currentHeadline: CHALLENGER, isDefaultHeadline: false });
      // A sign-up carrying a stopped test's variant still signs up, and counts nowhere.
      await signUpShown({ testId: id, variant: 'A' });
      expect((await tests()).tests[0]!.arms[0]!.signUps).toBe(2);
      // The next test's A is the adopted headline; stop leaves its counts.
      const next = await client.post('/api/admin/headline-tests', { variantB: 'Their day, your voice.' });
      expect(next.json<HeadlineTest>().arms[0]!.headline).toBe(CHALLENGER);
      const stopped = await client.post(`/api/admin/headline-tests/${next.json<HeadlineTest>().id}/stop`);
      expect(stopped.json<HeadlineTest>()).toMatchObject({ status: 'stopped', adoptedVariant: null });
      expect((await client.post(`/api/admin/headline-tests/${next.json<HeadlineTest>().id}/stop`)).statusCode).toBe(
        409,
      );
      expect(await headlineFor('192.0.2.78')).toEqual({ text: CHALLENGER });
    });

    it('answers 404 to users who are not administrators', async () => {
      const user = await buildUser(app());
      expect((await user.client.get('/api/admin/headline-tests')).statusCode).toBe(404);
      expect((await user.client.post('/api/admin/headline-tests', { variantB: 'Mine now' })).statusCode).toBe(404);
    });
  },
  { clock, config: { adminEmail: ADMIN_EMAIL }, overrides: () => ({ webRoot }) },
);
