/**
 * Share links in detail (docs/product/roles-and-access.md "Share links"), past what the journey
 * (family-circle-journey.spec.ts: an album link with a passphrase, opened, revoked, gone) covers.
 * The owner (seeded through the API) makes a link to a photo from its detail view (too short a
 * passphrase refused, Copy, focus back) and a second to an album without passphrase or downloads; a
 * signed-out browser is asked for the photo's passphrase, a wrong one shows the server's message,
 * the right one shows the photo at full size with a download and is remembered; the album's link
 * opens straight away with no download; /sharing lists both with what each opens ("Photo" with the
 * owner's own thumbnail of it, "Album"), what each allows and its views; "Revoke all", after a
 * confirmation that counts them per kind, closes both, and the browser is shown the photo's link
 * closed (410). /sharing signed out and empty. A relative adding to the owner's shared album is
 * told who will see it (the link box off), and the owner's album link dialog names whose additions
 * it leaves out. With SAVE_SCREENSHOTS=1 it saves the "Get a link" dialog, the passphrase form, the
 * opened links, the dashboard and both album dialogs at 1280 and 390 px.
 */
import type { APIRequestContext } from '@playwright/test';
import { SHARE_LINK_MESSAGES } from '@heirloom/common/contracts/share-links';
import {
  expect,
  joinCircleThroughApi,
  postThroughApi,
  recordConsoleErrors,
  signUpThroughApi,
  test,
  uniqueEmail,
} from '../fixtures';
import {
  accessibilityViolations,
  dayFromToday,
  dismissToasts,
  expectDecoded,
  openBrowser,
  photoNamed,
  saveScreenshots,
  uploadThroughUi,
} from '../page-helpers';

const PASSPHRASE = 'blue heron 1972';

/** Puts the owner's item into their album through PATCH /api/vault/items/:id (both found by name). */
async function addToAlbumThroughApi(request: APIRequestContext, itemTitle: string, albumName: string) {
  const overview = (await (await request.get('/api/vault/overview')).json()) as {
    albums: { id: string; name: string }[];
  };
  const { items } = (await (await request.get('/api/vault/items')).json()) as {
    items: { id: string; title: string }[];
  };
  const album = overview.albums.find((candidate) => candidate.name === albumName);
  const item = items.find((candidate) => candidate.title === itemTitle);
  const { csrfToken } = (await (await request.get('/api/csrf-token')).json()) as { csrfToken: string };
  const response = await request.patch(`/api/vault/items/${item?.id}`, {
    data: { albumIds: [album?.id] },
    headers: { 'X-CSRF-Token': csrfToken },
  });
  expect(response.ok(), `PATCH answered ${response.status()}`).toBe(true);
}

