/**
 * After an owner's death their legacy contacts decide about the messages still waiting, through the
 * API and the scheduler with a real SMTP server: before the release nothing is theirs to decide;
 * after it, a message to someone the family tree records as deceased is shown to the contacts, who
 * keep it, send it to someone else on the same schedule, or cancel it — each in the owner's audit
 * log — and nobody else may.
 */
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { LegacyOverview } from '@heirloom/common/contracts/legacy';
import { MESSAGE_HEALTH_MESSAGES, type MessageHealthEntry } from '@heirloom/common/contracts/message-health';
import type { Message } from '@heirloom/common/contracts/messages';
import { createSmtpMailer } from '../../mail/mailer';
import { buildUser, joinCircle, markLegacyReleased, type BuiltUser } from '../../../test/factories';
import { startSmtpReceiver, type SmtpReceiver, runDeliveries } from '../../../test/smtp-receiver';
import { describeEachDatabase } from '../../../test/test-app';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.parse('2027-08-01T10:00:00Z');
let now = T0;
const clock = { now: () => new Date(now) };
let smtp: SmtpReceiver;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(() => smtp.close());

const letter = (title: string, recipients: { name: string; email: string }[]) => ({
  intent: 'schedule',
  kind: 'letter',
  title,
  letterText: 'With all my love.',
  occasion: 'other',
  deliverAt: new Date(T0 + 30 * DAY).toISOString(),
  timeZone: 'UTC',
  recipients,
});

