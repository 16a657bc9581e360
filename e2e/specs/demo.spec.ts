/**
 * The demo family (docs/decisions/014-demo-family.md), end to end on the built server, whose job
 * queue builds the family at start: /demo explains it; "Try it with a sample family" signs the
 * visitor in and opens the dashboard as Ellen Moreno; Grandma Rose's recording plays in the browser
 * (its time moves on) with its transcript beside it; a change (a new name on /settings) is refused
 * with the friendly toast and nothing changes; /test-login offers the same sign-in, also to a click
 * made while the page's visit beacon is fetching the first CSRF token. Screenshots of /demo and the
 * demo dashboard at 1280 and 390 px with SAVE_SCREENSHOTS=1.
 */
import { DEMO_MESSAGES } from '@heirloom/common/domain/demo';
import { expect, expectToast, test } from '../fixtures';
import { accessibilityViolations, saveScreenshots } from '../page-helpers';

const APPLE_TREE = 'Grandma Rose: the apple tree';

test('a visitor tries the sample family: listens to a voice, and a change is refused kindly', async ({
  page,
  consoleErrors,
}) => {
  // The server builds the family in the background when it starts (a dozen uploads through its own API).
  test.slow();
  await expect
    .poll(async () => (await (await page.request.get('/api/demo')).json()).isReady, { timeout: 60_000 })
    .toBe(true);

  await page.goto('/demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Try Heirloom with a sample family' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'What is inside' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await saveScreenshots(page, 'demo', { isFullPage: true });

  await page.getByRole('button', { name: 'Try it with a sample family' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('nav-username')).toHaveText('Ellen Moreno');
  await expect(page.getByRole('region', { name: 'The sample family' })).toContainText('changes are not saved');
  await expect(page.getByText(/For Lily's \d+(st|nd|rd|th) birthday/)).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await saveScreenshots(page, 'demo-dashboard', { isFullPage: true });

  // A real recording, decrypted and played by the browser, its words beside it.
  await page.goto('/voice-recordings');
  await page.getByText(APPLE_TREE).first().click();
  const player = page.getByLabel(`Play ${APPLE_TREE}`);
  await expect(player).toBeVisible();
  await expect(page.getByText('planted an apple tree behind the house on Maple Street').first()).toBeVisible();
  await player.evaluate((element: HTMLMediaElement) => element.play());
  await expect
    .poll(() => player.evaluate((element: HTMLMediaElement) => element.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.5);
  await player.evaluate((element: HTMLMediaElement) => element.pause());

  // Any change is refused, with the friendly sentence in a toast; nothing is saved.
  await page.goto('/settings');
  await page.getByLabel('Name', { exact: true }).fill('Mallory');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, { title: 'Nothing was changed', description: DEMO_MESSAGES.readOnly });
  await page.reload();
  await expect(page.getByTestId('nav-username')).toHaveText('Ellen Moreno');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Ellen Moreno');
  expect(consoleErrors.filter((error) => !error.includes('403'))).toEqual([]);
});

test('/test-login signs in to the same sample family, with a click while the page is counting its visit', async ({
  page,
}) => {
  test.slow(); // waits, like the journey above, for the family the server builds at start
  await expect
    .poll(async () => (await (await page.request.get('/api/demo')).json()).isReady, { timeout: 60_000 })
    .toBe(true);
  // A first visit has no CSRF secret yet. The visit beacon's token request is held for 1.5 s, so the
  // click's write starts while it is in flight: the two must share one token request, or each gets
  // its own secret and the cookie that arrives last voids the other's token (a 403).
  const tokenRequests: string[] = [];
  const failures: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/csrf-token') tokenRequests.push(request.url());
  });
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400)
      failures.push(`${response.status()} ${response.url()}`);
  });
  await page.route('**/api/csrf-token', async (route) => {
    if (tokenRequests.length === 1) await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  const visitCounted = page.waitForResponse((response) => response.url().endsWith('/api/site/visits'));
  const beaconToken = page.waitForRequest('**/api/csrf-token');
  // The dashboard's code loads while the page is shown, so the click opens it without a wait.
  const dashboardCode = page.waitForRequest(/\/assets\/dashboard-page-[\w-]+\.js$/);
  await page.goto('/test-login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to the sample family' })).toBeVisible();
  await Promise.all([beaconToken, dashboardCode]);
  const signedIn = page.waitForResponse('**/api/demo/session');
  await page.getByRole('button', { name: 'Try it with a sample family' }).click();
  expect((await signedIn).status()).toBe(200);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('nav-username')).toHaveText('Ellen Moreno');
  expect((await visitCounted).status()).toBe(204);
  expect(tokenRequests).toHaveLength(1);
  expect(failures).toEqual([]);
});
