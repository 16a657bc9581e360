/**
 * PATCH /api/account/profile (docs/product/accounts-and-sessions.md "Username"): the name a family
 * knows its user by, and that delivery e-mails, the recipient page and the family circle then say
 * it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACCOUNT_PROFILE_MESSAGES, MAX_DISPLAY_NAME_LENGTH } from '@heirloom/common/contracts/account';
import type { User } from '@heirloom/common/contracts/auth';
import type { CircleOverview, Membership, ReceivedInvitation } from '@heirloom/common/contracts/circle';
import type { Message } from '@heirloom/common/contracts/messages';
import { createSmtpMailer } from '../../mail/mailer';
import { buildUser } from '../../../test/factories';
import { findLink, startSmtpReceiver, type SmtpReceiver } from '../../../test/smtp-receiver';
import { describeEachDatabase, TestClient } from '../../../test/test-app';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.parse('2027-03-01T10:00:00Z');
let now = T0;
const clock = { now: () => new Date(now) };
let smtp: SmtpReceiver;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(() => smtp.close());

const uniqueEmail = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const changeName = (client: TestClient, payload: object, options: { csrf?: boolean } = {}) =>
  client.request({ method: 'PATCH', url: '/api/account/profile', payload, ...options });

describeEachDatabase(
  'account profile',
  (context) => {
    const app = () => context().app;

    it('changes the name (trimmed) and answers the user as GET /api/auth/status does', async () => {
      const { client, user } = await buildUser(app(), { email: uniqueEmail('grandpa.mwspoi6k1fdo') });
      expect(user.username).toMatch(/^grandpa\.mwspoi6k1fdo-/); // the e-mail's local part until changed

      const changed = await changeName(client, { name: '  Grandpa Joe  ' });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers['cache-control']).toBe('no-store');
      expect(changed.json<User>()).toEqual({ ...user, username: 'Grandpa Joe' });
      expect((await client.get('/api/auth/status')).json<User>()).toEqual({ ...user, username: 'Grandpa Joe' });

      const longest = 'J'.repeat(MAX_DISPLAY_NAME_LENGTH);
      expect((await changeName(client, { name: longest })).json<User>().username).toBe(longest);
      const unicode = await changeName(client, { name: 'Opa Jürgen 👴' });
      expect(unicode.json<User>().username).toBe('Opa Jürgen 👴');

      // A new session (sign-in) sees the stored name too.
      const again = await new TestClient(app()).post('/api/auth/signin', {
        username: user.email,
        password: 'correct horse battery',
      });
      expect(again.json<User>().username).toBe('Opa Jürgen 👴');
    });

    it('refuses an empty, blank, missing, too long or multi-line name with a clear message and keeps the old one', async () => {
      const { client, user } = await buildUser(app());
      const refusals: [object, string][] = [
        [{ name: '' }, ACCOUNT_PROFILE_MESSAGES.nameRequired],
        [{ name: '    ' }, ACCOUNT_PROFILE_MESSAGES.nameRequired],
        [{}, ACCOUNT_PROFILE_MESSAGES.nameRequired],
        [{ name: 42 }, ACCOUNT_PROFILE_MESSAGES.nameRequired],
        [{ name: 'J'.repeat(MAX_DISPLAY_NAME_LENGTH + 1) }, ACCOUNT_PROFILE_MESSAGES.nameTooLong],
        [{ name: 'Grandpa\nJoe' }, ACCOUNT_PROFILE_MESSAGES.nameHasControlCharacters],
        [{ name: 'Grandpa Joe\r\nBcc: x@example.com' }, ACCOUNT_PROFILE_MESSAGES.nameHasControlCharacters],
      ];
      for (const [payload, message] of refusals) {
        const refused = await changeName(client, payload);
        expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
        expect(refused.json(), JSON.stringify(payload)).toEqual({ message });
      }
      expect((await client.get('/api/auth/status')).json<User>().username).toBe(user.username);
    });

    it('answers 401 without a session and 403 without a CSRF token, changing nothing', async () => {
      const visitor = await changeName(new TestClient(app()), { name: 'Grandpa Joe' });
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toEqual({ message: 'Please sign in to continue.' });

      const { client, user } = await buildUser(app());
      const forged = await changeName(client, { name: 'Grandpa Joe' }, { csrf: false });
      expect(forged.statusCode).toBe(403);
      expect((await client.get('/api/auth/status')).json<User>().username).toBe(user.username);

      await client.post('/api/auth/signout');
      expect((await changeName(client, { name: 'Grandpa Joe' })).statusCode).toBe(401);
    });

    it('puts the new name in the delivery e-mail and on the recipient page', async () => {
      now = T0;
      const { client } = await buildUser(app(), { email: uniqueEmail('grandpa.mwspoi6k1fdo') });
      const annaEmail = uniqueEmail('anna'); // one SMTP receiver serves both dialects
      const scheduled = await client.post('/api/messages', {
        intent: 'schedule',
        kind: 'letter',
        title: 'For your graduation',
        letterText: 'I always knew you would do it.',
        occasion: 'graduation',
        deliverAt: new Date(T0 + 3 * DAY).toISOString(),
        timeZone: 'Europe/London',
        recipients: [{ name: 'Anna', email: annaEmail, relationship: 'granddaughter' }],
      });
      expect(scheduled.statusCode).toBe(201);
      const message = scheduled.json<Message>();
      expect((await changeName(client, { name: 'Grandpa Joe' })).statusCode).toBe(200);

      // Run every step up to delivery (reminder, check, delivery), as the job lanes would.
      for (const step of [T0 + DAY, T0 + 2 * DAY, T0 + 3 * DAY]) {
        now = step;
        await app().jobs.runDeliveryTick();
        await app().jobs.sendDueEmails();
      }
      const delivery = smtp.received.find((email) => email.to === annaEmail && email.subject.includes('graduation'));
      expect(delivery?.subject).toBe('Grandpa Joe sent you a letter: “For your graduation”');
      expect(delivery!.html).toContain('A message from Grandpa Joe');
      expect(delivery!.text).toContain('Grandpa Joe sent you a letter');
      expect(delivery!.text).not.toContain('mwspoi6k1fdo');

      const token = findLink(delivery!, 'http://localhost:3000/shared/').split('/shared/')[1]!;
      const opened = await app().inject({ method: 'GET', url: `/api/shared/${token}` });
      expect(opened.statusCode).toBe(200);
      expect(opened.json()).toMatchObject({ title: message.title, authorName: 'Grandpa Joe', recipientName: 'Anna' });
    });

    it('shows the new name in the family circle: the invitation, the circles list and the members list', async () => {
      now = T0;
      const owner = await buildUser(app(), { email: uniqueEmail('grandpa.mwspoi6k1fdo') });
      const email = uniqueEmail('anna');
      const invited = await owner.client.post('/api/circle/invitations', { name: 'Anna', email, role: 'viewer' });
      expect(invited.statusCode).toBe(201);
      await app().jobs.sendDueEmails();
      const invitation = smtp.received.filter((received) => received.to === email).at(-1)!;
      const token = new URL(findLink(invitation, 'http://localhost:3000/family-invitations?token=')).searchParams.get(
        'token',
      )!;

      expect((await changeName(owner.client, { name: 'Grandpa Joe' })).statusCode).toBe(200);
      const described = await app().inject({ method: 'GET', url: `/api/invitations/by-token/${token}` });
      expect(described.json<ReceivedInvitation>().ownerName).toBe('Grandpa Joe');

      const anna = await buildUser(app(), { email });
      expect((await anna.client.post('/api/invitations/accept', { token })).statusCode).toBe(200);
      const circles = (await anna.client.get('/api/circles')).json<Membership[]>();
      expect(circles.find((circle) => circle.ownerId === owner.user.id)?.ownerName).toBe('Grandpa Joe');

      expect((await changeName(anna.client, { name: 'Anna Miller' })).statusCode).toBe(200);
      const circle = (await owner.client.get('/api/circle')).json<CircleOverview>();
      expect(circle.members.map((member) => member.name)).toEqual(['Anna Miller']);
    });
  },
  { clock, overrides: () => ({ mailer: createSmtpMailer(smtp.url) }) },
);
