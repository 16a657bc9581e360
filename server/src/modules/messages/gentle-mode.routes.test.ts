/**
 * Gentle mode for the bereaved through the release, the API, the scheduler, the outbox and a real
 * SMTP server (docs/product/messages-and-delivery.md "Gentle mode"): the release e-mails each
 * waiting address once, before any delivery, with how many messages wait and, for those the author
 * allowed, roughly when — never a title; a recipient who paused is held back while the others
 * receive the message, and gets it once when the pause ends or they resume, never before its time;
 * a living author's messages are never held; a forged or expired link is refused.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { GENTLE_MESSAGES, type MessagesForMe } from '@heirloom/common/contracts/gentle-mode';
import type { Message } from '@heirloom/common/contracts/messages';
import { createSmtpMailer } from '../../mail/mailer';
import { signGentleLink } from '../../policies/gentle-links';
import { buildUser, markLegacyReleaseDue, type BuiltUser } from '../../../test/factories';
import {
  findLink,
  startSmtpReceiver,
  type ReceivedEmail,
  type SmtpReceiver,
  runDeliveries,
} from '../../../test/smtp-receiver';
import { describeEachDatabase, TestClient } from '../../../test/test-app';
import { announceWaitingMessages } from './gentle-mode.service';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.parse('2027-06-01T10:00:00Z');
let now = T0;
const clock = { now: () => new Date(now) };
let smtp: SmtpReceiver;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(() => smtp.close());

/** A fresh address, so tests on one database do not share pauses. */
const address = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;

const letter = (title: string, recipients: { name: string; email: string }[], overrides: Record<string, unknown>) => ({
  intent: 'schedule',
  kind: 'letter',
  title,
  letterText: 'With all my love.',
  occasion: 'other',
  timeZone: 'UTC',
  recipients,
  ...overrides,
});
const afterDeath = { deliveryKind: 'after_death', deliverAt: undefined, occasion: undefined };
const on = (time: number) => ({ deliverAt: new Date(time).toISOString() });

