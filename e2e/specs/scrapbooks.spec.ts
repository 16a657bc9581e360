/**
 * The scrapbook journey: the owner uploads three photos and a recording to an album, makes a
 * scrapbook from it on /scrapbook-generator, edits it (a caption, a page moved with the keyboard),
 * turns its pages in the book view where the recording plays, and exports the PDF through the
 * queued job. The test renders the PDF with poppler's pdftoppm, checks its page count and its US Letter size (the en-US browser's paper),
 * decodes the QR code on the rendered page with jsQR and opens the link in a signed-out browser,
 * which plays the recording; revoking that link on /sharing makes the QR code lead to a page that
 * says it is no longer shared. The scrapbook itself is then shared with a link, read signed out as
 * the page-turning book, and revoked the same way. With SAVE_SCREENSHOTS=1 it saves the generator,
 * the book view (the owner's and a visitor's), three templates and a PDF page at 1280 and 390 px.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { SHARE_LINK_MESSAGES } from '@heirloom/common/contracts/share-links';
import { expect, postThroughApi, signUpThroughApi, test, uniqueEmail } from '../fixtures';
import { chooseFiles, openBrowser, photoNamed, playPast, saveScreenshots } from '../page-helpers';
import { decodeQrCodes } from '../pdf-qr';

const root = path.resolve(import.meta.dirname, '../..');
const shouldSaveScreenshots = process.env.SAVE_SCREENSHOTS === '1';

/** Puts every item of the owner's vault into album `albumId` (PATCH /api/vault/items/:id). */
async function fileEverythingInAlbum(request: APIRequestContext, albumId: string) {
  const { items } = (await (await request.get('/api/vault/items')).json()) as { items: { id: string }[] };
  const { csrfToken } = (await (await request.get('/api/csrf-token')).json()) as { csrfToken: string };
  for (const item of items) {
    const response = await request.patch(`/api/vault/items/${item.id}`, {
      data: { albumIds: [albumId] },
      headers: { 'X-CSRF-Token': csrfToken },
    });
    expect(response.ok()).toBe(true);
  }
  return items.length;
}

