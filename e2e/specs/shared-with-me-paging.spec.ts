/**
 * "Shared with me" a page at a time: with one memory more than a page (SHARED_PAGE_SIZE), the
 * viewer first sees a page, newest first, and "Show more" brings the oldest; then the count is
 * whole and the button goes. The photos are seeded through the API (tus creation and one PATCH
 * each, as the browser's uploader does), shared one by one. With SAVE_SCREENSHOTS=1 it saves the
 * end of the first page with its "Show more" at 1280 and 390 px.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { SHARED_PAGE_SIZE, VAULT_ITEM_ID_HEADER, VAULT_UPLOAD_ENDPOINT } from '@heirloom/common/contracts/vault';
import { expect, joinCircleThroughApi, signUpThroughApi, test, uniqueEmail } from '../fixtures';
import { openBrowser, saveScreenshots } from '../page-helpers';

const photo = readFileSync(path.resolve(import.meta.dirname, '../../server/test/fixtures/photo.jpg'));
const base64 = (text: string) => Buffer.from(text).toString('base64');

/** Uploads the test photo as `title` with tus and shares it with the circle. @returns the item's id */
async function addSharedPhoto(request: APIRequestContext, title: string): Promise<string> {
  const csrf = async () => ((await (await request.get('/api/csrf-token')).json()) as { csrfToken: string }).csrfToken;
  const tus = { 'Tus-Resumable': '1.0.0' };
  const created = await request.post(VAULT_UPLOAD_ENDPOINT, {
    headers: {
      ...tus,
      'X-CSRF-Token': await csrf(),
      'Upload-Length': String(photo.length),
      'Upload-Metadata': `filename ${base64(`${title}.jpg`)},title ${base64(title)}`,
    },
  });
  expect(created.status()).toBe(201);
  const sent = await request.patch(created.headers().location!, {
    data: photo,
    headers: {
      ...tus,
      'X-CSRF-Token': await csrf(),
      'Upload-Offset': '0',
      'Content-Type': 'application/offset+octet-stream',
    },
  });
  expect(sent.status(), await sent.text()).toBe(204);
  const itemId = sent.headers()[VAULT_ITEM_ID_HEADER.toLowerCase()]!;
  const shared = await request.patch(`/api/vault/items/${itemId}`, {
    data: { sharedWithCircle: true },
    headers: { 'X-CSRF-Token': await csrf() },
  });
  expect(shared.ok()).toBe(true);
  return itemId;
}

test('"Shared with me" shows a page of memories, and "Show more" brings the rest', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const ownerPage = await openBrowser(browser);
  const owner = await signUpThroughApi(ownerPage.context().request, uniqueEmail('grandma'));
  const viewer = await signUpThroughApi(page.context().request, uniqueEmail('ben'));
  await joinCircleThroughApi(ownerPage.context().request, { ...viewer, request: page.context().request }, 'viewer');
  const count = SHARED_PAGE_SIZE + 1;
  for (let index = 1; index <= count; index += 1) {
    await addSharedPhoto(ownerPage.context().request, `Memory ${String(index).padStart(2, '0')}`);
  }

  await page.goto('/memory-vault?view=shared');
  const grid = page.getByTestId('shared-grid');
  const cards = grid.getByTestId('vault-card');
  await expect(cards).toHaveCount(SHARED_PAGE_SIZE);
  await expect(page.getByText(`${SHARED_PAGE_SIZE} memories so far`)).toBeVisible();
  // Newest first: the first photo added is the one left for the next page.
  await expect(cards.first()).toContainText(`Memory ${count}`);
  await expect(cards.first()).toContainText(`From ${owner.username}`);
  await expect(grid.getByText('Memory 01')).toHaveCount(0);

  await saveScreenshots(page, 'shared-with-me-show-more', { focus: page.getByRole('button', { name: 'Show more' }) });
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(cards).toHaveCount(count);
  await expect(cards.last()).toContainText('Memory 01');
  await expect(page.getByText(`${count} memories`, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});
