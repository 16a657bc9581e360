/**
 * The memory vault and voice recordings, end to end: uploads over tus, thumbnails and poster
 * frames, the transcript and emotion summary of a spoken voice note, search over the transcript,
 * seeking with range requests, editing, trash with Undo and restore; and a recording made with the
 * fake microphone listed with its duration.
 */
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, expectToast, signUpThroughApi, test, uniqueEmail } from '../fixtures';
import { accessibilityViolations, chooseFiles, fakeMicrophoneLaunchOptions } from '../page-helpers';

const fixture = (name: string) => path.resolve(import.meta.dirname, '../../server/test/fixtures', name);

// The fake microphone plays the spoken voice note (the recording journey); the vault journey ignores it.
test.use({
  launchOptions: fakeMicrophoneLaunchOptions(fixture('voice-note.wav')),
});

/** Waits until an image has loaded and decoded pixels. */
async function expectDecoded(image: Locator) {
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
}

/** Seeks a player to the middle once it knows its duration; returns where it landed (s). */
function seekToMiddle(player: Locator) {
  return player.evaluate(async (element: HTMLMediaElement) => {
    if (element.readyState < 1) {
      await new Promise((resolve) => element.addEventListener('loadedmetadata', resolve, { once: true }));
    }
    const seeked = new Promise((resolve) => element.addEventListener('seeked', resolve, { once: true }));
    element.currentTime = element.duration / 2;
    await seeked;
    return { duration: element.duration, position: element.currentTime };
  });
}

/** Resolves with the first 206 Partial Content answer for this item's file. */
const partialContent = (page: Page) =>
  page.waitForResponse(
    (response) => /\/api\/vault\/items\/[^/]+\/file/.test(response.url()) && response.status() === 206,
  );

