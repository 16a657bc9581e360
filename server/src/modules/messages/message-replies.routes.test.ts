/**
 * Replies to delivered messages through the API, the scheduler, the outbox and a real SMTP server
 * (docs/product/messages-and-delivery.md "Replies"): a recipient answers with a letter or a real
 * voice recording; the living author is e-mailed once per reply and reads or plays it, nobody else
 * does; after the release the legacy contacts are e-mailed and read it, the author is not; a reply
 * is withdrawn within 24 hours with its file and unsent e-mail, refused with 409 after; too large,
 * wrong type, too many, and a withdrawn link are refused with a sentence.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { LegacyOverview } from '@heirloom/common/contracts/legacy';
import {
  MAX_REPLIES_PER_DAY,
  REPLY_MESSAGES,
  type MessageReply,
  type SentReply,
} from '@heirloom/common/contracts/message-replies';
import { MESSAGE_MESSAGES, type Message } from '@heirloom/common/contracts/messages';
import { createSmtpMailer } from '../../mail/mailer';
import { buildUser, joinCircle, type BuiltUser } from '../../../test/factories';
import { findLink, startSmtpReceiver, type SmtpReceiver, runDeliveries } from '../../../test/smtp-receiver';
import { describeEachDatabase, TestClient } from '../../../test/test-app';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const T0 = Date.parse('2027-06-01T10:00:00Z');
let now = T0;
const clock = { now: () => new Date(now) };
let smtp: SmtpReceiver;
const voiceNote = readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures/voice-note.wav'));
const photo = readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures/photo.jpg'));

beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(() => smtp.close());

let addressCount = 0;
/** A fresh network address per recipient, so the per-address rate limit never mixes tests. */
const nextAddress = () => `10.77.${Math.floor(addressCount / 200)}.${(addressCount++ % 200) + 1}`;

