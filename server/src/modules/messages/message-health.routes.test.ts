/**
 * The message health check through the API, the scheduler, the outbox and a real SMTP server that
 * answers 550 for chosen addresses: an address refused at any e-mail puts every scheduled message to
 * it at risk and tells the owner once; a corrected address is used without re-deciding the delivery,
 * and a refused delivery is sent once to it; after-death messages without a legacy contact are at
 * risk until one is named; a recipient the family tree records as deceased, or as the owner's former
 * partner, asks the owner.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { MESSAGE_HEALTH_MESSAGES, type MessageHealthEntry } from '@heirloom/common/contracts/message-health';
import { MESSAGE_MESSAGES, type Message } from '@heirloom/common/contracts/messages';
import { createSmtpMailer } from '../../mail/mailer';
import { buildUser, joinCircle } from '../../../test/factories';
import { findLink, startSmtpReceiver, type SmtpReceiver, runDeliveries } from '../../../test/smtp-receiver';
import { describeEachDatabase, TestClient } from '../../../test/test-app';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.parse('2027-03-01T10:00:00Z');
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
  letterText: 'My dear ones, I am so proud of you both.',
  occasion: 'wedding',
  deliverAt: new Date(T0 + 3 * DAY).toISOString(),
  timeZone: 'Europe/London',
  recipients,
  ...overrides,
});

describeEachDatabase(
  'message health',
  (context) => {
    const app = () => context().app;
    /** Runs the scheduler and the outbox sender (twice: e-mails a failure queues leave too); returns new e-mails. */
    const at = async (time: number) => {
      now = time;
      return runDeliveries(app(), smtp, 2);
    };
    const healthOf = async (client: TestClient) => {
      const response = await client.get('/api/message-health');
      expect(response.statusCode).toBe(200);
      return response.json<MessageHealthEntry[]>();
    };
    const correct = (client: TestClient, messageId: string, recipientId: string, email: string) =>
      client.request({
        method: 'PUT',
        url: `/api/messages/${messageId}/recipients/${recipientId}/email`,
        payload: { email },
      });

    beforeEach(async () => {
      await at(T0 + 1000 * DAY); // earlier tests' messages reach their end first
      now = T0;
      refused.clear();
    });

    it('puts every scheduled message to an address refused at an earlier e-mail at risk, and tells the owner once', async () => {
      const owner = await buildUser(app());
      const [anna, ben] = [address('anna'), address('ben')];
      const first = (
        await owner.client.post(
          '/api/messages',
          letter([
            { name: 'Anna', email: anna },
            { name: 'Ben', email: ben },
          ]),
        )
      ).json<Message>();
      now = T0 + 1000; // written a second later: the list is newest first
      const second = (
        await owner.client.post(
          '/api/messages',
          letter([{ name: 'Anna', email: anna }], {
            title: 'Your 18th',
            deliverAt: new Date(T0 + 9 * DAY).toISOString(),
          }),
        )
      ).json<Message>();
      expect((await healthOf(owner.client)).map((entry) => entry.level)).toEqual(['healthy', 'healthy']);

      // An earlier e-mail to Anna's address: the owner invites her to the family circle; 550.
      refused.add(anna);
      await owner.client.post('/api/circle/invitations', { name: 'Anna', email: anna, role: 'viewer' });
      const sent = await at(T0 + 60_000);
      const notices = sent.filter((email) => email.to === owner.user.email);
      expect(notices.map((email) => email.subject)).toEqual(["Anna's address refused our e-mail"]);
      expect(notices[0]!.text).toContain('“Your 18th”');
      expect(notices[0]!.text).toContain('“For your wedding day”');
      expect(notices[0]!.text).toContain('550 Mailbox unavailable');
      expect(notices[0]!.text).toContain('Correct the address: http://localhost:3000/legacy-messages');

      const health = await healthOf(owner.client);
      expect(health.map((entry) => [entry.messageId, entry.level])).toEqual([
        [second.id, 'at_risk'],
        [first.id, 'at_risk'],
      ]);
      const annaInFirst = first.recipients.find((recipient) => recipient.name === 'Anna')!;
      expect(health[1]!.reasons).toEqual([
        {
          code: 'address_refused',
          level: 'at_risk',
          text: expect.stringContaining(`Anna at ${anna} was refused`),
          fix: { kind: 'correct_address', recipientId: annaInFirst.id, email: anna },
        },
      ]);

      // Another refusal of the same address tells nobody again.
      await owner.client.post('/api/circle/invitations', { name: 'Anna B', email: anna.toUpperCase(), role: 'editor' });
      expect((await at(T0 + 120_000)).filter((email) => email.to === owner.user.email)).toEqual([]);
    });

    it('delivers on the same schedule to a corrected address, once, and never to the refused one', async () => {
      const owner = await buildUser(app());
      const [wrong, right] = [address('anna-old'), address('anna')];
      const message = (
        await owner.client.post('/api/messages', letter([{ name: 'Anna', email: wrong }]))
      ).json<Message>();
      refused.add(wrong);
      await owner.client.post('/api/circle/invitations', { name: 'Anna', email: wrong, role: 'viewer' });
      await at(T0 + 60_000);
      const recipientId = message.recipients[0]!.id;

      const corrected = await correct(owner.client, message.id, recipientId, ` ${right.toUpperCase()} `);
      expect(corrected.statusCode).toBe(200);
      const after = corrected.json<Message>();
      expect(after.recipients[0]!.email).toBe(right);
      expect(after.nextStep).toEqual(message.nextStep); // the delivery is not decided again
      expect(after.deliverAt).toBe(message.deliverAt);
      expect((await healthOf(owner.client))[0]).toMatchObject({ messageId: message.id, level: 'healthy', reasons: [] });
      expect((await correct(owner.client, message.id, recipientId, right)).statusCode).toBe(200); // a retry: no change

      // The reminder and the check still come, with links of the same plan; then one delivery, to Anna's new address.
      const reminder = (await at(T0 + DAY)).find((email) => email.to === owner.user.email)!;
      expect(reminder.subject).toMatch(/reminder|in 2 days/i);
      const deliveries = [...(await at(T0 + 2 * DAY)), ...(await at(T0 + 3 * DAY)), ...(await at(T0 + 6 * DAY))].filter(
        (email) => email.to !== owner.user.email,
      );
      expect(deliveries.map((email) => email.to)).toEqual([right]);
    });

    it('sends a delivery refused at delivery once to the corrected address, with a link that opens', async () => {
      const owner = await buildUser(app());
      const [wrong, right, ben] = [address('maya-old'), address('maya'), address('ben')];
      const message = (
        await owner.client.post(
          '/api/messages',
          letter([
            { name: 'Maya', email: wrong },
            { name: 'Ben', email: ben },
          ]),
        )
      ).json<Message>();
      refused.add(wrong);
      const delivered = await at(T0 + 3 * DAY);
      expect(delivered.filter((email) => email.to === ben)).toHaveLength(1);
      expect(delivered.filter((email) => email.to === owner.user.email).map((email) => email.subject)).toContain(
        "Maya's address refused our e-mail",
      );
      const [maya, benRecipient] = message.recipients;
      const health = await healthOf(owner.client);
      expect(health).toEqual([
        {
          messageId: message.id,
          title: 'For your wedding day',
          status: 'delivered',
          level: 'at_risk',
          reasons: [
            {
              code: 'delivery_refused',
              level: 'at_risk',
              text: expect.stringContaining(`did not reach Maya: the mail server refused ${wrong}`),
              fix: { kind: 'correct_address', recipientId: maya!.id, email: wrong },
            },
          ],
        },
      ]);

      // Ben's delivery arrived: there is nothing to correct for him.
      const notRefused = await correct(owner.client, message.id, benRecipient!.id, address('ben-new'));
      expect(notRefused.statusCode).toBe(409);
      expect(notRefused.json()).toEqual({ message: MESSAGE_HEALTH_MESSAGES.notCorrectable });

      expect((await correct(owner.client, message.id, maya!.id, right)).statusCode).toBe(200);
      expect((await correct(owner.client, message.id, maya!.id, right)).statusCode).toBe(200); // a retried request
      const resent = await at(T0 + 3 * DAY + 60_000);
      expect(resent.map((email) => email.to)).toEqual([right]);
      const link = findLink(resent[0]!, 'http://localhost:3000/shared/');
      const opened = await new TestClient(app()).get(`/api/shared/${link.split('/shared/')[1]}`);
      expect(opened.statusCode).toBe(200);
      expect(opened.json()).toMatchObject({ recipientName: 'Maya', title: 'For your wedding day' });
      expect((await at(T0 + 10 * DAY)).filter((email) => email.to !== owner.user.email)).toEqual([]); // nothing twice
      expect(await healthOf(owner.client)).toEqual([expect.objectContaining({ level: 'healthy', reasons: [] })]);
    });

    it('clears a refusal once an e-mail to the address is accepted again', async () => {
      const owner = await buildUser(app());
      const anna = address('anna');
      await owner.client.post('/api/messages', letter([{ name: 'Anna', email: anna }]));
      refused.add(anna);
      const invitation = await owner.client.post('/api/circle/invitations', {
        name: 'Anna',
        email: anna,
        role: 'viewer',
      });
      await at(T0 + 60_000);
      expect((await healthOf(owner.client))[0]!.level).toBe('at_risk');
      refused.delete(anna); // her mailbox works again: the next e-mail to her is accepted
      const resent = await owner.client.post(`/api/circle/invitations/${invitation.json<{ id: string }>().id}/resend`);
      expect(resent.statusCode).toBe(200);
      await at(T0 + 120_000);
      expect((await healthOf(owner.client))[0]!.level).toBe('healthy');
    });

    it('puts an after-death message at risk while nobody can release it, until a legacy contact is named', async () => {
      const owner = await buildUser(app());
      const message = (
        await owner.client.post(
          '/api/messages',
          letter([{ name: 'Maya', email: address('maya') }], { deliveryKind: 'after_death', deliverAt: undefined }),
        )
      ).json<Message>();
      expect(await healthOf(owner.client)).toEqual([
        expect.objectContaining({
          messageId: message.id,
          level: 'at_risk',
          reasons: [expect.objectContaining({ code: 'no_legacy_contact', fix: { kind: 'name_legacy_contact' } })],
        }),
      ]);
      const contact = await buildUser(app());
      const invited = await owner.client.post('/api/circle/invitations', {
        name: 'Ada',
        email: contact.user.email,
        role: 'legacy_contact',
      });
      expect(invited.statusCode).toBe(201);
      expect((await healthOf(owner.client))[0]).toMatchObject({
        level: 'needs_look',
        reasons: [{ code: 'legacy_contact_not_accepted' }],
      });
      const other = await buildUser(app());
      await joinCircle(owner, other, 'legacy_contact', 'Sam');
      expect((await healthOf(owner.client))[0]).toMatchObject({ level: 'healthy', reasons: [] });
    });

    it('asks about a message to someone the family tree records as deceased, until the owner keeps it', async () => {
      const owner = await buildUser(app());
      const stranger = await buildUser(app());
      const message = (
        await owner.client.post(
          '/api/messages',
          letter([
            { name: 'Rose Lee', email: address('rose') },
            { name: 'Joe', email: address('joe') },
          ]),
        )
      ).json<Message>();
      const [rose] = message.recipients;
      const tree = (await owner.client.post('/api/family-trees', { name: 'Lee family' })).json<{ id: string }>();
      const addPerson = async (givenNames: string) =>
        (await owner.client.post(`/api/family-trees/${tree.id}/individuals`, { givenNames, surname: 'Lee' })).json<{
          id: string;
        }>();
      const [rosePerson, joePerson] = [await addPerson('Rose'), await addPerson('Joe')];
      // Joe Lee dies too, but the recipient "Joe" is not named as in the tree: nobody is asked about a stranger.
      for (const person of [rosePerson, joePerson]) {
        const death = await owner.client.post(`/api/family-trees/${tree.id}/events`, {
          individualId: person.id,
          tag: 'DEAT',
          date: '2027',
        });
        expect(death.statusCode).toBe(201);
      }
      expect((await healthOf(owner.client))[0]).toEqual({
        messageId: message.id,
        title: 'For your wedding day',
        status: 'scheduled',
        level: 'needs_look',
        reasons: [
          {
            code: 'recipient_deceased',
            level: 'needs_look',
            text: expect.stringContaining('Your family tree records Rose Lee as deceased.'),
            fix: { kind: 'decide_recipient', recipientId: rose!.id },
          },
        ],
      });

      const keepUrl = `/api/messages/${message.id}/recipients/${rose!.id}/keep`;
      expect((await stranger.client.post(keepUrl)).statusCode).toBe(404);
      expect((await owner.client.post(`/api/messages/${message.id}/recipients/nobody/keep`)).statusCode).toBe(404);
      const kept = await owner.client.post(keepUrl);
      expect(kept.statusCode).toBe(200);
      expect(kept.json<Message>().nextStep).toEqual(message.nextStep); // kept as it was
      expect((await owner.client.post(keepUrl)).statusCode).toBe(200); // a retry
      expect((await healthOf(owner.client))[0]).toMatchObject({ level: 'healthy', reasons: [] });
    });

    it("asks about a message to the owner's former partner once the tree records the divorce, until kept", async () => {
      const owner = await buildUser(app());
      const message = (
        await owner.client.post(
          '/api/messages',
          letter([
            { name: 'Sam Lee', email: address('sam') },
            { name: 'Ivy Lee', email: address('ivy') },
          ]),
        )
      ).json<Message>();
      const [sam] = message.recipients;
      const tree = (await owner.client.post('/api/family-trees', { name: 'Lee family' })).json<{ id: string }>();
      const addPerson = async (givenNames: string) =>
        (await owner.client.post(`/api/family-trees/${tree.id}/individuals`, { givenNames, surname: 'Lee' })).json<{
          id: string;
        }>();
      const [me, samPerson, ivyPerson] = [await addPerson('Pat'), await addPerson('Sam'), await addPerson('Ivy')];
      expect(
        (await owner.client.request({ method: 'PUT', url: `/api/family-trees/${tree.id}/individuals/${me.id}/me` }))
          .statusCode,
      ).toBe(200);
      const family = (
        await owner.client.post(`/api/family-trees/${tree.id}/families`, {
          partnerIds: [me.id, samPerson.id],
          children: [{ individualId: ivyPerson.id, pedigree: null }],
        })
      ).json<{ id: string }>();
      // Married: nothing to ask.
      await owner.client.post(`/api/family-trees/${tree.id}/events`, {
        familyId: family.id,
        tag: 'MARR',
        date: '1990',
      });
      expect((await healthOf(owner.client))[0]).toMatchObject({ level: 'healthy', reasons: [] });

      const divorce = await owner.client.post(`/api/family-trees/${tree.id}/events`, {
        familyId: family.id,
        tag: 'DIV',
        date: '2026',
      });
      expect(divorce.statusCode).toBe(201);
      // Sam, the former partner, is asked about; Ivy, their child in the same family, is not.
      expect((await healthOf(owner.client))[0]).toMatchObject({
        level: 'needs_look',
        reasons: [
          {
            code: 'relationship_ended',
            level: 'needs_look',
            text: expect.stringContaining('your marriage or partnership with Sam Lee ended'),
            fix: { kind: 'decide_recipient', recipientId: sam!.id },
          },
        ],
      });
      expect((await owner.client.post(`/api/messages/${message.id}/recipients/${sam!.id}/keep`)).statusCode).toBe(200);
      expect((await healthOf(owner.client))[0]).toMatchObject({ level: 'healthy', reasons: [] });
    });

    it('answers only the owner, checks the address, and refuses a cancelled message', async () => {
      const owner = await buildUser(app());
      const stranger = await buildUser(app());
      const message = (
        await owner.client.post('/api/messages', letter([{ name: 'Anna', email: address('anna') }]))
      ).json<Message>();
      const recipientId = message.recipients[0]!.id;
      expect(await healthOf(stranger.client)).toEqual([]);
      expect((await correct(stranger.client, message.id, recipientId, address('x'))).statusCode).toBe(404);
      expect((await correct(owner.client, message.id, 'no-such-recipient', address('x'))).statusCode).toBe(404);
      const invalid = await correct(owner.client, message.id, recipientId, 'not an address');
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().message).toContain(MESSAGE_MESSAGES.recipientEmail);
      expect((await new TestClient(app()).get('/api/message-health')).statusCode).toBe(401);
      await owner.client.post(`/api/messages/${message.id}/cancel`);
      const cancelled = await correct(owner.client, message.id, recipientId, address('x'));
      expect(cancelled.statusCode).toBe(409);
      expect(cancelled.json()).toEqual({ message: MESSAGE_HEALTH_MESSAGES.notActive });
      expect(await healthOf(owner.client)).toEqual([]);
    });
  },
  { clock, overrides: () => ({ mailer: createSmtpMailer(smtp.url) }) },
);