test('keeps a photo, a video and a voice note; finds, plays, edits, trashes and restores them', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  await signUpThroughApi(page.context().request, uniqueEmail('vault'));
  await page.goto('/memory-vault');
  await expect(page.getByRole('heading', { name: 'Memory vault', level: 1 })).toBeVisible();
  await expect(page.getByText('Your vault is waiting for its first memory')).toBeVisible();
  await expect(page.getByTestId('storage-summary')).toContainText('0 bytes of 10 GB used by 0 memories');

  await chooseFiles(page, 'Choose files', [fixture('photo.jpg'), fixture('video.mp4'), fixture('voice-note.wav')]);
  const rows = page.getByTestId('upload-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: 'Uploaded' })).toHaveCount(3, { timeout: 60_000 });

  const cards = page.getByTestId('vault-card');
  await expect(cards).toHaveCount(3);
  await expect(page.getByTestId('storage-summary')).toContainText('used by 3 memories');
  const photoCard = cards.filter({ hasText: 'photo' });
  const videoCard = cards.filter({ hasText: 'video' });
  const voiceCard = cards.filter({ hasText: 'voice note' });
  await expectDecoded(photoCard.getByRole('img', { name: 'photo' }));
  await expectDecoded(videoCard.getByRole('img', { name: 'video' }));
  await expect(videoCard).toContainText(/\d+:\d{2}/);
  await expect(voiceCard.getByTestId('waveform')).toBeVisible();

  // The voice note: its transcript and the feeling of its words arrive while the dialog is open.
  const audioAnswer = partialContent(page);
  await voiceCard.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'voice note' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]item=[0-9a-f-]{36}/);
  await expect(dialog.getByTestId('transcript-text')).toContainText(/remember/i, { timeout: 60_000 });
  const emotion = dialog.getByTestId('emotion-summary');
  await expect(emotion).toContainText('The words that carried it');
  await expect(emotion).toContainText('not how anyone felt');
  await expect(dialog.getByText(/Transcribed by \w+/)).toBeVisible();
  expect((await audioAnswer).status()).toBe(206);
  const audio = await seekToMiddle(dialog.locator('audio'));
  expect(audio.duration).toBeGreaterThan(3);
  expect(audio.position).toBeGreaterThan(1);
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(voiceCard).toBeFocused();
  await expect(page).not.toHaveURL(/item=/);

  // Search reaches into transcripts.
  await page.getByRole('searchbox', { name: 'Search your memories' }).fill('summer');
  await expect(page).toHaveURL(/q=summer/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('voice note');
  await page.getByRole('searchbox', { name: 'Search your memories' }).fill('');
  await expect(cards).toHaveCount(3);

  // The video seeks, served in ranges.
  const videoAnswer = partialContent(page);
  await videoCard.click();
  await expect(dialog.getByRole('heading', { name: 'video' })).toBeVisible();
  expect((await videoAnswer).status()).toBe(206);
  const video = await seekToMiddle(dialog.locator('video'));
  expect(video.position).toBeGreaterThan(0);
  expect(video.position).toBeCloseTo(video.duration / 2, 0);
  await dialog.getByRole('button', { name: 'Close dialog' }).click();
  await expect(dialog).toBeHidden();

  // The photo: full image, location explained, a new title.
  await photoCard.click();
  await expectDecoded(dialog.getByTestId('photo-viewer'));
  await expect(dialog.getByText('Keep location data')).toBeVisible();
  await dialog.getByLabel('Title').fill('Grandma at the lake');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, { title: 'Changes saved', description: 'Grandma at the lake' });
  await expect(dialog.getByRole('heading', { name: 'Grandma at the lake' })).toBeVisible();

  // To the trash and back: from the Trash view, then with the toast's Undo.
  await dialog.getByRole('button', { name: 'Move to trash' }).click();
  await expectToast(page, { title: 'Moved to the trash', description: '“Grandma at the lake” can be restored' });
  await expect(dialog).toBeHidden();
  await expect(cards).toHaveCount(2);
  await page.getByRole('tab', { name: /Trash/ }).click();
  const trashRow = page.getByTestId('trash-row').filter({ hasText: 'Grandma at the lake' });
  await expect(trashRow).toContainText('removed for good on');
  await trashRow.getByRole('button', { name: 'Restore' }).click();
  await expectToast(page, { title: 'Restored', description: '“Grandma at the lake” is back in your vault.' });
  await expect(page.getByText('The trash is empty')).toBeVisible();
  await page.getByRole('tab', { name: 'Library' }).click();
  await expect(cards).toHaveCount(3);
  await expect(cards.filter({ hasText: 'Grandma at the lake' })).toHaveCount(1);

  await videoCard.click();
  await dialog.getByRole('button', { name: 'Move to trash' }).click();
  await expect(cards).toHaveCount(2);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expectToast(page, { title: 'Restored', description: 'video' });
  await expect(cards).toHaveCount(3);

  expect(consoleErrors).toEqual([]);
});

test('records a voice with the microphone and lists it with its duration', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpThroughApi(page.context().request, uniqueEmail('voices'));
  await page.goto('/voice-recordings');
  await expect(page.getByRole('heading', { name: 'Voice recordings', level: 1 })).toBeVisible();
  await expect(page.getByText('No recordings yet')).toBeVisible();

  await page.getByRole('button', { name: 'Start recording' }).click();
  await expect(page.getByText('Recording…')).toBeVisible();
  await page.waitForTimeout(3_000);
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByTestId('voice-recorder').getByText('Your recording')).toBeVisible();
  await page.getByLabel('Title (optional)').fill('A few words for Anna');
  await page.getByRole('button', { name: 'Save recording' }).click();
  await expect(page.getByTestId('upload-row').filter({ hasText: 'Uploaded' })).toHaveCount(1, { timeout: 30_000 });

  const recording = page.getByTestId('voice-recording').filter({ hasText: 'A few words for Anna' });
  await expect(recording).toBeVisible();
  await expect(recording.getByTestId('recording-duration')).toHaveText(/^0:0[2-4]$/);
  await expect(recording.getByTestId('waveform')).toBeVisible();

  await recording.click();
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'A few words for Anna' })).toBeVisible();
  await expect(page.getByRole('dialog').locator('audio')).toBeVisible();
});
