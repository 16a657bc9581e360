/**
 * The marketing header: dropdown groups on wide screens, a toggle menu on small ones.
 * On a phone both bars show a signed-in person's name and the words "Dashboard" and "Sign out",
 * reachable by keyboard, and nothing wider than the screen. Screenshots with SAVE_SCREENSHOTS=1.
 */
import type { Locator, Page } from '@playwright/test';
import { HEADER_GROUPS } from '../constants';
import { expect, setNameThroughApi, signUpThroughApi, test, uniqueEmail } from '../fixtures';
import { saveScreenshots } from '../page-helpers';

/** The phone's width in CSS pixels (an iPhone 12 to 15). */
const PHONE_WIDTH = 390;
/** The name the person chose in settings, which the bars show instead of their e-mail's local part. */
const NAME = 'Grandma Rose';

/**
 * Asserts the bar shows `control` with its words on screen: its text, no label standing in for it,
 * wider than an icon-only button (44 px), and wholly inside the phone's width.
 */
async function expectLabelled(control: Locator, text: string) {
  await expect(control).toBeVisible();
  await expect(control).toHaveText(text);
  await expect(control).not.toHaveAttribute('aria-label');
  const box = await control.boundingBox();
  expect(box?.width, text).toBeGreaterThan(44);
  expect((box?.x ?? 0) + (box?.width ?? 0), text).toBeLessThanOrEqual(PHONE_WIDTH);
}

/** Asserts the signed-in bar on a phone: the name, Dashboard and Sign out, and no sideways scrolling. */
async function expectSignedInBar(page: Page) {
  const banner = page.getByRole('banner');
  const name = banner.getByTestId('nav-username');
  await expect(name).toHaveText(NAME);
  await expect(name).toBeVisible();
  const nameBox = await name.boundingBox();
  expect(nameBox!.x + nameBox!.width).toBeLessThanOrEqual(PHONE_WIDTH);
  await expectLabelled(banner.getByRole('link', { name: 'Dashboard', exact: true }), 'Dashboard');
  await expectLabelled(banner.getByRole('button', { name: 'Sign out' }), 'Sign out');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_WIDTH);
}

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

  test('a signed-in person sees their name, Dashboard and Sign out in both bars, and reaches them by keyboard', async ({
    page,
    consoleErrors,
  }) => {
    const request = page.context().request;
    await signUpThroughApi(request, uniqueEmail('rose'));
    await setNameThroughApi(request, NAME);

    // The app bar of a signed-in page.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${NAME}` })).toBeVisible();
    await expectSignedInBar(page);
    const bar = page.getByRole('navigation', { name: 'App' });
    await bar.getByRole('link', { name: 'Back to Home' }).focus();
    await page.keyboard.press('Tab');
    await expect(bar.getByRole('link', { name: 'Heirloom' })).toBeFocused();
    for (const control of [
      bar.getByRole('button', { name: `Account: ${NAME}` }),
      bar.getByRole('link', { name: 'Dashboard', exact: true }),
      bar.getByRole('button', { name: 'Sign out' }),
    ]) {
      await page.keyboard.press('Tab');
      await expect(control).toBeFocused();
    }
    await saveScreenshots(page, 'app-bar-signed-in');

    // The marketing header of a public page.
    await page.goto('/about');
    await expectSignedInBar(page);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await saveScreenshots(page, 'site-header-signed-in');

    // Sign out by keyboard: the visitor's button comes back.
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign In / Sign Up' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
