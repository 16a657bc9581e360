/**
 * Names as written (docs/decisions/006, "Names"): a GEDCOM file with a title, a surname particle,
 * a suffix, a nickname, a Russian translation and a second name imports; the search finds
 * "Dr. Johann von Goethe Sr" by his particle; the builder shows the name whole and its pieces under
 * "More name parts", where a changed suffix is saved; the person's page shows the name as written
 * with the other name and the translation. Screenshots at 1280 and 390 px with SAVE_SCREENSHOTS=1.
 */
import { expect, expectToast, signUpThroughApi, test, uniqueEmail } from '../fixtures';
import { dismissToasts, saveScreenshots } from '../page-helpers';

const FILE = [
  '0 HEAD', '1 GEDC', '2 VERS 7.0',
  '0 @I1@ INDI', '1 NAME Dr. Johann /von Goethe/ Sr', '2 TYPE BIRTH', '2 NPFX Dr.', '2 GIVN Johann', '2 NICK Hans',
  '2 SPFX von', '2 SURN Goethe', '2 NSFX Sr', '2 TRAN Иоганн /фон Гёте/', '3 LANG ru',
  '1 NAME Hans Goethe', '2 TYPE AKA', '1 SEX M', '1 BIRT', '2 DATE 28 AUG 1749', '2 PLAC Frankfurt am Main',
  '0 @I2@ INDI', '1 NAME Christiane /Vulpius/', '1 SEX F',
  '0 TRLR', '',
].join('\n'); // prettier-ignore

test('shows and edits a name with all its pieces', async ({ page, consoleErrors }) => {
  test.setTimeout(90_000);
  await signUpThroughApi(page.context().request, uniqueEmail('goethe'));
  await page.goto('/family-tree-builder');
  await page.getByLabel('Import a GEDCOM or GEDZIP file').setInputFiles({
    name: 'goethe.ged',
    mimeType: 'text/plain',
    buffer: Buffer.from(FILE),
  });
  await expect(page.getByTestId('import-preview')).toContainText('2 people');
  await page.getByRole('button', { name: 'Import into a new tree' }).click();
  await expect(page.getByText(/^2 people · choose anyone/)).toBeVisible({ timeout: 60_000 });

  await page.getByLabel('Find a person').fill('von goethe');
  await page
    .getByRole('list', { name: 'Matching people' })
    .getByRole('button', { name: /Dr\. Johann von Goethe Sr/ })
    .click();
  await expect(page.getByTestId('builder-person')).toHaveText('Dr. Johann von Goethe Sr');
  const johann = new URL(page.url()).searchParams.get('person');
  await expect(page.getByLabel('Given names')).toHaveValue('Johann');
  await expect(page.getByLabel('Surname', { exact: true })).toHaveValue('Goethe');
  // The pieces beyond given names and surname are open because he has some.
  await expect(page.getByLabel('Title')).toHaveValue('Dr.');
  await expect(page.getByLabel('Surname particle')).toHaveValue('von');
  await expect(page.getByLabel('Nickname')).toHaveValue('Hans');
  await page.getByLabel('Suffix').fill('the Elder');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, { title: 'Saved', description: 'Johann is up to date.' });
  await expect(page.getByTestId('builder-person')).toHaveText('Dr. Johann von Goethe the Elder');
  await dismissToasts(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshots(page, 'family-tree-name-pieces', { focus: page.getByTestId('builder-person') });

  // Someone with only a given name and a surname: the other parts stay folded away.
  await page.getByLabel('Find a person').fill('vulpius');
  await page
    .getByRole('list', { name: 'Matching people' })
    .getByRole('button', { name: /Christiane Vulpius/ })
    .click();
  await expect(page.getByTestId('builder-person')).toHaveText('Christiane Vulpius');
  await expect(page.getByLabel('Title')).toBeHidden();
  await page.getByText('More name parts').click();
  await expect(page.getByLabel('Title')).toBeVisible();

  await page.goto(`/family-tree?person=${johann}`);
  const card = page.locator(
    '[data-testid="tree-chart"] g[role="button"][aria-label^="Dr. Johann von Goethe the Elder"]',
  );
  await expect(card).toBeVisible();
  await saveScreenshots(page, 'family-tree-name-card', { focus: card });

  await page.goto(`/voice-ancestry?person=${johann}`);
  await expect(page.getByRole('heading', { name: 'Dr. Johann von Goethe the Elder', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Other names')).toContainText('In RussianИоганн фон Гёте');
  await expect(page.getByLabel('Other names')).toContainText('Also known asHans Goethe');
  await saveScreenshots(page, 'family-tree-person-names', {
    focus: page.getByRole('heading', { level: 1 }),
  });
  expect(consoleErrors).toEqual([]);
});
