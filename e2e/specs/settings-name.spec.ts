/**
 * A real name (docs/product/accounts-and-sessions.md "Username"), end to end: a user signed up
 * through the API (their name is the e-mail's local part) opens /settings, is told what the name is
 * for, tries an empty name (the contract's message under the field), saves "Grandpa Joe", and the
 * navigation bar and the dashboard greeting say it at once and after a reload. At 1280 and 390 px
 * (screenshots in docs/screenshots with SAVE_SCREENSHOTS=1); the page passes axe. A signed-out
 * visitor is asked to sign in.
 */
import { ACCOUNT_PROFILE_MESSAGES } from '@heirloom/common/contracts/account';
import { expect, expectToast, signUpThroughApi, test, uniqueEmail } from '../fixtures';
import { accessibilityViolations, saveScreenshots } from '../page-helpers';

for (const { width, height, label } of [
  { width: 1280, height: 800, label: 'desktop' },
  { width: 390, height: 844, label: 'mobile' },
]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('changes the name on /settings and the navigation bar shows it at once', async ({ page, consoleErrors }) => {
      const email = uniqueEmail('grandpa.mwspoi6k1fdo');
      const signedUp = await signUpThroughApi(page.context().request, email);
      const navName = page.getByTestId('nav-username');

      await page.goto('/settings');
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Your name' })).toBeVisible();
      await expect(
        page.getByText('The name your family knows you by. It appears on messages you send and in your family circle.'),
      ).toBeVisible();
      await expect(navName).toHaveText(signedUp.username);
      const nameField = page.getByLabel('Name', { exact: true });
      await expect(nameField).toHaveValue(signedUp.username);

      // An empty name: the contract's message under the field, and nothing saved.
      await nameField.fill('   ');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.locator('#settings-name-error')).toHaveText(ACCOUNT_PROFILE_MESSAGES.nameRequired);
      await expect(nameField).toBeFocused();
      await expect(navName).toHaveText(signedUp.username);

      await nameField.fill('Grandpa Joe');
      await page.getByRole('button', { name: 'Save' }).click();
      await expectToast(page, { title: 'Name saved', description: 'Your family will now see you as Grandpa Joe.' });
      await expect(navName).toHaveText('Grandpa Joe');
      await expect(page.locator('#settings-name-error')).toBeHidden();
      // The name fits the bar (truncated on a phone) without pushing the page sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expect(navName).toHaveAttribute('title', 'Grandpa Joe');
      expect(await accessibilityViolations(page)).toEqual([]);
      await saveScreenshots(page, 'settings-name', {
        isFullPage: true,
        isDesktopOnly: label === 'desktop',
        isMobileOnly: label === 'mobile',
      });

      // Stored on the server: a reload and the dashboard say it too.
      await page.reload();
      await expect(navName).toHaveText('Grandpa Joe');
      await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Grandpa Joe');
      await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Grandpa Joe' })).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  });
}

test('a signed-out visitor on /settings is asked to sign in', async ({ page }) => {
  await page.goto('/settings');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Please sign in' })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveCount(0);
});
