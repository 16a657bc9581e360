/**
 * The owner's list (GET /api/messages), whose JSON the database writes (message-list.repository.ts),
 * says of every message exactly what the presenter says of it in GET /api/messages/:id — in every
 * state a list shows: a draft without recipients, scheduled, cancelled, a delivered recording with
 * one link withdrawn and one opened, and e-mails refused for good or for now. Both dialects, a real
 * SMTP server.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { messageListSchema, type Message, type MessageSummary } from '@heirloom/common/contracts/messages';
import { createSmtpMailer } from '../../mail/mailer';
import { buildUser } from '../../../test/factories';
import { findLink, startSmtpReceiver, type SmtpReceiver } from '../../../test/smtp-receiver';
import { describeEachDatabase, TestClient } from '../../../test/test-app';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.parse('2027-03-01T10:00:00Z');
let now = T0;
const clock = { now: () => new Date(now) };
let smtp: SmtpReceiver;
/** Addresses the test SMTP server refuses: 550 for good, 451 for now. */
const refusals = new Map<string, number>();

beforeAll(async () => {
  smtp = await startSmtpReceiver({ refuse: (address) => refusals.get(address) });
});
afterAll(() => smtp.close());

const voiceNote = readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures/voice-note.wav'));

const message = (overrides: Record<string, unknown>) => ({
  intent: 'schedule',
  kind: 'letter',
  title: 'A letter',
  letterText: 'My dear ones.',
  occasion: 'birthday',
  deliverAt: new Date(now + 3 * DAY).toISOString(),
  timeZone: 'Europe/Paris',
  recipients: [
    { name: 'Anna', email: 'anna@example.com', relationship: 'granddaughter' },
    { name: 'Ben', email: 'ben@example.com', relationship: 'grandson' },
  ],
  ...overrides,
});

/** What the list must say of a message, taken from the whole message. */
function summaryOf(whole: Message): MessageSummary {
  return {
    id: whole.id,
    kind: whole.kind,
    title: whole.title,
    media: whole.media ? { durationMs: whole.media.durationMs } : null,
    occasion: whole.occasion,
    status: whole.status,
    deliveryKind: whole.deliveryKind,
    deliverAt: whole.deliverAt,
    timeZone: whole.timeZone,
    recipients: whole.recipients.map(({ id, name, email, isRevoked, deliveredAt, openedAt, carriesFor }) => ({
      id,
      name,
      email,
      isRevoked,
      deliveredAt,
      openedAt,
      carriesFor,
    })),
    nextStep: whole.nextStep,
    deliveredAt: whole.deliveredAt,
    emailProblems: whole.emailProblems,
  };
}

describeEachDatabase(
  "the owner's list written by the database",
  (context) => {
    const app = () => context().app;
    const at = async (time: number) => {
      now = time;
      await app().jobs.runDeliveryTick();
      await app().jobs.sendDueEmails();
    };

    it('says of every message what GET /api/messages/:id says, in every state, newest first', async () => {
      const { client } = await buildUser(app());
      const create = async (overrides: Record<string, unknown>) => {
        now += 1000; // one after the other: the list is newest first
        const created = await client.post('/api/messages', message(overrides));
        expect(created.statusCode, created.body).toBe(201);
        return created.json<Message>();
      };
      // Delivered: a recording; Anna's link withdrawn, Ben's opened.
      const media = await client.upload('/api/media', {
        name: 'voice-note.wav',
        type: 'audio/wav',
        content: voiceNote,
      });
      expect(media.statusCode, media.body).toBe(201);
      const voice = await create({ kind: 'voice', letterText: undefined, mediaId: media.json<{ id: string }>().id });
      const sentBefore = smtp.received.length;
      await at(now + 3 * DAY);
      const benEmail = smtp.received.slice(sentBefore).find((email) => email.to === 'ben@example.com')!;
      const benToken = findLink(benEmail, 'http://localhost:3000/shared/').split('/shared/')[1]!;
      expect((await new TestClient(app(), '10.2.0.1').get(`/api/shared/${benToken}`)).statusCode).toBe(200);
      // A recording has no letter to print.
      const noLetter = await new TestClient(app(), '10.2.0.1').get(`/api/shared/${benToken}/letter.pdf`);
      expect(noLetter.statusCode).toBe(404);
      expect(noLetter.json()).toEqual({ message: 'This message is a recording: it has no letter to print.' });
      const annaId = voice.recipients.find((recipient) => recipient.name === 'Anna')!.id;
      expect((await client.post(`/api/messages/${voice.id}/recipients/${annaId}/revoke`)).statusCode).toBe(200);
      // Refused e-mails: Anna's for good, Ben's for now.
      refusals.set('anna@example.com', 550);
      refusals.set('ben@example.com', 451);
      const refused = await create({ title: 'Refused' });
      await at(now + 3 * DAY);
      refusals.clear();
      const cancelled = await create({ title: 'Cancelled' });
      expect((await client.post(`/api/messages/${cancelled.id}/cancel`)).statusCode).toBe(200);
      const scheduled = await create({ title: 'Scheduled' });
      const draft = await create({ intent: 'draft', title: 'Draft', recipients: [], deliverAt: undefined });

      const list = (await client.get('/api/messages')).json<MessageSummary[]>();
      expect(messageListSchema.parse(list)).toEqual(list);
      const wholes = await Promise.all(
        [draft, scheduled, cancelled, refused, voice].map(async ({ id }) =>
          (await client.get(`/api/messages/${id}`)).json<Message>(),
        ),
      );
      expect(list).toEqual(wholes.map(summaryOf));

      // Each state really is in the list (so the comparison above compares something).
      const [listedDraft, listedScheduled, listedCancelled, listedRefused, listedVoice] = list;
      expect(listedDraft).toMatchObject({ status: 'draft', recipients: [], nextStep: null, deliverAt: null });
      expect(listedScheduled!.nextStep).toEqual({ step: 'reminder', at: expect.any(String) });
      expect(listedCancelled).toMatchObject({ status: 'cancelled', nextStep: null });
      expect(listedRefused!.emailProblems).toEqual(
        expect.arrayContaining([
          { recipient: 'anna@example.com', error: expect.stringMatching(/550/), isFinal: true },
          { recipient: 'ben@example.com', error: expect.stringMatching(/451/), isFinal: false },
        ]),
      );
      expect(listedVoice).toMatchObject({
        kind: 'voice',
        status: 'delivered',
        media: { durationMs: expect.any(Number) },
      });
      expect(listedVoice!.recipients.map(({ name, isRevoked }) => [name, isRevoked])).toEqual([
        ['Anna', true],
        ['Ben', false],
      ]);
      expect(listedVoice!.recipients[1]!.openedAt).toEqual(expect.any(String));
    });
  },
  { clock, overrides: () => ({ mailer: createSmtpMailer(smtp.url) }) },
);
