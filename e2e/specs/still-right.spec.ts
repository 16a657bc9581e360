/**
 * "Still right?" in chromium against its own server (APP_NOW) and a real SMTP receiver: a letter
 * scheduled years ahead that nobody looked at for more than a year and the grace period "Needs a
 * look" on /legacy-messages; the owner, back after more than six months, is e-mailed the list at
 * sign-in; one click on "Still right" turns the letter "Healthy" on the same schedule, and the
 * e-mail's "Yes, all still right" link confirms without a session.
 */
import { expect, journeyTest, postThroughApi, signUpThroughApi, TEST_PASSWORD, uniqueEmail } from '../fixtures';
import { saveScreenshotsByWidth } from '../page-helpers';

const T0 = new Date('2027-05-01T09:00:00Z');
/** A year and a month later: past the year and its 30 days of grace. */
const BACK = new Date('2028-06-03T09:00:00Z');

const test = journeyTest(T0);

test.use({ timezoneId: 'UTC' });

test('a letter nobody confirmed for a year needs a look; one click on "Still right" makes it healthy', async ({
  page,
  journey,
}) => {
  test.setTimeout(120_000);
  const { server, mailbox } = journey;
  const origin = server.origin;
  const request = page.context().request;
  const owner = uniqueEmail('still-right');
  await signUpThroughApi(request, owner, undefined, origin);
  const letter = {
    intent: 'schedule',
    kind: 'letter',
    letterText: 'Dear Maya,\nWe are so proud of you.',
    occasion: 'graduation',
    deliverAt: '2032-06-15T09:00:00.000Z',
    timeZone: 'UTC',
    recipients: [{ name: 'Maya', email: 'maya@example.com' }],
  };
  await postThroughApi(request, '/api/messages', { ...letter, title: 'For your graduation' }, origin);
  await postThroughApi(request, '/api/messages', { ...letter, title: 'For your wedding', occasion: 'wedding' }, origin);

  // Back after a year and a month: the sign-in asks at once, by e-mail.
  await server.moveClockTo(BACK);
  await postThroughApi(request, '/api/auth/signin', { username: owner, password: TEST_PASSWORD }, origin);
  await mailbox.waitForTo(owner, 1);
  const asked = mailbox.received.find((email) => email.to === owner && email.subject.startsWith('Still right?'))!;
  expect(asked.subject).toBe('Still right? Your 2 messages waiting to be delivered');
  expect(asked.text).toContain('Delivery: on Tuesday, June 15, 2032 at 9:00 AM UTC');

  await page.goto(`${origin}/legacy-messages`);
  const card = page.getByTestId('message-card').filter({ hasText: 'For your graduation' });
  await expect(card.getByTestId('health-badge')).toHaveText('Needs a look');
  await expect(card.getByTestId('health-reasons')).toContainText(
    'You last looked at this message on May 1, 2027, over a year ago. Is it still right',
  );
  await expect(card.getByRole('link', { name: 'Change it' })).toHaveAttribute('href', /\/schedule-message\?edit=/);
  await saveScreenshotsByWidth(page, 'still-right-needs-look');

  await card.getByRole('button', { name: 'Still right' }).click();
  await expect(card.getByTestId('health-badge')).toHaveText('Healthy');
  await expect(card.getByTestId('health-reasons')).toHaveCount(0);
  await expect(card).toContainText('Jun 15, 2032');
  const wedding = page.getByTestId('message-card').filter({ hasText: 'For your wedding' });
  await expect(wedding.getByTestId('health-badge')).toHaveText('Needs a look');

  // The e-mail's "all" link, opened without a session: one button confirms the rest.
  await page.context().clearCookies();
  await page.goto(/Yes, all still right: (\S+)/.exec(asked.text)![1]!);
  const response = page.getByTestId('still-right-response');
  await expect(response.getByRole('heading')).toHaveText('Are your messages still right?');
  await expect(response).toContainText('“For your wedding”');
  await saveScreenshotsByWidth(page, 'still-right-link');
  await response.getByRole('button', { name: 'Yes, all still right' }).click();
  await expect(response.getByRole('status')).toHaveText('Thank you. We noted that your messages are still right.');
});
