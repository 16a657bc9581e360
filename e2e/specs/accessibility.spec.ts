/** axe-core finds no serious or critical WCAG violation on the main pages (issue 5 "Fast and accessible"). */
import { expect, signUpThroughApi, test, uniqueEmail } from '../fixtures';
import { accessibilityViolations as scan } from '../page-helpers';

test('public pages have no serious or critical violations', async ({ page }) => {
  test.setTimeout(90_000);
  for (const path of [
    '/',
    '/pricing',
    '/blog',
    '/blog/grief-support-finding-comfort-in-memories',
    '/future-messages',
    '/about',
  ]) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    expect(await scan(page), path).toEqual([]);
  }
});

test('app pages have no serious or critical violations', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpThroughApi(page.context().request, uniqueEmail('axe'));
  for (const path of ['/dashboard', '/schedule-message', '/legacy-messages']) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    expect(await scan(page), path).toEqual([]);
  }
});