describeEachDatabase(
  'gentle mode',
  (context) => {
    const app = () => context().app;
    /** Runs the release step, the scheduler and the sender at `time`; returns the new e-mails in order. */
    const at = async (time: number) => {
      now = time;
      await app().jobs.runLegacyTick();
      return runDeliveries(app(), smtp);
    };
    const to = (emails: ReceivedEmail[], email: string) => emails.filter((each) => each.to === email);
    const tokenOf = (intro: ReceivedEmail) =>
      findLink(intro, 'http://localhost:3000/messages-for-me?token=').split('token=')[1]!;
    const page = (token: string) => new TestClient(app()).get(`/api/messages-for-me/${token}`);
    const choose = async (token: string, choice: string) => {
      const response = await new TestClient(app()).post(`/api/messages-for-me/${token}`, { choice });
      expect(response.statusCode).toBe(200);
      return response.json<MessagesForMe>();
    };

    beforeEach(async () => {
      await at(T0 + 3000 * DAY); // earlier tests' messages reach their end first
      now = T0;
    });

    /** An owner whose release is due at T0 + 1 day, and a letter after death to Maya and Leo. */
    async function family(overrides: Record<string, unknown> = { mayAnnounce: true }) {
      const owner = await buildUser(app());
      const [maya, leo] = [address('maya'), address('leo')];
      const recipients = [
        { name: 'Maya', email: maya },
        { name: 'Leo', email: leo },
      ];
      await owner.client.post(
        '/api/messages',
        letter('Goodbye, my loves', recipients, { ...afterDeath, ...overrides }),
      );
      await markLegacyReleaseDue(context().db, owner.user.id, new Date(T0 + DAY).toISOString());
      return { owner, maya, leo, recipients };
    }

    it('tells each waiting address once, before any delivery, how many wait and roughly when for those allowed', async () => {
      const { owner, maya, leo, recipients } = await family();
      const dated = (title: string, days: number, mayAnnounce: boolean, to: { name: string; email: string }[]) =>
        owner.client.post('/api/messages', letter(title, to, { ...on(T0 + days * DAY), mayAnnounce }));
      const spring = (await dated('Your wedding', 660, true, [recipients[0]!])).json<Message>();
      expect(spring.mayAnnounce).toBe(true);
      // Not allowed to be told: counted, but no timing; the address differs only by case.
      const secret = (
        await dated('A secret for later', 400, false, [{ name: 'Maya', email: maya.toUpperCase() }])
      ).json<Message>();
      expect(secret.mayAnnounce).toBe(false);
      await dated('Already withdrawn', 30, true, [{ name: 'Ivy', email: address('ivy') }]).then(async (response) => {
        const message = response.json<Message>();
        await owner.client.post(`/api/messages/${message.id}/recipients/${message.recipients[0]!.id}/revoke`);
      });

      expect(await at(T0 + DAY - 1)).toEqual([]); // not released yet: nothing
      const sent = await at(T0 + DAY);
      const [mayaIntro, ...mayaRest] = to(sent, maya);
      expect(mayaIntro!.subject).toBe(`${owner.user.username} left three messages for you`);
      expect(mayaIntro!.text).toContain('One will arrive today and one in Mar 2029.');
      expect(mayaIntro!.text).toContain(`The other arrives on the day ${owner.user.username} chose.`);
      // The delivery the release armed arrives after the gentle e-mail, never before it.
      expect(mayaRest.map((email) => email.subject)).toEqual([
        `${owner.user.username} left you a letter: “Goodbye, my loves”`,
      ]);
      const [leoIntro, leoDelivery] = to(sent, leo);
      expect(leoIntro!.subject).toBe(`${owner.user.username} left a message for you`);
      expect(leoIntro!.text).toContain('It will arrive today.');
      expect(leoDelivery!.subject).toMatch(/Goodbye, my loves/);
      for (const intro of [mayaIntro!, leoIntro!])
        for (const title of ['Goodbye', 'wedding', 'secret', 'withdrawn']) expect(intro.text).not.toContain(title);
      expect(sent.filter((email) => /left (a|three|two) messages? for you/.test(email.subject))).toHaveLength(2);

      // A repeated release step queues nothing twice.
      const deps = {
        email: { productName: 'Heirloom', publicUrl: 'http://localhost:3000' },
        linkSecret: new Uint8Array(32),
      };
      await context()
        .db.transaction()
        .execute((trx) => announceWaitingMessages(trx, deps, owner.user.id, new Date(T0)));
      expect(await at(T0 + DAY + 1000)).toEqual([]);

      const described = (await page(tokenOf(mayaIntro!))).json<MessagesForMe>();
      expect(described).toEqual({ authorName: owner.user.username, waitingCount: 2, heldCount: 0, pause: null });
    });

    it('holds a paused recipient back while the others receive it, and delivers it once when the month is over', async () => {
      const { owner, maya, leo, recipients } = await family();
      const letterAt = T0 + 10 * DAY;
      await owner.client.post('/api/messages', letter('For you both', recipients, on(letterAt)));
      const intro = to(await at(T0 + DAY), maya)[0]!;
      const chosen = await choose(tokenOf(intro), 'pause_1_month');
      expect(chosen.message).toBe(GENTLE_MESSAGES.paused);
      expect(chosen.pause).toEqual({ until: new Date('2027-07-02T10:00:00.000Z').toISOString() });

      const delivered = await at(letterAt);
      expect(to(delivered, leo).map((email) => email.subject)).toEqual([
        `${owner.user.username} left you a letter: “For you both”`,
      ]);
      expect(to(delivered, maya)).toEqual([]);
      expect((await page(tokenOf(intro))).json<MessagesForMe>()).toMatchObject({ waitingCount: 0, heldCount: 1 });
      expect(await at(Date.parse('2027-07-02T10:00:00Z') - 1)).toEqual([]); // the pause holds to its end

      const after = await at(Date.parse('2027-07-02T10:00:00Z'));
      expect(after.map((email) => [email.to, email.subject])).toEqual([
        [maya, `${owner.user.username} left you a letter: “For you both”`],
      ]);
      expect(await at(Date.parse('2027-07-03T10:00:00Z'))).toEqual([]); // exactly once
      expect((await page(tokenOf(intro))).json<MessagesForMe>()).toMatchObject({ heldCount: 0, pause: null });
    });

    it('holds "until I ask" until the recipient resumes, and never delivers early', async () => {
      const { owner, maya, recipients } = await family();
      const [held, later] = [T0 + 10 * DAY, T0 + 400 * DAY];
      await owner.client.post('/api/messages', letter('Soon', [recipients[0]!], on(held)));
      await owner.client.post('/api/messages', letter('Much later', [recipients[0]!], on(later)));
      const token = tokenOf(to(await at(T0 + DAY), maya)[0]!);
      expect((await choose(token, 'pause_until_asked')).pause).toEqual({ until: null });

      expect(to(await at(held), maya)).toEqual([]);
      expect(to(await at(T0 + 300 * DAY), maya)).toEqual([]);
      expect(await choose(token, 'resume')).toMatchObject({
        message: GENTLE_MESSAGES.resumed,
        pause: null,
        heldCount: 1,
      });
      const resumed = await at(T0 + 300 * DAY + 1000);
      expect(resumed.map((email) => email.subject)).toEqual([`${owner.user.username} left you a letter: “Soon”`]);
      // "Much later" keeps its own time: nothing is early.
      expect(to(await at(later - 1), maya)).toEqual([]);
      expect(to(await at(later), maya).map((email) => email.subject)).toEqual([
        `${owner.user.username} left you a letter: “Much later”`,
      ]);
    });

    it('delivers what was kept at once when the recipient asks, once, and keeps the pause for the rest', async () => {
      const { owner, maya, recipients } = await family();
      const [kept, later] = [T0 + 10 * DAY, T0 + 20 * DAY];
      await owner.client.post('/api/messages', letter('Kept for you', [recipients[0]!], on(kept)));
      await owner.client.post('/api/messages', letter('Still to come', [recipients[0]!], on(later)));
      const token = tokenOf(to(await at(T0 + DAY), maya)[0]!);
      await choose(token, 'pause_until_asked');
      expect(to(await at(kept), maya)).toEqual([]);

      now = T0 + 15 * DAY;
      expect(await choose(token, 'receive_held')).toMatchObject({
        message: GENTLE_MESSAGES.receivedHeld,
        heldCount: 0,
        waitingCount: 1,
        pause: { until: null },
      });
      expect(await choose(token, 'receive_held')).toMatchObject({ heldCount: 0 }); // twice is harmless
      expect((await at(now)).map((email) => [email.to, email.subject])).toEqual([
        [maya, `${owner.user.username} left you a letter: “Kept for you”`],
      ]);
      // The pause stays: the next message is kept in turn.
      expect(to(await at(later), maya)).toEqual([]);
      expect((await page(token)).json<MessagesForMe>()).toMatchObject({ heldCount: 1, pause: { until: null } });
    });

    it("never holds a living author's messages", async () => {
      const owner: BuiltUser = await buildUser(app());
      const maya = address('maya');
      await owner.client.post(
        '/api/messages',
        letter('Happy birthday', [{ name: 'Maya', email: maya }], on(T0 + 3 * DAY)),
      );
      const token = await signGentleLink(
        new TextEncoder().encode('test-link-secret-test-link-secret-test-0123'),
        { ownerId: owner.user.id, email: maya },
        new Date(T0),
      );
      await choose(token, 'pause_until_asked');
      expect(to(await at(T0 + 3 * DAY), maya).map((email) => email.subject)).toEqual([
        `${owner.user.username} sent you a letter: “Happy birthday”`,
      ]);
    });

    it('refuses a forged or expired link with a sentence a person understands', async () => {
      const { maya } = await family();
      const token = tokenOf(to(await at(T0 + DAY), maya)[0]!);
      const forged = await page(`${token.slice(0, -2)}xx`);
      expect([forged.statusCode, forged.json()]).toEqual([404, { message: GENTLE_MESSAGES.linkInvalid }]);
      const forgedChoice = await new TestClient(app()).post(`/api/messages-for-me/${token}x`, { choice: 'resume' });
      expect(forgedChoice.statusCode).toBe(404);
      now = T0 + DAY + 731 * DAY;
      const expired = await page(token);
      expect([expired.statusCode, expired.json()]).toEqual([410, { message: GENTLE_MESSAGES.linkExpired }]);
    });
  },
  { clock, overrides: () => ({ mailer: createSmtpMailer(smtp.url) }) },
);