test('a photo link asks for its passphrase, shows the photo at full size with a download; an album link offers none; revoke all closes both', async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const owner = await signUpThroughApi(page.context().request, uniqueEmail('grandma'));

  // The owner uploads a photo and opens "Get a link" from its detail view.
  await page.goto('/memory-vault');
  await uploadThroughUi(page, photoNamed('harbour-1972.jpg'));
  await page.getByTestId('vault-card').filter({ hasText: 'harbour 1972' }).click();
  const itemDialog = page.getByRole('dialog', { name: 'harbour 1972' });
  const getLink = itemDialog.getByRole('button', { name: 'Get a link' });
  await getLink.click();
  const linkDialog = page.getByRole('dialog', { name: 'Get a link to “harbour 1972”' });
  await expect(linkDialog).toBeVisible();
  await expect(linkDialog.getByText('Tell it to people separately')).toBeVisible();
  const expiry = dayFromToday(30);
  await linkDialog.getByLabel('Expires on').fill(expiry);
  // Too short a passphrase is refused with the contract's message, under its field.
  const passphraseField = linkDialog.getByLabel('Passphrase');
  await passphraseField.fill('short');
  await linkDialog.getByRole('button', { name: 'Create link' }).click();
  await expect(linkDialog.getByRole('alert')).toHaveText(SHARE_LINK_MESSAGES.passphraseTooShort);
  await expect(passphraseField).toHaveAttribute('aria-invalid', 'true');
  await passphraseField.fill(PASSPHRASE);
  await expect(linkDialog.getByRole('switch', { name: 'Allow download' })).toHaveAttribute('aria-checked', 'true');
  await linkDialog.getByRole('button', { name: 'Create link' }).click();

  // The link is ready: its address, Copy (with "Copied"), and the way to /sharing.
  const readyDialog = page.getByRole('dialog', { name: 'Your link is ready' });
  const address = readyDialog.getByLabel('Your link');
  await expect(address).toHaveValue(/\/shared\/s\./);
  const url = await address.inputValue();
  await expect(readyDialog).toContainText('asks for the passphrase');
  await expect(readyDialog).toContainText('Remember to give the passphrase separately');
  await readyDialog.getByRole('button', { name: 'Copy the link' }).click();
  await expect(readyDialog.getByRole('button', { name: 'Copy the link' })).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expect(readyDialog.getByRole('link', { name: 'your sharing page' })).toHaveAttribute('href', '/sharing');
  expect(await accessibilityViolations(page)).toEqual([]);
  await saveScreenshots(page, 'share-link-get-link');
  // Done closes it and focus goes back to "Get a link"; Escape then closes the detail view.
  await readyDialog.getByRole('button', { name: 'Done' }).click();
  await expect(readyDialog).toBeHidden();
  await expect(getLink).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(itemDialog).toBeHidden();

  // A second link, to an album, from the albums panel: no passphrase, no downloads.
  await page.getByLabel('New album').fill('Summer 1998');
  await page.getByRole('button', { name: 'Create album' }).click();
  await expect(page.getByTestId('vault-album').filter({ hasText: 'Summer 1998' })).toBeVisible();
  await addToAlbumThroughApi(page.context().request, 'harbour 1972', 'Summer 1998');
  await page.getByRole('button', { name: 'Get a link to the album Summer 1998' }).click();
  const albumDialog = page.getByRole('dialog', { name: 'Get a link to “Summer 1998”' });
  const downloadSwitch = albumDialog.getByRole('switch', { name: 'Allow download' });
  await downloadSwitch.focus();
  await page.keyboard.press('Space');
  await expect(downloadSwitch).toHaveAttribute('aria-checked', 'false');
  await albumDialog.getByRole('button', { name: 'Create link' }).click();
  const albumReady = page.getByRole('dialog', { name: 'Your link is ready' });
  await expect(albumReady).toContainText('Does not expire · no passphrase · no downloads');
  const albumUrl = await albumReady.getByLabel('Your link').inputValue();
  await page.keyboard.press('Escape');
  await expect(albumReady).toBeHidden();

  // A signed-out browser opens the link: who shared what, until when, and the passphrase form.
  const visitor = await openBrowser(browser);
  const visitorErrors = recordConsoleErrors(visitor);
  await visitor.goto(url);
  await expect(visitor.getByRole('heading', { level: 1, name: 'harbour 1972' })).toBeVisible();
  await expect(visitor.getByText(`Shared by ${owner.username}`)).toBeVisible();
  await expect(visitor.getByText('this link works until')).toBeVisible();
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  const form = visitor.getByTestId('share-passphrase');
  await expect(form.getByRole('heading', { name: 'This link asks for a passphrase' })).toBeVisible();
  await expect(visitor.getByTestId('shared-photo')).toHaveCount(0);
  expect(await accessibilityViolations(visitor)).toEqual([]);
  await saveScreenshots(visitor, 'share-link-passphrase');

  // A wrong passphrase: the server's message under the field; nothing is shown.
  const visitorPassphrase = form.getByLabel('Passphrase', { exact: true });
  await visitorPassphrase.fill('green heron 1972');
  // The toggle names the secret it shows: a passphrase, not a password.
  await form.getByRole('button', { name: 'Show passphrase' }).click();
  await expect(visitorPassphrase).toHaveAttribute('type', 'text');
  await form.getByRole('button', { name: 'Open' }).click();
  await expect(form.getByRole('alert')).toHaveText(SHARE_LINK_MESSAGES.wrongPassphrase);
  await expect(visitorPassphrase).toHaveAttribute('aria-invalid', 'true');
  await expect(visitor.getByTestId('shared-photo')).toHaveCount(0);

  // The right one shows the photo; its preview opens the full image; downloads are allowed.
  await visitorPassphrase.fill(PASSPHRASE);
  await visitorPassphrase.press('Enter');
  const photo = visitor.getByTestId('shared-photo');
  await expectDecoded(photo);
  await expect(form).toBeHidden();
  const item = visitor.getByTestId('shared-item');
  await expect(item.getByRole('link', { name: 'Download harbour 1972' })).toHaveAttribute('href', /download=1/);
  expect(await accessibilityViolations(visitor)).toEqual([]);
  await saveScreenshots(visitor, 'share-link-opened', { isFullPage: true });
  await visitor.getByRole('button', { name: 'See harbour 1972 at full size' }).click();
  const viewer = visitor.getByRole('dialog', { name: 'harbour 1972' });
  await expectDecoded(viewer.getByTestId('shared-photo-full'));
  await visitor.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  // The passphrase is remembered: a reload shows the photo straight away.
  await visitor.reload();
  await expectDecoded(visitor.getByTestId('shared-photo'));

  // The album's link opens straight away (no passphrase) and, as the owner chose, offers no download.
  await visitor.goto(albumUrl);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Summer 1998' })).toBeVisible();
  await expect(visitor.getByText('An album of 1 memory shared with you')).toBeVisible();
  await expectDecoded(visitor.getByTestId('shared-photo'));
  await expect(visitor.getByRole('heading', { level: 2, name: 'harbour 1972' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: /Download/ })).toHaveCount(0);
  expect(await accessibilityViolations(visitor)).toEqual([]);
  await saveScreenshots(visitor, 'share-link-album', { isFullPage: true });
  await visitor.goto(url);
  await expectDecoded(visitor.getByTestId('shared-photo'));

  // The owner's dashboard lists both links, newest first, with what each allows and its views.
  await page.goto('/sharing');
  await expect(page.getByRole('heading', { level: 1, name: 'Sharing' })).toBeVisible();
  const links = page.getByTestId('share-link');
  await expect(links).toHaveCount(2);
  const photoLink = links.filter({ hasText: 'harbour 1972' });
  const albumLink = links.filter({ hasText: 'Summer 1998' });
  await expect(links.first()).toContainText('Summer 1998');
  // Each card says what it opens: the photo by its kind, with its thumbnail from the owner's vault.
  await expect(photoLink.getByTestId('share-link-kind')).toHaveText('Photo');
  const thumbnail = photoLink.getByTestId('share-link-thumbnail');
  await expect(thumbnail).toHaveAttribute('src', /^\/api\/vault\/items\/[0-9a-f-]{36}\/preview$/);
  await expectDecoded(thumbnail);
  await expect(albumLink.getByTestId('share-link-kind')).toHaveText('Album');
  await expect(albumLink.getByTestId('share-link-thumbnail')).toHaveCount(0);
  await expect(photoLink.getByTestId('share-link-status')).toHaveText('Active');
  await expect(photoLink).toContainText('PassphraseYes');
  await expect(photoLink).toContainText('DownloadAllowed');
  await expect(photoLink).not.toContainText('No views yet');
  await expect(photoLink).toContainText(url);
  await expect(albumLink).toContainText('AlbumActive');
  await expect(albumLink).toContainText('PassphraseNo');
  await expect(albumLink).toContainText('DownloadNot allowed');
  await expect(albumLink).toContainText('Views1 view');
  await expect(page.getByTestId('sharing-counts')).toHaveText('2 active');
  await photoLink.getByRole('button', { name: 'Copy link to harbour 1972' }).click();
  await expect(photoLink.getByRole('button', { name: 'Copy link to harbour 1972' })).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  expect(await accessibilityViolations(page)).toEqual([]);

  // Revoke all turns off both links, after a confirmation that counts them per kind.
  await page.getByRole('button', { name: 'Revoke all' }).click();
  const revokeAll = page.getByRole('dialog', { name: 'Revoke 2 active links?' });
  await expect(revokeAll.getByTestId('revoke-all-cuts').getByRole('listitem')).toHaveText([
    '1 link to a memory',
    '1 link to an album',
  ]);
  // Without delivered messages there is no recipients' box to tick.
  await expect(revokeAll.getByRole('checkbox')).toHaveCount(0);
  await revokeAll.getByRole('button', { name: 'Revoke 2 links' }).click();
  await expect(photoLink.getByTestId('share-link-status')).toHaveText('Revoked');
  await expect(albumLink.getByTestId('share-link-status')).toHaveText('Revoked');
  await expect(page.getByTestId('sharing-counts')).toHaveText('2 revoked');
  await expect(page.getByRole('button', { name: 'Revoke all' })).toHaveCount(0);
  await expect(photoLink.getByRole('button', { name: /Revoke/ })).toHaveCount(0);
  // The toast may come just after the list changes: wait for it, then close it for the screenshot.
  await expect(page.getByText('2 links revoked', { exact: true })).toBeVisible();
  await dismissToasts(page);
  await saveScreenshots(page, 'share-link-dashboard', { isFullPage: true });

  // The signed-out browser, on the photo's link, is shown it closed; its file answers 410 Gone.
  await visitor.reload();
  await expect(visitor.getByTestId('share-unavailable')).toBeVisible();
  await expect(visitor.getByTestId('shared-photo')).toHaveCount(0);
  const fileAnswer = await visitor.request.get(new URL(url).pathname.replace('/shared/', '/api/share-links/open/'));
  expect(fileAnswer.status()).toBe(410);

  expect(consoleErrors.filter((text) => !text.includes('410'))).toEqual([]);
  expect(visitorErrors.filter((text) => !/\b(403|410)\b/.test(text))).toEqual([]);
});

