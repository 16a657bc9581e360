/**
 * Sharing with the family circle, end to end (issue 9, part 3): relatives join the owner's circle
 * as editor and viewer (seeded through the API); the owner shares a photo from its detail view and
 * creates and shares an album in the vault; the editor adds a photo of their own to the shared
 * album from "Shared with me"; the viewer sees both with "From …", opens them read-only, and the
 * file answers; a stranger's request for it answers 404. With SAVE_SCREENSHOTS=1 it saves the
 * "Shared with me" view and the detail dialog with its share switch at 1280 and 390 px.
 */
import { copyFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, expectToast, signUpThroughApi, test, uniqueEmail } from '../fixtures';

const fixture = (name: string) => path.resolve(import.meta.dirname, '../../server/test/fixtures', name);
const shouldSaveScreenshots = process.env.SAVE_SCREENSHOTS === '1';
const screenshotPath = (name: string) => path.resolve(import.meta.dirname, '../../docs/screenshots', `${name}.png`);

/** A copy of the fixture photo under another name (the vault titles an upload by its file name). */
function photoNamed(name: string): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'heirloom-sharing-')), name);
  copyFileSync(fixture('photo.jpg'), file);
  return file;
}

/** A POST with the CSRF token the server asks for; returns the JSON answer. */
async function postWithCsrf<T>(request: APIRequestContext, url: string, data: unknown): Promise<T> {
  const { csrfToken } = (await (await request.get('/api/csrf-token')).json()) as { csrfToken: string };
  const response = await request.post(url, { data, headers: { 'X-CSRF-Token': csrfToken } });
  expect(response.ok(), `${url} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** A separate browser (own cookies) for one person. */
async function openBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

/** Serious or critical axe findings on the page. */
async function accessibilityViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Closes the toasts on screen (a toast takes the first Escape from the dialog under it). */
async function dismissToasts(page: Page) {
  const toasts = page.locator('li[data-variant]');
  for (const toast of await toasts.all()) await toast.getByRole('button', { name: 'Close notification' }).click();
  await expect(toasts).toHaveCount(0);
}

/** Saves the page at 1280 and 390 px when screenshots are asked for, with `focus` scrolled into view. */
async function saveScreenshots(page: Page, name: string, focus?: Locator, { isDesktopOnly = false } = {}) {
  if (!shouldSaveScreenshots) return;
  const sizes = [
    ['desktop', 1280, 800],
    ['mobile', 390, 844],
  ] as const;
  for (const [label, width, height] of isDesktopOnly ? sizes.slice(0, 1) : sizes) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(300);
    await focus?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath(`sharing-${name}-${label}`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function uploadThroughUi(page: Page, file: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles(file);
  await expect(page.getByTestId('upload-row').filter({ hasText: 'Uploaded' })).toHaveCount(1, { timeout: 30_000 });
}

test('the owner shares a photo and an album; the editor adds to it; the viewer sees both read-only; a stranger gets 404', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  const owner = await signUpThroughApi(page.context().request, uniqueEmail('grandpa'));
  const editorPage = await openBrowser(browser);
  const viewerPage = await openBrowser(browser);
  const strangerPage = await openBrowser(browser);
  const editor = await signUpThroughApi(editorPage.context().request, uniqueEmail('anna'));
  const viewer = await signUpThroughApi(viewerPage.context().request, uniqueEmail('ben'));
  await signUpThroughApi(strangerPage.context().request, uniqueEmail('stranger'));
  for (const [relative, relativePage, role] of [
    [editor, editorPage, 'editor'],
    [viewer, viewerPage, 'viewer'],
  ] as const) {
    const invitation = await postWithCsrf<{ id: string }>(page.context().request, '/api/circle/invitations', {
      name: relative.username,
      email: relative.email,
      role,
    });
    await postWithCsrf(relativePage.context().request, '/api/invitations/accept', { invitationId: invitation.id });
  }

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
  await saveScreenshots(page, 'item-switch', itemSwitch);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(ownCard.getByText('Shared', { exact: true })).toBeVisible();

  // The owner creates an album and shares it with the circle.
  await page.getByLabel('New album').fill('Summer 1998');
  await page.getByRole('button', { name: 'Create album' }).click();
  const album = page.getByTestId('vault-album').filter({ hasText: 'Summer 1998' });
  const albumSwitch = album.getByRole('switch', { name: 'Share with my family circle: Summer 1998' });
  await expect(albumSwitch).toHaveAttribute('aria-checked', 'false');
  await albumSwitch.click();
  await expectToast(page, {
    title: 'Album shared with your family circle',
    description: 'Everything in “Summer 1998”, now and later, is shared with your circle.',
  });
  await expect(albumSwitch).toHaveAttribute('aria-checked', 'true');
  await expect(album.getByText('Shared', { exact: true })).toBeAttached();
  await dismissToasts(page);
  // The albums panel sits behind "Filters and albums" on a phone.
  await saveScreenshots(page, 'albums', album, { isDesktopOnly: true });

  // The editor adds a photo of their own to the shared album, uploading it from the picker.
  await editorPage.goto('/memory-vault');
  await editorPage.getByRole('tab', { name: 'Shared with me' }).click();
  await expect(editorPage).toHaveURL(/view=shared/);
  const sharedAlbum = editorPage.getByTestId('shared-album').filter({ hasText: 'Summer 1998' });
  await expect(sharedAlbum).toContainText(`From ${owner.username} · 0 memories`);
  await sharedAlbum.getByRole('button', { name: 'Add my photos to “Summer 1998”' }).click();
  const picker = editorPage.getByRole('dialog', { name: 'Add to “Summer 1998”' });
  const chooser = editorPage.waitForEvent('filechooser');
  await picker.getByRole('button', { name: 'Upload new photos' }).click();
  await (await chooser).setFiles(photoNamed('anna-at-the-beach.jpg'));
  await expect(picker.getByTestId('upload-row').filter({ hasText: 'Uploaded' })).toHaveCount(1, { timeout: 30_000 });
  await expect(picker.getByRole('checkbox', { name: /anna at the beach/ })).toBeChecked();
  await saveScreenshots(editorPage, 'add-photos');
  await picker.getByRole('button', { name: 'Add 1 memory' }).click();
  await expectToast(editorPage, {
    title: 'Added to “Summer 1998”',
    description: `1 memory is now in ${owner.username}’s shared album.`,
  });
  await expect(picker).toBeHidden();
  await expect(sharedAlbum).toContainText('1 memory');
  await sharedAlbum.getByRole('button', { name: 'Show only “Summer 1998”' }).click();
  await expect(editorPage).toHaveURL(/sharedAlbum=/);
  await expect(
    editorPage.getByTestId('shared-grid').getByTestId('vault-card').filter({ hasText: 'anna at the beach' }),
  ).toBeVisible();

  // The viewer sees both, each with whose it is, and opens the editor's photo read-only.
  await viewerPage.reload();
  const viewerCards = viewerPage.getByTestId('shared-grid').getByTestId('vault-card');
  await expect(viewerCards).toHaveCount(2);
  await expect(viewerCards.filter({ hasText: 'lake 1998' })).toContainText(`From ${owner.username}`);
  const annaCard = viewerCards.filter({ hasText: 'anna at the beach' });
  await expect(annaCard).toContainText(`From ${editor.username}`);
  const viewerAlbum = viewerPage.getByTestId('shared-album').filter({ hasText: 'Summer 1998' });
  await expect(viewerAlbum).toContainText(`From ${owner.username} · 1 memory`);
  await expect(viewerAlbum.getByRole('button', { name: /Add my photos/ })).toHaveCount(0);
  expect(await accessibilityViolations(viewerPage)).toEqual([]);
  await saveScreenshots(viewerPage, 'shared-with-me');

  await annaCard.click();
  const viewerDialog = viewerPage.getByRole('dialog');
  await expect(viewerDialog.getByRole('heading', { name: 'anna at the beach' })).toBeVisible();
  await expect(viewerDialog.getByTestId('shared-item-details')).toContainText(`From ${editor.username}.`);
  await expect(viewerDialog.getByTestId('photo-viewer')).toBeVisible();
  for (const control of ['Save changes', 'Move to trash']) {
    await expect(viewerDialog.getByRole('button', { name: control })).toHaveCount(0);
  }
  await expect(viewerDialog.getByRole('switch')).toHaveCount(0);
  await expect(viewerDialog.getByRole('textbox')).toHaveCount(0);
  await saveScreenshots(viewerPage, 'shared-item');
  const itemId = new URL(viewerPage.url()).searchParams.get('item');
  expect(itemId).toMatch(/^[0-9a-f-]{36}$/);
  await viewerPage.keyboard.press('Escape');
  await expect(viewerDialog).toBeHidden();
  await expect(annaCard).toBeFocused();
  const fileUrl = `/api/vault/items/${itemId}/file`;
  const viewerFile = await viewerPage.context().request.get(fileUrl);
  expect(viewerFile.status()).toBe(200);
  expect(viewerFile.headers()['content-type']).toMatch(/^image\//);

  // Someone outside the circle learns nothing: not the item, not its file.
  expect((await strangerPage.context().request.get(fileUrl)).status()).toBe(404);
  expect((await strangerPage.context().request.get(`/api/vault/items/${itemId}`)).status()).toBe(404);
  const strangerShared = await (await strangerPage.context().request.get('/api/vault/shared')).json();
  expect(strangerShared).toEqual({ items: [], albums: [] });

  expect(consoleErrors).toEqual([]);
});
