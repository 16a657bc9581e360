/**
 * Replies to a delivered message, in chromium against its own server (APP_NOW) and a real SMTP
 * receiver (docs/product/messages-and-delivery.md "Replies"): Grandma's letter reaches Maya on its
 * day; on her private page Maya records a voice reply through a fake microphone fed a real speech
 * WAV and sends it, no account needed; Grandma is e-mailed once, opens her messages page and plays
 * the reply under the message.
 */
import path from 'node:path';
import { expect, journeyTest, postThroughApi, signUpThroughApi, uniqueEmail } from '../fixtures';
import { fakeMicrophoneLaunchOptions, playPast, saveScreenshots } from '../page-helpers';

const DAY = 24 * 60 * 60 * 1000;
const T0 = new Date('2027-06-01T09:00:00Z');
const MAYA = 'maya@example.com';
const root = path.resolve(import.meta.dirname, '../..');

const test = journeyTest(T0);

test.use({
  timezoneId: 'UTC',
  launchOptions: fakeMicrophoneLaunchOptions(path.join(root, 'server/test/fixtures/speech.wav')),
});

test('a recipient records a voice reply; the author is e-mailed and plays it under the message', async ({
  page,
  browser,
  journey,
}) => {
  test.setTimeout(180_000);
  const { server, mailbox } = journey;
  const origin = server.origin;
  const owner = uniqueEmail('grandma');
  const { username: ownerName } = await signUpThroughApi(page.context().request, owner, undefined, origin);
  await postThroughApi(
    page.context().request,
    '/api/messages',
    {
      intent: 'schedule',
      kind: 'letter',
      title: 'Happy birthday Maya',
      letterText: 'My dear Maya,\nEighteen today. I am so proud of you.',
      occasion: 'birthday',
      deliverAt: new Date(T0.getTime() + DAY).toISOString(),
      timeZone: 'UTC',
      recipients: [{ name: 'Maya', email: MAYA, authorName: 'Grandma' }],
    },
    origin,
  );

  // Its day: Maya gets her link and opens it, with no account.
  await server.moveClockTo(new Date(T0.getTime() + DAY + 60_000));
  await expect.poll(() => mailbox.received.filter((email) => email.to === MAYA).length).toBe(1);
  const link = mailbox.received.find((email) => email.to === MAYA)!.text.match(new RegExp(`${origin}/shared/\\S+`))![0];
  const maya = await browser.newContext({ timezoneId: 'UTC' });
  const mayaPage = await maya.newPage();
  await mayaPage.goto(link);
  await expect(mayaPage.getByText('Eighteen today. I am so proud of you.')).toBeVisible();
  const form = mayaPage.getByTestId('reply-form');
  await expect(form.getByRole('heading', { name: 'Answer Grandma' })).toBeVisible();

  // She records her answer in the browser and sends it.
  const start = form.getByRole('button', { name: 'Start recording' });
  await start.focus();
  await mayaPage.keyboard.press('Shift+Tab');
  await mayaPage.keyboard.press('Tab'); // a keyboard user's focus, for the picture
  await saveScreenshots(mayaPage, 'message-reply-form', { focus: form });
  await start.click();
  await expect(form.getByText('Recording…')).toBeVisible();
  await mayaPage.waitForTimeout(2500);
  await form.getByRole('button', { name: 'Stop' }).click();
  await expect(form.getByText('Your recording')).toBeVisible();
  await form.getByRole('button', { name: 'Send your voice note' }).click();
  const sent = form.getByTestId('sent-reply');
  await expect(sent).toHaveCount(1);
  await expect(sent).toContainText('Voice note');
  await expect(sent.getByRole('button', { name: 'Withdraw' })).toBeVisible();
  // The toast itself (Radix also copies its text into a live region for screen readers for a moment).
  const toast = mayaPage.locator('li[data-variant]').filter({ hasText: 'Your voice note is on its way to Grandma' });
  await expect(toast).toBeVisible();
  await mayaPage.getByRole('button', { name: 'Close notification' }).click();
  await expect(toast).toBeHidden();
  await saveScreenshots(mayaPage, 'message-reply-sent', { focus: form });

  // Grandma is told once, and plays it under the message on her messages page.
  const replied = () => mailbox.received.filter((email) => email.to === owner && email.subject.includes('replied'));
  await expect.poll(() => replied().map((email) => email.subject)).toEqual(['Maya replied to “Happy birthday Maya”']);
  expect(replied()[0]!.text).toContain(`Hello ${ownerName},`);
  expect(replied()[0]!.text).toContain(`${origin}/legacy-messages`);
  await page.goto(`${origin}/legacy-messages`);
  const card = page.getByTestId('message-card').filter({ hasText: 'Happy birthday Maya' });
  const reply = card.getByTestId('reply');
  await expect(reply).toContainText('Voice note from Maya');
  const played = await playPast(reply.locator('audio'), 0.5);
  expect(played.duration).toBeGreaterThan(1.5);
  await saveScreenshots(page, 'message-replies-owner', { focus: card });
  await maya.close();
});
