/**
 * Reviews, end to end on a server of its own: a fresh site publishes no review and invents no
 * figure; a signed-in user's review is refused without a rating (the message under the field), then
 * sent and shown as waiting; a visitor does not see it; the administrator approves it in the
 * Content tab (/admin-cms); the visitor then sees it with the average computed from it. Axe on
 * /reviews; screenshots at 1280 and 390 px with SAVE_SCREENSHOTS=1.
 */
import type { APIRequestContext, Browser } from '@playwright/test';
import { REVIEW_MESSAGES } from '@heirloom/common/contracts/reviews';
import { E2E_ADMIN_EMAIL } from '../constants';
import { expect, expectToast, signUpThroughApi, test, TEST_PASSWORD, uniqueEmail } from '../fixtures';
import { accessibilityViolations, saveScreenshots } from '../page-helpers';
import { createServerHost, findFreePort } from '../servers';

let server: ReturnType<typeof createServerHost>;
test.beforeAll(async () => {
  server = createServerHost(await findFreePort(), '', { ADMIN_EMAIL: E2E_ADMIN_EMAIL });
  await server.startAt(new Date());
});
test.afterAll(async () => server.stop());

const WORDS = 'My mother’s voice on my wedding day, recorded ten years before. Nothing else comes close.';

async function signedInPage(browser: Browser, email: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signUpThroughApi(context.request as APIRequestContext, email, TEST_PASSWORD, server.origin);
  return page;
}

test('a review is published on /reviews only after the administrator approves it', async ({ browser, page }) => {
  test.setTimeout(90_000);
  await page.goto(`${server.origin}/reviews`);
  await expect(page.getByRole('heading', { level: 1, name: 'What families say' })).toBeVisible();
  await expect(page.getByText('No reviews are published yet. Yours could be the first.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in to write a review' })).toBeVisible();
  await expect(page.getByTestId('configured-rating')).toHaveCount(0);

  // A family member writes one: first without a rating.
  const author = await signedInPage(browser, uniqueEmail('ruth'));
  await author.goto(`${server.origin}/reviews`);
  await author.getByLabel('Your review', { exact: true }).fill(WORDS);
  await author.getByLabel('Where you are from (optional)').fill('Cork, Ireland');
  await author.getByRole('button', { name: 'Send my review' }).click();
  await expect(author.locator('#review-rating-error')).toHaveText(REVIEW_MESSAGES.ratingRequired);
  await author.getByLabel('5 stars').check();
  await author.getByRole('button', { name: 'Send my review' }).click();
  await expect(author.getByTestId('my-review-status')).toHaveText(
    'Thank you. Your review is waiting for our team to read it; it appears here once approved.',
  );
  await saveScreenshots(author, 'reviews-form', { isFullPage: true });

  // Not public before approval.
  await page.reload();
  await expect(page.getByText('No reviews are published yet. Yours could be the first.')).toBeVisible();
  await expect(page.getByTestId('review')).toHaveCount(0);

  // The administrator approves it in the Content tab.
  const admin = await signedInPage(browser, E2E_ADMIN_EMAIL);
  await admin.goto(`${server.origin}/admin-cms`);
  await expect(admin.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
  const queued = admin.getByTestId('admin-review-pending').filter({ hasText: WORDS });
  await expect(queued).toContainText('5 of 5 stars');
  await queued.getByRole('button', { name: /^Approve/ }).click();
  await expectToast(admin, { title: 'Review published', description: 'review now shows on /reviews' });
  await expect(admin.getByTestId('admin-review-approved').filter({ hasText: WORDS })).toBeVisible();
  await expect(admin.getByText('No review is waiting.')).toBeVisible();

  // Now every visitor sees it, with the average computed from it.
  await page.reload();
  const review = page.getByTestId('review').filter({ hasText: WORDS });
  await expect(review).toContainText('Cork, Ireland');
  await expect(review.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
  await expect(page.getByTestId('reviews-summary')).toContainText('5.0');
  await expect(page.getByTestId('reviews-summary')).toContainText('out of 5, from 1 published review');
  await expect(author.getByTestId('my-review-status')).toHaveCount(1);
  expect(await accessibilityViolations(page)).toEqual([]);
  await saveScreenshots(page, 'reviews', { isFullPage: true });
});
