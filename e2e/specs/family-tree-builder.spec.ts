/**
 * The family tree builder and chart: Maya starts from herself, adds her
 * parents, a grandmother, a brother and a child in the builder, edits dates in place as people write
 * them ("14/03/1950"; "spring 1950" is refused under the field), sees the
 * warning for a child born before a parent, merges a second record of Rose into her after a
 * confirmation, deletes a person and brings them back with Undo; the
 * chart shows the three generations around her, a click refocuses, a search finds Ivy, and the
 * relationship calculator names Sam as Ivy's uncle with the path. A GEDCOM with a dangling
 * pointer and an unreadable date is previewed with its line-numbered warnings. Screenshots at
 * 1280 and 390 px with SAVE_SCREENSHOTS=1; the chart and the builder pass axe.
 */
import type { Page } from '@playwright/test';
import { expect, expectToast, signUpThroughApi, test, uniqueEmail } from '../fixtures';
import { accessibilityViolations, saveScreenshots } from '../page-helpers';

const card = (page: Page, name: string) =>
  page.locator(`[data-testid="tree-chart"] g[role="button"][aria-label^="${name}"]`);

async function addRelative(page: Page, relation: string, givenNames: string, sex: 'Female' | 'Male') {
  await page.getByRole('button', { name: `Add a ${relation}` }).click();
  const form = page.getByRole('form', { name: `Add a ${relation}` });
  await form.getByLabel(`Given names of the ${relation}`).fill(givenNames);
  await form.getByLabel(`Sex of the ${relation}`).selectOption({ label: sex });
  await form.getByRole('button', { name: `Add ${relation}` }).click();
  await expectToast(page, { title: 'Added', description: `${givenNames} Lee is in the tree.` });
}

async function setBirth(page: Page, date: string) {
  await page.getByLabel('Born (date)').fill(date);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, { title: 'Saved', description: 'is up to date.' });
}

