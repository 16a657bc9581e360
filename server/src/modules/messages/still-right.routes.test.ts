/**
 * "Still right?" through the API, the yearly round, sign-in, the outbox and a real SMTP server: the
 * round e-mails each owner due once (none without a future message or after a release, none twice),
 * a sign-in after more than six months away asks at once, the signed links confirm one message or
 * all (twice is harmless; a tampered or expired link is refused with a sentence), and a message
 * nobody confirmed for a year and the grace period needs a look until it is confirmed — without
 * its schedule moving.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { MessageHealthEntry } from '@heirloom/common/contracts/message-health';
import type { Message } from '@heirloom/common/contracts/messages';
import { STILL_RIGHT_MESSAGES } from '@heirloom/common/contracts/still-right';
import { createSmtpMailer } from '../../mail/mailer';
import { buildUser, type BuiltUser, markLegacyReleased } from '../../../test/factories';
import { startSmtpReceiver, type SmtpReceiver } from '../../../test/smtp-receiver';
import { describeEachDatabase, TestClient } from '../../../test/test-app';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.parse('2027-03-01T10:00:00Z');
/** Twelve calendar months after T0. */
const YEAR_ON = Date.parse('2028-03-01T10:00:00Z');
let now = T0;
const clock = { now: () => new Date(now) };
let smtp: SmtpReceiver;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(() => smtp.close());

const address = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;

const letter = (overrides: Record<string, unknown> = {}) => ({
  intent: 'schedule',
  kind: 'letter',
  title: 'For your wedding day',
  letterText: 'My dear ones, I am so proud of you both.',
  occasion: 'wedding',
  deliverAt: '2031-06-10T08:00:00.000Z',
  timeZone: 'Europe/London',
  recipients: [{ name: 'Anna', email: 'anna@example.com' }],
  ...overrides,
});