test('/sharing asks a visitor to sign in, and explains share links to someone who has none', async ({ page }) => {
  // Signed out: the sign-in modal opens over the page's "Please sign in" card, as on other app pages.
  await page.goto('/sharing');
  const signIn = page.getByRole('dialog');
  await expect(signIn).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(signIn).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
  await expect(page.getByTestId('share-link')).toHaveCount(0);

  await signUpThroughApi(page.context().request, uniqueEmail('newcomer'));
  await page.goto('/sharing');
  const empty = page.getByTestId('sharing-empty');
  await expect(empty.getByRole('heading', { name: 'You have not shared any links yet' })).toBeVisible();
  await expect(empty.getByRole('link', { name: 'Go to your memory vault' })).toHaveAttribute('href', '/memory-vault');
  await expect(page.getByRole('button', { name: 'Revoke all' })).toHaveCount(0);
  await saveScreenshots(page, 'share-link-dashboard-empty');
});

test("a relative's additions leave through an album link only with consent, and both dialogs say so", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = await signUpThroughApi(page.context().request, uniqueEmail('anna'));
  const editorPage = await openBrowser(browser);
  const editor = await signUpThroughApi(editorPage.context().request, uniqueEmail('ben'));
  await joinCircleThroughApi(page.context().request, { ...editor, request: editorPage.context().request }, 'editor');
  const album = await postThroughApi<{ id: string }>(page.context().request, '/api/vault/albums', {
    name: 'Reunion 2026',
  });
  const { csrfToken } = (await (await page.context().request.get('/api/csrf-token')).json()) as { csrfToken: string };
  await page.context().request.patch(`/api/vault/albums/${album.id}`, {
    data: { sharedWithCircle: true },
    headers: { 'X-CSRF-Token': csrfToken },
  });

  // The editor adds his photo; the dialog says who sees it, and the link box is off.
  await editorPage.goto('/memory-vault');
  await uploadThroughUi(editorPage, photoNamed('harbour-1972.jpg'));
  await editorPage.getByRole('tab', { name: 'Shared with me' }).click();
  await editorPage.getByRole('button', { name: 'Add my photos to “Reunion 2026”' }).click();
  const addDialog = editorPage.getByRole('dialog', { name: 'Add to “Reunion 2026”' });
  await addDialog.getByTestId('pickable-item').first().click();
  const consent = addDialog.getByRole('checkbox', { name: `Also when ${owner.username} shares this album by link` });
  await expect(consent).not.toBeChecked();
  await expect(addDialog.getByTestId('link-consent-hint')).toHaveText(
    `Only ${owner.username} and their family circle will see it. A link ${owner.username} makes to the album leaves it out.`,
  );
  await saveScreenshots(editorPage, 'album-add-consent', { focus: addDialog.getByTestId('link-consent-hint') });
  await addDialog.getByRole('button', { name: 'Add 1 memory' }).click();
  await expect(addDialog).toHaveCount(0);

  // The owner's link dialog says whose photo the link leaves out, and why.
  await page.goto('/memory-vault');
  await page.getByRole('button', { name: 'Get a link to the album Reunion 2026' }).click();
  const linkDialog = page.getByRole('dialog', { name: 'Get a link to “Reunion 2026”' });
  await expect(linkDialog.getByTestId('withheld-from-link')).toHaveText(
    `1 memory added by ${editor.username} is not included: ${editor.username} has not agreed to public links.`,
  );
  await saveScreenshots(page, 'album-link-withheld');
  expect(await accessibilityViolations(page)).toEqual([]);
});
