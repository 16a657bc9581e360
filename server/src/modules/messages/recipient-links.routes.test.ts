/**
 * Who reaches a message (docs/product/roles-and-access.md "Messages stay private") and recipients'
 * links as share links ("Share links" on the same page), through the API, the scheduler and a real
 * SMTP server, on both dialects: the author alone reads and changes a message (no circle role
 * does); each recipient's link is a share link of kind "message" with views and last-viewed time on
 * the author's sharing dashboard, revocable there or from the message; a protection link does only
 * its own action.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Message } from '@heirloom/common/contracts/messages';
import { MESSAGE_LINK_TOKEN_PREFIX, type ShareLink } from '@heirloom/common/contracts/share-links';
import { createSmtpMailer } from '../../mail/mailer';
import { buildUser, joinCircle, type BuiltUser } from '../../../test/factories';
import { findLink, startSmtpReceiver, type SmtpReceiver, runDeliveries } from '../../../test/smtp-receiver';
import { describeEachDatabase, TestClient } from '../../../test/test-app';
import { MESSAGE_ERRORS } from './messages.service';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.parse('2027-02-01T10:00:00Z');
let now = T0;
const clock = { now: () => new Date(now) };
let smtp: SmtpReceiver;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(() => smtp.close());

const voiceNote = readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures/voice-note.wav'));

describeEachDatabase(
  'recipients’ links and who reaches a message',
  (context) => {
    const app = () => context().app;
    const visitor = () => new TestClient(app(), '10.1.0.1');
    /** Runs the scheduler and the outbox sender at `time`; returns the new e-mails. */
    const at = async (time: number) => {
      now = time;
      return runDeliveries(app(), smtp);
    };

    /** A voice message of `owner` to Anna and Ben, delivered; the e-mailed tokens by name. */
    async function deliveredVoiceMessage(owner: BuiltUser) {
      const media = await owner.client.upload('/api/media', {
        name: 'voice-note.wav',
        type: 'audio/wav',
        content: voiceNote,
      });
      expect(media.statusCode, media.body).toBe(201);
      const message = (
        await owner.client.post('/api/messages', {
          intent: 'schedule',
          kind: 'voice',
          mediaId: media.json<{ id: string }>().id,
          title: 'Happy birthday, both of you',
          occasion: 'birthday',
          deliverAt: new Date(now + 3 * DAY).toISOString(),
          timeZone: 'UTC',
          recipients: [
            { name: 'Anna', email: 'anna@example.com', relationship: 'granddaughter' },
            { name: 'Ben', email: 'ben@example.com', relationship: 'grandson' },
          ],
        })
      ).json<Message>();
      const delivery = (await at(now + 3 * DAY)).filter((email) => email.subject.includes(message.title));
      const tokenFor = (address: string) =>
        findLink(
          delivery.find((email) => email.to === address)!,
          'http://localhost:3000/shared/',
        ).split('/shared/')[1]!;
      return { message, anna: tokenFor('anna@example.com'), ben: tokenFor('ben@example.com') };
    }

    const linksOf = async (owner: BuiltUser) => (await owner.client.get('/api/share-links')).json<ShareLink[]>();

    it('keeps a message private to its author: no circle role reads or changes it', async () => {
      const owner = await buildUser(app());
      const [editor, viewer] = [await buildUser(app()), await buildUser(app())];
      await joinCircle(owner, editor, 'editor');
      await joinCircle(owner, viewer, 'viewer');
      const message = (
        await owner.client.post('/api/messages', {
          intent: 'schedule',
          kind: 'letter',
          title: 'Only mine',
          letterText: 'Private.',
          occasion: 'other',
          deliverAt: new Date(now + 30 * DAY).toISOString(),
          timeZone: 'UTC',
          recipients: [{ name: 'Anna', email: 'anna@example.com' }],
        })
      ).json<Message>();
      const recording = await owner.client.upload('/api/media', {
        name: 'voice-note.wav',
        type: 'audio/wav',
        content: voiceNote,
      });
      const withTheirRecording = await editor.client.post('/api/messages', {
        intent: 'draft',
        kind: 'voice',
        mediaId: recording.json<{ id: string }>().id,
        title: 'Borrowed',
        occasion: 'other',
        timeZone: 'UTC',
        recipients: [],
      });
      expect([withTheirRecording.statusCode, withTheirRecording.json().message]).toEqual([
        404,
        MESSAGE_ERRORS.mediaNotFound,
      ]);
      for (const member of [editor, viewer]) {
        const answers = await Promise.all([
          member.client.get(`/api/messages/${message.id}`),
          member.client.post(`/api/messages/${message.id}/postpone`, { days: 7 }),
          member.client.post(`/api/messages/${message.id}/cancel`),
          member.client.post(`/api/messages/${message.id}/recipients/${message.recipients[0]!.id}/revoke`),
          member.client.request({ method: 'DELETE', url: `/api/messages/${message.id}` }),
        ]);
        expect(answers.map((answer) => [answer.statusCode, answer.json().message])).toEqual(
          Array(5).fill([404, MESSAGE_ERRORS.notFound]),
        );
        expect((await member.client.get('/api/messages')).json()).toEqual([]);
      }
      const mine = (await owner.client.get(`/api/messages/${message.id}`)).json<Message>();
      expect(mine).toMatchObject({ status: 'scheduled', deliverAt: message.deliverAt });
      expect(mine.recipients[0]!.isRevoked).toBe(false);
    });

    it('makes each recipient’s link a share link: views on the dashboard, revoked there or from the message', async () => {
      const owner = await buildUser(app());
      const { message, anna, ben } = await deliveredVoiceMessage(owner);
      expect(anna.startsWith(MESSAGE_LINK_TOKEN_PREFIX)).toBe(true);
      expect(anna).not.toBe(ben);

      const links = await linksOf(owner);
      expect(links).toHaveLength(2);
      const annaLink = links.find((link) => link.target.sentTo === 'Anna')!;
      expect(annaLink).toMatchObject({
        url: `http://localhost:3000/shared/${anna}`,
        target: { kind: 'message', id: message.id, title: 'Happy birthday, both of you', sentTo: 'Anna' },
        status: 'active',
        expiresAt: null,
        hasPassphrase: false,
        allowDownload: true,
        viewCount: 0,
        lastViewedAt: null,
      });

      // Anna opens her message and plays it: one view, when she opened it; the recording adds none.
      now += 60_000;
      const opened = await visitor().get(`/api/shared/${anna}`);
      expect(opened.statusCode).toBe(200);
      expect(opened.json()).toMatchObject({ recipientName: 'Anna', title: 'Happy birthday, both of you' });
      const recording = await visitor().get(`/api/shared/${anna}/media?download=1`);
      expect(recording.statusCode).toBe(200);
      expect(recording.headers['content-type']).toBe('audio/wav');
      expect(recording.headers['content-disposition']).toMatch(/^attachment/);
      expect((await visitor().get(`/api/shared/${anna}`)).statusCode).toBe(200);
      const viewed = await linksOf(owner);
      expect(viewed.find((link) => link.id === annaLink.id)).toMatchObject({
        viewCount: 2,
        lastViewedAt: new Date(now).toISOString(),
      });
      expect(viewed.find((link) => link.target.sentTo === 'Ben')).toMatchObject({ viewCount: 0 });

      // A message's link does not open as an item's or album's link, nor an item's as a message's.
      expect((await visitor().get(`/api/share-links/open/${anna}`)).statusCode).toBe(404);

      // Revoked on the dashboard: Anna's link and recording stop; the message shows it; Ben's works.
      const revoked = await owner.client.post(`/api/share-links/${annaLink.id}/revoke`);
      expect(revoked.json<ShareLink>()).toMatchObject({ status: 'revoked', target: { sentTo: 'Anna' } });
      for (const url of [`/api/shared/${anna}`, `/api/shared/${anna}/media`]) {
        const gone = await visitor().get(url);
        expect([gone.statusCode, gone.json().message]).toEqual([404, MESSAGE_ERRORS.deliveryNotFound]);
      }
      const afterDashboard = (await owner.client.get(`/api/messages/${message.id}`)).json<Message>();
      expect(afterDashboard.recipients.map((recipient) => [recipient.name, recipient.isRevoked])).toEqual([
        ['Anna', true],
        ['Ben', false],
      ]);
      expect((await visitor().get(`/api/shared/${ben}`)).statusCode).toBe(200);

      // Withdrawn from the message: Ben's link stops and the dashboard shows it revoked.
      const benId = afterDashboard.recipients.find((recipient) => recipient.name === 'Ben')!.id;
      expect((await owner.client.post(`/api/messages/${message.id}/recipients/${benId}/revoke`)).statusCode).toBe(200);
      expect((await visitor().get(`/api/shared/${ben}`)).statusCode).toBe(404);
      expect((await linksOf(owner)).map((link) => link.status)).toEqual(['revoked', 'revoked']);

      // Deleting the message takes its links with it.
      expect((await owner.client.request({ method: 'DELETE', url: `/api/messages/${message.id}` })).statusCode).toBe(
        204,
      );
      expect(await linksOf(owner)).toEqual([]);
    });

    it('"revoke all" keeps recipients’ links unless asked to include them; another user cannot revoke or see them', async () => {
      const owner = await buildUser(app());
      const stranger = await buildUser(app());
      const { anna } = await deliveredVoiceMessage(owner);
      const [link] = await linksOf(owner);
      expect((await stranger.client.post(`/api/share-links/${link!.id}/revoke`)).statusCode).toBe(404);
      expect(await linksOf(stranger)).toEqual([]);
      expect((await visitor().get(`/api/shared/${anna}`)).statusCode).toBe(200);
      // Without the owner's explicit choice the granddaughter's message keeps working.
      const kept = await owner.client.post('/api/share-links/revoke-all', {});
      expect(kept.json(), kept.body).toEqual({ revoked: 0, kept: 2 });
      expect((await visitor().get(`/api/shared/${anna}`)).statusCode).toBe(200);
      expect((await linksOf(owner)).map((listed) => listed.status)).toEqual(['active', 'active']);
      const refused = await owner.client.post('/api/share-links/revoke-all', { includeRecipientLinks: 'yes' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ message: string }>().message).toMatch(/\w/);
      const all = await owner.client.post('/api/share-links/revoke-all', { includeRecipientLinks: true });
      expect(all.json()).toEqual({ revoked: 2, kept: 0 });
      expect((await visitor().get(`/api/shared/${anna}`)).statusCode).toBe(404);
    });

    it('lets a protection link do only its own action, and nothing once its message is gone', async () => {
      const owner = await buildUser(app());
      const message = (
        await owner.client.post('/api/messages', {
          intent: 'schedule',
          kind: 'letter',
          title: 'Kept or not',
          letterText: 'With love.',
          occasion: 'other',
          deliverAt: new Date(now + 3 * DAY).toISOString(),
          timeZone: 'UTC',
          recipients: [{ name: 'Anna', email: 'anna@example.com' }],
        })
      ).json<Message>();
      const [reminder] = (await at(now + DAY)).filter((email) => email.subject.includes('Kept or not'));
      const keepToken = reminder!.text.match(/respond=([^\s]+)/)![1]!;
      const wrongAction = await visitor().post(`/api/protection/${keepToken}`, { action: 'postpone', days: 7 });
      expect([wrongAction.statusCode, wrongAction.json().message]).toEqual([404, MESSAGE_ERRORS.linkInvalid]);
      expect((await owner.client.get(`/api/messages/${message.id}`)).json<Message>().deliverAt).toBe(message.deliverAt);
      expect((await visitor().get(`/api/protection/${keepToken}`)).json()).toMatchObject({ title: 'Kept or not' });
      await owner.client.request({ method: 'DELETE', url: `/api/messages/${message.id}` });
      const gone = await visitor().get(`/api/protection/${keepToken}`);
      expect([gone.statusCode, gone.json().message]).toEqual([404, MESSAGE_ERRORS.linkInvalid]);
    });
  },
  { clock, overrides: () => ({ mailer: createSmtpMailer(smtp.url) }) },
);
