/**
 * Every route (docs/product/pages-and-routes.md "Route list") renders with its metadata; unknown
 * paths show the 404 page.
 */
import { findArticle } from '@heirloom/common/domain/blog';
import { documentTitle, isIndexable, PAGES, withProductName } from '@heirloom/common/domain/pages';
import { expect, expectToast, signUpThroughApi, test, uniqueEmail } from '../fixtures';
import { E2E_ADMIN_EMAIL, E2E_ORIGIN } from '../constants';
import { inParts } from '../page-helpers';

const concretePath = (path: string) => path.replace(':slug', 'a-family-story').replace(':token', 'abc123');
/**
 * A made-up private link answers 404. Nothing else may fail: a visitor has no session to check and
 * a public page asks no signed-in API for them (each would log a 401).
 */
const isExpectedConsoleNoise = (text: string, path: string) =>
  path.startsWith('/shared/') && text.includes('404 (Not Found)');

/**
 * The walks are split so the two workers share them; each part walks its routes in one page, so the
 * app's scripts load once per part rather than once per route (a fresh context per route was a
 * quarter of the journeys' time).
 */
const SHARDS = 4;

for (const [shard, definitions] of inParts(
  PAGES.filter((candidate) => candidate.access === 'public'),
  SHARDS,
).entries()) {
  test(`public routes render their page with title, description, robots and canonical link (${shard + 1} of ${SHARDS}: ${definitions.length} routes)`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(30_000 + definitions.length * 5_000);
    for (const definition of definitions) {
      const path = concretePath(definition.path);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      // Articles are titled "{article} | {product} Blog"; an unknown slug shows the featured one.
      const article = definition.path === '/blog/:slug' ? findArticle('a-family-story') : undefined;
      await expect(page, path).toHaveTitle(
        article ? `${article.title} | Heirloom Blog` : documentTitle(definition, 'Heirloom'),
      );
      await expect(page.locator('meta[name="description"]'), path).toHaveAttribute(
        'content',
        article?.excerpt ?? withProductName(definition.description, 'Heirloom'),
      );
      await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute('href', `${E2E_ORIGIN}${path}`);
      await expect(page.locator('meta[property="og:title"]'), path).toHaveAttribute('content', /Heirloom/);
      await expect(page.locator('h1').first(), path).toBeVisible();
      // A placeholder ("Being built") stays out of search engines until it is real.
      const isPlaceholderShown = await page.getByText('Being built', { exact: true }).isVisible();
      await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute(
        'content',
        isPlaceholderShown || !isIndexable(definition) ? 'noindex, nofollow' : 'index, follow',
      );
      // The catalogue's one fact (a page has a screen, or it is a placeholder) matches what the router shows.
      expect(
        isPlaceholderShown,
        `${path}: the router shows a placeholder exactly when the catalogue has no screen`,
      ).toBe(!definition.screen);
      expect(
        consoleErrors.splice(0).filter((text) => !isExpectedConsoleNoise(text, path)),
        path,
      ).toEqual([]);
    }
  });
}

for (const [shard, definitions] of inParts(
  PAGES.filter((candidate) => candidate.access === 'app'),
  2,
).entries()) {
  test(`app routes ask a visitor to sign in and are not indexed (${shard + 1} of 2: ${definitions.length} routes)`, async ({
    page,
  }) => {
    test.setTimeout(30_000 + definitions.length * 5_000);
    for (const { path } of definitions) {
      await page.goto(path);
      await expect(page.getByRole('dialog'), path).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('heading', { name: 'Please sign in' }), path).toBeVisible();
      await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute('content', 'noindex, nofollow');
    }
  });
}

test('an unknown path shows the 404 page with HTTP status 404', async ({ page }) => {
  const response = await page.goto('/no-such-page/anywhere');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('a non-admin opening /admin gets "Access Denied" and is sent home', async ({ page }) => {
  await signUpThroughApi(page.context().request, uniqueEmail());
  await page.goto('/admin');
  await expectToast(page, {
    title: 'Access Denied',
    description: "You don't have permission to access this area.",
    variant: 'destructive',
  });
  await expect(page).toHaveURL(/\/$/);
});

test('the ADMIN_EMAIL account opens the admin routes', async ({ page }) => {
  const request = page.context().request;
  const { csrfToken } = (await (await request.get('/api/csrf-token')).json()) as { csrfToken: string };
  const signIn = await request.post('/api/auth/signin', {
    data: { username: E2E_ADMIN_EMAIL, password: 'keeper of the keys', browser: 'chrome', mobile: false },
    headers: { 'X-CSRF-Token': csrfToken },
  });
  if (signIn.status() !== 200) await signUpThroughApi(request, E2E_ADMIN_EMAIL, 'keeper of the keys');
  // /admin-cms opens the Content tab; the other admin paths lead to /admin
  // (docs/product/admin.md "Admin addresses").
  for (const path of ['/admin', '/admin-login', '/admin-access', '/cpanel', '/admin-control-panel', '/admin-cms']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(/Admin/);
    await expect(page, path).toHaveURL(new RegExp(`${path === '/admin-cms' ? path : '/admin'}$`));
  }
});
