/**
 * The owner hears and reads their own messages again, in every state, in chromium against its own
 * server (APP_NOW) and a real SMTP receiver: a voice take recorded with the fake microphone
 * survives switching Voice → Letter → Voice and is scheduled; the edit page plays the saved
 * recording; a cancelled letter can still be read; after the clock passes a voice message's
 * delivery and its recipient opens it, the owner gets an e-mail and reads "Delivered to Maya on Mar
 * 3; opened Mar 3", plays it from the list and downloads it under the message's name. Screenshots
 * (SAVE_SCREENSHOTS=1) of the owner playing a scheduled, a cancelled and a delivered message.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, postThroughApi, signUpThroughApi, journeyTest, uniqueEmail } from '../fixtures';
import { expectRecordingSaved, playPast, saveScreenshots } from '../page-helpers';
import { linkInEmail } from '../servers';

const DAY = 24 * 60 * 60 * 1000;
const T0 = new Date('2027-03-01T09:00:00Z');
const fixture = (name: string) => path.resolve(import.meta.dirname, '../../server/test/fixtures', name);

const test = journeyTest(T0);

test.use({
  timezoneId: 'UTC',
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${fixture('speech.wav')}`,
    ],
  },
});

/** Uploads a real WAV as the owner's recording and schedules it as a voice message; returns its id. */
async function scheduleUploadedVoice(request: APIRequestContext, origin: string, title: string, deliverAt: Date) {
  const { csrfToken } = (await (await request.get(`${origin}/api/csrf-token`)).json()) as { csrfToken: string };
  const upload = await request.post(`${origin}/api/media`, {
    multipart: {
      file: { name: 'voice-note.wav', mimeType: 'audio/wav', buffer: readFileSync(fixture('voice-note.wav')) },
    },
    headers: { 'X-CSRF-Token': csrfToken },
  });
  expect(upload.status()).toBe(201);
  const media = (await upload.json()) as { id: string };
  const message = await postThroughApi<{ id: string }>(
    request,
    '/api/messages',
    {
      intent: 'schedule',
      kind: 'voice',
      title,
      mediaId: media.id,
      occasion: 'other',
      deliverAt: deliverAt.toISOString(),
      timeZone: 'UTC',
      recipients: [{ name: 'Maya', email: 'maya@example.com' }],
    },
    origin,
  );
  return message.id;
}

/** The card of the message titled `title` on /legacy-messages. */
const cardOf = (page: Page, title: string) => page.getByTestId('message-card').filter({ hasText: title });

/** Plays the card's recording until it moves (else the test times out); returns its duration (s) and position. */
async function playIn(page: Page, title: string) {
  const card = cardOf(page, title);
  await card.getByRole('button', { name: 'Listen' }).click();
  const player = card.locator('audio');
  await expect(player).toBeVisible();
  return playPast(player);
}

test('plays, reads and downloads every message the owner made, in every state', async ({ page, journey }) => {
  test.setTimeout(120_000);
  const { server, mailbox } = journey;
  const origin = server.origin;
  await signUpThroughApi(page.context().request, uniqueEmail('owner'), undefined, origin);

  // A finished take survives Voice → Letter → Voice.
  await page.goto(`${origin}/schedule-message`);
  await page.getByRole('button', { name: 'Start recording' }).click();
  await expect(page.getByText('Recording…')).toBeVisible();
  await page.waitForTimeout(2000);
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByText('Your recording')).toBeVisible();
  await page.getByRole('radio', { name: 'Letter' }).click();
  await expect(page.getByLabel('Your letter')).toBeVisible();
  await page.getByRole('radio', { name: 'Voice' }).click();
  await expect(page.getByText('Your recording')).toBeVisible();
  await page.getByLabel('Title').fill('Recorded for spring');
  await page.locator('[id="recipients.0.name"]').fill('Maya');
  await page.locator('[id="recipients.0.email"]').fill('maya@example.com');
  await page.getByLabel('Delivery date').fill('2027-04-01');
  await page.getByLabel('Time', { exact: true }).fill('09:00');
  await page.getByRole('button', { name: 'Schedule message' }).click();
  await expectRecordingSaved(page);

  // A scheduled message plays from the list, and from its edit page.
  const scheduled = await playIn(page, 'Recorded for spring');
  expect(scheduled.duration).toBeGreaterThan(1);
  await saveScreenshots(page, 'own-message-scheduled', { focus: cardOf(page, 'Recorded for spring') });
  await cardOf(page, 'Recorded for spring').getByRole('link', { name: 'Change' }).click();
  await expect(page.getByText(/Keeping your saved recording/)).toBeVisible();
  await expect(page.locator('audio')).toHaveAttribute('src', /^\/api\/media\//);

  // A cancelled letter can still be read.
  const request = page.context().request;
  const letter = await postThroughApi<{ id: string }>(
    request,
    '/api/messages',
    {
      intent: 'schedule',
      kind: 'letter',
      title: 'A letter I kept back',
      letterText: 'Dear Maya,\nI changed my mind about sending this, but I wanted to write it.',
      occasion: 'other',
      deliverAt: new Date(T0.getTime() + 20 * DAY).toISOString(),
      timeZone: 'UTC',
      recipients: [{ name: 'Maya', email: 'maya@example.com' }],
    },
    origin,
  );
  await postThroughApi(request, `/api/messages/${letter.id}/cancel`, undefined, origin);
  await scheduleUploadedVoice(request, origin, 'For your first day at school', new Date(T0.getTime() + DAY));
  await page.goto(`${origin}/legacy-messages`);
  const cancelled = cardOf(page, 'A letter I kept back');
  await expect(cancelled).toContainText('Cancelled');
  await cancelled.getByRole('button', { name: 'Read' }).click();
  await expect(cancelled).toContainText('I changed my mind about sending this');
  await expect(cancelled.getByRole('link', { name: 'Download the letter' })).toHaveAttribute(
    'download',
    'A letter I kept back – 2027-03-21.txt',
  );
  await saveScreenshots(page, 'own-message-cancelled', { focus: cancelled });

  // After the delivery, the delivered recording plays and downloads under the message's name.
  await server.moveClockTo(new Date(T0.getTime() + 2 * DAY));
  await mailbox.waitFor(1);
  await expect
    .poll(async () => {
      const list = (await (await request.get(`${origin}/api/messages`)).json()) as { title: string; status: string }[];
      return list.find((message) => message.title === 'For your first day at school')?.status;
    })
    .toBe('delivered');
  // Maya opens her link: the owner gets an e-mail and a line on the message.
  const link = linkInEmail(mailbox.received, 'maya@example.com', `${origin}/shared/`);
  const token = link.split('/shared/')[1]!;
  expect((await request.get(`${origin}/api/shared/${token}`)).status()).toBe(200);
  // Among the owner's notices (delivered, opened), the one about the first open.
  await expect
    .poll(() => mailbox.received.map((email) => email.subject))
    .toContain('Maya opened “For your first day at school”');
  await page.goto(`${origin}/legacy-messages`);
  await expect(cardOf(page, 'For your first day at school').getByTestId('delivery-line')).toHaveText(
    'Delivered to Maya on Mar 3; opened Mar 3',
  );
  const delivered = await playIn(page, 'For your first day at school');
  expect(delivered.duration).toBeGreaterThan(0.5);
  const deliveredCard = cardOf(page, 'For your first day at school');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    deliveredCard.getByRole('link', { name: 'Download the original (WAV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('For your first day at school – 2027-03-02.wav');
  await saveScreenshots(page, 'own-message-delivered', { focus: deliveredCard });
});
