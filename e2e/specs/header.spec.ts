/** The marketing header (SPEC.md §2): dropdown groups on wide screens, a toggle menu on small ones. */
import { HEADER_GROUPS } from '../constants';
import { expect, test } from '../fixtures';

test('opens a dropdown group on hover and by keyboard, and follows its links', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 }); // the groups fit in one row from 1440 px
  await page.goto('/about');
  const navigation = page.getByRole('navigation', { name: 'Main' });
  for (const group of HEADER_GROUPS) {
    await expect(navigation.getByRole('button', { name: group })).toBeVisible();
  }
  await expect(navigation.getByRole('link', { name: 'Our Story' })).toHaveAttribute('href', '/about');
  await expect(navigation.getByRole('link', { name: 'Legacy Plans' })).toHaveAttribute('href', '/pricing');

  await navigation.getByRole('button', { name: 'Core Features' }).hover();
  const futureMessages = navigation.getByRole('link', { name: /Future Messages/ });
  await expect(futureMessages).toBeVisible();
  await futureMessages.click();
  await expect(page).toHaveURL(/\/future-messages$/);

  const discovery = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Platform Discovery' });
  await discovery.focus();
  await page.keyboard.press('Enter');
  await expect(discovery).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: /Platform Overview Quiz/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(discovery).toHaveAttribute('aria-expanded', 'false');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('lists the groups in a toggle menu that closes on selection', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('heading', { name: 'Memory Preservation' })).toBeVisible();
    await menu.getByRole('link', { name: 'Memory Vault', exact: true }).click();
    await expect(page).toHaveURL(/\/memory-vault$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
