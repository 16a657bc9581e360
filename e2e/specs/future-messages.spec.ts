/**
 * Future messages with delivery protection, end to end (docs/product/messages-and-delivery.md
 * "Delivery protection"): a voice message recorded through a fake microphone fed a real speech WAV,
 * scheduled 3 days ahead for two recipients; the server's clock moved to +1, +2 and +3 days against a
 * real SMTP server; the delivery link played in the browser. Then: postponing from the reminder,
 * cancelling, and delivery of an uploaded audio file, an uploaded video and a letter, whose links
 * the author's sharing dashboard lists with their views. The voice message's transcript
 * ("Transcripts"): PocketSphinx writes it down, the author corrects it, and the recipient, whose
 * page never plays by itself, reads it first and saves everything in one ZIP.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, postThroughApi, signUpThroughApi, test as base, TEST_PASSWORD, uniqueEmail } from '../fixtures';
import { accessibilityViolations, expectRecordingSaved, saveScreenshotsByWidth } from '../page-helpers';
import { createServerHost, startMailbox } from '../servers';
import { extractZip } from '../zip';

const DAY = 24 * 60 * 60 * 1000;
const T0 = new Date('2027-01-10T09:00:00Z');
const after = (days: number) => new Date(T0.getTime() + days * DAY + 60_000);
const fixture = (name: string) => path.resolve(import.meta.dirname, '../../server/test/fixtures', name);

/** Each journey gets its own SMTP receiver and server (own data folder and port), started at T0. */
const test = base.extend<{
  journey: {
    mailbox: Awaited<ReturnType<typeof startMailbox>>;
    server: ReturnType<typeof createServerHost>;
    /** Signs a new owner up through the API; the page's cookies are then signed in. */
    signUp: (prefix: string) => Promise<string>;
  };
}>({
  journey: async ({ page }, use, testInfo) => {
    const mailbox = await startMailbox();
    const server = createServerHost(3201 + testInfo.workerIndex, mailbox.url);
    try {
      await server.startAt(T0);
      await use({
        mailbox,
        server,
        signUp: async (prefix) => {
          const email = uniqueEmail(prefix);
          await signUpThroughApi(page.context().request, email, undefined, server.origin);
          return email;
        },
      });
    } finally {
      await server.stop();
      await mailbox.close();
    }
  },
});

