/**
 * A video message recorded in the browser, in chromium with its fake camera and microphone, against
 * its own server (APP_NOW) and a real SMTP receiver: the owner records with the camera preview,
 * pauses and resumes (announced), stops, watches the take and schedules it; plays it back from the
 * list; after the delivery the recipient opens her link, watches it and downloads it for her phone
 * as an MP4 named after the message and its day (the owner sees the same download once the queued
 * ffmpeg job has made it). Screenshots (SAVE_SCREENSHOTS=1) of the video recorder and of the
 * recipient's page at 1280 and 390 px.
 */
import path from 'node:path';
import { expect, signUpThroughApi, journeyTest, uniqueEmail } from '../fixtures';
import { expectRecordingSaved, fakeMicrophoneLaunchOptions, playPast, saveScreenshots } from '../page-helpers';
import { linkInEmail } from '../servers';

const T0 = new Date('2027-06-01T09:00:00Z');
const speech = path.resolve(import.meta.dirname, '../../server/test/fixtures/speech.wav');

const test = journeyTest(T0);

test.use({ timezoneId: 'UTC', launchOptions: fakeMicrophoneLaunchOptions(speech) });

test('records a video message with the camera, plays it back, and its recipient watches and downloads it', async ({
  page,
  journey,
}) => {
  test.setTimeout(120_000);
  const { server, mailbox } = journey;
  const origin = server.origin;
  await signUpThroughApi(page.context().request, uniqueEmail('filmmaker'), undefined, origin);

  await page.goto(`${origin}/schedule-message`);
  await page.getByRole('radio', { name: 'Video' }).click();
  const recorder = page.getByTestId('video-recorder');
  await expect(recorder.getByRole('status')).toHaveText('Record a video');
  const start = recorder.getByRole('button', { name: 'Start recording' });
  await start.click();
  await expect(recorder.getByRole('status')).toHaveText('Recording…');
  // The preview shows the camera's live picture (chromium's fake camera draws a moving pattern).
  const preview = recorder.getByLabel('Camera preview');
  await expect.poll(() => preview.evaluate((element: HTMLVideoElement) => element.videoWidth)).toBeGreaterThan(0);
  await page.waitForTimeout(1500);
  await saveScreenshots(page, 'video-recorder', { focus: recorder });

  // Pause and Resume are the one button, which keeps the focus; the status line announces each state.
  const pause = recorder.getByRole('button', { name: 'Pause' });
  await pause.click();
  await expect(recorder.getByRole('status')).toHaveText(/^Paused at \d:\d\d$/);
  await expect(recorder.getByRole('button', { name: 'Resume' })).toBeFocused();
  await recorder.getByRole('button', { name: 'Resume' }).click();
  await expect(recorder.getByRole('status')).toHaveText('Recording…');
  await page.waitForTimeout(1000);
  await recorder.getByRole('button', { name: 'Stop' }).click();
  await expect(recorder.getByRole('status')).toHaveText(/^Your recording, \d:\d\d long$/);
  await expect(recorder.getByRole('button', { name: 'Record again' })).toBeFocused();
  const take = await playPast(recorder.getByLabel('Watch your recording'));
  expect(take.width).toBeGreaterThan(0);

  await page.getByLabel('Title').fill('Happy birthday Maya');
  await page.locator('[id="recipients.0.name"]').fill('Maya');
  await page.locator('[id="recipients.0.email"]').fill('maya@example.com');
  await page.getByLabel('Delivery date').fill('2027-06-03');
  await page.getByLabel('Time', { exact: true }).fill('09:00');
  await page.getByRole('button', { name: 'Schedule message' }).click();
  await expect(page.getByText('Saving…')).toBeVisible();
  await expectRecordingSaved(page);

  // The owner watches the saved video from the list.
  const card = page.getByTestId('message-card').filter({ hasText: 'Happy birthday Maya' });
  await card.getByRole('button', { name: 'Watch' }).click();
  const saved = await playPast(card.locator('video'));
  expect(saved.duration).toBeGreaterThan(1.5);
  expect(saved.width).toBeGreaterThan(0);
  // The queued ffmpeg job makes the MP4 for phones (an H.264 encode: tens of seconds of both cores
  // here); the journey waits for it before moving the clock to the delivery day.
  const request = page.context().request;
  const [summary] = (await (await request.get(`${origin}/api/messages`)).json()) as { id: string }[];
  await expect
    .poll(
      async () => {
        const saved = (await (await request.get(`${origin}/api/messages/${summary!.id}`)).json()) as {
          media: { phoneDownload: unknown };
        };
        return saved.media.phoneDownload !== null;
      },
      { timeout: 90_000, intervals: [1000] },
    )
    .toBe(true);
  await page.reload();
  await card.getByRole('button', { name: 'Watch' }).click();
  await expect(card.getByRole('link', { name: 'Download for phones (MP4)' })).toHaveAttribute(
    'download',
    'Happy birthday Maya – 2027-06-03.mp4',
  );

  // Delivered: Maya watches it and, once the copy for phones is made, downloads it as an MP4.
  await server.moveClockTo(new Date('2027-06-03T09:01:00Z'));
  await expect.poll(() => mailbox.received.some((email) => email.to === 'maya@example.com')).toBe(true);
  const link = linkInEmail(mailbox.received, 'maya@example.com', `${origin}/shared/`);
  const maya = await page.context().browser()!.newPage();
  await maya.goto(link);
  await expect(maya.getByRole('heading', { name: 'Happy birthday Maya' })).toBeVisible();
  const watched = await playPast(maya.getByLabel('Video message: Happy birthday Maya'));
  expect(watched.width).toBeGreaterThan(0);
  const forPhones = maya.getByRole('link', { name: 'Download for phones (MP4)' });
  const [download] = await Promise.all([maya.waitForEvent('download'), forPhones.click()]);
  expect(download.suggestedFilename()).toBe('Happy birthday Maya – 2027-06-03.mp4');
  await expect(maya.getByRole('link', { name: 'Download the original (WEBM)' })).toHaveAttribute(
    'download',
    'Happy birthday Maya – 2027-06-03.webm',
  );
  await saveScreenshots(maya, 'video-message-recipient', { focus: maya.getByTestId('media-downloads') });
  await maya.close();
});
