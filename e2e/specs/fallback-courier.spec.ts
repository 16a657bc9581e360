/**
 * The fallback courier, in chromium against its own server (APP_NOW) and a real SMTP receiver that
 * answers 550 for Maya's dead address: the owner names Sam, from the family circle, to receive the
 * letter if it cannot reach someone; on its day Maya's server refuses it, so Sam gets it once, with a
 * note for whom it was meant, and opens it; the owner's messages page shows who carries it and the
 * health says so. The legacy contact, Lena, gets nothing: Sam was named.
 */
import { expect, joinCircleThroughApi, journeyTest, signUpThroughApi, uniqueEmail } from '../fixtures';
import { saveScreenshots, signUpRelative } from '../page-helpers';

const DAY = 24 * 60 * 60 * 1000;
const T0 = new Date('2027-05-01T09:00:00Z');
const MAYA = 'maya@old-mail.example';

const test = journeyTest(T0);

test.use({ timezoneId: 'UTC' });

test('a letter refused for good reaches the named courier once, who sees for whom it was meant', async ({
  page,
  browser,
  journey,
}) => {
  test.setTimeout(180_000);
  const { server, mailbox } = journey;
  const origin = server.origin;
  const owner = uniqueEmail('grandma');
  const { username: ownerName } = await signUpThroughApi(page.context().request, owner, undefined, origin);
  const lena = await signUpRelative(browser, origin, 'lena');
  const sam = await signUpRelative(browser, origin, 'sam');
  await joinCircleThroughApi(page.context().request, lena, 'legacy_contact', { origin });
  await joinCircleThroughApi(page.context().request, sam, 'viewer', { relationship: 'Grandson', origin });

  await page.goto(`${origin}/schedule-message`);
  await page.getByRole('radio', { name: 'Letter' }).click();
  await page.getByLabel('Your letter').fill('Dear Maya,\nWe are so proud of you.');
  await page.getByLabel('Title').fill('For your graduation');
  await page.locator('[id="recipients.0.name"]').fill('Maya');
  await page.locator('[id="recipients.0.email"]').fill(MAYA);
  const courier = page.getByLabel('If it cannot reach someone, who should receive it?');
  await expect(courier).toHaveValue('legacy_contacts');
  await courier.selectOption({ label: `${sam.username} (Grandson)` });
  await page.getByLabel('Occasion').selectOption('graduation');
  await page.getByLabel('Delivery date').fill('2027-05-04');
  await page.getByLabel('Time', { exact: true }).fill('09:00');
  await saveScreenshots(page, 'fallback-courier-form', { focus: courier });
  await page.getByRole('button', { name: 'Schedule message' }).click();
  await expect(page.getByTestId('message-card')).toContainText('For your graduation');

  // Its day: Maya's mail server refuses the letter for good; it goes to Sam, once.
  mailbox.refused.add(MAYA);
  await server.moveClockTo(new Date(T0.getTime() + 3 * DAY + 60_000));
  const passOn = (to: string) =>
    mailbox.received.filter((email) => email.to === to && email.subject.endsWith('to pass on'));
  await expect.poll(() => passOn(sam.email).length).toBe(1);
  await server.moveClockTo(new Date(T0.getTime() + 4 * DAY));
  // The owner hears of the refused address in the transaction that hands the letter to Sam.
  await expect
    .poll(() => mailbox.received.filter((email) => email.to === owner).map((email) => email.subject))
    .toContain("Maya's address refused our e-mail");
  const toSam = passOn(sam.email);
  expect(toSam.map((email) => email.subject)).toEqual([`A message from ${ownerName} for Maya, to pass on`]);
  expect(passOn(lena.email)).toEqual([]);
  expect(mailbox.received.filter((email) => email.to === MAYA)).toEqual([]);

  const link = toSam[0]!.text.match(new RegExp(`${origin}/shared/\\S+`))![0];
  await sam.page.goto(link);
  const note = sam.page.getByTestId('courier-note');
  await expect(note).toContainText('This message was meant for Maya.');
  await expect(note).toContainText(`We could not deliver it to ${MAYA}: their mail server refused it (550`);
  await expect(sam.page.getByText('We are so proud of you.')).toBeVisible();
  await saveScreenshots(sam.page, 'fallback-courier-page', { isFullPage: true });

  await page.goto(`${origin}/legacy-messages`);
  const card = page.getByTestId('message-card').filter({ hasText: 'For your graduation' });
  await expect(card).toContainText(`${sam.username} (${sam.email}) · to pass on to Maya`);
  await expect(card.getByTestId('delivery-line').first()).toHaveText(
    "Sent on May 4, but Maya's mail server refused it: it did not arrive",
  );
  await expect(card.getByTestId('health-reasons')).toContainText(
    `Meanwhile ${sam.username} received it in their place, to pass it on by hand.`,
  );
  await saveScreenshots(page, 'fallback-courier-owner', { focus: card, isFullPage: true });
  await Promise.all([lena.context.close(), sam.context.close()]);
});
