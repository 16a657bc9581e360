/**
 * Steps and checks the journeys share: separate browsers per person, the fixture photo under a
 * chosen name, uploads through the vault's file chooser, decoded images, axe findings, toasts
 * closed, walks split into parts, and screenshots at 1280 and 390 px when SAVE_SCREENSHOTS=1 (into
 * docs/screenshots).
 */
import { copyFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { expectToast, signUpThroughApi, TEST_PASSWORD, uniqueEmail } from './fixtures';

const root = path.resolve(import.meta.dirname, '..');
/** Whether journeys write their screenshots to docs/screenshots (SAVE_SCREENSHOTS=1); never on an ordinary run. */
export const shouldSaveScreenshots = process.env.SAVE_SCREENSHOTS === '1';

/** A page in a new browser context (own cookies, signed out), 1280 × 800 px: one person's browser. */
export async function openBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

/**
 * A copy of the real JPEG fixture (server/test/fixtures/photo.jpg) named `name` in a fresh temporary
 * folder; the vault titles an upload by its file name ("lake-1998.jpg" → "lake 1998").
 */
export function photoNamed(name: string): string {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'heirloom-photo-')), name);
  copyFileSync(path.join(root, 'server/test/fixtures/photo.jpg'), file);
  return file;
}

/**
 * Chooses `files` with the drop zone's button named `button` within `scope` (e.g. "Choose files",
 * the add-photos picker's "Upload new photos"): the files go to the file input beside the button, as
 * Playwright's `setInputFiles` does. Clicking the button and waiting for Playwright's "filechooser"
 * event is not used: Chromium can open a chooser that the event never reports when the click comes
 * soon after a navigation (microsoft/playwright#28023), which held journeys for their whole time.
 */
export async function chooseFiles(scope: Page | Locator, button: string, files: string | string[]) {
  const chooseButton = scope.getByRole('button', { name: button });
  await expect(chooseButton).toBeEnabled();
  await chooseButton.locator('xpath=..').locator('input[type="file"]').setInputFiles(files);
}

/**
 * Uploads `file` through the vault's "Choose files" button (or `button` within `scope`; see
 * chooseFiles) and waits for its row to say "Uploaded". The server sniffs the file, makes its
 * preview and encrypts both before it answers (storage/media-ingest.ts), which takes seconds on a
 * busy machine: hence the upload's own 30 s allowance.
 */
export async function uploadThroughUi(
  page: Page,
  file: string,
  { scope = page, button = 'Choose files' }: { scope?: Page | Locator; button?: string } = {},
) {
  await chooseFiles(scope, button, file);
  await expect(scope.getByTestId('upload-row').filter({ hasText: 'Uploaded' })).toHaveCount(1, { timeout: 30_000 });
}

/**
 * Waits for a message with a recording (recorded, uploaded or a video) to be saved and the page to
 * land on /legacy-messages. Before it answers, the server sniffs and probes the recording, remuxes
 * a video and draws its poster frame, draws the waveform with ffmpeg and encrypts it all: 0.6 s for
 * a short video on a quiet machine, 1.1–1.5 s beside four busy loops, and over 5 s for a 2 s voice
 * take while the other worker's journeys ran on the same two cores (a CI run of 2026-11-30). Hence
 * its own 30 s allowance, as an upload has (uploadThroughUi).
 */
export async function expectRecordingSaved(page: Page) {
  await expect(page).toHaveURL(/\/legacy-messages$/, { timeout: 30_000 });
}

/** Asserts the image is visible and has loaded and decoded (a natural width above 0 px). */
export async function expectDecoded(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0);
}

/**
 * Plays a media element, muted, until its position has passed `pastSeconds`, then pauses it; returns
 * its duration and position (s) and, for a video, its picture width (px; undefined for audio). It
 * waits on `timeupdate` events, not a fixed time: a busy machine may take seconds to decode the first
 * frames, and a player that never moves fails the test by its timeout.
 */