describeEachDatabase(
  'still right?',
  (context) => {
    const app = () => context().app;
    const db = () => context().db;
    /** The still-right e-mails queued for `email`, oldest first. */
    const queuedFor = (email: string) =>
      db()
        .selectFrom('outbox_emails')
        .select(['id', 'subject', 'text_body'])
        .where('kind', '=', 'still-right')
        .where('recipient_address', '=', email)
        .orderBy('created_at')
        .execute();
    /** Runs the yearly round at `time` and sends what it queued. */
    const roundAt = async (time: number) => {
      now = time;
      const before = smtp.received.length;
      await app().jobs.runStillRightRound();
      await app().jobs.sendDueEmails();
      return smtp.received.slice(before);
    };
    const schedule = async (owner: BuiltUser, overrides: Record<string, unknown> = {}) => {
      const response = await owner.client.post('/api/messages', letter(overrides));
      expect(response.statusCode, response.body).toBe(201);
      return response.json<Message>();
    };
    const scheduleOf = (messageId: string) =>
      db()
        .selectFrom('messages')
        .select(['deliver_at', 'schedule_version', 'pending_step', 'next_step_at', 'status', 'confirmed_at'])
        .where('id', '=', messageId)
        .executeTakeFirstOrThrow();
    const healthOf = async (client: TestClient) =>
      (await client.get('/api/message-health')).json<MessageHealthEntry[]>();
    /** Signs `owner` in again (sessions last 30 days): a new client. */
    const signIn = async (owner: BuiltUser) => {
      const client = new TestClient(app());
      const response = await client.post('/api/auth/signin', {
        username: owner.user.email,
        password: owner.password,
        browser: 'chrome',
        mobile: false,
      });
      expect(response.statusCode, response.body).toBe(200);
      return client;
    };
    it('e-mails each owner due once a year, listing every future message, whatever the notification switches say', async () => {
      now = T0;
      const owner = await buildUser(app(), { email: address('owner') });
      const switchedOff = await owner.client.request({
        method: 'PUT',
        url: '/api/account/notifications',
        payload: { memoryPrompts: false, messageUpdates: false, circleActivity: false, productNews: false },
      });
      expect(switchedOff.statusCode, switchedOff.body).toBe(200);
      const wedding = await schedule(owner, {
        recipients: [
          { name: 'Anna', email: 'anna@example.com' },
          { name: 'Ben', email: 'ben@example.com' },
        ],
      });
      await schedule(owner, {
        title: 'When I am gone',
        deliveryKind: 'after_death',
        deliverAt: undefined,
        recipients: [{ name: 'Maya', email: 'maya@example.com' }],
      });
      await schedule(owner, {
        title: 'For your graduation',
        deliveryKind: 'life_event',
        deliverAt: undefined,
        lifeEvent: { kind: 'graduation', label: 'when Maya graduates' },
      });
      const draftOnly = await buildUser(app(), { email: address('drafts') });
      await draftOnly.client.post('/api/messages', { ...letter(), intent: 'draft' });
      const released = await buildUser(app(), { email: address('released') });
      await schedule(released);
      await markLegacyReleased(db(), released.user.id, new Date(T0 + DAY).toISOString());
      const before = await scheduleOf(wedding.id);

      expect(await roundAt(YEAR_ON - 60_000)).toEqual([]); // not twelve months yet
      const sent = await roundAt(YEAR_ON);
      const toOwner = sent.filter((email) => email.to === owner.user.email);
      expect(toOwner.map((email) => email.subject)).toEqual(['Still right? Your 3 messages waiting to be delivered']);
      const { text } = toOwner[0]!;
      expect(text).toContain('“For your wedding day”\nDelivery: on Tuesday, June 10, 2031 at 9:00 AM GMT+1');
      expect(text).toContain('To: Anna (anna@example.com), Ben (ben@example.com)');
      expect(text).toContain('“When I am gone”\nDelivery: after my death\nTo: Maya (maya@example.com)');
      expect(text).toContain('Delivery: on a life event: when Maya graduates');
      expect(text).toContain(`Change it: http://localhost:3000/schedule-message?edit=${wedding.id}`);
      expect(text).toMatch(/Yes, all still right: http:\/\/localhost:3000\/legacy-messages\?confirm=\S+/);
      expect(toOwner[0]!.html).toContain('This one is still right</a>');
      expect(await queuedFor(draftOnly.user.email)).toEqual([]);
      expect(await queuedFor(released.user.email)).toEqual([]);
      const queued = await queuedFor(owner.user.email);
      expect(queued.map((email) => email.id)).toEqual([`still-right:${owner.user.id}:2028-03-01`]);

      // A repeated round, later the same day or months later, queues nothing more.
      await roundAt(YEAR_ON);
      await roundAt(YEAR_ON + 3_600_000);
      await roundAt(YEAR_ON + 200 * DAY);
      expect(await queuedFor(owner.user.email)).toHaveLength(1);
      // A year after that e-mail, the next one.
      await roundAt(Date.parse('2029-03-01T10:00:00Z'));
      expect((await queuedFor(owner.user.email)).map((email) => email.id)).toEqual([
        `still-right:${owner.user.id}:2028-03-01`,
        `still-right:${owner.user.id}:2029-03-01`,
      ]);
      expect(await scheduleOf(wedding.id)).toEqual(before); // asking moves nothing
    });

    it('asks at once at a sign-in after more than six months away, and not after less', async () => {
      now = T0;
      const owner = await buildUser(app(), { email: address('away') });
      await schedule(owner);
      const idle = await buildUser(app(), { email: address('idle') }); // no future message

      now = Date.parse('2027-08-31T10:00:00Z'); // six months less a day
      await signIn(owner);
      expect(await queuedFor(owner.user.email)).toEqual([]);

      now = Date.parse('2028-03-01T10:00:00Z'); // six months and a day since that sign-in
      await signIn(owner);
      await signIn(idle);
      const queued = await queuedFor(owner.user.email);
      expect(queued.map((email) => email.id)).toEqual([`still-right:${owner.user.id}:2028-03-01`]);
      expect(queued[0]!.text_body).toContain('Welcome back.');
      expect(await queuedFor(idle.user.email)).toEqual([]);
      // The yearly round the same day, and a second sign-in, add nothing.
      await roundAt(now);
      await signIn(owner);
      expect(await queuedFor(owner.user.email)).toHaveLength(1);
    });

    it('confirms one or all from the e-mail links without a session; twice is harmless; a tampered or expired link is refused', async () => {
      now = T0;
      const owner = await buildUser(app(), { email: address('links') });
      const first = await schedule(owner);
      now = T0 + 1000;
      const second = await schedule(owner, { title: 'Your 18th', deliverAt: '2030-01-02T09:00:00.000Z' });
      const before = await Promise.all([scheduleOf(first.id), scheduleOf(second.id)]);
      const email = (await roundAt(YEAR_ON)).find((received) => received.to === owner.user.email)!;
      const tokenOf = (link: string) => new URL(link).searchParams.get('confirm')!;
      const all = tokenOf(/Yes, all still right: (\S+)/.exec(email.text)![1]!);
      const perMessage = [...email.text.matchAll(/This one is still right: (\S+)/g)].map((match) => tokenOf(match[1]!));
      // Dated deliveries soonest first: "Your 18th" (2030), then the wedding (2031).
      expect(perMessage).toHaveLength(2);
      const visitor = new TestClient(app());

      const described = await visitor.get(`/api/still-right/${perMessage[0]}`);
      expect(described.json()).toEqual({ scope: 'one', messages: [{ id: second.id, title: 'Your 18th' }] });
      expect((await scheduleOf(second.id)).confirmed_at).toBeNull(); // opening changes nothing

      now = YEAR_ON + DAY;
      for (const attempt of [1, 2]) {
        const confirmed = await visitor.post(`/api/still-right/${perMessage[0]}`);
        expect({ attempt, status: confirmed.statusCode, body: confirmed.json() }).toEqual({
          attempt,
          status: 200,
          body: { message: STILL_RIGHT_MESSAGES.confirmedOne, confirmedCount: 1 },
        });
      }
      expect((await scheduleOf(second.id)).confirmed_at).toBe(new Date(YEAR_ON + DAY).toISOString());
      expect((await scheduleOf(first.id)).confirmed_at).toBeNull();

      // A message scheduled after the e-mail is not among those "all" confirms.
      const later = await schedule({ ...owner, client: await signIn(owner) }, { title: 'Written after the e-mail' });
      expect((await visitor.get(`/api/still-right/${all}`)).json()).toEqual({
        scope: 'all',
        messages: [
          { id: first.id, title: 'For your wedding day' },
          { id: second.id, title: 'Your 18th' },
        ],
      });
      const confirmedAll = await visitor.post(`/api/still-right/${all}`);
      expect(confirmedAll.json()).toEqual({ message: STILL_RIGHT_MESSAGES.confirmedAll, confirmedCount: 2 });
      expect((await visitor.post(`/api/still-right/${all}`)).statusCode).toBe(200);
      expect((await scheduleOf(later.id)).confirmed_at).toBeNull();
      const after = await Promise.all([scheduleOf(first.id), scheduleOf(second.id)]);
      expect(after.map(({ confirmed_at: _confirmed, ...schedule }) => schedule)).toEqual(
        before.map(({ confirmed_at: _confirmed, ...schedule }) => schedule),
      );

      // Without the CSRF token, refused like every state-changing call.
      expect((await visitor.post(`/api/still-right/${all}`, undefined, { csrf: false })).statusCode).toBe(403);
      const tampered = `${all.slice(0, -4)}${all.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`;
      for (const token of [tampered, 'not-a-link']) {
        const refused = await visitor.post(`/api/still-right/${token}`);
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toEqual({ message: STILL_RIGHT_MESSAGES.linkInvalid });
      }
      now = YEAR_ON + 61 * DAY;
      const expired = await visitor.post(`/api/still-right/${all}`);
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toEqual({ message: STILL_RIGHT_MESSAGES.linkExpired });
      expect((await visitor.get(`/api/still-right/${perMessage[1]}`)).statusCode).toBe(410);
    });

    it('needs a look after a year and the grace period, and is healthy again once confirmed, its schedule unmoved', async () => {
      now = T0;
      const owner = await buildUser(app(), { email: address('health') });
      const message = await schedule(owner);
      const other = await schedule(owner, { title: 'Another one' });
      const before = await scheduleOf(message.id);

      now = Date.parse('2028-03-30T10:00:00Z'); // a year and 29 days
      const client = await signIn(owner);
      expect((await healthOf(client)).map((entry) => entry.level)).toEqual(['healthy', 'healthy']);
      now = Date.parse('2028-04-01T10:00:00Z'); // a year and 31 days
      const health = await healthOf(client);
      expect(health.find((entry) => entry.messageId === message.id)).toMatchObject({
        level: 'needs_look',
        reasons: [
          {
            code: 'not_confirmed',
            level: 'needs_look',
            text: expect.stringContaining('You last looked at this message on March 1, 2027, over a year ago.'),
            fix: { kind: 'confirm_still_right' },
          },
        ],
      });

      // Another owner may not confirm it (404, as if it did not exist); its owner may.
      const stranger = await buildUser(app());
      expect((await stranger.client.post(`/api/messages/${message.id}/still-right`)).statusCode).toBe(404);
      expect((await new TestClient(app()).post(`/api/messages/${message.id}/still-right`)).statusCode).toBe(401);
      const confirmed = await client.post(`/api/messages/${message.id}/still-right`);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json<Message>().id).toBe(message.id);
      expect((await client.post(`/api/messages/${message.id}/still-right`)).statusCode).toBe(200);
      const levels = new Map((await healthOf(client)).map((entry) => [entry.messageId, entry.level]));
      expect([levels.get(message.id), levels.get(other.id)]).toEqual(['healthy', 'needs_look']);
      const after = await scheduleOf(message.id);
      expect(after.confirmed_at).toBe('2028-04-01T10:00:00.000Z');
      expect({ ...after, confirmed_at: before.confirmed_at }).toEqual(before);

      // "All still right" from the page: every future message of the owner.
      const all = await client.post('/api/message-health/still-right');
      expect(all.json()).toEqual({ message: STILL_RIGHT_MESSAGES.confirmedAll, confirmedCount: 2 });
      expect((await healthOf(client)).map((entry) => entry.level)).toEqual(['healthy', 'healthy']);
      expect((await stranger.client.post('/api/message-health/still-right')).json()).toEqual({
        message: STILL_RIGHT_MESSAGES.nothingToConfirm,
        confirmedCount: 0,
      });

      // A cancelled message has nothing left to confirm.
      await client.post(`/api/messages/${other.id}/cancel`);
      const cancelled = await client.post(`/api/messages/${other.id}/still-right`);
      expect(cancelled.statusCode).toBe(409);
      expect(cancelled.json()).toEqual({ message: STILL_RIGHT_MESSAGES.nothingToConfirm });
    });
  },
  { clock, overrides: () => ({ mailer: createSmtpMailer(smtp.url) }) },
);
