/**
 * Voice ancestry, end to end (docs/decisions/013-tree-voices.md): on a grandmother's page, record a
 * voice clip with the fake microphone and attach a photo; hear the clip from /voice-ancestry, where
 * the family's voices play as one story; make an animated ancestor from the real photo and voice,
 * watch its progress, and play it; the chart shows her voice badge; a GEDZIP exported from the
 * builder and imported by a second account (from its empty builder) brings back the same three
 * people with her photo and a voice that plays. With SAVE_SCREENSHOTS=1 the person's page,
 * /voice-ancestry and frames of the animated ancestor (extracted with ffmpeg) go to
 * docs/screenshots.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, postThroughApi, signUpThroughApi, test, uniqueEmail } from '../fixtures';
import {
  accessibilityViolations,
  chooseFiles,
  dismissToasts,
  fakeMicrophoneLaunchOptions,
  saveScreenshots,
} from '../page-helpers';

const fixture = (name: string) => path.resolve(import.meta.dirname, '../../server/test/fixtures', name);
const screenshots = path.resolve(import.meta.dirname, '../../docs/screenshots');

test.use({ launchOptions: fakeMicrophoneLaunchOptions(fixture('voice-note.wav')) });

/** Three generations through the API: Rose, her son Sam, his daughter Ivy. @returns Rose's id */
async function buildFamily(request: APIRequestContext): Promise<string> {
  const tree = await postThroughApi<{ id: string }>(request, '/api/family-trees', { name: 'The Lees' });
  const treeUrl = `/api/family-trees/${tree.id}`;
  const person = async (givenNames: string, isLiving: boolean) =>
    (await postThroughApi<{ id: string }>(request, `${treeUrl}/individuals`, { givenNames, surname: 'Lee', isLiving }))
      .id;
  const [rose, sam, ivy] = [await person('Rose', false), await person('Sam', true), await person('Ivy', true)];
  await postThroughApi(request, `${treeUrl}/families`, { partnerIds: [rose], children: [{ individualId: sam }] });
  await postThroughApi(request, `${treeUrl}/families`, { partnerIds: [sam], children: [{ individualId: ivy }] });
  await postThroughApi(request, `${treeUrl}/events`, {
    individualId: rose,
    tag: 'BIRT',
    date: '12 MAR 1921',
    place: 'Porto, Portugal',
  });
  await postThroughApi(request, `${treeUrl}/events`, {
    individualId: rose,
    tag: 'DEAT',
    date: '2004',
    place: 'Lisbon',
  });
  return rose;
}

