/**
 * Transcripts shown with the confidence they deserve (docs/product/overview.md "Voice recordings,
 * transcripts and emotion"): a voice note uploaded on the voice recordings page is labelled
 * "Automatic transcript" in the list and the detail view, the words PocketSphinx was unsure of are
 * marked (a dotted underline, a "?" and the words "unsure" for screen readers), and a click or
 * Enter on a word moves the player to it.
 */
import path from 'node:path';
import type { Locator } from '@playwright/test';
import { expect, signUpThroughApi, test, uniqueEmail } from '../fixtures';
import { accessibilityViolations, chooseFiles, shouldSaveScreenshots } from '../page-helpers';

const fixture = (name: string) => path.resolve(import.meta.dirname, '../../server/test/fixtures', name);
const screenshotFolder = path.resolve(import.meta.dirname, '../../docs/screenshots');

/** The player's position, in seconds, once it has settled after a seek. */
const positionOf = (player: Locator) =>
  player.evaluate(async (element: HTMLMediaElement) => {
    if (element.seeking) await new Promise((resolve) => element.addEventListener('seeked', resolve, { once: true }));
    return element.currentTime;
  });

test('marks uncertain words of an automatic transcript and seeks the recording to a word', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await signUpThroughApi(page.context().request, uniqueEmail('transcript'));
  await page.goto('/voice-recordings');
  await chooseFiles(page, 'Choose audio files', [fixture('voice-note.wav')]);

  const row = page.getByTestId('voice-recording');
  await expect(row.getByTestId('transcript-text')).toContainText('together', { timeout: 60_000 });
  await expect(row.getByTestId('transcript-kind')).toHaveText('Automatic transcript');
  await expect(row.getByTestId('transcript-text')).toContainText('summer? (unsure)');

  await row.click();
  const dialog = page.getByRole('dialog');
  const words = dialog.getByTestId('transcript-text').getByRole('button');
  await expect(words.first()).toBeVisible();
  await expect(dialog.getByTestId('transcript-kind')).toHaveText('Automatic transcript');
  await expect(dialog.getByTestId('uncertain-words-note')).toContainText(/unsure of \(\d+ of \d+\)/);
  const summer = words.filter({ hasText: /^summer/ });
  await expect(summer).toHaveAccessibleName('summer (unsure)');
  const together = words.filter({ hasText: /^together/ });
  await expect(together).toHaveAccessibleName('together');

  // A click on "together" (said at about 6.4 s of 8) moves the player there.
  const player = dialog.locator('audio');
  expect(await positionOf(player)).toBeLessThan(1);
  const togetherStart = Number(await together.getAttribute('data-start-ms')) / 1000;
  expect(togetherStart).toBeGreaterThan(5);
  await together.click();
  await expect.poll(() => positionOf(player)).toBeGreaterThanOrEqual(togetherStart);
  await player.evaluate((element: HTMLMediaElement) => element.pause());

  // The keyboard: Tab reaches the words once, the arrows move between them, Enter seeks.
  const remember = words.filter({ hasText: /^remember/ });
  const rememberStart = Number(await remember.getAttribute('data-start-ms')) / 1000;
  await remember.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowRight');
  await expect(remember).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => positionOf(player)).toBeGreaterThanOrEqual(rememberStart);
  expect(await positionOf(player)).toBeLessThan(togetherStart);
  await player.evaluate((element: HTMLMediaElement) => element.pause());
  expect(await words.evaluateAll((buttons) => buttons.filter((button) => button.tabIndex === 0).length)).toBe(1);

  expect(await accessibilityViolations(page)).toEqual([]);
  if (shouldSaveScreenshots) {
    await dialog.getByTestId('transcript-text').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(screenshotFolder, 'transcript-uncertain-words-1280.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await dialog.getByTestId('transcript-text').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(screenshotFolder, 'transcript-uncertain-words-390.png') });
  }
  expect(consoleErrors).toEqual([]);
});
