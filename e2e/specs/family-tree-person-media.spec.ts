/**
 * Photos and voice from the tree builder: Maya keeps two vault photos with her grandmother Rose,
 * chosen by their thumbnails and added at once, picks a vault recording as Rose's name clip, uploads
 * a third photo straight to Rose and types her birth as "about 1938". The builder shows Rose's photos
 * and what she has besides, the picker says which items are already hers, and Rose's own page holds
 * the three photos, the name clip and the birth in words. Screenshots at 1280 and 390 px with
 * SAVE_SCREENSHOTS=1; the section passes axe.
 */
import { copyFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, expectToast, signUpThroughApi, test, uniqueEmail } from '../fixtures';
import { accessibilityViolations, chooseFiles, expectDecoded, photoNamed, saveScreenshots } from '../page-helpers';

test('keeps vault photos chosen by thumbnail, and an upload, with a person from the builder', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  await signUpThroughApi(page.context().request, uniqueEmail('maya'));
  await page.goto('/memory-vault');
  const voiceNote = path.join(mkdtempSync(path.join(os.tmpdir(), 'heirloom-voice-')), 'how-to-say-rose.wav');
  copyFileSync(path.resolve(import.meta.dirname, '../../server/test/fixtures/voice-note.wav'), voiceNote);
  await chooseFiles(page, 'Choose files', [
    photoNamed('rose-at-the-lake.jpg'),
    photoNamed('rose-wedding.jpg'),
    voiceNote,
  ]);
  await expect(page.getByTestId('upload-row').filter({ hasText: 'Uploaded' })).toHaveCount(3, { timeout: 30_000 });

  await page.goto('/family-tree-builder');
  await page.getByLabel('Your given names').fill('Rose');
  await page.getByLabel('Your surname').fill('Lee');
  await page.getByRole('button', { name: 'Start my family tree' }).click();
  await expect(page.getByTestId('builder-person')).toHaveText('Rose Lee(you)');

  const section = page.getByRole('region', { name: 'Photos and voice' });
  await expect(section.getByText('No photos of Rose Lee yet.')).toBeVisible();
  await expect(section.getByTestId('person-sounds')).toHaveText('No recordings yet · no name clip yet');
  await section.getByRole('tab', { name: 'From the vault' }).click();
  const picker = section.getByTestId('vault-item-picker');
  // The photos are chosen by their thumbnails, not by a list of titles.
  await expect(picker.getByTestId('pickable-item')).toHaveCount(2);
  for (const thumbnail of await picker.getByRole('img').all()) await expectDecoded(thumbnail);
  await picker.getByRole('checkbox', { name: /rose at the lake/ }).check();
  await picker.getByRole('checkbox', { name: /rose wedding/ }).check();
  await section.getByRole('button', { name: 'Add 2 photos to Rose' }).click();
  await expectToast(page, { title: '2 photos are kept with Rose', description: '' });
  const photos = section.getByRole('list', { name: 'Photos of Rose Lee' });
  await expect(photos.getByRole('img')).toHaveCount(2);
  // The picker now says both are hers; nothing can be added twice.
  await expect(picker.getByTestId('pickable-item').filter({ hasText: 'Already with Rose' })).toHaveCount(2);
  await expect(section.getByRole('button', { name: 'Add to Rose' })).toBeDisabled();
  await saveScreenshots(page, 'family-tree-builder-person-media', {
    focus: section.getByRole('heading', { name: 'Photos and voice' }),
  });

  // Her name clip comes from the vault's recordings: one, so a second tick replaces the first.
  await section.getByRole('tab', { name: 'Name clip' }).click();
  await section.getByRole('tab', { name: 'From the vault' }).click();
  await section
    .getByTestId('vault-item-picker')
    .getByRole('checkbox', { name: /how to say rose/ })
    .check();
  await section.getByRole('button', { name: 'Add to Rose' }).click();
  await expectToast(page, { title: 'The name clip is kept with Rose', description: '' });
  await expect(section.getByTestId('person-sounds')).toHaveText('No recordings yet · a name clip');
  await section.getByRole('tab', { name: 'Photo' }).click();

  // A new photo goes to the vault and to Rose in one step.
  await section.getByRole('tab', { name: 'Upload' }).click();
  await chooseFiles(section, 'Choose a photo', photoNamed('rose-1962.jpg'));
  await expect(photos.getByRole('img')).toHaveCount(3, { timeout: 30_000 });
  expect(await accessibilityViolations(page)).toEqual([]);

  // A date typed as people say it is kept as a GEDCOM date and shown again in words.
  await page.getByLabel('Born (date)').fill('about 1938');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, { title: 'Saved', description: 'is up to date.' });

  await section.getByRole('link', { name: "Open Rose Lee's page" }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rose Lee' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Photos of Rose Lee' }).getByRole('img')).toHaveCount(3);
  const facts = page.getByRole('region', { name: 'Facts' });
  await expect(facts).toContainText('about 1938');
  await expect(facts).not.toContainText('ABT');
  await expect(page.getByRole('region', { name: 'How to say my name' }).getByRole('article')).toHaveAccessibleName(
    'how to say rose',
  );
  expect(consoleErrors).toEqual([]);
});