test('builds three generations, sees them on the chart, refocuses, searches and relates', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await signUpThroughApi(page.context().request, uniqueEmail('maya'));

  await page.goto('/family-tree-builder');
  await expect(page.getByRole('heading', { name: 'Start with yourself' })).toBeVisible();
  await page.getByLabel('Your given names').fill('Maya');
  await page.getByLabel('Your surname').fill('Lee');
  await page.getByRole('button', { name: 'Start my family tree' }).click();
  await expect(page.getByTestId('builder-person')).toHaveText('Maya Lee(you)');

  await addRelative(page, 'parent', 'Rose', 'Female');
  await addRelative(page, 'parent', 'Tom', 'Male');
  await addRelative(page, 'sibling', 'Sam', 'Male');
  await addRelative(page, 'child', 'Ivy', 'Female');
  await setBirth(page, '1940');
  const parents = page.getByRole('region', { name: 'Parents' });
  await expect(parents.getByRole('button')).toHaveText(['Rose Lee', 'Tom Lee', 'Add a parent']);

  // Rose, chosen through her grandchild's parents list, gets her own mother and a birth year after Maya's.
  await parents.getByRole('button', { name: 'Rose Lee' }).click();
  await expect(page.getByTestId('builder-person')).toHaveText('Rose Lee');
  // Dates are typed as people write them; one that cannot be read is refused under its field.
  const born = page.getByLabel('Born (date)');
  await born.fill('spring 1950');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'We could not read "spring 1950" as a date.' })).toBeVisible();
  await expect(born).toBeFocused();
  await born.fill('14/03/1950');
  await expect(page.getByText('We read this as March 14, 1950.')).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, { title: 'Saved', description: 'is up to date.' });
  await addRelative(page, 'parent', 'Edith', 'Female');
  await expect(page.getByRole('list', { name: 'Warnings' })).toContainText(
    'Maya Lee was born before their parent Rose Lee.',
  );

  // A second record of Rose (added as Maya's third parent) is merged into her after a confirmation.
  await page.getByRole('region', { name: 'Children' }).getByRole('button', { name: 'Maya Lee' }).click();
  await addRelative(page, 'parent', 'Rosie', 'Female');
  await expect(parents.getByRole('button')).toHaveText(['Rose Lee', 'Tom Lee', 'Rosie Lee', 'Add a parent']);
  await parents.getByRole('button', { name: 'Rose Lee' }).click();
  await page.getByLabel('Another record of Rose Lee to merge into this one').fill('rosie');
  await page
    .getByRole('list', { name: 'Matching people' })
    .getByRole('button', { name: /Rosie Lee/ })
    .click();
  await expect(page.getByRole('dialog')).toContainText("Rosie Lee's events, families and photos move to Rose Lee");
  await page.getByRole('button', { name: 'Merge' }).click();
  await expect(page.locator('li[data-variant]').filter({ hasText: 'Merged' })).toBeVisible();
  await page.getByRole('region', { name: 'Children' }).getByRole('button', { name: 'Maya Lee' }).click();
  await expect(parents.getByRole('button')).toHaveText(['Rose Lee', 'Tom Lee', 'Add a parent']);
  await parents.getByRole('button', { name: 'Rose Lee' }).click();

  // Deleting asks for nothing but offers Undo; undone, Rose is still there after the removal time.
  await page.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, { title: 'Rose Lee removed', description: 'Their events and family links go with them.' });
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('builder-person')).toHaveText('Rose Lee');
  await page.waitForTimeout(6500);
  await page.reload();
  await expect(page.getByTestId('builder-person')).toHaveText('Rose Lee');
  await expect(page.getByLabel('Born (date)')).toHaveValue('March 14, 1950');
  await saveScreenshots(page, 'family-tree-builder');
  expect(await accessibilityViolations(page)).toEqual([]);

  // The chart around Rose: her mother above, Maya and Sam below, Ivy below them.
  await page.getByRole('link', { name: 'See the chart' }).click();
  await expect(page.getByTestId('focus-name')).toHaveText('Rose Lee');
  for (const name of ['Edith Lee', 'Rose Lee', 'Tom Lee', 'Maya Lee', 'Sam Lee', 'Ivy Lee']) {
    await expect(card(page, name)).toBeVisible();
  }
  await card(page, 'Maya Lee').click();
  await expect(page.getByTestId('focus-name')).toHaveText('Maya Lee');
  await expect(card(page, 'Maya Lee')).toHaveAttribute('aria-current', 'true');
  // Keyboard: Tab to a card and Enter refocuses too.
  await card(page, 'Edith Lee').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('focus-name')).toHaveText('Edith Lee');

  await page.getByLabel('Find a person').fill('ivy');
  await page
    .getByRole('list', { name: 'Matching people' })
    .getByRole('button', { name: /Ivy Lee/ })
    .click();
  await expect(page.getByTestId('focus-name')).toHaveText('Ivy Lee');
  await expect(page).toHaveURL(/person=/);

  await page.getByLabel('Someone to compare with Ivy Lee').fill('sam');
  await page
    .getByRole('list', { name: 'Matching people' })
    .getByRole('button', { name: /Sam Lee/ })
    .click();
  await expect(page.getByTestId('relationship-label')).toHaveText("Sam Lee is Ivy Lee's uncle");
  await expect(page.getByRole('list', { name: 'The path between them' }).getByRole('button')).toHaveText([
    'Ivy Lee',
    'Maya Lee',
    'Rose Lee',
    'Sam Lee',
  ]);
  await expect(page.getByRole('link', { name: 'Open their page' })).toHaveAttribute(
    'href',
    /\/voice-ancestry\?person=/,
  );
  await saveScreenshots(page, 'family-tree-chart');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(card(page, 'Ivy Lee')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await accessibilityViolations(page)).toEqual([]);

  // /ancestry opens on the ancestors of the same person.
  await page.goto(page.url().replace('/family-tree', '/ancestry'));
  await expect(page.getByRole('button', { name: 'Ancestors' })).toHaveAttribute('aria-pressed', 'true');
  await expect(card(page, 'Edith Lee')).toBeVisible();
  await expect(card(page, 'Sam Lee')).toHaveCount(0);

  // A GEDCOM file with problems: its preview lists each warning with its line.
  await page.goto('/family-tree-builder');
  await page.getByLabel('Import a GEDCOM or GEDZIP file').setInputFiles({
    name: 'cousins.ged',
    mimeType: 'text/plain',
    buffer: Buffer.from(
      [
        '0 HEAD',
        '1 GEDC',
        '2 VERS 7.0',
        '0 @I1@ INDI',
        '1 NAME Ada /Lee/',
        '1 BIRT',
        '2 DATE sometime in spring',
        '1 FAMC @F9@',
        '0 @I2@ INDI',
        '1 NAME Ben /Lee/',
        '0 TRLR',
        '',
      ].join('\n'),
    ),
  });
  const preview = page.getByTestId('import-preview');
  await expect(preview).toContainText('2 people, 0 families, 1 events, 0 media.');
  const warnings = page.getByRole('list', { name: 'Import warnings' }).getByRole('listitem');
  await expect(warnings).toHaveCount(2);
  await expect(warnings.nth(0)).toContainText('Line 7');
  await expect(warnings.nth(1)).toContainText('Line 8');
  await expect(warnings.nth(1)).toContainText('FAMC points to @F9@, which is not in the file.');
  await saveScreenshots(page, 'family-tree-import-preview', { focus: preview, isDesktopOnly: true });
  await page.getByRole('button', { name: 'Import into a new tree' }).click();
  await page.getByRole('link', { name: 'Open the new tree' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/^2 people ·/)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
