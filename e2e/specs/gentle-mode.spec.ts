/**
 * Gentle mode, in chromium against its own server (APP_NOW) and a real SMTP receiver: the owner
 * allows a letter after death to be told ahead; their one legacy contact reports the death and,
 * seven days later, the legacy is released. Maya is first told gently how many messages wait and
 * roughly when, then receives the letter; from the e-mail's link, with no account, she pauses
 * deliveries until she asks, so the birthday letter due later is kept for her; she resumes and it
 * arrives once. Screenshots of the form, the gentle e-mail and her page at both widths.
 */
import { expect, joinCircleThroughApi, journeyTest, postThroughApi, signUpThroughApi, uniqueEmail } from '../fixtures';
import { saveScreenshots, signUpRelative } from '../page-helpers';

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60_000;
const T0 = new Date('2027-03-01T09:00:00Z');
const MAYA = 'maya@example.com';

const test = journeyTest(T0);

test.use({ timezoneId: 'UTC' });

test('after a release Maya is told gently, pauses the deliveries, and later resumes them', async ({
  page,
  browser,
  journey,
}) => {
  test.setTimeout(240_000);
  const { server, mailbox } = journey;
  const origin = server.origin;
  const request = page.context().request;
  const owner = await signUpThroughApi(request, uniqueEmail('grandma'), undefined, origin);
  const { id: ownerId } = (await (await request.get(`${origin}/api/auth/status`)).json()) as { id: string };
  const ada = await signUpRelative(browser, origin, 'ada');
  await joinCircleThroughApi(request, ada, 'legacy_contact', { origin });
  const { csrfToken } = (await (await request.get(`${origin}/api/csrf-token`)).json()) as { csrfToken: string };
  const plan = await request.put(`${origin}/api/legacy/plan`, {
    data: { intervalMonths: 1, quorum: 1, waitingDays: 7 },
    headers: { 'X-CSRF-Token': csrfToken },
  });
  expect(plan.status()).toBe(200);

  // The letter after death, allowed to be told ahead.
  await page.goto(`${origin}/schedule-message?when=after_death`);
  await page.getByRole('radio', { name: 'Letter' }).click();
  await page.getByLabel('Your letter').fill('My darling Maya, be kind to yourself.');
  await page.getByLabel('Title').fill('For Maya, afterwards');
  await page.locator('[id="recipients.0.name"]').fill('Maya');
  await page.locator('[id="recipients.0.email"]').fill(MAYA);
  const mayAnnounce = page.getByLabel(
    'After my death, the recipients may be told roughly when this message will arrive',
  );
  await mayAnnounce.check();
  await saveScreenshots(page, 'gentle-mode-form', { focus: mayAnnounce });
  await page.getByRole('button', { name: 'Schedule message' }).click();
  await page.waitForURL(/\/legacy-messages$/);
  // A birthday letter later that month, its timing not to be told.
  await postThroughApi(
    request,
    '/api/messages',
    {
      intent: 'schedule',
      kind: 'letter',
      title: 'Happy birthday, Maya',
      letterText: 'Twenty-one!',
      occasion: 'birthday',
      deliverAt: new Date(T0.getTime() + 20 * DAY).toISOString(),
      timeZone: 'UTC',
      recipients: [{ name: 'Maya', email: MAYA }],
    },
    origin,
  );

  // Ada reports the death; the seven days of waiting pass, a notice to the owner each day; the release.
  await postThroughApi(ada.request, `/api/legacy/owners/${ownerId}/confirm`, undefined, origin);
  const notices = () => mailbox.received.filter((email) => / will be released on /.test(email.subject)).length;
  await expect.poll(notices, { timeout: 30_000 }).toBe(1);
  for (let day = 1; day <= 6; day++) {
    await server.moveClockTo(new Date(T0.getTime() + day * DAY + MINUTE));
    await expect.poll(notices, { timeout: 30_000 }).toBe(day + 1);
  }
  await server.moveClockTo(new Date(T0.getTime() + 7 * DAY + 2 * MINUTE));
  const toMaya = () => mailbox.received.filter((email) => email.to === MAYA);
  await expect.poll(() => toMaya().length, { timeout: 30_000 }).toBe(2);
  const [gentle, letter] = toMaya();
  expect(gentle!.subject).toBe(`${owner.username} left two messages for you`);
  expect(gentle!.text).toContain(`One will arrive today. The other arrives on the day ${owner.username} chose.`);
  expect(gentle!.text).not.toContain('birthday');
  expect(letter!.subject).toBe(`${owner.username} left you a letter: “For Maya, afterwards”`);
  await page.setContent(gentle!.html);
  await saveScreenshots(page, 'gentle-mode-email', { isFullPage: true });

  // Maya, with no account, pauses the deliveries until she asks.
  const link = gentle!.text.match(new RegExp(`${origin}/messages-for-me\\?token=\\S+`))![0];
  const maya = await (await browser.newContext({ timezoneId: 'UTC' })).newPage();
  await maya.goto(link);
  const card = maya.getByTestId('messages-for-me');
  await expect(card).toContainText(`Messages from ${owner.username}`);
  await expect(card).toContainText(`1 message is still to come. Deliveries follow ${owner.username}'s schedule.`);
  await saveScreenshots(maya, 'gentle-mode-page', { isFullPage: true });
  await maya.getByLabel('Pause until I come back here').check();
  await maya.getByRole('button', { name: 'Save my choice' }).click();
  await expect(maya.getByRole('status')).toContainText('Nothing more will be delivered to you until you come back');
  await expect(card).toContainText('Deliveries to you are paused until you come back here.');
  await saveScreenshots(maya, 'gentle-mode-paused', { isFullPage: true });

  // The birthday letter's day: kept for her.
  await server.moveClockTo(new Date(T0.getTime() + 20 * DAY + MINUTE));
  await expect
    .poll(
      async () => {
        await maya.reload();
        return (await card.textContent()) ?? '';
      },
      { timeout: 30_000 },
    )
    .toContain('1 message is kept safe for you');
  expect(toMaya()).toHaveLength(2);

  // She resumes: it arrives, once.
  await maya.getByLabel(`Keep ${owner.username}'s schedule`).check();
  await maya.getByRole('button', { name: 'Save my choice' }).click();
  await expect(maya.getByRole('status')).toContainText('The messages will reach you on the days they were meant for.');
  await expect.poll(() => toMaya().length, { timeout: 30_000 }).toBe(3);
  expect(toMaya()[2]!.subject).toBe(`${owner.username} left you a letter: “Happy birthday, Maya”`);
  await saveScreenshots(maya, 'gentle-mode-resumed', { isFullPage: true });
  await Promise.all([ada.context.close(), maya.context().close()]);
});