export function playPast(player: Locator, pastSeconds = 0) {
  return player.evaluate(async (element: HTMLMediaElement, past: number) => {
    element.muted = true;
    // play() loads the file too (a player may preload nothing), so its metadata is known once it moves.
    await element.play();
    while (element.currentTime <= past)
      await new Promise((resolve) => element.addEventListener('timeupdate', resolve, { once: true }));
    element.pause();
    const width = element instanceof HTMLVideoElement ? element.videoWidth : undefined;
    return { duration: element.duration, position: element.currentTime, width };
  }, pastSeconds);
}

/**
 * Makes an album in the vault's albums panel (the page shows /memory-vault, with the panel open) and
 * shares it with the family circle by its switch; returns the album's entry in the panel.
 */
export async function createSharedAlbumThroughUi(page: Page, name: string): Promise<Locator> {
  await page.getByLabel('New album').fill(name);
  await page.getByRole('button', { name: 'Create album' }).click();
  const album = page.getByTestId('vault-album').filter({ hasText: name });
  await album.getByRole('switch', { name: `Share with my family circle: ${name}` }).click();
  await expectToast(page, {
    title: 'Album shared with your family circle',
    description: `Everything in “${name}”, now and later, is shared with your circle.`,
  });
  return album;
}

/** A day `days` from today as a date input wants it (YYYY-MM-DD, the browser's local time). */
export function dayFromToday(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/**
 * Fills the invitation form on /family-collaboration and sends it; waits for the "Invitation sent"
 * toast. `role` is the radio's label: "Editor", "Viewer" or "Legacy contact".
 */
export async function inviteThroughUi(
  page: Page,
  invitee: { name: string; email: string; relationship: string; role: string },
) {
  await page.getByLabel('Name', { exact: true }).fill(invitee.name);
  await page.getByLabel('E-mail', { exact: true }).fill(invitee.email);
  await page.getByLabel('Relationship (optional)').fill(invitee.relationship);
  await page.getByRole('radio', { name: invitee.role }).check();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expectToast(page, {
    title: 'Invitation sent',
    description: `We e-mailed ${invitee.name} at ${invitee.email}.`,
  });
}

/**
 * On an opened invitation link (/family-invitations?token=…): when `signUpWith` is given, signs up
 * in the dialog the page opens, already filled with that invited address, and stays on the
 * invitation; then accepts it and waits for the circle's page (/connections?circle=…) to show the
 * member's `role` ("Editor", "Viewer").
 */
export async function acceptInvitationThroughUi(
  page: Page,
  { role, signUpWith }: { role: string; signUpWith?: string },
) {
  if (signUpWith) {
    const invitationUrl = page.url();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    const signUp = page.getByRole('dialog');
    await expect(signUp.getByLabel('Email')).toHaveValue(signUpWith);
    await signUp.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await signUp.getByRole('button', { name: 'Create Account' }).click();
    await expect(signUp).toBeHidden();
    await expect(page).toHaveURL(invitationUrl);
  }
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page).toHaveURL(/\/connections\?circle=/);
  await expect(page.getByTestId('member-role')).toHaveText(role);
}

/** A member's card on /family-collaboration, found by the name they go by. */
export const circleMemberCard = (page: Page, name: string) =>
  page.getByTestId('circle-member').filter({ has: page.getByRole('heading', { name, exact: true }) });

/**
 * Serious or critical axe findings (WCAG 2.2 A and AA) on the page, as "rule: targets" lines. The
 * page is checked once its finite CSS transitions and animations have ended: axe reads the colours
 * on screen, and a button still fading from one variant to the next (150 ms) has a contrast that no
 * reader ever sees. Endless or paused ones (a spinner) are not waited for.
 */
export async function accessibilityViolations(page: Page): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * Launch options for Debian's chromium with a fake camera and microphone that plays `wavFile` (a
 * real recording, e.g. server/test/fixtures/voice-note.wav), for `test.use({ launchOptions })`.
 */