/** Plays a media element and resolves once it has moved past the start. */
async function expectPlaying(player: Locator) {
  await player.evaluate((element: HTMLMediaElement) => element.play());
  await expect
    .poll(() => player.evaluate((element: HTMLMediaElement) => element.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.3);
}

test('records, attaches, plays as one story and animates a grandmother from her real photo and voice, and her GEDZIP carries them to another account', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const request = page.context().request;
  await signUpThroughApi(request, uniqueEmail('voices'));
  const rose = await buildFamily(request);

  await page.goto(`/voice-ancestry?person=${rose}`);
  await expect(page.getByRole('heading', { name: 'Rose Lee', level: 1 })).toBeVisible();
  await expect(page.getByText('March 12, 1921 · Porto, Portugal')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sam Lee' })).toBeVisible();

  // Record a voice clip on the spot with the (fake) microphone.
  const voices = page.getByRole('region', { name: 'Voices' });
  await expect(voices.getByText('No recordings of Rose Lee yet.')).toBeVisible();
  await voices.getByRole('button', { name: 'Start recording' }).click();
  await page.waitForTimeout(3_000);
  await voices.getByRole('button', { name: 'Stop' }).click();
  await voices.getByRole('button', { name: 'Keep with Rose' }).click();
  const clip = voices.getByRole('article', { name: 'Rose, recorded' });
  await expect(clip).toBeVisible({ timeout: 30_000 });

  // Attach a photo by upload.
  const photos = page.getByRole('region', { name: 'Photos' });
  await photos.getByRole('tab', { name: 'Upload' }).click();
  await chooseFiles(photos, 'Choose a photo', fixture('photo.jpg'));
  const photo = photos.getByRole('list', { name: 'Photos of Rose Lee' }).getByRole('img');
  await expect(photo).toHaveCount(1, { timeout: 30_000 });
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await dismissToasts(page);
  expect(await accessibilityViolations(page)).toEqual([]);
  await saveScreenshots(page, 'voice-ancestry-person', { focus: photos });

  // The family's voices: Rose in generation 1; the story plays her clip.
  await page.goto('/voice-ancestry');
  await expect(page.getByRole('heading', { name: 'Generation 1' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Rose Lee' })).toBeVisible();
  await expect(page.getByText('1921–2004')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '1 recording, eldest first.' })).toBeVisible();
  await page.getByRole('button', { name: 'Play as one story' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Now: Rose Lee' })).toBeVisible();
  await expectPlaying(page.getByLabel('Playing Rose Lee'));
  await page.getByRole('button', { name: 'Stop' }).click();
  expect(await accessibilityViolations(page)).toEqual([]);
  await saveScreenshots(page, 'voice-ancestry-family');

  // An animated ancestor from the real photo and voice, with its progress, then played.
  await page.getByRole('link', { name: 'Rose Lee' }).click();
  const animation = page.getByRole('region', { name: 'Animated ancestor' });
  await expect(animation.getByText('Your plan makes 1 a month, up to 30 seconds (0 made this month).')).toBeVisible();
  await animation.getByRole('button', { name: 'Make an animated ancestor' }).click();
  const video = animation.locator('video');
  await expect(video).toHaveCount(1, { timeout: 120_000 });
  await expect(animation.getByText('Made by Heirloom from the real photo and voice').first()).toBeVisible();
  await expect(animation.getByText('(1 made this month)')).toBeVisible();
  await expectPlaying(video);

  if (process.env.SAVE_SCREENSHOTS === '1') {
    const source = await video.getAttribute('src');
    const body = await (await request.get(source!)).body();
    const folder = mkdtempSync(path.join(os.tmpdir(), 'animated-ancestor-'));
    const file = path.join(folder, 'animated-ancestor.mp4');
    writeFileSync(file, body);
    for (const [second, name] of [
      ['0.5', 'start'],
      ['2.5', 'end'],
    ] as const) {
      execFileSync('ffmpeg', [
        '-v',
        'error',
        '-y',
        '-ss',
        second,
        '-i',
        file,
        '-frames:v',
        '1',
        path.join(screenshots, `animated-ancestor-frame-${name}.png`),
      ]);
    }
    await saveScreenshots(page, 'voice-ancestry-animation', { focus: animation });
  }
  // The chart marks the person whose voice is kept.
  await page.goto(`/family-tree?person=${rose}`);
  await expect(
    page.locator('[data-testid="tree-chart"] g[role="button"][aria-label^="Rose Lee"][aria-label*="voice kept"]'),
  ).toBeVisible();

  // A GEDZIP out of this account...
  await page.goto('/family-tree-builder');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'GEDZIP with media' }).click();
  const archive = path.join(mkdtempSync(path.join(os.tmpdir(), 'gedzip-')), 'the-lees.gdz');
  await (await download).saveAs(archive);

  // ...into a second account that has no tree yet: the same people, with Rose's photo and voice.
  const heir = await (await browser.newContext()).newPage();
  await signUpThroughApi(heir.context().request, uniqueEmail('heir'));
  await heir.goto('/family-tree-builder');
  await expect(heir.getByRole('heading', { name: 'Start with yourself' })).toBeVisible();
  await saveScreenshots(heir, 'family-tree-builder-start', { isFullPage: true });
  await heir.getByLabel('Import a GEDCOM or GEDZIP file').setInputFiles(archive);
  const preview = heir.getByTestId('import-preview');
  await expect(preview).toContainText('3 people, 2 families');
  await expect(preview).toContainText('files in the archive');
  await heir.getByRole('button', { name: 'Import into a new tree' }).click();
  await expect(heir.getByText(/^3 people · choose anyone/)).toBeVisible({ timeout: 60_000 });
  await heir.goto('/voice-ancestry');
  await heir.getByRole('link', { name: 'Rose Lee' }).click();
  await expect(heir.getByRole('heading', { name: 'Rose Lee', level: 1 })).toBeVisible();
  await expect(heir.getByText('March 12, 1921 · Porto, Portugal')).toBeVisible();
  await expect(heir.getByRole('link', { name: 'Sam Lee' })).toBeVisible();
  const heirPhoto = heir
    .getByRole('region', { name: 'Photos' })
    .getByRole('list', { name: 'Photos of Rose Lee' })
    .getByRole('img');
  await expect(heirPhoto).toHaveCount(1);
  await expect.poll(() => heirPhoto.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expectPlaying(heir.getByRole('region', { name: 'Voices' }).locator('audio').first());

  // A wrongly linked photo comes off the person after a confirmation; it stays in the vault, and focus
  // stays in its section instead of falling back to the top of the page.
  const heirPhotos = heir.getByRole('region', { name: 'Photos' });
  await heirPhotos.getByRole('button', { name: /^Remove .+ from Rose Lee$/ }).click();
  await heir.getByRole('dialog').getByRole('button', { name: 'Remove from Rose Lee' }).click();
  await expect(heirPhotos.getByText('No photos of Rose Lee yet.')).toBeVisible();
  await expect(
    heir.locator('li[data-variant]').filter({ hasText: 'Removed from Rose Lee. It is still in the vault.' }),
  ).toBeVisible();
  await expect(heirPhotos.getByRole('heading', { name: 'Photos', level: 2 })).toBeFocused();
});
