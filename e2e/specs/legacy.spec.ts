/**
 * The release after death, end to end (docs/decisions/009-legacy-release.md), with the built server
 * on a clock the journey moves (APP_NOW) and a real SMTP receiver. The owner names three legacy
 * contacts (quorum 2), leaves them an album and records a voice message "After my death" with the
 * fake microphone, which they also leave to the contacts; the check-in and its three reminders pass
 * unanswered; two contacts confirm from their e-mails; the owner stops the release from a
 * waiting-period e-mail. Unanswered again, the release completes: the recipient plays the voice
 * message, a contact reads the last wishes, plays the message and sees the album left to them, and
 * nothing else; the recipient answers with a voice note and a letter, and a day later the contact
 * finds both in the owner's album of replies, the voice note playing and the letter's PDF opening
 * (docs/decisions/018-replies.md). A second journey: a life-event letter, its occasion following the
 * event, reported by its recipient from the e-mailed link (no sign-in), confirmed and delivered. Screenshots of
 * /legacy, /before-its-too-late, every e-mail of the process at phone width (the HTML as received,
 * rendered in the browser), the contact's view, and the album of replies at both widths.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Email } from '../servers';
import {
  expect,
  joinCircleThroughApi,
  postThroughApi,
  signUpThroughApi,
  journeyTest,
  TEST_PASSWORD,
  uniqueEmail,
} from '../fixtures';
import {
  expectDecoded,
  fakeMicrophoneLaunchOptions,
  photoNamed,
  playPast,
  saveScreenshots,
  saveScreenshotsByWidth,
  signUpRelative,
  uploadThroughUi,
} from '../page-helpers';

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;
const T0 = new Date('2027-03-01T09:00:00Z');

const speech = path.resolve(import.meta.dirname, '../../server/test/fixtures/speech.wav');

const test = journeyTest(T0);
test.use({ timezoneId: 'UTC', launchOptions: fakeMicrophoneLaunchOptions(speech) });

/** Plays the first audio element of `page` (muted, so the browser allows it) and returns its position after a while, s. */
async function playAudio(page: Page) {
  const player = page.locator('audio').first();
  await expect(player).toBeVisible();
  return player.evaluate(async (element: HTMLAudioElement) => {
    element.muted = true;
    await element.play();
    await new Promise((resolve) => element.addEventListener('timeupdate', resolve, { once: true }));
    const start = element.currentTime;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    return { start, position: element.currentTime };
  });
}

/** The legacy link (…/legacy?respond=…) in the newest e-mail to `to` whose subject matches. */
function legacyLink(received: Email[], to: string, subject: RegExp): string {
  const email = received.filter((each) => each.to === to && subject.test(each.subject)).at(-1);
  if (!email) throw new Error(`no e-mail "${subject}" to ${to}`);
  return /https?:\/\/\S+\/legacy\?respond=[\w.-]+/.exec(email.text)![0];
}

/** Saves the HTML of the newest e-mail whose subject matches, at phone width. */
async function screenshotEmail(page: Page, received: Email[], subject: RegExp, name: string) {
  const email = received.filter((each) => subject.test(each.subject)).at(-1)!;
  await page.setContent(email.html);
  await saveScreenshots(page, `legacy-email-${name}`, { isMobileOnly: true, isFullPage: true });
}