test('a scrapbook from an album of three photos and a recording: edited, turned, printed; its QR code plays the recording until revoked', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signUpThroughApi(page.context().request, uniqueEmail('marta'));

  // Three photos and a recording, uploaded through the vault and filed in one album.
  await page.goto('/memory-vault');
  const recording = path.join(mkdtempSync(path.join(os.tmpdir(), 'heirloom-voice-')), 'grandpa-at-the-lake.wav');
  copyFileSync(path.join(root, 'server/test/fixtures/voice-note.wav'), recording);
  await chooseFiles(page, 'Choose files', [
    photoNamed('dock-1987.jpg'),
    photoNamed('boat-1988.jpg'),
    photoNamed('picnic-1990.jpg'),
    recording,
  ]);
  await expect(page.getByTestId('upload-row').filter({ hasText: 'Uploaded' })).toHaveCount(4, { timeout: 60_000 });
  const album = await postThroughApi<{ id: string }>(page.context().request, '/api/vault/albums', {
    name: 'Summers at the lake',
  });
  expect(await fileEverythingInAlbum(page.context().request, album.id)).toBe(4);

  // The generator: the album, the Keepsake template (premium ones marked and closed on the free plan).
  await page.goto('/scrapbook-generator');
  await page.getByRole('textbox', { name: 'Title' }).fill('Summers at the lake');
  await page.getByRole('combobox', { name: 'Album' }).selectOption({ label: 'Summers at the lake' });
  const premium = page.getByRole('radio', { name: /Midnight Letters/ });
  await expect(premium).toBeDisabled();
  await saveScreenshots(page, 'scrapbook-generator');
  await page.getByRole('button', { name: 'Make the first draft' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Summers at the lake' })).toBeVisible();
  const editorUrl = page.url();
  const pages = page.getByTestId('page-editor');
  await expect(pages).toHaveCount(3);

  // Edit: a caption (saved when the field is left), then page 3 moved up with Alt+↑.
  const caption = page.getByLabel('Caption of picnic 1990');
  await caption.fill('Picnic at the dock, 1990 — Émile and 美玲');
  await caption.blur();
  await expect(page.getByRole('status').filter({ hasText: 'Saving' })).toHaveCount(0);
  const thirdLayout = await pages.nth(2).getByLabel('Layout').inputValue();
  await pages.nth(2).focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(pages.nth(1).getByLabel('Layout')).toHaveValue(thirdLayout);
  await expect(pages.nth(1)).toBeFocused();
  await page.reload();
  await expect(page.getByLabel('Caption of picnic 1990')).toHaveValue('Picnic at the dock, 1990 — Émile and 美玲');
  await expect(pages.nth(1).getByLabel('Layout')).toHaveValue(thirdLayout);

  // The book: pages turn with the arrow keys; the recording plays on its page.
  await page.getByRole('link', { name: 'Open the book' }).click();
  const book = page.getByTestId('book-view');
  await expect(page.getByTestId('book-page-number')).toHaveText('Page 1 of 3');
  await book.focus();
  const voice = book.locator('audio');
  for (let turn = 0; turn < 2 && (await voice.count()) === 0; turn++) await page.keyboard.press('ArrowRight');
  await expect(voice).toHaveCount(1);
  // It plays half a second (playPast fails the test if it never moves) of the whole recording.
  const played = await playPast(voice, 0.5);
  expect(played.duration).toBeGreaterThan(7);
  await saveScreenshots(page, 'scrapbook-book-view');

  // The PDF: queued, its progress shown, then downloaded.
  await page.getByRole('link', { name: 'Edit the pages' }).click();
  await page.getByRole('button', { name: 'Make the PDF' }).click();
  const download = page.getByTestId('download-pdf');
  await expect(download).toBeVisible({ timeout: 60_000 });
  const pdfResponse = await page.context().request.get((await download.getAttribute('href'))!);
  expect(pdfResponse.headers()['content-type']).toBe('application/pdf');
  const folder = mkdtempSync(path.join(os.tmpdir(), 'scrapbook-pdf-'));
  const pdf = path.join(folder, 'summers.pdf');
  writeFileSync(pdf, await pdfResponse.body());
  const info = execFileSync('pdfinfo', [pdf], { encoding: 'utf8' });
  expect(info).toMatch(/^Pages:\s+3$/m);
  expect(info).toMatch(/^Page size:\s+612 x 792 pts \(letter\)$/m); // en-US prints on US Letter
  const codes = decodeQrCodes(pdf);
  expect(codes).toHaveLength(1); // the one page that holds the recording
  if (shouldSaveScreenshots) {
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '60',
      '-f',
      String(codes[0]!.page),
      '-l',
      String(codes[0]!.page),
      '-singlefile',
      pdf,
      path.join(root, 'docs/screenshots/scrapbook-pdf-page'),
    ]);
  }

  // The QR code's link, opened without an account, plays the real recording.
  const visitor = await openBrowser(browser);
  await visitor.goto(codes[0]!.url);
  const sharedVoice = visitor.locator('audio');
  await expect(sharedVoice).toHaveCount(1);
  await playPast(sharedVoice, 0.5);
  const bytes = await visitor.request.get((await sharedVoice.getAttribute('src'))!);
  expect(Buffer.compare(await bytes.body(), readFileSync(recording))).toBe(0);

  // Revoked on /sharing, the QR code leads to "no longer shared".
  await page.goto('/sharing');
  const card = page.getByTestId('share-link').filter({ hasText: 'grandpa at the lake' });
  await card.getByRole('button', { name: /Revoke/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke the link' }).click();
  await expect(card.getByTestId('share-link-status')).toHaveText('Revoked');
  await visitor.reload();
  const gone = visitor.getByTestId('share-unavailable');
  await expect(gone.getByRole('heading', { name: SHARE_LINK_MESSAGES.noLongerShared })).toBeVisible();
  await expect(visitor.locator('audio')).toHaveCount(0);

  // The scrapbook itself, shared with a link: read signed out as the book, its recording played.
  await page.goto(editorUrl);
  await page.getByRole('button', { name: 'Get a link' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Get a link to “Summers at the lake”' })).toBeVisible();
  await expect(dialog.getByRole('switch', { name: 'Allow download' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const bookUrl = await dialog.getByRole('textbox', { name: 'Your link' }).inputValue();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await visitor.goto(bookUrl);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Summers at the lake' })).toBeVisible();
  const sharedBook = visitor.getByTestId('book-view');
  await expect(visitor.getByTestId('book-page-number')).toHaveText('Page 1 of 3');
  await saveScreenshots(visitor, 'scrapbook-shared-book');
  await sharedBook.focus();
  const bookVoice = sharedBook.locator('audio');
  for (let turn = 0; turn < 2 && (await bookVoice.count()) === 0; turn++) await visitor.keyboard.press('ArrowRight');
  await expect(bookVoice).toHaveCount(1);
  const bookBytes = await visitor.request.get((await bookVoice.getAttribute('src'))!);
  expect(Buffer.compare(await bookBytes.body(), readFileSync(recording))).toBe(0);
  await page.goto('/sharing');
  const bookCard = page.getByTestId('share-link').filter({ hasText: 'Scrapbook' });
  await expect(bookCard).toContainText('Summers at the lake');
  await bookCard.getByRole('button', { name: /Revoke/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revoke the link' }).click();
  await expect(bookCard.getByTestId('share-link-status')).toHaveText('Revoked');
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: SHARE_LINK_MESSAGES.noLongerShared })).toBeVisible();
  await expect(visitor.getByTestId('book-view')).toHaveCount(0);

  // The dashboard lists the recent scrapbook beside the capsules and recipes.
  await page.goto('/dashboard');
  await expect(page.getByTestId('scrapbooks-summary')).toContainText('Summers at the lake');
  await expect(page.getByTestId('scrapbooks-summary')).toContainText('3 pages');
  await expect(page.getByTestId('recipes-summary')).toContainText('No recipe yet');
  await saveScreenshots(page, 'dashboard-keepsakes', { focus: page.getByTestId('scrapbooks-summary') });
});

test('the templates page previews all eight, the Complete Legacy ones marked; the home page shows examples; /scrapbooks starts empty', async ({
  page,
}) => {
  await page.goto('/premium-templates');
  const templates = page.getByRole('main').getByRole('list').first().locator(':scope > li');
  await expect(templates).toHaveCount(8);
  await expect(page.getByText('Complete Legacy', { exact: true })).toHaveCount(4);
  // Each cover credits the family that makes the book, never an invented person.
  await expect(page.getByText('Made by your family', { exact: true })).toHaveCount(8);
  for (const name of ['Keepsake', 'Midnight Letters', 'Garden Party']) {
    const card = templates.filter({ has: page.getByRole('heading', { level: 2, name }) });
    await expect(card.getByRole('img').first()).toBeVisible();
    await saveScreenshots(page, `scrapbook-template-${name.toLowerCase().replace(' ', '-')}`, { focus: card });
  }
  // The home page shows what scrapbooks, capsules and recipes do with examples drawn by the product itself.
  await page.goto('/?section=scrapbooks');
  const examples = page.getByTestId('scrapbook-examples');
  await expect(examples.locator(':scope > ul > li')).toHaveCount(3);
  await expect(examples.getByRole('img').first()).toBeVisible();
  await saveScreenshots(page, 'home-scrapbooks-view', { focus: examples });
  await page.goto('/?section=time-capsules');
  await expect(page.getByTestId('capsule-example')).toContainText('Opens when Maya turns 18');
  await page.goto('/?section=recipes');
  await expect(page.getByTestId('recipe-example')).toContainText('450 g flour');
  await page.goto('/');
  await page.getByRole('button', { name: 'Memory Scrapbooks' }).click();
  const overlay = page.getByRole('dialog', { name: 'Memory Scrapbooks' });
  await expect(overlay.getByTestId('scrapbook-examples').locator(':scope > ul > li')).toHaveCount(3);
  await saveScreenshots(page, 'home-scrapbooks-overlay');
  await overlay.getByRole('button', { name: 'Close' }).filter({ hasText: 'Close' }).click();

  await signUpThroughApi(page.context().request, uniqueEmail('newcomer'));
  await page.goto('/scrapbooks');
  await expect(page.getByTestId('scrapbooks-empty')).toBeVisible();
  await page.goto('/printing-services');
  await expect(page.getByText(/no print company is connected/)).toBeVisible();
});