describeEachDatabase(
  'replies to delivered messages',
  (context) => {
    const app = () => context().app;
    /** Moves the clock to `time`, runs the scheduler and the outbox sender; returns the new e-mails. */
    const at = async (time: number) => {
      now = time;
      return runDeliveries(app(), smtp);
    };
    /** A letter from `owner` delivered to Maya now. @returns Maya's client, her token and the message */
    const deliverToMaya = async (owner: BuiltUser, title = 'Happy birthday Maya') => {
      const email = `maya-${addressCount}@example.com`;
      const created = await owner.client.post('/api/messages', {
        intent: 'schedule',
        kind: 'letter',
        title,
        letterText: 'My dear Maya, I am so proud of you.',
        occasion: 'birthday',
        deliverAt: new Date(now + MINUTE).toISOString(),
        timeZone: 'Europe/London',
        recipients: [{ name: 'Maya', email }],
      });
      expect(created.statusCode, created.body).toBe(201);
      const delivery = (await at(now + 2 * MINUTE)).find((each) => each.to === email)!;
      const token = findLink(delivery, 'http://localhost:3000/shared/').split('/shared/')[1]!;
      return { maya: new TestClient(app(), nextAddress()), token, message: created.json<Message>() };
    };
    const sendLetter = (client: TestClient, token: string, text: string) =>
      client.post(`/api/shared/${token}/replies/letter`, { text });
    const sendVoice = (client: TestClient, token: string, content = voiceNote, name = 'recording.wav') =>
      client.upload(`/api/shared/${token}/replies/voice`, { name, type: 'application/octet-stream', content });
    const mediaRows = (ownerId: string) =>
      context().db.selectFrom('media').select(['id', 'storage_key']).where('owner_id', '=', ownerId).execute();
    const blobExists = (storageKey: string) => existsSync(path.join(context().config.dataDir, 'media', storageKey));

    beforeEach(async () => {
      await at(T0 + 1000 * DAY); // earlier tests' e-mails leave first
      now = T0;
    });

    it('brings a letter and a voice reply to the living author once each; nobody else reads them', async () => {
      const owner = await buildUser(app());
      const { maya, token, message } = await deliverToMaya(owner);

      const letter = await sendLetter(maya, token, '  Thank you, Grandma. I played it twice.  ');
      expect(letter.statusCode, letter.body).toBe(201);
      expect(letter.json<SentReply>()).toMatchObject({
        kind: 'letter',
        letterText: 'Thank you, Grandma. I played it twice.',
        durationMs: null,
        canWithdraw: true,
        withdrawableUntil: new Date(now + DAY).toISOString(),
      });
      const voice = await sendVoice(maya, token);
      expect(voice.statusCode, voice.body).toBe(201);
      expect(voice.json<SentReply>()).toMatchObject({ kind: 'voice', letterText: null, canWithdraw: true });
      expect(voice.json<SentReply>().durationMs).toBeGreaterThan(0);
      const sent = (await maya.get(`/api/shared/${token}/replies`)).json<SentReply[]>();
      expect(sent.map((reply) => reply.kind).sort()).toEqual(['letter', 'voice']);

      // Sealed at rest, like a message's letter.
      const stored = await context()
        .db.selectFrom('message_replies')
        .selectAll()
        .where('kind', '=', 'letter')
        .execute();
      expect(stored.some((row) => row.letter_text?.includes('Grandma'))).toBe(false);

      const emails = (await at(now)).filter((email) => email.to === owner.user.email);
      expect(emails.map((email) => email.subject)).toEqual([
        'Maya replied to “Happy birthday Maya”',
        'Maya replied to “Happy birthday Maya”',
      ]);
      expect(findLink(emails[0]!, 'http://localhost:3000/')).toBe('http://localhost:3000/legacy-messages');
      expect(emails.map((email) => email.text).join()).toMatch(
        /answered it with a letter[\s\S]*with a voice note|with a voice note[\s\S]*with a letter/,
      );
      expect((await at(now + HOUR)).filter((email) => email.to === owner.user.email)).toEqual([]); // once

      const received = (await owner.client.get('/api/message-replies')).json<MessageReply[]>();
      expect(received).toHaveLength(2);
      const letterReply = received.find((reply) => reply.kind === 'letter')!;
      const voiceReply = received.find((reply) => reply.kind === 'voice')!;
      expect(letterReply).toMatchObject({
        messageId: message.id,
        messageTitle: 'Happy birthday Maya',
        recipientName: 'Maya',
        letterText: 'Thank you, Grandma. I played it twice.',
        media: null,
      });
      expect(voiceReply.media).toMatchObject({
        url: `/api/messages/${message.id}/replies/${voiceReply.id}/media`,
        contentType: 'audio/wav',
      });
      const played = await owner.client.get(voiceReply.media!.url);
      expect([played.statusCode, played.rawPayload.equals(voiceNote)]).toEqual([200, true]);
      const part = await owner.client.get(voiceReply.media!.url, { range: 'bytes=0-99' });
      expect([part.statusCode, part.rawPayload.length]).toEqual([206, 100]);
      expect((await owner.client.get(`/api/messages/${message.id}/replies/${letterReply.id}/media`)).statusCode).toBe(
        404,
      );

      const stranger = await buildUser(app());
      expect((await stranger.client.get('/api/message-replies')).json()).toEqual([]);
      expect((await stranger.client.get(voiceReply.media!.url)).statusCode).toBe(404);
      expect((await stranger.client.get(`/api/legacy/owners/${owner.user.id}/replies`)).statusCode).toBe(404);
      expect((await new TestClient(app()).get(voiceReply.media!.url)).statusCode).toBe(401);
      // The author's other message does not serve this reply.
      const other = await deliverToMaya(owner, 'Another one');
      expect(
        (await owner.client.get(`/api/messages/${other.message.id}/replies/${voiceReply.id}/media`)).statusCode,
      ).toBe(404);
      // Another recipient's link neither lists nor withdraws Maya's replies.
      expect((await other.maya.get(`/api/shared/${other.token}/replies`)).json()).toEqual([]);
      const foreign = await other.maya.request({
        method: 'DELETE',
        url: `/api/shared/${other.token}/replies/${voiceReply.id}`,
      });
      expect([foreign.statusCode, foreign.json()]).toEqual([404, { message: REPLY_MESSAGES.notFound }]);
    });

    it('withdraws a reply within 24 hours with its file and unsent e-mail, and refuses after with 409', async () => {
      const owner = await buildUser(app());
      const { maya, token, message } = await deliverToMaya(owner);

      const letter = (await sendLetter(maya, token, 'Sent too fast.')).json<SentReply>();
      const withdrawn = await maya.request({ method: 'DELETE', url: `/api/shared/${token}/replies/${letter.id}` });
      expect(withdrawn.statusCode).toBe(204);
      const outbox = await context()
        .db.selectFrom('outbox_emails')
        .select('id')
        .where('id', 'like', 'reply:%')
        .execute();
      expect(outbox.map((email) => email.id)).not.toContain(`reply:${letter.id}`);
      expect((await at(now)).filter((email) => email.to === owner.user.email)).toEqual([]);

      const voice = (await sendVoice(maya, token)).json<SentReply>();
      const [recording] = await mediaRows(owner.user.id);
      expect(blobExists(recording!.storage_key)).toBe(true);
      now += 23 * HOUR;
      expect(
        (await maya.request({ method: 'DELETE', url: `/api/shared/${token}/replies/${voice.id}` })).statusCode,
      ).toBe(204);
      expect(await mediaRows(owner.user.id)).toEqual([]);
      expect(blobExists(recording!.storage_key)).toBe(false);
      expect((await owner.client.get('/api/message-replies')).json()).toEqual([]);
      const again = await maya.request({ method: 'DELETE', url: `/api/shared/${token}/replies/${voice.id}` });
      expect([again.statusCode, again.json()]).toEqual([404, { message: REPLY_MESSAGES.notFound }]);

      const kept = (await sendLetter(maya, token, 'This one stays.')).json<SentReply>();
      now += DAY + MINUTE;
      const tooLate = await maya.request({ method: 'DELETE', url: `/api/shared/${token}/replies/${kept.id}` });
      expect([tooLate.statusCode, tooLate.json()]).toEqual([409, { message: REPLY_MESSAGES.tooLateToWithdraw }]);
      expect((await maya.get(`/api/shared/${token}/replies`)).json<SentReply[]>()).toMatchObject([
        { id: kept.id, canWithdraw: false },
      ]);

      // Deleting the message deletes its replies, with their recordings.
      await sendVoice(maya, token);
      const [kept2] = await mediaRows(owner.user.id);
      expect((await owner.client.request({ method: 'DELETE', url: `/api/messages/${message.id}` })).statusCode).toBe(
        204,
      );
      expect(
        await context().db.selectFrom('message_replies').select('id').where('message_id', '=', message.id).execute(),
      ).toEqual([]);
      expect(await mediaRows(owner.user.id)).toEqual([]);
      expect(blobExists(kept2!.storage_key)).toBe(false);
    });

    it('refuses a reply too large, of the wrong type, too long, empty or one too many, and from a withdrawn link', async () => {
      const owner = await buildUser(app());
      const { maya, token, message } = await deliverToMaya(owner);

      const tooLarge = await sendVoice(maya, token, Buffer.concat([voiceNote, Buffer.alloc(21 * 1024 * 1024)]));
      expect([tooLarge.statusCode, tooLarge.json()]).toEqual([413, { message: REPLY_MESSAGES.tooLarge(20) }]);
      const notAudio = await sendVoice(maya, token, photo, 'photo.jpg');
      expect([notAudio.statusCode, notAudio.json()]).toEqual([415, { message: REPLY_MESSAGES.unsupported }]);
      const text = await sendVoice(maya, token, Buffer.from('just words, no sound'), 'note.txt');
      expect([text.statusCode, text.json()]).toEqual([415, { message: REPLY_MESSAGES.unsupported }]);
      const noFile = await maya.request({ method: 'POST', url: `/api/shared/${token}/replies/voice` });
      expect([noFile.statusCode, noFile.json()]).toEqual([400, { message: REPLY_MESSAGES.recordingRequired }]);
      expect(await mediaRows(owner.user.id)).toEqual([]); // a refused upload leaves nothing

      const empty = await sendLetter(maya, token, '   ');
      expect([empty.statusCode, empty.json()]).toEqual([400, { message: REPLY_MESSAGES.letterRequired }]);
      const long = await sendLetter(maya, token, 'a'.repeat(10_001));
      expect([long.statusCode, long.json()]).toEqual([400, { message: REPLY_MESSAGES.letterTooLong }]);
      const noCsrf = await maya.post(`/api/shared/${token}/replies/letter`, { text: 'Hello' }, { csrf: false });
      expect(noCsrf.statusCode).toBe(403);

      for (let count = 0; count < MAX_REPLIES_PER_DAY; count++) {
        expect((await sendLetter(maya, token, `Reply ${count}`)).statusCode).toBe(201);
        now += HOUR;
      }
      const oneTooMany = await sendLetter(maya, token, 'One more');
      expect([oneTooMany.statusCode, oneTooMany.json()]).toEqual([429, { message: REPLY_MESSAGES.tooMany }]);
      expect(Number(oneTooMany.headers['retry-after'])).toBe(19 * 60 * 60);
      const voiceTooMany = await sendVoice(maya, token);
      expect([voiceTooMany.statusCode, await mediaRows(owner.user.id)]).toEqual([429, []]);
      now = T0 + 2 * MINUTE + DAY + MINUTE; // the first reply is a day old
      expect((await sendLetter(maya, token, 'A new day')).statusCode).toBe(201);

      const revoked = await owner.client.post(
        `/api/messages/${message.id}/recipients/${message.recipients[0]!.id}/revoke`,
      );
      expect(revoked.statusCode).toBe(200);
      const afterRevoke = await sendLetter(maya, token, 'Still there?');
      expect([afterRevoke.statusCode, afterRevoke.json()]).toEqual([
        404,
        { message: MESSAGE_MESSAGES.deliveryNotFound },
      ]);
      expect((await sendVoice(maya, token)).statusCode).toBe(404);
      expect((await maya.get(`/api/shared/${token}/replies`)).statusCode).toBe(404);
    });

    it('keeps a reply for the family after the release: the legacy contacts are e-mailed and read it, the author is not', async () => {
      const owner = await buildUser(app());
      const lena = await buildUser(app());
      await joinCircle(owner, lena, 'legacy_contact', 'Lena');
      const { maya, token, message } = await deliverToMaya(owner);
      const plan = await owner.client.request({
        method: 'PUT',
        url: '/api/legacy/plan',
        payload: { intervalMonths: 3, quorum: 1, waitingDays: 7 },
      });
      expect(plan.statusCode, plan.body).toBe(200);
      expect((await lena.client.post(`/api/legacy/owners/${owner.user.id}/confirm`)).statusCode).toBe(200);
      for (let day = 0; day < 10; day++) {
        now += DAY;
        await app().jobs.runLegacyTick();
      }
      expect((await owner.client.get('/api/legacy')).json<LegacyOverview>().plan?.state).toBe('released');
      await at(now);

      expect((await sendLetter(maya, token, 'I miss you, Grandma.')).statusCode).toBe(201);
      expect((await sendVoice(maya, token)).statusCode).toBe(201);
      const emails = await at(now);
      expect(emails.filter((email) => email.to === owner.user.email)).toEqual([]);
      const toLena = emails.filter((email) => email.to === lena.user.email);
      expect(toLena.map((email) => email.subject)).toEqual([
        `Maya answered ${owner.user.username}'s message “Happy birthday Maya”`,
        `Maya answered ${owner.user.username}'s message “Happy birthday Maya”`,
      ]);
      expect(findLink(toLena[0]!, 'http://localhost:3000/')).toBe(
        `http://localhost:3000/legacy?owner=${owner.user.id}`,
      );

      const kept = (await lena.client.get(`/api/legacy/owners/${owner.user.id}/replies`)).json<MessageReply[]>();
      expect(kept.map((reply) => [reply.kind, reply.messageId, reply.recipientName]).sort()).toEqual([
        ['letter', message.id, 'Maya'],
        ['voice', message.id, 'Maya'],
      ]);
      expect(kept.find((reply) => reply.kind === 'letter')!.letterText).toBe('I miss you, Grandma.');
      const voiceUrl = kept.find((reply) => reply.kind === 'voice')!.media!.url;
      expect(voiceUrl).toMatch(new RegExp(`^/api/legacy/owners/${owner.user.id}/replies/[^/]+/media$`));
      const played = await lena.client.get(voiceUrl);
      expect([played.statusCode, played.rawPayload.equals(voiceNote)]).toEqual([200, true]);
      const stranger = await buildUser(app());
      expect((await stranger.client.get(voiceUrl)).statusCode).toBe(404);
      expect((await stranger.client.get(`/api/legacy/owners/${owner.user.id}/replies`)).statusCode).toBe(404);
    });
  },
  { clock, overrides: () => ({ mailer: createSmtpMailer(smtp.url) }) },
);
