/**
 * Future messages end to end through the API, the scheduler and a real SMTP server
 * (docs/product/messages-and-delivery.md): scheduling, delivery protection, responses by link,
 * delivery, recipients' links, authorization.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import {
  AFTER_DEATH_DEFAULTS,
  MESSAGE_MESSAGES,
  type Message,
  type MessageSummary,
} from '@heirloom/common/contracts/messages';
import { createSmtpMailer } from '../../mail/mailer';
import { buildUser, markLegacyReleased } from '../../../test/factories';
import { findLink, startSmtpReceiver, type SmtpReceiver, runDeliveries } from '../../../test/smtp-receiver';
import { describeEachDatabase, TestClient } from '../../../test/test-app';
import { readPdfBoxes, textLinesOf } from '../../../test/pdf-boxes';
import { MESSAGE_ERRORS } from './messages.service';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const T0 = Date.parse('2026-12-01T10:00:00Z');
let now = T0;
const clock = { now: () => new Date(now) };
let smtp: SmtpReceiver;

/** Addresses the test SMTP server refuses: 550 for good, 451 for now. */
const refusals = new Map<string, number>();

beforeAll(async () => {
  smtp = await startSmtpReceiver({ refuse: (address) => refusals.get(address) });
});
afterAll(() => smtp.close());

const letter = (overrides: Record<string, unknown> = {}) => ({
  intent: 'schedule',
  kind: 'letter',
  title: 'For your wedding day',
  letterText: 'My dear ones, I am so proud of you both.',
  occasion: 'wedding',
  deliverAt: new Date(T0 + 3 * DAY).toISOString(),
  timeZone: 'Europe/London',
  recipients: [
    { name: 'Anna', email: 'anna@example.com', relationship: 'granddaughter' },
    { name: 'Ben', email: 'ben@example.com', relationship: 'grandson' },
  ],
  ...overrides,
});

