/**
 * The fallback courier through the API, the scheduler, the outbox and a real SMTP server that
 * answers 550 for chosen addresses: a delivery refused for good goes once to the legacy contacts
 * (the default) or to the circle member the owner named, never to anyone when the owner chose
 * nobody; the courier's page says for whom it was meant and why; the owner's list, health and audit
 * log show it; a courier's own refusal hands nothing on.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { LegacyOverview } from '@heirloom/common/contracts/legacy';
import type { MessageHealthEntry } from '@heirloom/common/contracts/message-health';
import { MESSAGE_MESSAGES, type DeliveredMessage, type Message } from '@heirloom/common/contracts/messages';
import { createSmtpMailer } from '../../mail/mailer';
import { buildUser, joinCircle, type BuiltUser } from '../../../test/factories';
import { findLink, startSmtpReceiver, type SmtpReceiver, runDeliveries } from '../../../test/smtp-receiver';
import { describeEachDatabase, TestClient } from '../../../test/test-app';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.parse('2027-05-01T10:00:00Z');
let now = T0;
const clock = { now: () => new Date(now) };
let smtp: SmtpReceiver;
/** Addresses the SMTP server refuses with 550. */
const refused = new Set<string>();

beforeAll(async () => {
  smtp = await startSmtpReceiver({ refuse: (address) => (refused.has(address) ? 550 : undefined) });
});
afterAll(() => smtp.close());

/** A fresh address, so tests on one database do not share refusals. */
const address = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;

const letter = (recipients: { name: string; email: string }[], overrides: Record<string, unknown> = {}) => ({
  intent: 'schedule',
  kind: 'letter',
  title: 'For your wedding day',
  letterText: 'My dear Maya, I am so proud of you.',
  occasion: 'wedding',
  deliverAt: new Date(T0 + 3 * DAY).toISOString(),
  timeZone: 'Europe/London',
  recipients,
  ...overrides,
});

