/**
 * Sharing one memory with the family circle, past what the journey (family-circle-journey.spec.ts,
 * a shared album) covers: a viewer (joined through the API) first sees that nothing is shared; the
 * owner shares a photo from its detail view with the switch (the keyboard works it, its card then
 * says "Shared"); the viewer sees it with "From …", opens it, and focus returns to its card; its
 * file answers the viewer with the image; a stranger's requests for the item, its file or anything
 * shared answer 404 or nothing. With SAVE_SCREENSHOTS=1 it saves the detail dialog with its share
 * switch at 1280 and 390 px.
 */
import { expect, expectToast, joinCircleThroughApi, signUpThroughApi, test, uniqueEmail } from '../fixtures';
import {
  accessibilityViolations,
  dismissToasts,
  openBrowser,
  photoNamed,
  saveScreenshots,
  uploadThroughUi,
} from '../page-helpers';

test('the owner shares a photo; the viewer sees and opens it; a stranger gets 404', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const owner = await signUpThroughApi(page.context().request, uniqueEmail('grandpa'));
  const viewerPage = await openBrowser(browser);
  const strangerPage = await openBrowser(browser);
  const viewer = await signUpThroughApi(viewerPage.context().request, uniqueEmail('ben'));
  await signUpThroughApi(strangerPage.context().request, uniqueEmail('stranger'));
  await joinCircleThroughApi(page.context().request, { ...viewer, request: viewerPage.context().request }, 'viewer');

  // Before anything is shared, the viewer's "Shared with me" says so.
  await viewerPage.goto('/memory-vault?view=shared');
  await expect(viewerPage.getByRole('tab', { name: 'Shared with me', selected: true })).toBeVisible();
  const empty = viewerPage.getByTestId('shared-empty');
  await expect(empty.getByRole('heading', { name: 'Nothing is shared with you yet.' })).toBeVisible();
  await expect(empty).toContainText(
    'When a relative invites you to their family circle and shares memories, they appear here.',
  );

  // The owner shares one photo from its detail view: saved at once, and its card says so.
  await page.goto('/memory-vault');
  await uploadThroughUi(page, photoNamed('lake-1998.jpg'));
  const ownCard = page.getByTestId('vault-card').filter({ hasText: 'lake 1998' });
  await expect(ownCard.getByText('Shared', { exact: true })).toHaveCount(0);
  await ownCard.click();
  const dialog = page.getByRole('dialog');
  const itemSwitch = dialog.getByRole('switch', { name: 'Share with my family circle' });
  await expect(itemSwitch).toHaveAttribute('aria-checked', 'false');
  await expect(dialog.getByText('Legacy contacts see nothing until a release.')).toBeVisible();
  await itemSwitch.focus();
  await page.keyboard.press('Space');
  await expectToast(page, { title: 'Shared with your family circle', description: '“lake 1998” is in their' });
  await expect(itemSwitch).toHaveAttribute('aria-checked', 'true');
  await expect(itemSwitch).toBeEnabled();
  expect(await accessibilityViolations(page)).toEqual([]);
  await dismissToasts(page);
  await itemSwitch.scrollIntoViewIfNeeded();
  await saveScreenshots(page, 'sharing-item-switch', { focus: itemSwitch });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(ownCard.getByText('Shared', { exact: true })).toBeVisible();

  // The viewer sees it, with whose it is, opens it, and comes back to its card.
  await viewerPage.reload();
  const sharedCard = viewerPage.getByTestId('shared-grid').getByTestId('vault-card').filter({ hasText: 'lake 1998' });
  await expect(sharedCard).toContainText(`From ${owner.username}`);
  expect(await accessibilityViolations(viewerPage)).toEqual([]);
  await sharedCard.click();
  const viewerDialog = viewerPage.getByRole('dialog');
  await expect(viewerDialog.getByRole('heading', { name: 'lake 1998' })).toBeVisible();
  await expect(viewerDialog.getByTestId('shared-item-details')).toContainText(`From ${owner.username}.`);
  const itemId = new URL(viewerPage.url()).searchParams.get('item');
  expect(itemId).toMatch(/^[0-9a-f-]{36}$/);
  await viewerPage.keyboard.press('Escape');
  await expect(viewerDialog).toBeHidden();
  await expect(sharedCard).toBeFocused();
  const fileUrl = `/api/vault/items/${itemId}/file`;
  const viewerFile = await viewerPage.context().request.get(fileUrl);
  expect(viewerFile.status()).toBe(200);
  expect(viewerFile.headers()['content-type']).toMatch(/^image\//);

  // Someone outside the circle learns nothing: not the item, not its file.
  expect((await strangerPage.context().request.get(fileUrl)).status()).toBe(404);
  expect((await strangerPage.context().request.get(`/api/vault/items/${itemId}`)).status()).toBe(404);
  const strangerShared = await (await strangerPage.context().request.get('/api/vault/shared')).json();
  expect(strangerShared).toMatchObject({ items: [], albums: [] });

  expect(consoleErrors).toEqual([]);
});
