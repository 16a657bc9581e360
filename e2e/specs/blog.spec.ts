/**
 * The blog (docs/product/pages-and-routes.md "Blog list", "Blog article"): search, Load More,
 * slugs, alias and fallback.
 */
import { expect, test } from '../fixtures';

test('filters as you type and reveals more articles on request', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByTestId('featured-article')).toContainText('About Us');
  const cards = page.getByTestId('article-card');
  await expect(cards).toHaveCount(4);
  await page.getByRole('button', { name: 'Load More Articles' }).click();
  await expect(cards).toHaveCount(7);
  await expect(page.getByRole('button', { name: 'Load More Articles' })).toBeHidden();

  await page.getByPlaceholder('Search articles...').fill('dement');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Dementia Support');
  await expect(page.getByTestId('featured-article')).toBeHidden();
  await page.getByPlaceholder('Search articles...').fill('nothing like this');
  await expect(page.getByText('No articles match your search.')).toBeVisible();
  await page.getByPlaceholder('Search articles...').fill('');
  await page.getByRole('button', { name: /^Grief Support/ }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Grief Support');
});

test('opens an article by its slug, with its title, body, tags and the way back', async ({ page }) => {
  await page.goto('/blog');
  const title = 'Dementia Support: Recording a Loved One’s Stories While You Still Can';
  await page.getByRole('link', { name: `Read More about ${title}` }).click();
  await expect(page).toHaveURL(/\/blog\/dementia-support-recording-a-loved-one-s-stories-while-you-still-can$/);
  await expect(page).toHaveTitle(`${title} | Heirloom Blog`);
  await expect(page.getByRole('heading', { level: 2, name: 'Keep sessions short' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Record in your browser' })).toHaveAttribute(
    'href',
    '/free-voice-messages',
  );
  await page.getByRole('link', { name: '← Back to All Articles' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('follows a link in an article body within the app, without reloading the page', async ({ page }) => {
  await page.goto('/blog/eternal-communication-record-and-share-lasting-memories');
  await page.evaluate(() => Object.assign(window, { isSamePage: true }));
  await page.getByRole('link', { name: 'voice messages are free, forever' }).click();
  await expect(page).toHaveURL(/\/free-voice-messages$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => 'isSamePage' in window)).toBe(true);
});

test('answers the alias and unknown slugs with the featured article', async ({ page }) => {
  for (const slug of ['eternal-communication-record-and-share-lasting-memories', 'no-such-article']) {
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'About Us: Eternal Communication, Record and Share Lasting Memories',
    );
  }
});

test('asks for a valid address before subscribing, then asks to confirm by e-mail', async ({ page }) => {
  await page.goto('/blog');
  await page.getByPlaceholder('Your email address').fill('not an address');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Please enter a valid email')).toBeVisible();
  await page.getByPlaceholder('Your email address').fill('reader@example.com');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Almost there' })).toBeVisible();
});
