/**
 * The family circle through the API, the job queue and a real SMTP server
 * (docs/product/roles-and-access.md "Family circle"): invitations by e-mail, acceptance by link or
 * from one's list, roles, removal, leaving, the audit log, and the bad inputs — inviting oneself, a
 * member or someone already invited, a withdrawn or expired link, another account's acceptance, a
 * removed member's next request — each refused with a clear message that changes nothing, on both
 * dialects.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  CIRCLE_MESSAGES,
  type AuditEvent,
  type CircleOverview,
  type Invitation,
  type Membership,
  type ReceivedInvitation,
} from '@heirloom/common/contracts/circle';
import type { User } from '@heirloom/common/contracts/auth';
import { createSmtpMailer } from '../../mail/mailer';
import { buildUser } from '../../../test/factories';
import { findLink, startSmtpReceiver, type SmtpReceiver } from '../../../test/smtp-receiver';
import { describeEachDatabase } from '../../../test/test-app';

const DAY = 24 * 60 * 60 * 1000;
let now = Date.parse('2027-02-01T09:00:00Z');
const clock = { now: () => new Date(now) };
let smtp: SmtpReceiver;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(() => smtp.close());

const uniqueEmail = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}@example.com`;

describeEachDatabase(
  'family circle',
  (context) => {
    const app = () => context().app;

    /** Sends due e-mails and returns the invitation link's token sent to `email`. */
    async function invitationTokenFor(email: string): Promise<string> {
      await app().jobs.sendDueEmails();
      const received = smtp.received.filter((mail) => mail.to === email).at(-1);
      if (!received) throw new Error(`no e-mail to ${email}`);
      return new URL(findLink(received, 'http://localhost:3000/family-invitations?token=')).searchParams.get('token')!;
    }

    async function invite(client: Awaited<ReturnType<typeof buildUser>>['client'], overrides = {}) {
      const email = uniqueEmail('relative');
      const response = await client.post('/api/circle/invitations', {
        name: 'Anna',
        email,
        relationship: 'granddaughter',
        role: 'editor',
        ...overrides,
      });
      return { response, email: (overrides as { email?: string }).email ?? email };
    }

    it('invites by e-mail; the invitee reads the link signed out, signs up and accepts; both see it', async () => {
      const owner = await buildUser(app());
      const { response, email } = await invite(owner.client);
      expect(response.statusCode).toBe(201);
      expect(response.json<Invitation>()).toMatchObject({ name: 'Anna', role: 'editor', status: 'pending' });
      const token = await invitationTokenFor(email);
      const mail = smtp.received.find((received) => received.to === email)!;
      expect(mail.subject).toBe(`${owner.user.username} invites you to their family circle on Heirloom`);

      const described = await app().inject({ method: 'GET', url: `/api/invitations/by-token/${token}` });
      expect(described.statusCode).toBe(200);
      expect(described.json<ReceivedInvitation>()).toMatchObject({ ownerName: owner.user.username, role: 'editor' });

      const anna = await buildUser(app(), { email });
      const listed = await anna.client.get('/api/invitations');
      expect(listed.json<ReceivedInvitation[]>().map((invitation) => invitation.ownerName)).toEqual([
        owner.user.username,
      ]);
      const accepted = await anna.client.post('/api/invitations/accept', { token });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json<Membership>()).toMatchObject({ ownerId: owner.user.id, role: 'editor' });

      const circle = (await owner.client.get('/api/circle')).json<CircleOverview>();
      expect(circle.members).toEqual([
        expect.objectContaining({ name: 'Anna', email, role: 'editor', relationship: 'granddaughter' }),
      ]);
      // She had not said what her family calls her: she goes by the name she was invited under.
      expect((await anna.client.get('/api/auth/status')).json<User>().username).toBe('Anna');
      expect(circle.members[0]!.lastActiveAt).not.toBeNull();
      expect(circle.invitations).toEqual([]);
      const circles = (await anna.client.get('/api/circles')).json<Membership[]>();
      expect(circles.map((circle) => [circle.ownerId, circle.role])).toEqual([
        [anna.user.id, 'owner'],
        [owner.user.id, 'editor'],
      ]);
      expect(circles.every((membership) => !Number.isNaN(Date.parse(membership.since)))).toBe(true);
      const log = (await owner.client.get('/api/circle/audit')).json<AuditEvent[]>();
      expect(log.map((event) => event.action)).toEqual(['invitation.accepted', 'invitation.sent']);

      // Single use: a second acceptance changes nothing.
      const again = await anna.client.post('/api/invitations/accept', { token });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: CIRCLE_MESSAGES.invitationUsed });
    });

    it('refuses inviting oneself, a member, or someone already invited, with clear messages', async () => {
      const owner = await buildUser(app());
      const self = await invite(owner.client, { email: owner.user.email });
      expect(self.response.statusCode).toBe(400);
      expect(self.response.json()).toEqual({ message: CIRCLE_MESSAGES.selfInvite });
      const first = await invite(owner.client);
      const twice = await invite(owner.client, { email: first.email });
      expect(twice.response.statusCode).toBe(409);
      expect(twice.response.json()).toEqual({ message: CIRCLE_MESSAGES.alreadyInvited });
      const member = await buildUser(app(), { email: first.email });
      await member.client.post('/api/invitations/accept', { token: await invitationTokenFor(first.email) });
      const again = await invite(owner.client, { email: first.email });
      expect(again.response.statusCode).toBe(409);
      expect(again.response.json()).toEqual({ message: CIRCLE_MESSAGES.alreadyMember });
      const bad = await owner.client.post('/api/circle/invitations', { name: '', email: 'nope', role: 'king' });
      expect(bad.statusCode).toBe(400);
    });

    it('a resend replaces the link; a withdrawn or expired link answers 410 and changes nothing', async () => {
      const owner = await buildUser(app());
      const { response, email } = await invite(owner.client, { role: 'viewer' });
      const invitation = response.json<Invitation>();
      const oldToken = await invitationTokenFor(email);
      const resent = await owner.client.post(`/api/circle/invitations/${invitation.id}/resend`);
      expect(resent.statusCode).toBe(200);
      const newToken = await invitationTokenFor(email);
      expect(newToken).not.toBe(oldToken);
      const old = await app().inject({ method: 'GET', url: `/api/invitations/by-token/${oldToken}` });
      expect(old.statusCode).toBe(404);

      const invitee = await buildUser(app(), { email });
      now += 15 * DAY; // past the 14 days
      const expired = await invitee.client.post('/api/invitations/accept', { token: newToken });
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toEqual({ message: CIRCLE_MESSAGES.invitationExpired });
      const listed = (await owner.client.get('/api/circle')).json<CircleOverview>();
      expect(listed.invitations.map((item) => item.status)).toEqual(['expired']);

      await owner.client.post(`/api/circle/invitations/${invitation.id}/resend`);
      const freshToken = await invitationTokenFor(email);
      expect((await owner.client.post(`/api/circle/invitations/${invitation.id}/withdraw`)).statusCode).toBe(200);
      const withdrawn = await invitee.client.post('/api/invitations/accept', { token: freshToken });
      expect(withdrawn.statusCode).toBe(410);
      expect(withdrawn.json()).toEqual({ message: CIRCLE_MESSAGES.invitationWithdrawn });
      expect((await owner.client.get('/api/circle')).json<CircleOverview>().members).toEqual([]);
    });

    it('keeps a name the invitee chose, and one the invitation cannot give (over 100 characters)', async () => {
      const owner = await buildUser(app());
      const chosen = await invite(owner.client, { name: 'My son' });
      const david = await buildUser(app(), { email: chosen.email });
      expect(
        (
          await david.client.request({
            method: 'PATCH',
            url: '/api/account/profile',
            payload: { name: 'David Miller' },
          })
        ).statusCode,
      ).toBe(200);
      const first = await david.client.post('/api/invitations/accept', {
        invitationId: chosen.response.json<Invitation>().id,
      });
      expect(first.statusCode).toBe(200);
      expect((await david.client.get('/api/auth/status')).json<User>().username).toBe('David Miller');

      const longName =
        'Our dear nephew who lives abroad and whom we see at every summer gathering by the lake, with his wife';
      const tooLong = await invite(owner.client, { name: longName });
      const nephew = await buildUser(app(), { email: tooLong.email });
      const second = await nephew.client.post('/api/invitations/accept', {
        invitationId: tooLong.response.json<Invitation>().id,
      });
      expect(second.statusCode).toBe(200);
      expect((await nephew.client.get('/api/auth/status')).json<User>().username).toBe(nephew.user.username);
      const members = (await owner.client.get('/api/circle')).json<CircleOverview>().members;
      expect(members.map((member) => member.name).sort()).toEqual(['David Miller', nephew.user.username].sort());
    });

    it('accepts from the list only with the invited address; another account cannot use the id', async () => {
      const owner = await buildUser(app());
      const { response, email } = await invite(owner.client);
      const invitation = response.json<Invitation>();
      const stranger = await buildUser(app());
      const refused = await stranger.client.post('/api/invitations/accept', { invitationId: invitation.id });
      expect(refused.statusCode).toBe(404);
      const invitee = await buildUser(app(), { email });
      const accepted = await invitee.client.post('/api/invitations/accept', { invitationId: invitation.id });
      expect(accepted.statusCode).toBe(200);
    });

    it('changes roles and removes members (owner only); a removed member loses access at once', async () => {
      const owner = await buildUser(app());
      const { email } = await invite(owner.client, { role: 'viewer' });
      const member = await buildUser(app(), { email });
      await member.client.post('/api/invitations/accept', { token: await invitationTokenFor(email) });
      const [membership] = (await owner.client.get('/api/circle')).json<CircleOverview>().members;

      // Another user cannot touch this circle's members, whatever id they guess.
      const stranger = await buildUser(app());
      const guessed = await stranger.client.request({
        method: 'PATCH',
        url: `/api/circle/members/${membership!.id}`,
        payload: { role: 'editor' },
      });
      expect(guessed.statusCode).toBe(404);
      expect(
        (await stranger.client.request({ method: 'DELETE', url: `/api/circle/members/${membership!.id}` })).statusCode,
      ).toBe(404);
      // Nor can the member change their own role: their own circle has no such member.
      const self = await member.client.request({
        method: 'PATCH',
        url: `/api/circle/members/${membership!.id}`,
        payload: { role: 'editor' },
      });
      expect(self.statusCode).toBe(404);

      const changed = await owner.client.request({
        method: 'PATCH',
        url: `/api/circle/members/${membership!.id}`,
        payload: { role: 'editor' },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ role: 'editor' });
      const removed = await owner.client.request({ method: 'DELETE', url: `/api/circle/members/${membership!.id}` });
      expect(removed.statusCode).toBe(204);
      const circles = (await member.client.get('/api/circles')).json<Membership[]>();
      expect(circles.map((circle) => circle.ownerId)).toEqual([member.user.id]);
      expect((await member.client.post(`/api/circles/${owner.user.id}/leave`)).statusCode).toBe(404);
      const log = (await owner.client.get('/api/circle/audit')).json<AuditEvent[]>();
      expect(log.map((event) => event.summary)).toEqual([
        'Removed Anna from the family circle',
        "Changed Anna's role from viewer to editor",
        'Anna joined as viewer',
        'Invited Anna as viewer',
      ]);
    });

    it('lets a member leave, and tells the owner in the audit log', async () => {
      const owner = await buildUser(app());
      const { email } = await invite(owner.client, { role: 'legacy_contact' });
      const member = await buildUser(app(), { email });
      await member.client.post('/api/invitations/accept', { token: await invitationTokenFor(email) });
      expect((await member.client.post(`/api/circles/${owner.user.id}/leave`)).statusCode).toBe(204);
      expect((await owner.client.get('/api/circle')).json<CircleOverview>().members).toEqual([]);
      const [latest] = (await owner.client.get('/api/circle/audit')).json<AuditEvent[]>();
      expect(latest).toMatchObject({ action: 'member.left', actorName: 'Anna' });
    });

    it('answers 401 without a session, except for reading an invitation link', async () => {
      const anonymous = await app().inject({ method: 'GET', url: '/api/circle' });
      expect(anonymous.statusCode).toBe(401);
      const unknown = await app().inject({ method: 'GET', url: '/api/invitations/by-token/not-a-real-token' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: CIRCLE_MESSAGES.invitationNotFound });
    });
  },
  { clock, overrides: () => ({ mailer: createSmtpMailer(smtp.url) }) },
);
