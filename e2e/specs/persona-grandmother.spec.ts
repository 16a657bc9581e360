/**
 * The grandmother's journey, as a new user takes it at 1280 and 390 px, moving through the app by
 * its own links: Rose arrives on the home page and creates her account from "Get Started"; the
 * dashboard welcomes her without the name cut from her address and asks what her family calls her;
 * she writes a letter for her granddaughter Maya, signed with the name Maya knows her by; starts her
 * family tree with herself and her parents; makes an album, shares it with her family circle and
 * uploads a photo straight into it; then moves to Complete Legacy from "Your plan" and finds the plan
 * and its storage again. With SAVE_SCREENSHOTS=1 each stop is saved at the journey's own width.
 */
import type { Page } from '@playwright/test';
import { expect, expectToast, test, TEST_PASSWORD, uniqueEmail } from '../fixtures';
import {
  chooseFiles,
  createSharedAlbumThroughUi,
  dayFromToday,
  dismissToasts,
  expectNoSidewaysScroll,
  photoNamed,
  saveScreenshotAtItsWidth,
} from '../page-helpers';

const ALBUM = 'Summer at the lake';
const LETTER = 'For Maya, when she turns 18';

/** Adds a parent of the person the builder shows, by given names and sex (the surname is theirs). */
async function addParent(page: Page, givenNames: string, sex: 'Female' | 'Male') {
  await page.getByRole('button', { name: 'Add a parent' }).click();
  const form = page.getByRole('form', { name: 'Add a parent' });
  await form.getByLabel('Given names of the parent').fill(givenNames);
  await form.getByLabel('Sex of the parent').selectOption({ label: sex });
  await form.getByRole('button', { name: 'Add parent' }).click();
  await expectToast(page, { title: 'Added', description: `${givenNames} Miller is in the tree.` });
  await dismissToasts(page);
}

for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`Rose makes a legacy for her grandchildren, from sign-up to a paid plan, at ${width} px`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height });
    /** Each stop fits the screen, and is saved at this width. */
    const shoot = async (name: string) => {
      await expectNoSidewaysScroll(page, name);
      await saveScreenshotAtItsWidth(page, `persona-grandmother-${name}`);
    };
    const toDashboard = async () => {
      await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
    };

    // An account from the home page.
    await page.goto('/');
    await page.getByRole('main').getByRole('button', { name: 'Get Started', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    await dialog.getByLabel('Email').fill(uniqueEmail('rose.miller'));
    await dialog.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await dismissToasts(page);

    // Welcomed without her address's name, she says what her family calls her.
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Heirloom' })).toBeVisible();
    await shoot('welcome');
    await page.getByRole('link', { name: 'Tell us what your family calls you' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Grandma Rose');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, { title: 'Name saved', description: 'Your family will now see you as Grandma Rose.' });
    await dismissToasts(page);
    await toDashboard();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Grandma Rose' })).toBeVisible();

    // A letter for Maya, signed as Maya knows her.
    await page.getByRole('link', { name: /^Schedule a message/ }).click();
    await page.getByRole('radio', { name: 'Letter' }).click();
    await page.getByLabel('Your letter').fill('Dear Maya,\nEighteen! I am so proud of you.');
    await page.getByLabel('Title').fill(LETTER);
    await page.locator('[id="recipients.0.name"]').fill('Maya');
    await page.locator('[id="recipients.0.email"]').fill(uniqueEmail('maya'));
    await page.locator('[id="recipients.0.relationship"]').fill('Granddaughter');
    await page.locator('[id="recipients.0.authorName"]').fill('Grandma');
    await page.getByLabel('Delivery date').fill(dayFromToday(400));
    await page.getByLabel('Time', { exact: true }).fill('09:00');
    await page.getByRole('button', { name: 'Schedule message' }).click();
    await expect(page).toHaveURL(/\/legacy-messages$/);
    const card = page.getByTestId('message-card').filter({ hasText: LETTER });
    await expect(card).toContainText('Maya');
    await dismissToasts(page);
    await shoot('letter');

    // Her family tree: herself, then her mother and father.
    await toDashboard();
    await page.getByRole('link', { name: /^Family tree/ }).click();
    await page.getByRole('link', { name: 'Open the builder' }).click();
    await page.getByLabel('Your given names').fill('Rose');
    await page.getByLabel('Your surname').fill('Miller');
    await page.getByRole('button', { name: 'Start my family tree' }).click();
    await expect(page.getByTestId('builder-person')).toHaveText('Rose Miller(you)');
    await addParent(page, 'Edith', 'Female');
    await addParent(page, 'Arthur', 'Male');
    await expect(page.getByRole('region', { name: 'Parents' }).getByRole('button')).toHaveText([
      'Edith Miller',
      'Arthur Miller',
      'Add a parent',
    ]);
    await shoot('tree');

    // An album shared with her family circle, and a photo uploaded straight into it.
    await toDashboard();
    await page.getByRole('link', { name: /^Memory vault/ }).click();
    if (width < 1024) await page.getByRole('button', { name: 'Filters and albums' }).click();
    const album = await createSharedAlbumThroughUi(page, ALBUM);
    await dismissToasts(page);
    await album.getByTestId('album-drop-target').click();
    await chooseFiles(page, `Choose files for “${ALBUM}”`, photoNamed('lake.jpg'));
    await expect(page.getByTestId('upload-row').filter({ hasText: 'Uploaded' })).toHaveCount(1, { timeout: 30_000 });
    await expect(page.getByTestId('vault-card').filter({ hasText: 'lake' })).toHaveCount(1);
    await expect(album.getByTestId('album-drop-target')).toHaveText(new RegExp(`^${ALBUM}\\D*1$`));
    await shoot('album');

    // Complete Legacy, from her plan; then the plan and its storage are found again.
    await toDashboard();
    await page.getByRole('link', { name: /^Your plan/ }).click();
    await page.getByRole('link', { name: 'See plans' }).click();
    await page.getByTestId('plan-complete_legacy').getByRole('link', { name: 'Choose Complete Legacy' }).click();
    await page.getByRole('button', { name: 'Activate Complete Legacy (test mode)' }).click();
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await toDashboard();
    await page.getByRole('link', { name: 'See your plan' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Complete Legacy' })).toBeVisible();
    await expect(page.getByRole('meter', { name: 'Storage used' })).toHaveAttribute(
      'aria-valuetext',
      /^[\d.]+ (bytes|KB|MB) of 200 GB used$/,
    );
    await shoot('plan');
    expect(consoleErrors).toEqual([]);
  });
}