test.use({
  timezoneId: 'UTC',
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${fixture('speech.wav')}`,
    ],
  },
});

/** Fills the schedule form's common fields: title, two recipients, delivery 3 days after T0 at 09:00 UTC. */
async function fillMessage(page: Page, title: string, recipients: [string, string][]) {
  await page.getByLabel('Title').fill(title);
  for (const [index, [name, email]] of recipients.entries()) {
    if (index > 0) await page.getByRole('button', { name: 'Add another recipient' }).click();
    await page.locator(`[id="recipients.${index}.name"]`).fill(name);
    await page.locator(`[id="recipients.${index}.email"]`).fill(email);
  }
  await page.getByLabel('Occasion').selectOption('birthday');
  await page.getByLabel('Delivery date').fill('2027-01-13');
  await page.getByLabel('Time', { exact: true }).fill('09:00');
}

/** Schedules a letter for Anna and Ben through the form and waits until it is saved (before the clock moves). */
async function scheduleLetter(page: Page, origin: string, title: string, text: string) {
  await page.goto(`${origin}/schedule-message`);
  await page.getByRole('radio', { name: 'Letter' }).click();
  await page.getByLabel('Your letter').fill(text);
  await fillMessage(page, title, [
    ['Anna', 'anna@example.com'],
    ['Ben', 'ben@example.com'],
  ]);
  await page.getByRole('button', { name: 'Schedule message' }).click();
  await expect(page.getByTestId('message-card')).toContainText(title);
}

/** Opens a delivery link and returns the player's duration (s) after seeking to its middle. */
async function playDelivery(page: Page, link: string, selector: 'audio' | 'video') {
  await page.goto(link);
  const player = page.locator(selector);
  await expect(player).toBeVisible();
  return player.evaluate(async (element: HTMLMediaElement) => {
    if (element.readyState < 1)
      await new Promise((resolve) => element.addEventListener('loadedmetadata', resolve, { once: true }));
    const duration = element.duration;
    element.currentTime = duration / 2;
    await new Promise((resolve) => element.addEventListener('seeked', resolve, { once: true }));
    return { duration, position: element.currentTime };
  });
}

/** What the author says her recording says, in her own words. */
const OWN_WORDS = 'Happy birthday, my darling. I am so proud of you.';

const linkIn = (text: string, prefix: string) => text.match(new RegExp(`${prefix}[^\\s]+`))![0];

test('records a voice message and delivers it after the reminder and the check', async ({ page, journey }) => {
  test.setTimeout(120_000);
  const { mailbox, server, signUp } = journey;
  const owner = await signUp('grandma');
  await page.goto(`${server.origin}/schedule-message`);
  await page.getByRole('button', { name: 'Start recording' }).click();
  await expect(page.getByText('Recording…')).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Input level' })).toBeVisible();
  await page.waitForTimeout(1500);
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText('Paused')).toBeVisible();
  await page.waitForTimeout(700);
  await page.getByRole('button', { name: 'Resume' }).click();
  await page.waitForTimeout(2500);
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByText('Your recording')).toBeVisible();
  const elapsed = await page.getByTestId('voice-recorder').getByTestId('recorder-elapsed').textContent();
  expect(elapsed).toMatch(/^0:0[3-9]$/); // about 4 s recorded, the pause not counted
  await fillMessage(page, 'Happy birthday, my darling', [
    ['Anna', 'anna@example.com'],
    ['Ben', 'ben@example.com'],
  ]);
  await page.getByRole('button', { name: 'Schedule message' }).click();
  await expectRecordingSaved(page);
  await expect(page.getByTestId('message-card')).toContainText('Happy birthday, my darling');
  await expect(page.getByTestId('next-step')).toContainText('Reminder e-mail to you on Mon, Jan 11, 2027');
  const [message] = (await (await page.request.get(`${server.origin}/api/messages`)).json()) as {
    media: { durationMs: number };
  }[];
  const elapsedMs = Number(elapsed!.split(':')[1]) * 1000;
  expect(Math.abs(message!.media.durationMs - elapsedMs)).toBeLessThan(1500); // the file is as long as the take

  // The author opens the message: PocketSphinx writes its words down, and she puts them in her own.
  const card = page.getByTestId('message-card').filter({ hasText: 'Happy birthday, my darling' });
  await card.getByRole('button', { name: 'Listen' }).click();
  const transcript = card.getByTestId('message-transcript');
  await expect(
    transcript.getByRole('button', { name: /^(Correct the words|Write the words yourself)$/ }),
  ).toBeVisible();
  await expect(transcript.getByText('Transcribing…')).toBeHidden({ timeout: 60_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshotsByWidth(page, 'message-transcript-owner');
  await transcript.getByRole('button', { name: /^(Correct the words|Write the words yourself)$/ }).click();
  await transcript.getByLabel('The words of your recording').fill(OWN_WORDS);
  await transcript.getByRole('button', { name: 'Save transcript' }).click();
  await expect(transcript.getByTestId('transcript-kind')).toHaveText('Edited by you');
  await expect(transcript.getByTestId('transcript-recipients-note')).toHaveText(
    'Its recipients read your words beside the recording.',
  );

  await server.moveClockTo(after(1));
  await mailbox.waitFor(1);
  expect(mailbox.received[0]).toMatchObject({ to: owner, subject: expect.stringMatching(/^Reminder:/) });
  await server.moveClockTo(after(2));
  await mailbox.waitFor(2);
  expect(mailbox.received[1]).toMatchObject({ to: owner, subject: expect.stringMatching(/^Are you still here\?/) });
  await server.moveClockTo(after(3));
  // Each recipient's delivery, and the owner's notice of whom it reached.
  await mailbox.waitFor(5);
  await page.waitForTimeout(1000); // nothing more may arrive
  expect(mailbox.received).toHaveLength(5);
  const delivered = mailbox.received.slice(2);
  expect(
    delivered
      .filter((email) => email.to !== owner)
      .map((email) => email.to)
      .sort(),
  ).toEqual(['anna@example.com', 'ben@example.com']);
  expect(delivered.filter((email) => email.to === owner).map((email) => email.subject)).toEqual([
    expect.stringMatching(/^“Happy birthday, my darling” reached (Anna and Ben|Ben and Anna)$/),
  ]);

  const anna = mailbox.received.find((email) => email.to === 'anna@example.com')!;
  await page.context().clearCookies(); // the recipient has no account
  const annaLink = linkIn(anna.text, `${server.origin}/shared/`);
  await page.goto(annaLink);
  // Nothing plays by itself: the player waits, and Anna chooses to read first.
  const player = page.locator('audio');
  await expect(player).toBeVisible();
  expect(await player.getAttribute('autoplay')).toBeNull();
  await page.waitForTimeout(1000);
  expect(await player.evaluate((element: HTMLMediaElement) => element.paused)).toBe(true);
  const words = page.getByTestId('delivered-transcript');
  await expect(page.getByRole('radio', { name: 'Listen first' })).toBeChecked();
  await page.getByText('Read first').click();
  await expect(page.getByRole('radio', { name: 'Read first' })).toBeChecked();
  await expect(words).toContainText(OWN_WORDS);
  await expect(words.getByTestId('automatic-transcript-note')).toHaveCount(0); // her own words
  const wordsTop = (await words.boundingBox())!.y;
  expect(wordsTop).toBeLessThan((await player.boundingBox())!.y);
  expect(await accessibilityViolations(page)).toEqual([]);
  await saveScreenshotsByWidth(page, 'delivered-read-first');

  // Save everything: one ZIP of the original recording, her words and a README.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Save everything' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Happy birthday, my darling – 2027-01-13.zip');
  const folder = await extractZip(await download.path());
  const original = await (await page.request.get(`${annaLink.replace('/shared/', '/api/shared/')}/media`)).body();
  const files = readdirSync(folder).sort();
  const recording = files.find((file) => !file.endsWith('.txt'))!;
  expect(files).toEqual(['Happy birthday, my darling – 2027-01-13.txt', recording, 'README.txt'].sort());
  expect(recording).toMatch(/^Happy birthday, my darling – 2027-01-13\.(webm|ogg|m4a)$/);
  expect(readFileSync(path.join(folder, recording)).equals(original)).toBe(true);
  expect(readFileSync(path.join(folder, 'Happy birthday, my darling – 2027-01-13.txt'), 'utf8')).toContain(OWN_WORDS);
  expect(readFileSync(path.join(folder, 'README.txt'), 'utf8')).toContain('For: Anna');

  // Remembered on this device; the recording still plays.
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Read first' })).toBeChecked();
  const played = await playDelivery(page, annaLink, 'audio');
  expect(Math.abs(played.duration * 1000 - message!.media.durationMs)).toBeLessThan(500);
  expect(played.position).toBeGreaterThan(1);
  await expect(page.getByTestId('delivered-message')).toContainText('Dear Anna');
});

test('postponing one week from the reminder holds the check and the delivery until the new date', async ({
  page,
  journey,
}) => {
  test.setTimeout(120_000);
  const { mailbox, server, signUp } = journey;
  await signUp('later');
  await scheduleLetter(page, server.origin, 'Not yet', 'A letter for later.');

  await server.moveClockTo(after(1));
  await mailbox.waitFor(1);
  const links = [...mailbox.received[0]!.text.matchAll(/(http:\S+respond=\S+)/g)].map((match) => match[1]!);
  await page.context().clearCookies(); // the links work without signing in
  await page.goto(links[2]!);
  await page.getByLabel('One week').check();
  await page.getByRole('button', { name: 'Postpone delivery' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'will now be delivered on' })).toContainText('Jan 20, 2027');

  for (const day of [2, 3, 7]) {
    await server.moveClockTo(after(day));
    await page.waitForTimeout(1200);
    expect(mailbox.received, `day ${day}`).toHaveLength(1);
  }
  await server.moveClockTo(after(8));
  await mailbox.waitFor(2);
  expect(mailbox.received[1]!.subject).toMatch(/^Reminder:/);
  await server.moveClockTo(after(10));
  await mailbox.waitFor(4);
  expect(
    mailbox.received
      .slice(2)
      .map((email) => email.to)
      .sort(),
  ).toEqual(['anna@example.com', 'ben@example.com']);
});

test('a cancelled message sends nothing more', async ({ page, journey }) => {
  test.setTimeout(120_000);
  const { mailbox, server, signUp } = journey;
  await signUp('cancel');
  await scheduleLetter(page, server.origin, 'Second thoughts', 'Maybe not.');
  await server.moveClockTo(after(1));
  await mailbox.waitFor(1);
  await page.goto(`${server.origin}/legacy-messages`);
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.getByRole('button', { name: 'Cancel the message' }).click();
  await expect(page.getByTestId('message-card')).toContainText('Cancelled');
  for (const day of [2, 3, 4]) {
    await server.moveClockTo(after(day));
    await page.waitForTimeout(1200);
    expect(mailbox.received, `day ${day}`).toHaveLength(1);
  }
});

test('delivers an uploaded audio file, an uploaded video and a letter', async ({ page, journey }) => {
  test.setTimeout(120_000);
  const { mailbox, server, signUp } = journey;
  const owner = await signUp('uploads');
  const compose = async (kind: 'Voice' | 'Video' | 'Letter', title: string, recipient: string) => {
    await page.goto(`${server.origin}/schedule-message`);
    await page.getByRole('radio', { name: kind }).click();
    if (kind === 'Voice') await page.locator('input[type="file"]').setInputFiles(fixture('speech.mp3'));
    if (kind === 'Video') await page.locator('input[type="file"]').setInputFiles(fixture('video.mp4'));
    if (kind === 'Letter') await page.getByLabel('Your letter').fill('Dear Cleo,\nAlways be kind.');
    await fillMessage(page, title, [[recipient, `${recipient.toLowerCase()}@example.com`]]);
    await page.getByRole('button', { name: 'Schedule message' }).click();
    await expectRecordingSaved(page);
    await expect(page.getByText(title)).toBeVisible();
  };
  await compose('Voice', 'An old tape', 'Ada');
  await compose('Video', 'A short film', 'Bo');
  await compose('Letter', 'A letter', 'Cleo');

  await server.moveClockTo(after(3));
  await mailbox.waitFor(6); // three deliveries, and the owner's notice for each
  const deliveries = Object.fromEntries(
    mailbox.received
      .filter((email) => email.to !== owner)
      .map((email) => [email.to, linkIn(email.text, `${server.origin}/shared/`)]),
  );
  await page.context().clearCookies();
  const audio = await playDelivery(page, deliveries['ada@example.com']!, 'audio');
  expect(audio.duration).toBeGreaterThan(8);
  const video = await playDelivery(page, deliveries['bo@example.com']!, 'video');
  expect(video.duration).toBeGreaterThan(3);
  await page.goto(deliveries['cleo@example.com']!);
  await expect(page.getByTestId('delivered-message')).toContainText('Always be kind.');

  // Each recipient's link is a share link on the author's sharing dashboard
  // (docs/product/roles-and-access.md "Share links").
  const signIn = { username: owner, password: TEST_PASSWORD, browser: 'chrome', mobile: false };
  await postThroughApi(page.context().request, '/api/auth/signin', signIn, server.origin);
  await page.goto(`${server.origin}/sharing`);
  await expect(page.getByTestId('share-link')).toHaveCount(3);
  const toCleo = page.getByTestId('share-link').filter({ hasText: 'Message · Sent to Cleo' });
  await expect(toCleo).toContainText('A letter');
  await expect(toCleo).toContainText('1 view');
});
