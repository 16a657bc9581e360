/**
 * The shell as a family found it: the marketing header's desktop navigation at 1280 px, the visitor
 * pill hiding nothing on a phone, the sign-up dialog's button reachable at 1280 × 800 after a
 * validation error, focus back on the opener when the auth dialog closes with Escape, the recorder
 * keeping focus and announcing its state, and a visible focus ring on inputs (WCAG 2.4.7).
 * Screenshots with SAVE_SCREENSHOTS=1.
 */
import path from 'node:path';
import type { Locator } from '@playwright/test';
import { HEADER_GROUPS } from '../constants';
import { expect, signUpThroughApi, test, uniqueEmail } from '../fixtures';
import { accessibilityViolations, fakeMicrophoneLaunchOptions, saveScreenshots } from '../page-helpers';

const fixture = (name: string) => path.resolve(import.meta.dirname, '../../server/test/fixtures', name);

// The recorder test records from Chromium's fake microphone, fed a real spoken voice note.
test.use({
  launchOptions: fakeMicrophoneLaunchOptions(fixture('voice-note.wav')),
});

/** The locator's box on screen. @throws when it is not rendered. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} has no box on screen`);
  return box;
}

/** Whether two boxes on screen share any area. */
function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test('the header at 1280 px shows the desktop navigation in one row', async ({ page }) => {
  await page.goto('/about');
  const navigation = page.getByRole('navigation', { name: 'Main' });
  for (const group of HEADER_GROUPS) {
    await expect(navigation.getByRole('button', { name: group })).toBeVisible();
  }
  await expect(navigation.getByRole('link', { name: 'Our Story' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Legacy Plans' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();

  // All of them in one row inside the window, none under the account button.
  const account = await boxOf(page.getByRole('button', { name: 'Sign In / Sign Up' }));
  const items = await Promise.all((await navigation.getByRole('listitem').all()).map(boxOf));
  expect(items).toHaveLength(7);
  for (const item of items) {
    expect(item.y).toBeCloseTo(items[0]!.y, 0);
    expect(item.x + item.width).toBeLessThanOrEqual(1280);
    expect(overlaps(item, account)).toBe(false);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);

  await navigation.getByRole('button', { name: 'Memory Preservation' }).hover();
  await expect(navigation.getByRole('link', { name: /Memory Vault/ })).toBeVisible();
  await saveScreenshots(page, 'header-1280', { isDesktopOnly: true });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the visitor pill covers neither the hero’s Sign In button nor its card', async ({ page }) => {
    // The pill comes 2 s after the page (VISITOR_COUNTER_DELAY_MS): the test moves the page's clock
    // on instead of waiting.
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.clock.runFor(2_000);
    const pill = page.getByTestId('visitor-counter');
    await expect(pill).toContainText(/viewing this page/); // other journeys may be on the page too
    const hero = page.locator('main');
    const signIn = hero.getByRole('button', { name: 'Sign In', exact: true });
    const card = hero.getByText('Look inside').locator('..');
    // Wherever the page is scrolled to, each of them in turn at the bottom, the middle and the top of the screen.
    for (const target of [signIn, card]) {
      for (const block of ['end', 'center', 'start'] as const) {
        await target.evaluate((element, where) => element.scrollIntoView({ block: where }), block);
        expect(overlaps(await boxOf(pill), await boxOf(target)), `${target.toString()} at ${block}`).toBe(false);
      }
    }
    await saveScreenshots(page, 'home-visitor-pill', { focus: signIn, isMobileOnly: true });
  });
});

test('after a validation error at 1280 × 800 the whole sign-up form, “Create Account” too, fits in the dialog', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Started' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill('not an address');
  await dialog.getByLabel('Password', { exact: true }).fill('abc');
  const createAccount = dialog.getByRole('button', { name: 'Create Account' });
  await createAccount.click();
  await expect(dialog.getByText('Please enter a valid email')).toBeVisible();
  await expect(dialog.getByText('Password must be at least 6 characters')).toBeVisible();

  // The whole form fits: the dialog inside the window, the button inside the dialog, unscrolled and uncovered.
  const dialogBox = await boxOf(dialog);
  expect(dialogBox.y).toBeGreaterThanOrEqual(0);
  expect(dialogBox.y + dialogBox.height).toBeLessThanOrEqual(800);
  expect(await dialog.evaluate((element) => element.scrollTop)).toBe(0);
  const button = await boxOf(createAccount);
  expect(button.y).toBeGreaterThanOrEqual(dialogBox.y);
  expect(button.y + button.height).toBeLessThanOrEqual(dialogBox.y + dialogBox.height);
  const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent, {
    x: button.x + button.width / 2,
    y: button.y + button.height / 2,
  });
  expect(hit).toBe('Create Account');
  expect(await accessibilityViolations(page)).toEqual([]);
  await saveScreenshots(page, 'sign-up-errors-1280', { isDesktopOnly: true });
});

test('Escape closes the auth dialog and returns focus to the button that opened it', async ({ page }) => {
  await page.goto('/');
  for (const opener of [
    page.getByRole('banner').getByRole('button', { name: 'Sign In / Sign Up' }),
    page.getByRole('main').getByRole('button', { name: 'Get Started' }),
  ]) {
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByLabel('Email')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(opener).toBeFocused();
  }
});

test('the recorder keeps focus on Start and Pause and announces its state and time', async ({ page }) => {
  await signUpThroughApi(page.context().request, uniqueEmail('recorder'));
  await page.goto('/voice-recordings');
  const recorder = page.getByTestId('voice-recorder');
  const status = recorder.getByRole('status');
  const timer = recorder.getByRole('timer', { name: 'Elapsed time' });
  await expect(timer).toHaveText('0:00');
  await expect(timer).not.toHaveAttribute('aria-live', /polite|assertive/); // read on demand, not every second

  await recorder.getByRole('button', { name: 'Start recording' }).focus();
  await page.keyboard.press('Enter');
  await expect(status).toHaveText(/^Recording/);
  await expect(recorder.getByRole('button', { name: 'Pause' })).toBeFocused();
  await expect(timer).toHaveText('0:01');

  await page.keyboard.press('Enter');
  await expect(status).toHaveText(/^Paused at 0:0\d$/);
  await expect(recorder.getByRole('button', { name: 'Resume' })).toBeFocused();
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.keyboard.press('Enter');
  await expect(status).toHaveText(/^Recording/);
  await expect(recorder.getByRole('button', { name: 'Pause' })).toBeFocused();

  await recorder.getByRole('button', { name: 'Stop' }).press('Enter');
  await expect(status).toHaveText(/^Your recording, 0:0[1-9] long$/);
  await expect(recorder.getByRole('button', { name: 'Record again' })).toBeFocused();
});

test('a focused input shows a focus ring (WCAG 2.4.7)', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Get Started' }).click();
  for (const field of [
    page.getByRole('dialog').getByLabel('Email'),
    page.getByRole('dialog').getByLabel('Password', { exact: true }),
  ]) {
    await field.focus();
    const ring = await field.evaluate((element) => {
      const style = getComputedStyle(element);
      return { outline: `${style.outlineStyle} ${style.outlineWidth}`, boxShadow: style.boxShadow };
    });
    const hasOutline = !ring.outline.startsWith('none') && !ring.outline.endsWith(' 0px');
    expect(hasOutline || ring.boxShadow !== 'none', JSON.stringify(ring)).toBe(true);
  }
});