describeEachDatabase(
  'legacy contacts decide after the release',
  (context) => {
    const app = () => context().app;
    const at = async (time: number) => {
      now = time;
      return runDeliveries(app(), smtp);
    };

    beforeEach(async () => {
      await at(T0 + 1000 * DAY); // earlier tests' messages reach their end first
      now = T0;
    });

    /** An owner whose tree records Rose Lee's death, three letters to her, and a legacy contact (Ada). */
    async function family() {
      const owner = await buildUser(app());
      const [ada, viewer, stranger] = [await buildUser(app()), await buildUser(app()), await buildUser(app())];
      await joinCircle(owner, ada, 'legacy_contact', 'Ada');
      await joinCircle(owner, viewer, 'viewer', 'Vi');
      const tag = owner.user.id.slice(0, 6);
      const rose = { name: 'Rose Lee', email: `rose-${tag}@example.com` };
      const messages = [];
      for (const [index, title] of ['For Rose, readdressed', 'For Rose, kept', 'For Rose, cancelled'].entries()) {
        now = T0 + index * 1000; // a second apart: the lists are newest first
        messages.push((await owner.client.post('/api/messages', letter(title, [rose]))).json<Message>());
      }
      const tree = (await owner.client.post('/api/family-trees', { name: 'Lee family' })).json<{ id: string }>();
      const person = (
        await owner.client.post(`/api/family-trees/${tree.id}/individuals`, { givenNames: 'Rose', surname: 'Lee' })
      ).json<{ id: string }>();
      await owner.client.post(`/api/family-trees/${tree.id}/events`, {
        individualId: person.id,
        tag: 'DEAT',
        date: '2027',
      });
      return { owner, ada, viewer, stranger, messages: messages as [Message, Message, Message], tag };
    }

    const base = (owner: BuiltUser) => `/api/legacy/owners/${owner.user.id}`;
    const healthFor = async (user: BuiltUser, owner: BuiltUser) => {
      const response = await user.client.get(`${base(owner)}/message-health`);
      return {
        status: response.statusCode,
        entries: response.statusCode === 200 ? response.json<MessageHealthEntry[]>() : [],
      };
    };

    it('leaves every decision to the owner before the release', async () => {
      const { owner, ada, messages } = await family();
      // The owner is asked; the contact is shown nothing and may decide nothing.
      const ownHealth = (await owner.client.get('/api/message-health')).json<MessageHealthEntry[]>();
      expect(ownHealth.map((entry) => entry.level)).toEqual(['needs_look', 'needs_look', 'needs_look']);
      expect(await healthFor(ada, owner)).toEqual({ status: 200, entries: [] });
      const [message] = messages;
      const keep = await ada.client.post(
        `${base(owner)}/messages/${message.id}/recipients/${message.recipients[0]!.id}/keep`,
      );
      expect(keep.statusCode).toBe(409);
      expect(keep.json()).toEqual({ message: MESSAGE_HEALTH_MESSAGES.ownerDecides });
      expect((await ada.client.post(`${base(owner)}/messages/${message.id}/cancel`)).statusCode).toBe(409);
    });

    it('lets a legacy contact keep, re-address or cancel after the release, audited, and nobody else', async () => {
      const { owner, ada, viewer, stranger, messages, tag } = await family();
      const [readdressed, kept, cancelled] = messages;
      await markLegacyReleased(context().db, owner.user.id, new Date(now).toISOString());

      const { entries } = await healthFor(ada, owner);
      expect(entries.map((entry) => [entry.title, entry.level, entry.reasons.map((reason) => reason.code)])).toEqual([
        ['For Rose, cancelled', 'needs_look', ['recipient_deceased']],
        ['For Rose, kept', 'needs_look', ['recipient_deceased']],
        ['For Rose, readdressed', 'needs_look', ['recipient_deceased']],
      ]);
      expect(entries[0]!.reasons[0]!.text).toMatch(
        new RegExp(`^${owner.user.username}'s family tree records Rose Lee as deceased\\.`),
      );
      for (const other of [viewer, stranger]) expect((await healthFor(other, owner)).status).toBe(404);
      const rosePath = (message: Message) =>
        `${base(owner)}/messages/${message.id}/recipients/${message.recipients[0]!.id}`;
      expect((await viewer.client.post(`${rosePath(kept)}/keep`)).statusCode).toBe(404);
      expect((await stranger.client.post(`${base(owner)}/messages/${cancelled.id}/cancel`)).statusCode).toBe(404);

      // Sent to Rose's granddaughter in her place: the schedule stays, and she is not asked about.
      const lily = { name: 'Lily Lee', email: `lily-${tag}@example.com` };
      const moved = await ada.client.request({ method: 'PUT', url: rosePath(readdressed), payload: lily });
      expect(moved.statusCode).toBe(200);
      expect(moved.json<MessageHealthEntry[]>().map((entry) => entry.title)).toEqual([
        'For Rose, cancelled',
        'For Rose, kept',
      ]);
      const invalid = await ada.client.request({
        method: 'PUT',
        url: rosePath(kept),
        payload: { name: '', email: 'x' },
      });
      expect(invalid.statusCode).toBe(400);
      expect((await ada.client.post(`${rosePath(kept)}/keep`)).statusCode).toBe(200);
      expect((await ada.client.post(`${rosePath(kept)}/keep`)).statusCode).toBe(200); // a retry
      const afterCancel = await ada.client.post(`${base(owner)}/messages/${cancelled.id}/cancel`);
      expect(afterCancel.json<MessageHealthEntry[]>()).toEqual([]);
      const again = await ada.client.post(`${base(owner)}/messages/${cancelled.id}/cancel`);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: MESSAGE_HEALTH_MESSAGES.notWaiting });

      const mine = (await owner.client.get(`/api/messages/${readdressed.id}`)).json<Message>();
      expect(mine.recipients.map((recipient) => [recipient.name, recipient.email])).toEqual([[lily.name, lily.email]]);
      expect(mine.nextStep).toEqual(readdressed.nextStep);
      expect((await owner.client.get(`/api/messages/${cancelled.id}`)).json<Message>().status).toBe('cancelled');
      const audit = (await owner.client.get('/api/legacy')).json<LegacyOverview>().audit.map((line) => line.summary);
      expect(audit).toEqual(
        expect.arrayContaining([
          expect.stringContaining(`sent "For Rose, readdressed" to Lily Lee (${lily.email}) in Rose Lee's place`),
          expect.stringContaining('kept "For Rose, kept" for Rose Lee as it was'),
          expect.stringContaining('cancelled "For Rose, cancelled"'),
        ]),
      );
      expect(audit.filter((line) => line.includes('kept "For Rose, kept"'))).toHaveLength(1);

      // On its day: Lily and the kept letter's Rose get theirs, once; the cancelled letter goes nowhere.
      const sent = await at(T0 + 30 * DAY + 60_000);
      const letters = sent.filter((email) => email.subject.includes('left you a letter'));
      expect(letters.map((email) => [email.to, email.subject]).sort()).toEqual([
        [lily.email, `${owner.user.username} left you a letter: “For Rose, readdressed”`],
        [`rose-${tag}@example.com`, `${owner.user.username} left you a letter: “For Rose, kept”`],
      ]);
    });
  },
  { clock, overrides: () => ({ mailer: createSmtpMailer(smtp.url) }) },
);
