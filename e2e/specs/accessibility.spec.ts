/**
 * axe-core finds no serious or critical WCAG violation on every public page of the catalogue and on
 * the main app pages; a visitor's public page logs no console error (no signed-in API asked and refused).
 */
import { ARTICLES, slugify } from '@heirloom/common/domain/blog';
import { PAGES } from '@heirloom/common/domain/pages';
import { expect, signUpThroughApi, test, uniqueEmail } from '../fixtures';
import { inParts, accessibilityViolations as scan } from '../page-helpers';

/** Every public page of the catalogue, its parameters filled with a real article and a made-up link. */
const PUBLIC_PATHS = PAGES.filter((page) => page.access === 'public').map((page) =>
  page.path.replace(':slug', slugify(ARTICLES[1]!.title)).replace(':token', `s.${'A'.repeat(43)}`),
);
/** The walk is split so the two workers share it. */
const SHARDS = 4;

for (const [shard, paths] of inParts(PUBLIC_PATHS, SHARDS).entries()) {
  test(`public pages have no serious or critical violations (${shard + 1} of ${SHARDS}: ${paths.length} pages)`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(30_000 + paths.length * 10_000);
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator('h1').first(), path).toBeVisible();
      expect(await scan(page), path).toEqual([]);
      // A made-up share link is refused (404) by design; every other page asks nothing that fails.
      const errors = consoleErrors.splice(0);
      if (!path.startsWith('/shared/')) expect(errors, path).toEqual([]);
    }
  });
}

test('app pages have no serious or critical violations', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpThroughApi(page.context().request, uniqueEmail('axe'));
  for (const path of ['/dashboard', '/schedule-message', '/legacy-messages']) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    expect(await scan(page), path).toEqual([]);
  }
});