describeEachDatabase(
  'the fallback courier',
  (context) => {
    const app = () => context().app;
    /** Runs the scheduler and the outbox sender (three rounds: a refusal's courier e-mail leaves too); returns new e-mails. */
    const at = async (time: number) => {
      now = time;
      return runDeliveries(app(), smtp, 3);
    };
    /** An owner with a legacy contact (Lena) and a viewer (Sam) in their circle. */
    const family = async () => {
      const owner = await buildUser(app());
      const lena = await buildUser(app());
      const sam = await buildUser(app());
      await joinCircle(owner, lena, 'legacy_contact', 'Lena');
      await joinCircle(owner, sam, 'viewer', 'Sam');
      await at(now); // the invitations leave
      return { owner, lena, sam };
    };
    const open = async (link: string) => {
      const token = link.split('/shared/')[1]!;
      const response = await new TestClient(app()).get(`/api/shared/${token}`);
      expect(response.statusCode).toBe(200);
      return response.json<DeliveredMessage>();
    };
    const messageOf = async (owner: BuiltUser, id: string) =>
      (await owner.client.get(`/api/messages/${id}`)).json<Message>();

    beforeEach(async () => {
      await at(T0 + 1000 * DAY); // earlier tests' messages reach their end first
      now = T0;
      refused.clear();
    });

    it('hands a refused delivery to the legacy contacts once, with a note for whom it was meant', async () => {
      const { owner, lena, sam } = await family();
      const [maya, ben] = [address('maya'), address('ben')];
      const message = (
        await owner.client.post(
          '/api/messages',
          letter([
            { name: 'Maya', email: maya },
            { name: 'Ben', email: ben },
          ]),
        )
      ).json<Message>();
      expect(message.fallback).toEqual({ kind: 'legacy_contacts', userId: null });
      refused.add(maya);

      expect((await at(T0 + 2 * DAY)).filter((email) => email.to === lena.user.email)).toEqual([]); // never before delivery
      const sent = await at(T0 + 3 * DAY);
      expect(sent.filter((email) => email.to === ben)).toHaveLength(1);
      expect(sent.filter((email) => email.to === sam.user.email)).toEqual([]);
      const couriered = sent.filter((email) => email.to === lena.user.email);
      expect(couriered.map((email) => email.subject)).toEqual([
        `A message from ${owner.user.username} for Maya, to pass on`,
      ]);
      expect(couriered[0]!.text).toContain(
        `the mail server at ${maya} refused it for good ("550 Mailbox unavailable")`,
      );
      expect(couriered[0]!.text).toContain('As one of');

      const page = await open(findLink(couriered[0]!, 'http://localhost:3000/shared/'));
      expect(page).toMatchObject({
        title: 'For your wedding day',
        recipientName: 'Lena',
        letterText: 'My dear Maya, I am so proud of you.',
        carriedFor: { name: 'Maya', email: maya, reason: '550 Mailbox unavailable' },
      });
      const benPage = await open(
        findLink(
          sent.find((email) => email.to === ben)!,
          'http://localhost:3000/shared/',
        ),
      );
      expect(benPage.carriedFor).toBeNull();

      // The owner sees who carries it, for whom; the health says so; the audit log has one line.
      const after = await messageOf(owner, message.id);
      const mayaId = message.recipients[0]!.id;
      expect(after.recipients.map((recipient) => [recipient.name, recipient.carriesFor])).toEqual([
        ['Maya', null],
        ['Ben', null],
        ['Lena', mayaId],
      ]);
      const list = (await owner.client.get('/api/messages')).json<Message[]>();
      expect(list.find((entry) => entry.id === message.id)!.recipients.at(-1)).toMatchObject({ carriesFor: mayaId });
      const [health] = (await owner.client.get('/api/message-health')).json<MessageHealthEntry[]>();
      expect(health!.reasons[0]!.text).toContain('Meanwhile Lena received it in their place, to pass it on by hand.');
      const audit = (await owner.client.get('/api/legacy')).json<LegacyOverview>().audit;
      expect(audit.filter((line) => line.summary.includes('could not reach Maya'))).toEqual([
        expect.objectContaining({ summary: expect.stringContaining('it was sent to Lena to pass on by hand') }),
      ]);

      // Later refusals for Maya (a corrected address that fails too) hand nothing on again.
      const newMaya = address('maya-new');
      refused.add(newMaya);
      const corrected = await owner.client.request({
        method: 'PUT',
        url: `/api/messages/${message.id}/recipients/${mayaId}/email`,
        payload: { email: newMaya },
      });
      expect(corrected.statusCode).toBe(200);
      const later = await at(T0 + 4 * DAY);
      expect(later.filter((email) => email.to === newMaya)).toEqual([]); // refused by the server
      expect(later.filter((email) => email.to === lena.user.email)).toEqual([]);
    });

    it('hands it to the circle member the owner named, and to nobody when the owner chose nobody', async () => {
      const { owner, lena, sam } = await family();
      const [maya, ivy] = [address('maya'), address('ivy')];
      const named = await owner.client.post(
        '/api/messages',
        letter([{ name: 'Maya', email: maya }], { fallback: { kind: 'member', userId: sam.user.id } }),
      );
      expect(named.statusCode).toBe(201);
      expect(named.json<Message>().fallback).toEqual({ kind: 'member', userId: sam.user.id });
      const nobody = await owner.client.post(
        '/api/messages',
        letter([{ name: 'Ivy', email: ivy }], { title: 'For Ivy', fallback: { kind: 'none' } }),
      );
      expect(nobody.statusCode).toBe(201);
      refused.add(maya).add(ivy);

      const sent = await at(T0 + 3 * DAY);
      expect(sent.filter((email) => email.to === lena.user.email)).toEqual([]);
      const couriered = sent.filter((email) => email.to === sam.user.email);
      expect(couriered.map((email) => email.subject)).toEqual([
        `A message from ${owner.user.username} for Maya, to pass on`,
      ]);
      expect(couriered[0]!.text).toContain(`${owner.user.username} asked that it reach you if it could not reach Maya`);
      const forIvy = await messageOf(owner, nobody.json<Message>().id);
      expect(forIvy.recipients.map((recipient) => recipient.name)).toEqual(['Ivy']);
    });

    it("hands nothing on when a courier's own e-mail is refused", async () => {
      const { owner, lena } = await family();
      const kim = await buildUser(app());
      await joinCircle(owner, kim, 'legacy_contact', 'Kim');
      await at(now);
      const maya = address('maya');
      await owner.client.post('/api/messages', letter([{ name: 'Maya', email: maya }]));
      refused.add(maya).add(lena.user.email.toLowerCase());
      const sent = [...(await at(T0 + 3 * DAY)), ...(await at(T0 + 4 * DAY))];
      // Both legacy contacts carry it for Maya; Lena's refused e-mail is not handed on to Kim.
      expect(sent.filter((email) => email.to === kim.user.email).map((email) => email.subject)).toEqual([
        `A message from ${owner.user.username} for Maya, to pass on`,
      ]);
      expect(sent.filter((email) => email.to === lena.user.email)).toEqual([]);
    });

    it('refuses a courier who is not in the circle, with a message a person understands', async () => {
      const { owner } = await family();
      const stranger = await buildUser(app());
      for (const fallback of [{ kind: 'member', userId: stranger.user.id }, { kind: 'member' }]) {
        const response = await owner.client.post(
          '/api/messages',
          letter([{ name: 'Maya', email: address('maya') }], { fallback }),
        );
        expect(response.statusCode).toBe(400);
        expect(JSON.stringify(response.json())).toContain(MESSAGE_MESSAGES.fallbackMember);
      }
    });
  },
  { clock, overrides: () => ({ mailer: createSmtpMailer(smtp.url) }) },
);