test('two contacts confirm, the owner stops it, and later the release reaches the family', async ({
  page,
  browser,
  journey,
}) => {
  test.setTimeout(420_000);
  const { mailbox, server } = journey;
  const origin = server.origin;
  const ownerEmail = uniqueEmail('grandpa');
  await signUpThroughApi(page.context().request, ownerEmail, undefined, origin);
  const contacts = [
    await signUpRelative(browser, origin, 'ada'),
    await signUpRelative(browser, origin, 'ben'),
    await signUpRelative(browser, origin, 'cy'),
  ];
  for (const contact of contacts)
    await joinCircleThroughApi(page.context().request, contact, 'legacy_contact', { origin });
  const [ada, ben] = contacts as [(typeof contacts)[0], (typeof contacts)[0]];

  // An album with one photo, for the contacts.
  const album = await postThroughApi<{ id: string }>(
    page.context().request,
    '/api/vault/albums',
    { name: 'Summers at the lake' },
    origin,
  );
  await page.goto(`${origin}/memory-vault`);
  await uploadThroughUi(page, photoNamed('lake-1998.jpg'));
  const items = (await (await page.context().request.get(`${origin}/api/vault/items`)).json()) as {
    items: { id: string }[];
  };
  const { csrfToken } = (await (await page.context().request.get(`${origin}/api/csrf-token`)).json()) as {
    csrfToken: string;
  };
  await page.context().request.patch(`${origin}/api/vault/items/${items.items[0]!.id}`, {
    data: { albumIds: [album.id] },
    headers: { 'X-CSRF-Token': csrfToken },
  });

  // Last wishes, for the contacts after the release.
  const wishes = { ceremony: 'A quiet gathering by the lake, with tea.', personalMessage: 'Be kind to each other.' };
  const { csrfToken: wishesToken } = (await (await page.context().request.get(`${origin}/api/csrf-token`)).json()) as {
    csrfToken: string;
  };
  expect(
    (
      await page.context().request.put(`${origin}/api/last-wishes`, {
        data: wishes,
        headers: { 'X-CSRF-Token': wishesToken },
      })
    ).status(),
  ).toBe(200);

  // A voice message "After my death", recorded with the fake microphone.
  await page.goto(`${origin}/before-its-too-late`);
  await expect(page.getByRole('heading', { name: "Before it's too late" })).toBeVisible();
  await saveScreenshots(page, 'legacy-before-its-too-late', { isFullPage: true });
  await page.getByRole('link', { name: 'Record a message' }).click();
  await expect(page.getByRole('radio', { name: 'After my death' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Voice' })).toBeChecked();
  // No date after death: neither an occasion nor a time zone is asked.
  await expect(page.getByLabel('Occasion')).toHaveCount(0);
  await expect(page.getByLabel('Time zone')).toHaveCount(0);
  const recorder = page.getByTestId('voice-recorder');
  await recorder.getByRole('button', { name: 'Start recording' }).click();
  await expect(recorder.getByText('Recording…')).toBeVisible();
  await expect(recorder.getByTestId('recorder-elapsed')).toHaveText(/^0:0[3-9]$/, { timeout: 10_000 });
  await recorder.getByRole('button', { name: 'Stop' }).click();
  await expect(recorder.getByText('Your recording')).toBeVisible();
  await page.getByLabel('Title').fill('For Maya, after I am gone');
  await page.locator('[id="recipients.0.name"]').fill('Maya');
  await page.locator('[id="recipients.0.email"]').fill('maya@example.com');
  await expect(page.getByLabel('Delivery date')).toHaveCount(0);
  await page.getByRole('button', { name: 'Schedule message' }).click();
  // The recording is uploaded before the message is saved; the page moves on to the list once both are done.
  await page.waitForURL(/\/legacy-messages$/);
  await expect(page.getByText('Delivery: after my death')).toBeVisible();

  // A letter for Rose's 2031 birthday; the family tree records her death: after the release the contacts decide.
  await postThroughApi(
    page.context().request,
    '/api/messages',
    {
      intent: 'schedule',
      kind: 'letter',
      title: 'For Rose, in 2031',
      letterText: 'Dear Rose, happy birthday.',
      occasion: 'birthday',
      deliverAt: '2031-06-01T09:00:00.000Z',
      timeZone: 'UTC',
      recipients: [{ name: 'Rose Lee', email: 'rose@example.com' }],
    },
    origin,
  );
  const tree = await postThroughApi<{ id: string }>(
    page.context().request,
    '/api/family-trees',
    { name: 'Lee family' },
    origin,
  );
  const rose = await postThroughApi<{ id: string }>(
    page.context().request,
    `/api/family-trees/${tree.id}/individuals`,
    { givenNames: 'Rose', surname: 'Lee' },
    origin,
  );
  await postThroughApi(
    page.context().request,
    `/api/family-trees/${tree.id}/events`,
    { individualId: rose.id, tag: 'DEAT', date: '2027' },
    origin,
  );

  // The plan: every month, 2 of 3, a 7-day wait, the album.
  await page.goto(`${origin}/legacy`);
  await expect(page.getByRole('list', { name: 'Legacy contacts' }).getByText('Accepted')).toHaveCount(3);
  await page.getByLabel('Check in with me every').selectOption('1');
  await page.getByLabel('Contacts who must confirm').selectOption('2');
  await page.getByRole('checkbox', { name: 'Summers at the lake' }).check();
  await page.getByRole('checkbox', { name: /For Maya, after I am gone/ }).check();
  await page.getByRole('button', { name: 'Start my legacy plan' }).click();
  await expect(page.getByText('Next check-in: April 1, 2027')).toBeVisible();
  await expect(
    page.getByText('You chose for them: the album “Summers at the lake”, the message “For Maya, after I am gone”.'),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Messages for after your death' })).toContainText(
    'For Maya, after I am gone',
  );
  await saveScreenshots(page, 'legacy-plan', { isFullPage: true });

  /** E-mails of the release process (their links lead to /legacy) and deliveries (to /shared/). */
  const processEmails = () => mailbox.received.filter((email) => /\/legacy|\/shared\//.test(email.text));
  const waitForProcessEmails = (count: number) =>
    expect.poll(() => processEmails().length, { timeout: 30_000 }).toBe(count);
  /** Moves the server clock to `when` and waits until `count` process e-mails have arrived in all. */
  const at = async (when: number, count: number) => {
    await server.moveClockTo(new Date(when));
    await waitForProcessEmails(count);
    return when;
  };
  // The owner's e-mails of the process (circle notices, such as "joined your family circle", are not part of it).
  const toOwner = () => processEmails().filter((email) => email.to === ownerEmail);

  // Round 1: the check-in and its reminders pass unanswered; the contacts are asked.
  let count = processEmails().length;
  let now = await at(Date.parse('2027-04-01T09:00:00Z') + MINUTE, ++count);
  for (let reminder = 2; reminder <= 3; reminder++) now = await at(now + 7 * DAY + MINUTE, ++count);
  expect(toOwner().map((email) => email.subject)).toEqual([
    'Are you still there? Please check in',
    'Are you still there? Please check in',
    'Last reminder: are you still there?',
  ]);
  await screenshotEmail(page, mailbox.received, /^Are you still there\?/, 'check-in-first');
  await screenshotEmail(page, mailbox.received, /^Last reminder/, 'check-in-reminder');
  now = await at(now + 7 * DAY + MINUTE, (count += 3));
  await screenshotEmail(page, mailbox.received, /^Please confirm/, 'confirm-request');

  // Two contacts confirm from their e-mails.
  for (const contact of [ada, ben]) {
    await contact.page.goto(legacyLink(mailbox.received, contact.email, /^Please confirm/));
    await contact.page.getByRole('button', { name: /^Confirm .* has died$/ }).click();
    await expect(contact.page.getByRole('status')).toContainText('Your confirmation was recorded');
  }
  await waitForProcessEmails(++count); // waiting-period day 1, at once
  await screenshotEmail(page, mailbox.received, /will be released on/, 'waiting-period');
  now = await at(now + DAY + 3 * MINUTE, ++count); // day 2 (the confirmations took a little while)

  // The owner stops it from the e-mail; the two who confirmed are told.
  const stop = legacyLink(mailbox.received, ownerEmail, /will be released on/);
  const visitor = await browser.newContext();
  const stopPage = await visitor.newPage();
  await stopPage.goto(stop);
  await stopPage.getByRole('button', { name: "Stop — I'm here" }).click();
  await expect(stopPage.getByRole('status')).toContainText('The release was stopped');
  await waitForProcessEmails((count += 2));
  expect(
    mailbox.received
      .filter((email) => /the release was stopped/.test(email.subject))
      .map((e) => e.to)
      .sort(),
  ).toEqual([ada.email, ben.email].sort());
  await screenshotEmail(page, mailbox.received, /the release was stopped/, 'stopped');

  // Round 2, unanswered: reminders, contacts asked, two confirm, seven days, the release.
  now = await at(now + 31 * DAY + MINUTE, ++count);
  for (let reminder = 2; reminder <= 3; reminder++) now = await at(now + 7 * DAY + MINUTE, ++count);
  now = await at(now + 7 * DAY + MINUTE, (count += 3));
  for (const contact of [ada, ben]) {
    await contact.page.goto(legacyLink(mailbox.received, contact.email, /^Please confirm/));
    await contact.page.getByRole('button', { name: /^Confirm .* has died$/ }).click();
    await expect(contact.page.getByRole('status')).toContainText('Your confirmation was recorded');
  }
  await waitForProcessEmails(++count);
  now = await at(now + DAY + 3 * MINUTE, ++count);
  for (let day = 3; day <= 7; day++) now = await at(now + DAY + MINUTE, ++count);
  // The release: the letter to Maya and an e-mail to each of the three contacts.
  now = await at(now + DAY + MINUTE, (count += 4));
  await screenshotEmail(page, mailbox.received, /^What .* left for you$/, 'released');

  await screenshotEmail(page, mailbox.received, /left you .*For Maya, after I am gone/, 'posthumous-delivery');

  // Maya, with no account, plays the voice message: it runs.
  // Maya was told gently first (its link is her page of choices), then the message arrived.
  const toMaya = mailbox.received.filter((email) => email.to === 'maya@example.com');
  expect(toMaya.map((email) => email.subject)[0]).toMatch(/ left a message for you$/);
  const delivery = toMaya.find((email) => /\/shared\//.test(email.text))!;
  const sharedLink = /https?:\/\/\S+\/shared\/\S+/.exec(delivery.text)![0];
  const maya = await (await browser.newContext()).newPage();
  await maya.goto(sharedLink);
  await expect(maya.getByRole('heading', { name: 'For Maya, after I am gone' })).toBeVisible();
  const played = await playAudio(maya);
  expect(played.position).toBeGreaterThan(played.start + 0.5);

  // A contact signs in again (their session ran out months ago) and sees the album, and nothing else.
  await signIn(ada.request, ada.email, origin);
  await ada.page.goto(`${origin}/legacy`);
  await ada.page.getByRole('link', { name: /grandpa/ }).click();
  await expect(ada.page.getByTestId('contact-released')).toContainText('Summers at the lake');
  await expect(ada.page.getByRole('img', { name: 'lake 1998' })).toBeVisible();
  await expect(ada.page.getByTestId('released-last-wishes')).toContainText(wishes.ceremony);
  await expect(ada.page.getByTestId('released-last-wishes')).toContainText(wishes.personalMessage);
  // The voice message left to the contacts plays for them too.
  await expect(ada.page.getByTestId('released-message')).toContainText('For Maya, after I am gone');
  const heard = await playAudio(ada.page);
  expect(heard.position).toBeGreaterThan(heard.start + 0.5);
  await saveScreenshots(ada.page, 'legacy-contact-after-release', { isFullPage: true });
  // Grandpa can no longer answer for the letter to Rose, who died: a contact keeps it, in the audit log for all.
  const decisions = ada.page.getByTestId('waiting-message-decisions');
  await expect(decisions).toContainText('For Rose, in 2031');
  await expect(decisions).toContainText('family tree records Rose Lee as deceased');
  await saveScreenshots(ada.page, 'legacy-contact-decides', { focus: decisions });
  await decisions.getByRole('button', { name: 'Keep it as it is' }).click();
  await expect(decisions).toHaveCount(0);
  await expect(ada.page.getByTestId('contact-released')).toContainText(
    'kept "For Rose, in 2031" for Rose Lee as it was',
  );
  const otherItems = await ada.request.get(`${origin}/api/vault/items`);
  expect(((await otherItems.json()) as { items: unknown[] }).items).toHaveLength(0);

  // Maya answers Grandpa's message with a voice note and a letter; once they can no longer be
  // withdrawn, Grandpa's vault keeps them in the album of replies, which the contacts find here.
  const replyForm = maya.getByTestId('reply-form');
  await replyForm.getByRole('button', { name: 'Start recording' }).click();
  await expect(replyForm.getByTestId('recorder-elapsed')).toHaveText(/^0:0[3-9]$/, { timeout: 10_000 });
  await replyForm.getByRole('button', { name: 'Stop' }).click();
  await expect(replyForm.getByText('Your recording')).toBeVisible();
  await replyForm.getByRole('button', { name: 'Send your voice note' }).click();
  await expect(replyForm.getByTestId('sent-reply')).toHaveCount(1);
  await replyForm.getByRole('tab', { name: 'Letter' }).click();
  await replyForm.getByLabel('Your letter').fill('Dear Grandpa,\nI will look after the lake house.\nLove, Maya');
  await replyForm.getByRole('button', { name: 'Send your letter' }).click();
  await expect(replyForm.getByTestId('sent-reply')).toHaveCount(2);
  const repliesAlbum = ada.page
    .getByTestId('released-album')
    .filter({ has: ada.page.getByRole('heading', { name: 'Replies from the family' }) });
  await ada.page.reload();
  await expect(ada.page.getByTestId('released-replies')).toContainText('Voice note from Maya');
  await expect(repliesAlbum).toHaveCount(0); // a day to withdraw them first
  await server.moveClockTo(new Date(now + 2 * DAY));
  await expect(async () => {
    await ada.page.reload();
    await expect(repliesAlbum.getByRole('listitem')).toHaveCount(2, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  const reply = "Maya's reply to “For Maya, after I am gone”";
  const heardReply = await playPast(repliesAlbum.getByLabel(`Play ${reply}`), 1);
  expect(heardReply.duration).toBeGreaterThan(2);
  const letterLink = repliesAlbum.getByRole('link', { name: 'Open the document' });
  await expectDecoded(letterLink.getByRole('img', { name: `First page of ${reply}` }));
  const pdf = await ada.request.get(`${origin}${await letterLink.getAttribute('href')}`);
  expect([pdf.status(), pdf.headers()['content-type']]).toEqual([200, 'application/pdf']);
  const letterText = execFileSync('pdftotext', ['-', '-'], { input: await pdf.body() }).toString();
  expect(letterText).toContain('I will look after the lake house.');
  expect(letterText).toContain('Written for grandpa');
  await saveScreenshotsByWidth(ada.page, 'legacy-album-of-replies');
  // Close every browser before the server stops: an open page keeps a connection that delays its shutdown.
  await Promise.all([visitor, maya.context(), ...contacts.map((contact) => contact.context)].map((c) => c.close()));
  await page.goto('about:blank');
});

/** The life-event link (…/legacy-messages?lifeEvent=…) in the newest e-mail to `to` whose subject matches. */
function lifeEventLink(received: Email[], to: string, subject: RegExp): string {
  const email = received.filter((each) => each.to === to && subject.test(each.subject)).at(-1);
  if (!email) throw new Error(`no e-mail "${subject}" to ${to}`);
  return /https?:\/\/\S+\/legacy-messages\?lifeEvent=[\w.-]+/.exec(email.text)![0];
}

test("a life-event letter is reported from the recipient's e-mail, confirmed and delivered after the veto window", async ({
  page,
  browser,
  journey,
}) => {
  test.setTimeout(240_000);
  const { mailbox, server } = journey;
  const origin = server.origin;
  const ownerEmail = uniqueEmail('grandma');
  await signUpThroughApi(page.context().request, ownerEmail, undefined, origin);
  const maya = await signUpRelative(browser, origin, 'maya');
  const ben = await signUpRelative(browser, origin, 'ben');
  const cy = await signUpRelative(browser, origin, 'cy');
  await joinCircleThroughApi(page.context().request, maya, 'viewer', { origin, relationship: 'Granddaughter' });
  await joinCircleThroughApi(page.context().request, ben, 'editor', { origin, relationship: 'Son' });
  await joinCircleThroughApi(page.context().request, cy, 'viewer', { origin, relationship: 'Daughter-in-law' });

  // The owner schedules a letter for Maya's graduation, confirmed by Ben and Cy (2 of 2).
  await page.goto(`${origin}/schedule-message`);
  await page.getByRole('radio', { name: 'Letter' }).click();
  await page.getByLabel('Your letter').fill('Maya, you did it. I always knew you would.');
  await page.getByLabel('Title').fill('For your graduation');
  await page.locator('[id="recipients.0.name"]').fill('Maya');
  await page.locator('[id="recipients.0.email"]').fill('maya@example.com');
  await page.getByRole('radio', { name: 'On a life event' }).check();
  // The occasion follows the event chosen.
  await page.getByLabel('Which life event?').selectOption('wedding');
  await expect(page.getByLabel('Occasion')).toHaveValue('wedding');
  await page.getByLabel('Which life event?').selectOption('graduation');
  await expect(page.getByLabel('Occasion')).toHaveValue('graduation');
  await page.getByLabel('Describe the event').fill('When Maya graduates');
  await page.getByRole('checkbox', { name: /Tell the recipients/ }).check();
  await page.getByRole('checkbox', { name: /Son/ }).check();
  await page.getByRole('checkbox', { name: /Daughter-in-law/ }).check();
  await expect(page.getByLabel('How many of them must confirm?')).toHaveValue('2');
  await expect(page.getByTestId('life-event-note')).toContainText('Once 2 of the 2 you named confirm it');
  await expect(page.getByLabel('Delivery date')).toHaveCount(0);
  await saveScreenshots(page, 'life-event-schedule', {
    focus: page.getByTestId('life-event-fields'),
    isFullPage: true,
  });
  await page.getByRole('button', { name: 'Schedule message' }).click();
  await expect(page.getByTestId('life-event-delivery')).toBeVisible();
  // /legacy lists it beside the messages for after death.
  await page.goto(`${origin}/legacy`);
  const lifeEventList = page.getByRole('list', { name: 'Messages for life events' });
  await expect(lifeEventList).toContainText('For your graduation');
  await expect(lifeEventList).toContainText('When Maya graduates · Letter · to Maya');
  await expect(lifeEventList).toContainText('Waiting for it to be reported');
  await saveScreenshots(page, 'legacy-life-event-messages', { focus: lifeEventList });

  // Maya (the recipient's address) and the two confirmers are told, each with a link to report it.
  const invitation = /^.* asked us to wait for a moment in your family: When Maya graduates$/;
  await expect
    .poll(() => mailbox.received.filter((e) => invitation.test(e.subject)).length, { timeout: 30_000 })
    .toBe(3);
  expect(
    mailbox.received
      .filter((e) => invitation.test(e.subject))
      .map((e) => e.to)
      .sort(),
  ).toEqual(['maya@example.com', ben.email, cy.email].sort());
  const mayaInvitation = mailbox.received.find((e) => e.to === 'maya@example.com')!;
  expect(mayaInvitation.text).not.toContain('Maya, you did it.');
  await screenshotEmail(page, [mayaInvitation], invitation, 'life-event-report-invitation');

  // Maya reports it from her e-mail, without signing in; she learns the event, never the letter.
  const visitor = await browser.newContext();
  const reportPage = await visitor.newPage();
  await reportPage.goto(lifeEventLink(mailbox.received, 'maya@example.com', invitation));
  await reportPage.getByLabel('It happened on').fill('2027-02-27'); // once the link's page has loaded
  await expect(reportPage.getByRole('heading', { name: 'When Maya graduates' })).toBeVisible();
  await expect(reportPage.getByText('Maya, you did it.')).toHaveCount(0);
  await saveScreenshots(reportPage, 'life-event-report-link', { isFullPage: true });
  await reportPage.getByRole('button', { name: 'Report it' }).click();
  await expect(reportPage.getByRole('status')).toContainText('Thank you for telling us');
  await maya.page.goto(`${origin}/legacy-messages`);
  const card = maya.page.getByTestId('life-event-card');
  await expect(card).toContainText('Maya reported it happened on February 27, 2027');
  await saveScreenshots(maya.page, 'life-event-reported', { isFullPage: true });

  // Ben confirms from his e-mail (one button, no sign-in); Cy in the app.
  await expect
    .poll(() => mailbox.received.filter((e) => /^Please confirm: When Maya/.test(e.subject)).length, {
      timeout: 30_000,
    })
    .toBe(3); // Ben, Cy and the owner
  await screenshotEmail(page, mailbox.received, /^Please confirm: When Maya/, 'life-event-confirm-request');
  const benPage = await visitor.newPage();
  await benPage.goto(lifeEventLink(mailbox.received, ben.email, /^Please confirm/));
  await benPage.getByRole('button', { name: 'Yes, it happened' }).click();
  await expect(benPage.getByRole('status')).toContainText('Your confirmation was recorded');
  await cy.page.goto(`${origin}/legacy-messages`);
  await cy.page.getByRole('button', { name: 'Confirm it happened' }).click();
  await expect(cy.page.getByTestId('life-event-card')).toContainText('The message is delivered on');

  // The owner is told, with a veto link, and sees it in the app; nothing is delivered yet.
  await expect
    .poll(() => mailbox.received.filter((e) => e.to === ownerEmail && /^Confirmed:/.test(e.subject)).length, {
      timeout: 30_000,
    })
    .toBe(1);
  await screenshotEmail(page, mailbox.received, /^Confirmed: When Maya graduates/, 'life-event-veto');
  await page.goto(`${origin}/legacy-messages`);
  await expect(page.getByRole('button', { name: 'Stop — this did not happen' })).toBeVisible();
  const deliveries = () => mailbox.received.filter((e) => e.to === 'maya@example.com' && /sent you/.test(e.subject));
  expect(deliveries()).toHaveLength(0);

  // A week later the letter reaches Maya, once.
  await server.moveClockTo(new Date(T0.getTime() + 7 * DAY + 5 * MINUTE));
  await expect.poll(() => deliveries().length, { timeout: 30_000 }).toBe(1);
  const delivery = deliveries()[0]!;
  const letter = await (await browser.newContext()).newPage();
  await letter.goto(/https?:\/\/\S+\/shared\/\S+/.exec(delivery.text)![0]);
  await expect(letter.getByText('Maya, you did it. I always knew you would.')).toBeVisible();
  await Promise.all([visitor, letter.context(), maya.context, ben.context, cy.context].map((c) => c.close()));
  await page.goto('about:blank');
});

async function signIn(request: APIRequestContext, email: string, origin: string) {
  const { csrfToken } = (await (await request.get(`${origin}/api/csrf-token`)).json()) as { csrfToken: string };
  const response = await request.post(`${origin}/api/auth/signin`, {
    data: { username: email, password: TEST_PASSWORD, browser: 'chrome', mobile: false },
    headers: { 'X-CSRF-Token': csrfToken },
  });
  expect(response.status()).toBe(200);
}
