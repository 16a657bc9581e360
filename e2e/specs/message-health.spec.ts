/**
 * The message health check, in chromium against its own server (APP_NOW) and a real SMTP receiver
 * that answers 550 for Maya's mistyped address: an invitation to that address is refused, so the
 * letter scheduled for her turns "At risk" at once and the owner is told by e-mail; the dashboard and
 * /legacy-messages say why; the owner corrects the address in place, the letter turns "Healthy" on
 * the same schedule, and on its day it arrives once, at the corrected address. And a letter to
 * someone the family tree records as deceased asks the owner to keep it, send it to someone else or
 * cancel it.
 */
import { expect, journeyTest, postThroughApi, signUpThroughApi, uniqueEmail } from '../fixtures';
import { saveScreenshotsByWidth } from '../page-helpers';

const DAY = 24 * 60 * 60 * 1000;
const T0 = new Date('2027-05-01T09:00:00Z');
const WRONG = 'maya@exmaple.com';
const RIGHT = 'maya@example.com';

const test = journeyTest(T0);

test.use({ timezoneId: 'UTC' });

test('an address refused with 550 turns a letter at risk; the owner corrects it and the letter arrives once', async ({
  page,
  journey,
}) => {
  test.setTimeout(120_000);
  const { server, mailbox } = journey;
  const origin = server.origin;
  const request = page.context().request;
  const owner = uniqueEmail('health');
  await signUpThroughApi(request, owner, undefined, origin);
  await postThroughApi(
    request,
    '/api/messages',
    {
      intent: 'schedule',
      kind: 'letter',
      title: 'For your graduation',
      letterText: 'Dear Maya,\nWe are so proud of you.',
      occasion: 'graduation',
      deliverAt: new Date(T0.getTime() + 3 * DAY).toISOString(),
      timeZone: 'UTC',
      recipients: [{ name: 'Maya', email: WRONG }],
    },
    origin,
  );

  // An earlier e-mail to the mistyped address — an invitation to the family circle — is refused for good.
  mailbox.refused.add(WRONG);
  await postThroughApi(request, '/api/circle/invitations', { name: 'Maya', email: WRONG, role: 'viewer' }, origin);
  await mailbox.waitForTo(owner, 1);
  const notice = mailbox.received.find((email) => email.to === owner)!;
  expect(notice.subject).toBe("Maya's address refused our e-mail");
  expect(notice.text).toContain('“For your graduation” would not reach them');

  await page.goto(`${origin}/dashboard`);
  const summary = page.getByTestId('message-health-summary');
  await expect(summary).toContainText('1 message is at risk: “For your graduation”.');
  await expect(summary.getByRole('link', { name: 'Fix it on your messages page' })).toBeVisible();
  await saveScreenshotsByWidth(page, 'message-health-dashboard');

  await summary.getByRole('link', { name: 'Fix it on your messages page' }).click();
  const card = page.getByTestId('message-card').filter({ hasText: 'For your graduation' });
  await expect(card.getByTestId('health-badge')).toHaveText('At risk');
  await expect(card.getByTestId('health-reasons')).toContainText(
    `E-mail to Maya at ${WRONG} was refused on May 1, 2027 (the mail server answered "550 Mailbox unavailable")`,
  );
  await saveScreenshotsByWidth(page, 'message-health-at-risk');

  await card.getByRole('button', { name: 'Correct the address' }).click();
  const field = card.getByLabel('Corrected e-mail address');
  await expect(field).toHaveValue(WRONG);
  await expect(field).toBeFocused();
  await field.fill('not an address');
  await card.getByRole('button', { name: 'Save the address' }).click();
  await expect(card.getByRole('alert')).toHaveText('Please enter a valid email');
  await field.fill(RIGHT);
  await expect(card.getByRole('alert')).toHaveCount(0);
  await saveScreenshotsByWidth(page, 'message-health-correcting');
  await field.press('Enter');
  await expect(page.getByText(`“For your graduation” will be delivered to ${RIGHT} on its day.`).first()).toBeVisible();
  await expect(card.getByTestId('health-badge')).toHaveText('Healthy');
  await expect(card.getByTestId('health-reasons')).toHaveCount(0);
  await expect(card).toContainText('Delivery: Tue, May 4, 2027');
  await saveScreenshotsByWidth(page, 'message-health-fixed');

  // Its day: the letter goes out once, to the corrected address, with its link.
  await server.moveClockTo(new Date(T0.getTime() + 3 * DAY + 60_000));
  await mailbox.waitForTo(RIGHT, 1);
  // The owner's "delivered" notice is decided with the delivery: once it is here, the tick is done.
  await expect
    .poll(() => mailbox.received.some((email) => email.to === owner && email.subject.includes('reached Maya')))
    .toBe(true);
  const toMaya = mailbox.received.filter((email) => email.to === RIGHT || email.to === WRONG);
  expect(toMaya.map((email) => email.to)).toEqual([RIGHT]);
  const link = toMaya[0]!.text.match(new RegExp(`${origin}/shared/\\S+`))![0];
  await page.goto(link);
  await expect(page.getByText('We are so proud of you.')).toBeVisible();
});

test('a recipient the family tree records as deceased asks the owner, who keeps the message', async ({
  page,
  journey,
}) => {
  test.setTimeout(120_000);
  const origin = journey.server.origin;
  const request = page.context().request;
  await signUpThroughApi(request, uniqueEmail('life'), undefined, origin);
  await postThroughApi(
    request,
    '/api/messages',
    {
      intent: 'schedule',
      kind: 'letter',
      title: 'For your 90th',
      letterText: 'Dear Rose,\nHappy birthday.',
      occasion: 'birthday',
      deliverAt: new Date(T0.getTime() + 30 * DAY).toISOString(),
      timeZone: 'UTC',
      recipients: [{ name: 'Rose Lee', email: 'rose@example.com' }],
    },
    origin,
  );
  const tree = await postThroughApi<{ id: string }>(request, '/api/family-trees', { name: 'Lee family' }, origin);
  const rose = await postThroughApi<{ id: string }>(
    request,
    `/api/family-trees/${tree.id}/individuals`,
    { givenNames: 'Rose', surname: 'Lee' },
    origin,
  );
  await postThroughApi(
    request,
    `/api/family-trees/${tree.id}/events`,
    { individualId: rose.id, tag: 'DEAT', date: '2027' },
    origin,
  );

  await page.goto(`${origin}/legacy-messages`);
  const card = page.getByTestId('message-card').filter({ hasText: 'For your 90th' });
  await expect(card.getByTestId('health-badge')).toHaveText('Needs a look');
  await expect(card.getByTestId('health-reasons')).toContainText('Your family tree records Rose Lee as deceased.');
  await expect(card.getByRole('link', { name: 'Send it to someone else' })).toHaveAttribute(
    'href',
    /\/schedule-message\?edit=/,
  );
  await saveScreenshotsByWidth(page, 'message-health-deceased');
  await card.getByRole('button', { name: 'Cancel the message' }).click();
  await expect(page.getByRole('dialog')).toContainText('Cancel this message?');
  await page.getByRole('button', { name: 'Keep it', exact: true }).click();
  await card.getByRole('button', { name: 'Keep it as it is' }).click();
  await expect(card.getByTestId('health-badge')).toHaveText('Healthy');
  await expect(card.getByTestId('health-reasons')).toHaveCount(0);
});