describeEachDatabase(
  'future messages',
  (context) => {
    const app = () => context().app;
    /** Runs the scheduler and the outbox sender at the current test time; returns new e-mails. */
    const runJobs = async () => {
      return runDeliveries(app(), smtp);
    };
    const at = async (time: number) => {
      now = time;
      return runJobs();
    };

    beforeEach(async () => {
      await at(T0 + 1000 * DAY); // earlier tests' messages reach their end first
      now = T0;
      smtp.received.length = 0;
    });

    it('schedules a letter and arms the reminder 2 days before delivery', async () => {
      const { client } = await buildUser(app());
      const response = await client.post('/api/messages', letter());
      expect(response.statusCode).toBe(201);
      const message = response.json<Message>();
      expect(message).toMatchObject({ status: 'scheduled', kind: 'letter', occasion: 'wedding' });
      expect(message.nextStep).toEqual({ step: 'reminder', at: new Date(T0 + DAY).toISOString() });
      expect(message.recipients.map((recipient) => recipient.name)).toEqual(['Anna', 'Ben']);
      const list = await client.get('/api/messages');
      // The list answers summaries: what the list pages show, never the letter.
      expect(list.json<MessageSummary[]>()).toEqual([
        {
          id: message.id,
          kind: 'letter',
          title: 'For your wedding day',
          media: null,
          occasion: 'wedding',
          status: 'scheduled',
          deliverAt: new Date(T0 + 3 * DAY).toISOString(),
          timeZone: 'Europe/London',
          deliveryKind: message.deliveryKind,
          recipients: message.recipients.map(({ id, name, email }) => ({
            id,
            name,
            email,
            isRevoked: false,
            deliveredAt: null,
            openedAt: null,
            carriesFor: null,
          })),
          nextStep: message.nextStep,
          deliveredAt: null,
          emailProblems: [],
        },
      ]);
      const whole = (await client.get(`/api/messages/${message.id}`)).json<Message>();
      expect(whole.letterText).toBe('My dear ones, I am so proud of you both.');
      expect(whole.recipients[1]).toMatchObject({ name: 'Ben', relationship: 'grandson', deliveredAt: null });
    });

    it('refuses a message without recipients or with a past date, with the form messages', async () => {
      const { client } = await buildUser(app());
      const noRecipients = await client.post('/api/messages', letter({ recipients: [] }));
      expect(noRecipients.statusCode).toBe(400);
      expect(noRecipients.json().message).toBe(MESSAGE_MESSAGES.recipientsRequired);
      const past = await client.post('/api/messages', letter({ deliverAt: new Date(T0 - HOUR).toISOString() }));
      expect(past.statusCode).toBe(400);
      expect(past.json().message).toBe(MESSAGE_MESSAGES.deliverAtInPast);
      const draft = await client.post(
        '/api/messages',
        letter({ intent: 'draft', recipients: [], deliverAt: undefined }),
      );
      expect(draft.statusCode).toBe(201);
      expect(draft.json()).toMatchObject({ status: 'draft', nextStep: null });
    });

    it('schedules a message for after death without an occasion or a time zone; a dated one still needs both', async () => {
      const { client } = await buildUser(app());
      const afterDeath = await client.post(
        '/api/messages',
        letter({ deliveryKind: 'after_death', deliverAt: undefined, occasion: undefined, timeZone: undefined }),
      );
      expect(afterDeath.statusCode, afterDeath.body).toBe(201);
      expect(afterDeath.json<Message>()).toMatchObject({
        status: 'scheduled',
        deliveryKind: 'after_death',
        deliverAt: null,
        occasion: AFTER_DEATH_DEFAULTS.occasion,
        timeZone: AFTER_DEATH_DEFAULTS.timeZone,
      });
      const noOccasion = await client.post('/api/messages', letter({ occasion: undefined }));
      expect(noOccasion.statusCode).toBe(400);
      expect(noOccasion.json().message).toBe(MESSAGE_MESSAGES.occasion);
      const noZone = await client.post('/api/messages', letter({ timeZone: undefined }));
      expect(noZone.statusCode).toBe(400);
      expect(noZone.json().message).toBe(MESSAGE_MESSAGES.timeZone);
      // Nothing can release it here; deleted, it leaves later tests' mailboxes alone.
      const id = afterDeath.json<Message>().id;
      expect((await client.request({ method: 'DELETE', url: `/api/messages/${id}` })).statusCode).toBe(204);
    });

    it('sends the reminder, then the check, then one delivery per recipient, each on time and once', async () => {
      const { client, user } = await buildUser(app());
      const message = (await client.post('/api/messages', letter())).json<Message>();

      expect(await at(T0 + DAY - 1)).toEqual([]); // never early
      const reminder = await at(T0 + DAY);
      expect(await at(T0)).toEqual([]); // the clock going back takes nothing again
      expect(await at(T0 + 2 * DAY - 1)).toEqual([]);
      now = T0 + DAY;
      expect(reminder.map((email) => [email.to, email.subject])).toEqual([
        [user.email, expect.stringMatching(/^Reminder: “For your wedding day” will be delivered on/)],
      ]);
      expect(reminder[0]!.messageId).toBe(`<${message.id}.v1.reminder.owner@localhost>`);
      expect(reminder[0]!.html).toContain('Keep the plan');
      expect(await at(T0 + DAY + HOUR)).toEqual([]); // never twice

      expect(await at(T0 + 2 * DAY - 1)).toEqual([]);
      const check = await at(T0 + 2 * DAY);
      expect(check.map((email) => email.subject)).toEqual([
        'Are you still here? “For your wedding day” will be delivered tomorrow',
      ]);

      expect(await at(T0 + 3 * DAY - 1)).toEqual([]);
      const delivery = await at(T0 + 3 * DAY);
      // One e-mail per recipient, and the owner is told who it reached.
      expect(delivery.map((email) => email.to).sort()).toEqual(
        ['anna@example.com', 'ben@example.com', user.email].sort(),
      );
      expect(new Set(delivery.map((email) => email.messageId)).size).toBe(3);
      expect(delivery.find((email) => email.to === user.email)!.subject).toBe(
        '“For your wedding day” reached Anna and Ben',
      );
      expect(await at(T0 + 4 * DAY)).toEqual([]);

      const delivered = (await client.get(`/api/messages/${message.id}`)).json<Message>();
      expect(delivered).toMatchObject({ status: 'delivered', nextStep: null });
      expect(delivered.recipients.every((recipient) => recipient.deliveredAt)).toBe(true);

      // The recipient opens the private link without an account.
      const anna = delivery.find((email) => email.to === 'anna@example.com')!;
      const token = findLink(anna, 'http://localhost:3000/shared/').split('/shared/')[1]!;
      const opened = await app().inject({ method: 'GET', url: `/api/shared/${token}` });
      expect(opened.statusCode).toBe(200);
      // The first open is recorded once and told to the owner; a second open changes nothing.
      await app().inject({ method: 'GET', url: `/api/shared/${token}` });
      const openedNotices = (await runJobs()).filter((email) => email.to === user.email);
      expect(openedNotices.map((email) => email.subject)).toEqual(['Anna opened “For your wedding day”']);
      const afterOpen = (await client.get(`/api/messages/${message.id}`)).json<Message>();
      expect(afterOpen.recipients.map((recipient) => recipient.openedAt)).toEqual([new Date(now).toISOString(), null]);
      expect(opened.json()).toMatchObject({
        title: 'For your wedding day',
        authorName: user.username,
        recipientName: 'Anna',
        letterText: 'My dear ones, I am so proud of you both.',
        occasion: 'wedding',
      });

      // Her letter as a PDF to keep, on the paper she asked for, named after the message and its day.
      const pdf = await app().inject({ method: 'GET', url: `/api/shared/${token}/letter.pdf?pageSize=letter` });
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toMatch(
        /^attachment; filename\*=UTF-8''For%20your%20wedding%20day%20%E2%80%93%20\d{4}-\d{2}-\d{2}\.pdf$/,
      );
      expect(readPdfBoxes(pdf.rawPayload)).toMatchObject({ pages: 1, media: [612, 792] });
      expect(textLinesOf(pdf.rawPayload, 1).map((line) => line.text)).toEqual(
        expect.arrayContaining([
          `FROM ${user.username.toUpperCase()}`,
          'For your wedding day',
          'My dear ones, I am so proud of you both.',
        ]),
      );

      // The owner withdraws Anna's link; Ben's keeps working.
      const annaId = delivered.recipients.find((recipient) => recipient.name === 'Anna')!.id;
      expect((await client.post(`/api/messages/${message.id}/recipients/${annaId}/revoke`)).statusCode).toBe(200);
      const revoked = await app().inject({ method: 'GET', url: `/api/shared/${token}` });
      expect(revoked.statusCode).toBe(404);
      expect(revoked.json().message).toBe(MESSAGE_ERRORS.deliveryNotFound);
      const revokedPdf = await app().inject({ method: 'GET', url: `/api/shared/${token}/letter.pdf` });
      expect(revokedPdf.statusCode).toBe(404);
    });

    it('names the author as each recipient knows them, and says a living author sent it', async () => {
      const { client, user } = await buildUser(app());
      const recipients = [
        { name: 'Anna', email: 'anna@example.com', relationship: 'granddaughter', authorName: '  Grandma Rose ' },
        { name: 'Ben', email: 'ben@example.com', relationship: 'grandson' },
      ];
      const message = (await client.post('/api/messages', letter({ recipients }))).json<Message>();
      expect(message.recipients.map((recipient) => recipient.authorName)).toEqual(['Grandma Rose', '']);

      const delivery = await at(T0 + 3 * DAY);
      const subjectTo = (to: string) => delivery.find((email) => email.to === to)!.subject;
      expect(subjectTo('anna@example.com')).toBe('Grandma Rose sent you a letter: “For your wedding day”');
      expect(subjectTo('ben@example.com')).toBe(`${user.username} sent you a letter: “For your wedding day”`);
      const anna = delivery.find((email) => email.to === 'anna@example.com')!;
      expect(anna.text).toContain('Grandma Rose sent you a letter for a wedding, written on');
      expect(anna.text).not.toContain('kept safe');
      const token = findLink(anna, 'http://localhost:3000/shared/').split('/shared/')[1]!;
      const opened = await app().inject({ method: 'GET', url: `/api/shared/${token}` });
      expect(opened.json()).toMatchObject({ authorName: 'Grandma Rose', recipientName: 'Anna' });
    });

    it('e-mails an owner whose legacy was released nothing more: no delivered or opened notice', async () => {
      const { client, user } = await buildUser(app());
      await client.post('/api/messages', letter());
      await at(T0 + 2 * DAY); // the reminder and the check went out while the owner was active
      await markLegacyReleased(context().db, user.id, new Date(T0 + 2 * DAY + HOUR).toISOString());
      const delivery = await at(T0 + 3 * DAY);
      expect(delivery.map((email) => email.to).sort()).toEqual(['anna@example.com', 'ben@example.com']);
      const anna = delivery.find((email) => email.to === 'anna@example.com')!;
      // Delivered after the author's death, the letter says he left it.
      expect(anna.subject).toBe(`${user.username} left you a letter: “For your wedding day”`);
      const token = findLink(anna, 'http://localhost:3000/shared/').split('/shared/')[1]!;
      expect((await app().inject({ method: 'GET', url: `/api/shared/${token}` })).statusCode).toBe(200);
      expect((await runJobs()).filter((email) => email.to === user.email)).toEqual([]);
    });

    it('sends no reminder or check to an owner whose legacy was released, and still delivers on time', async () => {
      const { client, user } = await buildUser(app());
      await client.post('/api/messages', letter());
      await markLegacyReleased(context().db, user.id, new Date(T0 + HOUR).toISOString());
      expect(await at(T0 + 1 * DAY)).toEqual([]);
      expect(await at(T0 + 2 * DAY)).toEqual([]);
      const delivery = await at(T0 + 3 * DAY);
      expect(delivery.map((email) => email.to).sort()).toEqual(['anna@example.com', 'ben@example.com']);
    });

    it('takes only the latest due step after downtime: no burst of old e-mails', async () => {
      const { client, user } = await buildUser(app());
      await client.post('/api/messages', letter());
      const late = await at(T0 + 3 * DAY + 5 * HOUR);
      expect(late.map((email) => email.to).sort()).toEqual(['anna@example.com', 'ben@example.com', user.email].sort());
      expect(late.some((email) => /Reminder|still here/.test(email.subject))).toBe(false);
    });

    it('says when delivery really happens in a check sent late: not "tomorrow" minutes before delivery', async () => {
      const { client, user } = await buildUser(app());
      await client.post('/api/messages', letter());
      // The server was down through the reminder and the check; it returns 10 minutes before delivery.
      const late = await at(T0 + 3 * DAY - 10 * 60 * 1000);
      expect(late.map((email) => [email.to, email.subject])).toEqual([
        [user.email, 'Are you still here? “For your wedding day” will be delivered in 10 minutes'],
      ]);
      expect(late[0]!.text).toContain('In 10 minutes, Friday, December 4, 2026 at 10:00 AM GMT, we will deliver');
      expect(late[0]!.text).not.toMatch(/tomorrow/i);
      // A reminder sent a day late says the check comes in hours, not "tomorrow".
      await client.post('/api/messages', letter({ deliverAt: new Date(T0 + 6 * DAY).toISOString() }));
      const later = await at(T0 + 4 * DAY + 18 * HOUR);
      const reminder = later.find((email) => email.subject.startsWith('Reminder: '));
      expect(reminder!.text).toContain('Your message goes out tomorrow');
      expect(reminder!.text).toContain('we will check in once more in 6 hours');
    });

    it('postpones a week at the same local time across a daylight-saving change', async () => {
      const { client } = await buildUser(app());
      // 9:00 in New York on 10 March 2027 (EST, UTC−5); clocks go forward on 14 March (EDT, UTC−4).
      const message = (
        await client.post(
          '/api/messages',
          letter({ deliverAt: '2027-03-10T14:00:00.000Z', timeZone: 'America/New_York' }),
        )
      ).json<Message>();
      const postponed = await client.post(`/api/messages/${message.id}/postpone`, { days: 7 });
      expect(postponed.statusCode).toBe(200);
      expect(postponed.json<Message>().deliverAt).toBe('2027-03-17T13:00:00.000Z');
    });

    it('postpones one week from the reminder link: no check and no delivery until the new date', async () => {
      const { client } = await buildUser(app());
      const message = (await client.post('/api/messages', letter())).json<Message>();
      const [reminder] = await at(T0 + DAY);
      const postponeLink = findLink(reminder!, 'http://localhost:3000/legacy-messages?respond=');
      const token = new URL(postponeLink).searchParams.get('respond')!;
      const tokens = [...reminder!.text.matchAll(/respond=([^\s]+)/g)].map((match) => match[1]!);
      const described = await Promise.all(
        tokens.map(async (each) => (await app().inject({ method: 'GET', url: `/api/protection/${each}` })).json()),
      );
      expect(described.map((link) => link.action)).toEqual(['keep', 'change', 'postpone']);
      const postponeToken = tokens[described.findIndex((link) => link.action === 'postpone')]!;
      expect(token).toBe(tokens[0]); // the first link in the text is "keep"

      const visitor = new TestClient(app()); // no session: links work signed out
      const answer = await visitor.post(`/api/protection/${postponeToken}`, { action: 'postpone', days: 7 });
      expect(answer.statusCode).toBe(200);
      const moved = (await client.get(`/api/messages/${message.id}`)).json<Message>();
      expect(moved.deliverAt).toBe(new Date(T0 + 10 * DAY).toISOString());
      expect(moved.nextStep).toEqual({ step: 'reminder', at: new Date(T0 + 8 * DAY).toISOString() });

      const reused = await visitor.post(`/api/protection/${postponeToken}`, { action: 'postpone', days: 7 });
      expect(reused.statusCode).toBe(409); // single-purpose: the plan it belonged to is gone
      expect(reused.json().message).toBe(MESSAGE_ERRORS.linkOutdated);

      expect(await at(T0 + 2 * DAY)).toEqual([]);
      expect(await at(T0 + 3 * DAY)).toEqual([]);
      expect((await at(T0 + 8 * DAY)).map((email) => email.subject)[0]).toMatch(/^Reminder/);
      const expired = await visitor.post(`/api/protection/${postponeToken}`, { action: 'postpone', days: 7 });
      expect(expired.statusCode).toBe(404); // and it expired with the old delivery date
    });

    it('keeps the plan from the reminder link: no check, delivery on the day', async () => {
      const { client } = await buildUser(app());
      await client.post('/api/messages', letter());
      const [reminder] = await at(T0 + DAY);
      const keepToken = reminder!.text.match(/respond=([^\s]+)/)![1]!;
      const answer = await new TestClient(app()).post(`/api/protection/${keepToken}`, { action: 'keep' });
      expect(answer.statusCode).toBe(200);
      expect(await at(T0 + 2 * DAY)).toEqual([]);
      expect(await at(T0 + 3 * DAY)).toHaveLength(3); // both deliveries and the owner's "delivered" notice
    });

    it('retries a deferred e-mail with backoff and shows a refused one to the owner', async () => {
      const { client, user: owner } = await buildUser(app());
      refusals.set('anna@example.com', 550);
      refusals.set('ben@example.com', 451);
      const message = (await client.post('/api/messages', letter())).json<Message>();
      // Only the owner's e-mails arrive: Anna's delivery is refused, Ben's deferred.
      const atDelivery = await at(T0 + 3 * DAY);
      const troubled = (await client.get(`/api/messages/${message.id}`)).json<Message>();
      expect(troubled.emailProblems).toEqual(
        expect.arrayContaining([
          { recipient: 'anna@example.com', error: expect.stringMatching(/550/), isFinal: true },
          { recipient: 'ben@example.com', error: expect.stringMatching(/451/), isFinal: false },
        ]),
      );
      refusals.clear();
      const beforeBackoff = await at(T0 + 3 * DAY + 30_000); // Ben's not before the first backoff (1 minute)
      // The owner is told of the delivered message and, once, of Anna's refused address (message health).
      expect([...atDelivery, ...beforeBackoff].map((email) => [email.to, email.subject]).sort()).toEqual(
        [
          [owner.email, '“For your wedding day” reached Anna and Ben'],
          [owner.email, "Anna's address refused our e-mail"],
        ].sort(),
      );
      const retried = await at(T0 + 3 * DAY + 61_000);
      expect(retried.map((email) => email.to)).toEqual(['ben@example.com']);
      expect(await at(T0 + 5 * DAY)).toEqual([]); // the refused one is not retried
      const after = (await client.get(`/api/messages/${message.id}`)).json<Message>();
      expect(after.emailProblems).toEqual([
        { recipient: 'anna@example.com', error: expect.any(String), isFinal: true },
      ]);
    });

    it('refuses a forged or altered link', async () => {
      const response = await new TestClient(app()).post('/api/protection/not.a.realtoken', { action: 'keep' });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(MESSAGE_ERRORS.linkInvalid);
    });

    it('sends nothing more after cancelling', async () => {
      const { client } = await buildUser(app());
      const message = (await client.post('/api/messages', letter())).json<Message>();
      expect(await at(T0 + DAY)).toHaveLength(1);
      const cancelled = await client.post(`/api/messages/${message.id}/cancel`);
      expect(cancelled.json()).toMatchObject({ status: 'cancelled', nextStep: null });
      expect(await at(T0 + 2 * DAY)).toEqual([]);
      expect(await at(T0 + 3 * DAY)).toEqual([]);
      const change = await client.request({ method: 'PUT', url: `/api/messages/${message.id}`, payload: letter() });
      expect(change.statusCode).toBe(409);
    });

    it('arms a message scheduled a day and a half ahead at the check, skipping the passed reminder', async () => {
      const { client } = await buildUser(app());
      const message = (
        await client.post('/api/messages', letter({ deliverAt: new Date(T0 + 36 * HOUR).toISOString() }))
      ).json<Message>();
      expect(message.nextStep).toEqual({ step: 'check', at: new Date(T0 + 12 * HOUR).toISOString() });
      expect(await runJobs()).toEqual([]);
    });

    it("never shows or changes another user's message", async () => {
      const owner = await buildUser(app());
      const stranger = await buildUser(app());
      const message = (await owner.client.post('/api/messages', letter())).json<Message>();
      const attempts = await Promise.all([
        stranger.client.get(`/api/messages/${message.id}`),
        stranger.client.request({ method: 'PUT', url: `/api/messages/${message.id}`, payload: letter() }),
        stranger.client.post(`/api/messages/${message.id}/postpone`, { days: 7 }),
        stranger.client.post(`/api/messages/${message.id}/cancel`),
        stranger.client.request({ method: 'DELETE', url: `/api/messages/${message.id}` }),
      ]);
      expect(attempts.map((response) => response.statusCode)).toEqual([404, 404, 404, 404, 404]);
      expect((await stranger.client.get('/api/messages')).json()).toEqual([]);
      expect((await owner.client.get(`/api/messages/${message.id}`)).json().status).toBe('scheduled');
      expect((await new TestClient(app()).get('/api/messages')).statusCode).toBe(401);
    });
  },
  { clock, overrides: () => ({ mailer: createSmtpMailer(smtp.url) }) },
);