export function fakeMicrophoneLaunchOptions(wavFile: string) {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${wavFile}`,
    ],
  };
}

/** Asserts the page fits its width: nothing pushes it sideways (no horizontal scrolling on a phone). */
export async function expectNoSidewaysScroll(page: Page, message?: string) {
  const width = page.viewportSize()?.width ?? 1280;
  expect(await page.evaluate(() => document.documentElement.scrollWidth), message).toBeLessThanOrEqual(width);
}

/** Saves a full-page screenshot at the page's own width only: a journey run at 1280 or at 390 px. */
export function saveScreenshotAtItsWidth(page: Page, name: string) {
  const isDesktop = (page.viewportSize()?.width ?? 1280) >= 1024;
  return saveScreenshots(page, name, { isFullPage: true, isDesktopOnly: isDesktop, isMobileOnly: !isDesktop });
}

/** Closes the toasts on screen (a toast takes the first Escape from the dialog under it). */
export async function dismissToasts(page: Page) {
  const toasts = page.locator('li[data-variant]');
  // A toast may close by itself between being counted and being clicked (its own timer runs on a busy
  // machine too): close the first one still open, until none is, instead of clicking a listed one that
  // may be gone.
  await expect(async () => {
    if ((await toasts.count()) > 0)
      await toasts.first().getByRole('button', { name: 'Close notification' }).click({ timeout: 1_000 });
    await expect(toasts).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 5_000 });
}

/**
 * With SAVE_SCREENSHOTS=1, saves docs/screenshots/{name}-desktop.png (1280 px) and -mobile.png
 * (390 px; not with `isDesktopOnly`; only it with `isMobileOnly`), `focus` scrolled into view, then
 * restores the viewport.
 */
export async function saveScreenshots(
  page: Page,
  name: string,
  {
    focus,
    isFullPage = false,
    isDesktopOnly = false,
    isMobileOnly = false,
  }: { focus?: Locator; isFullPage?: boolean; isDesktopOnly?: boolean; isMobileOnly?: boolean } = {},
) {
  if (!shouldSaveScreenshots) return;
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  const sizes = [
    ['desktop', 1280, 800],
    ['mobile', 390, 844],
  ] as const;
  for (const [label, width, height] of isDesktopOnly ? sizes.slice(0, 1) : isMobileOnly ? sizes.slice(1) : sizes) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(300); // let the layout settle at the new width before the picture
    await focus?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(root, 'docs/screenshots', `${name}-${label}.png`), fullPage: isFullPage });
  }
  await page.setViewportSize(viewport);
}

/**
 * A relative with a browser of their own (time zone UTC), signed up on the journey's server at
 * `origin` with a fresh address starting with `prefix`.
 */
export async function signUpRelative(browser: Browser, origin: string, prefix: string) {
  const context = await browser.newContext({ timezoneId: 'UTC' });
  const email = uniqueEmail(prefix);
  const { username } = await signUpThroughApi(context.request, email, undefined, origin);
  return { context, request: context.request, page: await context.newPage(), email, username };
}

/**
 * With SAVE_SCREENSHOTS=1, saves the whole page at 1280 and 390 px wide as
 * docs/screenshots/{name}-1280.png and -390.png, then restores 1280 × 800.
 */
export async function saveScreenshotsByWidth(page: Page, name: string) {
  if (!shouldSaveScreenshots) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : 844 });
    await page.screenshot({ path: path.join(root, 'docs/screenshots', `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * `items` dealt into `count` parts, round robin (part k holds items k, k + count, …): a walk over many
 * pages runs as one test a part, so the two workers share it and each part loads the app once.
 */
export function inParts<T>(items: readonly T[], count: number): T[][] {
  return Array.from({ length: count }, (_, part) => items.filter((_, index) => index % count === part));
}
