/**
 * Filling albums many memories at a time, in the browser: a grandmother uploads five photos, chooses
 * three with their checkboxes (Shift for a run, from the keyboard), files them in a new album from
 * the selection toolbar's album picker, takes two out of it again while the album is shown, drags one
 * card onto another album, and uploads a photo straight into the album shown. Then a time capsule
 * takes two of those photos from the vault by their thumbnails, without a new upload. With
 * SAVE_SCREENSHOTS=1 it saves the selection toolbar, the album picker and the capsule's vault picker
 * at 1280 and 390 px.
 */
import { expect, expectToast, postThroughApi, signUpThroughApi, test, uniqueEmail } from '../fixtures';
import { chooseFiles, dismissToasts, photoNamed, saveScreenshots } from '../page-helpers';

const PHOTOS = ['lake-1998.jpg', 'garden-2004.jpg', 'wedding-1971.jpg', 'picnic-1985.jpg', 'beach-1990.jpg'];

test('files many memories in an album at once, by toolbar, keyboard and drag, and a capsule takes them from the vault', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  await signUpThroughApi(page.context().request, uniqueEmail('grandma'));
  await page.goto('/memory-vault');
  await chooseFiles(page, 'Choose files', PHOTOS.map(photoNamed));
  await expect(page.getByTestId('upload-row').filter({ hasText: 'Uploaded' })).toHaveCount(5, { timeout: 90_000 });
  const cards = page.getByTestId('vault-grid').getByRole('listitem');
  await expect(cards).toHaveCount(5);
  const titles = await page.getByTestId('vault-card').locator('h3').allTextContents();

  // A click chooses one; Shift with Space on a later checkbox chooses the run between them.
  await page.getByRole('checkbox', { name: `Select ${titles[0]}` }).check();
  const toolbar = page.getByRole('toolbar', { name: 'Selected memories' });
  await expect(toolbar).toContainText('1 selected');
  await page.getByRole('checkbox', { name: `Select ${titles[2]}` }).focus();
  await page.keyboard.press('Shift+Space');
  await expect(toolbar).toContainText('3 selected');
  for (const title of titles.slice(0, 3))
    await expect(page.getByRole('checkbox', { name: `Select ${title}` })).toBeChecked();
  await saveScreenshots(page, 'album-selection-toolbar', { focus: toolbar });

  // The album picker makes a new album and files all three in one request.
  await toolbar.getByRole('button', { name: 'Add to album' }).click();
  const picker = page.getByRole('dialog', { name: 'Add to an album' });
  await expect(picker).toContainText('You have no albums yet');
  await picker.getByLabel('A new album').fill('Summers');
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/vault\/albums\/[^/]+\/items/.test(request.url()))
      requests.push(request.url());
  });
  await picker.getByRole('button', { name: 'Create and add' }).click();
  await expectToast(page, { title: 'Added to “Summers”', description: '3 memories in the album.' });
  expect(requests).toHaveLength(1);
  await expect(toolbar).toHaveCount(0);
  const albums = page.getByTestId('vault-album');
  await expect(albums.filter({ hasText: 'Summers' })).toContainText('3');

  // With the album shown, two are taken out of it at once; the vault keeps them.
  await albums
    .getByRole('button', { name: /Summers/ })
    .first()
    .click();
  await expect(cards).toHaveCount(3);
  await page.getByRole('button', { name: 'Choose files for “Summers”' }).waitFor();
  await page.getByRole('checkbox', { name: `Select ${titles[0]}` }).check();
  await page.getByRole('checkbox', { name: `Select ${titles[1]}` }).check();
  await toolbar.getByRole('button', { name: 'Remove from “Summers”' }).click();
  await expectToast(page, {
    title: 'Taken out of “Summers”',
    description: '2 memories out of the album; they stay in your vault.',
  });
  await expect(cards).toHaveCount(1);

  // An upload while the album is shown goes straight into it.
  await chooseFiles(page, 'Choose files for “Summers”', photoNamed('harvest-1979.jpg'));
  await expect(page.getByTestId('upload-row').filter({ hasText: 'harvest-1979.jpg' })).toContainText('Uploaded', {
    timeout: 30_000,
  });
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: 'harvest 1979' })).toHaveCount(1);
  await dismissToasts(page);

  // Dragging a card onto an album files it there.
  await albums
    .getByRole('button', { name: /Summers/ })
    .first()
    .click();
  await expect(cards).toHaveCount(6);
  await page.getByLabel('New album').fill('Weddings');
  await page.getByRole('button', { name: 'Create album' }).click();
  const weddings = albums.filter({ hasText: 'Weddings' });
  await expect(weddings).toBeVisible();
  await cards.filter({ hasText: titles[4]! }).dragTo(weddings.getByTestId('album-drop-target'));
  await expectToast(page, { title: 'Added to “Weddings”', description: '1 memory in the album.' });
  await expect(weddings).toContainText('1');

  // The picker lists the albums with how many each holds; choosing one files the selection there.
  await dismissToasts(page);
  await page.getByRole('checkbox', { name: `Select ${titles[3]}` }).check();
  await toolbar.getByRole('button', { name: 'Add to album' }).click();
  await expect(picker.getByRole('list', { name: 'Your albums' }).getByRole('button')).toHaveText([
    /Summers.*2 memories/,
    /Weddings.*1 memory/,
  ]);
  await saveScreenshots(page, 'album-selection-picker');
  await picker.getByRole('button', { name: /Weddings/ }).click();
  await expectToast(page, { title: 'Added to “Weddings”', description: '1 memory in the album.' });
  await expect(weddings).toContainText('2');

  // A time capsule takes two of the vault's photos by their thumbnails, referenced, not uploaded again.
  const storedBefore = await page.getByTestId('storage-summary').textContent();
  const capsule = await postThroughApi<{ id: string }>(page.context().request, '/api/time-capsules', {
    title: 'For Mia at 18',
    opensAt: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString(),
    timeZone: 'Europe/London',
    recipients: [{ name: 'Mia', email: uniqueEmail('mia') }],
    contributorIds: [],
  });
  await page.goto(`/time-capsules?capsule=${capsule.id}`);
  await page.getByRole('tab', { name: 'From your vault' }).click();
  const vaultPicker = page.getByTestId('vault-item-picker');
  await expect(vaultPicker.getByTestId('pickable-item')).toHaveCount(6);
  await vaultPicker.getByTestId('pickable-item').filter({ hasText: titles[0]! }).getByRole('checkbox').check();
  await vaultPicker.getByTestId('pickable-item').filter({ hasText: titles[1]! }).getByRole('checkbox').check();
  await saveScreenshots(page, 'capsule-vault-picker', { focus: vaultPicker });
  await page.getByRole('button', { name: 'Add 2 memories' }).click();
  await expectToast(page, { title: 'Added to the time capsule', description: '2 memories from your vault.' });
  await page.goto('/memory-vault');
  await expect(page.getByTestId('storage-summary')).toHaveText(storedBefore!);

  expect(consoleErrors).toEqual([]);
});
