/**
 * Public pages rendered ahead of time (docs/decisions/016): a reader without JavaScript gets each
 * page's heading and text from the built server, and a browser hydrates that HTML — keeping the
 * very nodes it painted, with no console error, no hydration warning and no layout shift.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ARTICLES, slugify } from '@heirloom/common/domain/blog';
import { expect, test } from '../fixtures';
import { inParts } from '../page-helpers';

/** The URLs the build prerendered, as the server reads them. */
const PRERENDERED_URLS = Object.keys(
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '../../web/dist/prerendered/pages.json'), 'utf8'),
  ) as Record<string, string>,
);

test('the build prerendered the public pages', () => {
  expect(PRERENDERED_URLS.length).toBeGreaterThan(40);
});

/** The walk over the pages is split so the two workers share it; each part reuses one context. */
const SHARDS = 4;

for (const [shard, urls] of inParts(PRERENDERED_URLS, SHARDS).entries()) {
  test(`pages show their heading and text without JavaScript (${shard + 1} of ${SHARDS}: ${urls.length} pages)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const url of urls) {
      await page.goto(url);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading, url).toHaveCount(1);
      await expect(heading, url).not.toBeEmpty();
      // The page's own words, not a loading screen: a few sentences inside <main> (a list fetched per
      // visit, such as the published reviews, may still say it is loading).
      const mainText = await page.locator('main').innerText();
      expect(mainText.length, url).toBeGreaterThan(100);
      expect(mainText, url).not.toMatch(/Loading your family legacy platform|__HEIRLOOM_/);
      await expect(page, url).toHaveTitle(/Heirloom/);
    }
  });
}

test('the header shows its navigation in one place at each width before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // Phones use the menu button; from 1280 px a row under the bar; from 1440 px the bar itself.
  for (const [width, rows] of [
    [390, 0],
    [1280, 1],
    [1440, 1],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await expect(
      page.locator('header').getByText('Core Features', { exact: true }).filter({ visible: true }),
      String(width),
    ).toHaveCount(rows);
  }
});

const article = ARTICLES[1]!;
/** Pages checked through hydration, with the button that opens the sign-in dialog once it listens. */
const HYDRATED_PAGES = [
  ...['/', '/pricing', `/blog/${slugify(article.title)}`, '/voice-message-quiz', '/about'].map((url) => ({
    url,
    signIn: 'Sign In / Sign Up',
  })),
  // The home page's feature views draw their own header; three show an example loaded on demand.
  ...PRERENDERED_URLS.filter((url) => url.startsWith('/?section=')).map((url) => ({ url, signIn: 'Sign In' })),
];

// A phone's viewport, as Lighthouse measures: there the content below a feature view's example is on screen.
test.describe('at a phone viewport', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const { url, signIn } of HYDRATED_PAGES) {
    test(`${url} hydrates the HTML it painted, with no error and no layout shift`, async ({ page }) => {
      const messages: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || /hydrat/i.test(message.text())) messages.push(message.text());
      });
      page.on('pageerror', (error) => messages.push(error.message));
      await page.addInitScript(() => {
        const state = window as unknown as { layoutShift: number; paintedHeading?: Element | null };
        state.layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) state.layoutShift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // The heading the HTML painted, before any script of the page ran.
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive') state.paintedHeading = document.querySelector('h1');
        });
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      // Hydrated: the header's button answers a click, and the painted heading is still the node on screen.
      await page.getByRole('button', { name: signIn, exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      const isSameHeading = await page.evaluate(() => {
        const state = window as unknown as { paintedHeading?: Element | null };
        return state.paintedHeading !== null && state.paintedHeading === document.querySelector('h1');
      });
      expect(isSameHeading).toBe(true);
      const layoutShift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
      expect(layoutShift).toBeLessThanOrEqual(0.02);
      expect(messages).toEqual([]);
    });
  }
});
