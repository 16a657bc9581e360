/**
 * A withdrawn recipient link can be re-issued (docs/product/messages-and-delivery.md "Delivery to
 * recipients"): the author of a delivered message gives a recipient whose link they withdrew (from
 * the message or the sharing dashboard) a new link — a new token e-mailed through the outbox to a
 * real SMTP server — while the old link stays dead; a retry sends nothing more; nobody else may do
 * it — on SQLite and PostgreSQL.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Message } from '@heirloom/common/contracts/messages';
import type { ShareLink } from '@heirloom/common/contracts/share-links';
import { createSmtpMailer } from '../../mail/mailer';
import { buildUser, type BuiltUser } from '../../../test/factories';
import { findLink, startSmtpReceiver, type SmtpReceiver, runDeliveries } from '../../../test/smtp-receiver';
import { describeEachDatabase, TestClient } from '../../../test/test-app';
import { MESSAGE_ERRORS } from './messages.service';
import { REISSUE_ERRORS } from './recipient-reissue.service';

const DAY = 24 * 60 * 60 * 1000;
let now = Date.parse('2027-03-01T10:00:00Z');
const clock = { now: () => new Date(now) };
let smtp: SmtpReceiver;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(() => smtp.close());

const voiceNote = readFileSync(path.resolve(import.meta.dirname, '../../../test/fixtures/voice-note.wav'));
const tokenIn = (email: Parameters<typeof findLink>[0]) =>
  findLink(email, 'http://localhost:3000/shared/').split('/shared/')[1]!;

describeEachDatabase(
  'a withdrawn recipient link re-issued',
  (context) => {
    const app = () => context().app;
    const visitor = () => new TestClient(app(), '10.2.0.1');
    /** Runs the scheduler and the outbox sender at `time`; returns the new e-mails. */
    const at = async (time: number) => {
      now = time;
      return runDeliveries(app(), smtp);
    };

    async function scheduledVoiceMessage(owner: BuiltUser, title: string) {
      const media = await owner.client.upload('/api/media', {
        name: 'voice-note.wav',
        type: 'audio/wav',
        content: voiceNote,
      });
      return (
        await owner.client.post('/api/messages', {
          intent: 'schedule',
          kind: 'voice',
          mediaId: media.json<{ id: string }>().id,
          title,
          occasion: 'birthday',
          deliverAt: new Date(now + 3 * DAY).toISOString(),
          timeZone: 'UTC',
          recipients: [
            { name: 'Maya', email: 'maya@example.com', relationship: 'granddaughter' },
            { name: 'Theo', email: 'theo@example.com', relationship: 'grandson' },
          ],
        })
      ).json<Message>();
    }

    it('gives the recipient a new link by e-mail while the old one stays dead; a retry sends nothing more', async () => {
      const owner = await buildUser(app());
      const message = await scheduledVoiceMessage(owner, 'For your eighteenth');
      const delivered = (await at(now + 3 * DAY)).filter((email) => email.subject.includes(message.title));
      const oldToken = tokenIn(delivered.find((email) => email.to === 'maya@example.com')!);
      const maya = message.recipients.find((recipient) => recipient.name === 'Maya')!;
      const reissueUrl = `/api/messages/${message.id}/recipients/${maya.id}/reissue`;

      // While Maya's link works there is nothing to re-issue: no e-mail.
      expect((await owner.client.post(reissueUrl)).statusCode).toBe(200);
      expect(await at(now + 60_000)).toEqual([]);

      await owner.client.post(`/api/messages/${message.id}/recipients/${maya.id}/revoke`);
      expect((await visitor().get(`/api/shared/${oldToken}`)).statusCode).toBe(404);

      // Another user, and a signed-out visitor, cannot re-issue it.
      const stranger = await buildUser(app());
      const refused = await stranger.client.post(reissueUrl);
      expect([refused.statusCode, refused.json().message]).toEqual([404, MESSAGE_ERRORS.notFound]);
      expect((await visitor().post(reissueUrl)).statusCode).toBe(401);

      const reissued = await owner.client.post(reissueUrl);
      expect(reissued.statusCode, reissued.body).toBe(200);
      expect(reissued.json<Message>().recipients.map((recipient) => [recipient.name, recipient.isRevoked])).toEqual([
        ['Maya', false],
        ['Theo', false],
      ]);
      const emails = await at(now + 60_000);
      expect(emails.map((email) => [email.to, email.subject])).toEqual([['maya@example.com', delivered[0]!.subject]]);
      const newToken = tokenIn(emails[0]!);
      expect(newToken).not.toBe(oldToken);

      const opened = await visitor().get(`/api/shared/${newToken}`);
      expect(opened.statusCode).toBe(200);
      expect(opened.json()).toMatchObject({ recipientName: 'Maya', title: 'For your eighteenth' });
      const dead = await visitor().get(`/api/shared/${oldToken}`);
      expect([dead.statusCode, dead.json().message]).toEqual([404, MESSAGE_ERRORS.deliveryNotFound]);
      expect((await visitor().get(`/api/shared/${oldToken}/media`)).statusCode).toBe(404);

      // One link per recipient on the dashboard, Maya's active again with her new address.
      const links = (await owner.client.get('/api/share-links')).json<ShareLink[]>();
      expect(links.map((link) => [link.target.sentTo, link.status]).sort()).toEqual([
        ['Maya', 'active'],
        ['Theo', 'active'],
      ]);
      expect(links.find((link) => link.target.sentTo === 'Maya')!.url).toBe(`http://localhost:3000/shared/${newToken}`);

      // A retry (the answer was lost) changes nothing and sends Maya nothing (the owner hears she opened it).
      expect((await owner.client.post(reissueUrl)).statusCode).toBe(200);
      const afterRetry = await at(now + 60_000);
      expect(afterRetry.map((email) => email.subject)).toEqual(['Maya opened “For your eighteenth”']);
      expect((await visitor().get(`/api/shared/${newToken}`)).statusCode).toBe(200);
    });

    it('refuses a message that was not delivered, with a reason a person understands', async () => {
      const owner = await buildUser(app());
      const message = await scheduledVoiceMessage(owner, 'Not yet');
      const theo = message.recipients.find((recipient) => recipient.name === 'Theo')!;
      await owner.client.post(`/api/messages/${message.id}/recipients/${theo.id}/revoke`);
      const refused = await owner.client.post(`/api/messages/${message.id}/recipients/${theo.id}/reissue`);
      expect([refused.statusCode, refused.json().message]).toEqual([409, REISSUE_ERRORS.notDelivered]);
      const unknown = await owner.client.post(`/api/messages/${message.id}/recipients/no-such-recipient/reissue`);
      expect(unknown.statusCode).toBe(404);
      expect(await at(now + 60_000)).toEqual([]);
    });
  },
  { clock, overrides: () => ({ mailer: createSmtpMailer(smtp.url) }) },
);
