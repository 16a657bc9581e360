/**
 * An invitation link proves its address: signing up with the invited address and accepting from the
 * link marks the address verified; accepting from one's list (no link) or with another address
 * does not. On both dialects, the link read from a real SMTP server.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { User } from '@heirloom/common/contracts/auth';
import { createSmtpMailer } from '../../mail/mailer';
import { buildUser, type BuiltUser } from '../../../test/factories';
import { findLink, startSmtpReceiver, type SmtpReceiver } from '../../../test/smtp-receiver';
import { describeEachDatabase } from '../../../test/test-app';

let smtp: SmtpReceiver;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(() => smtp.close());

const uniqueEmail = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}@example.com`;

describeEachDatabase(
  'an invitation link verifies the invited address',
  (context) => {
    const app = () => context().app;

    /** Invites `email` as an editor and returns the invitation's id and its e-mailed link token. */
    async function invite(owner: BuiltUser, email: string) {
      const invited = await owner.client.post('/api/circle/invitations', { name: 'Tom', email, role: 'editor' });
      expect(invited.statusCode, invited.body).toBe(201);
      await app().jobs.sendDueEmails();
      const mail = smtp.received.filter((received) => received.to === email).at(-1)!;
      const token = new URL(findLink(mail, 'http://localhost:3000/family-invitations?token=')).searchParams.get(
        'token',
      )!;
      return { id: invited.json<{ id: string }>().id, token };
    }
    const isVerified = async (user: BuiltUser) =>
      (await user.client.get('/api/auth/status')).json<User>().emailVerified;

    it('signing up with the invited address and accepting from the link marks it verified', async () => {
      const owner = await buildUser(app());
      const email = uniqueEmail('son');
      const { token } = await invite(owner, email);
      const son = await buildUser(app(), { email });
      expect(await isVerified(son)).toBe(false);
      expect((await son.client.post('/api/invitations/accept', { token })).statusCode).toBe(200);
      expect(await isVerified(son)).toBe(true);
    });

    it('accepting from the list, or from a link sent to another address, leaves the address unverified', async () => {
      const owner = await buildUser(app());
      const email = uniqueEmail('son');
      const { id } = await invite(owner, email);
      const son = await buildUser(app(), { email });
      expect((await son.client.post('/api/invitations/accept', { invitationId: id })).statusCode).toBe(200);
      expect(await isVerified(son)).toBe(false);

      const { token } = await invite(owner, uniqueEmail('cousin'));
      const other = await buildUser(app());
      expect((await other.client.post('/api/invitations/accept', { token })).statusCode).toBe(200);
      expect(await isVerified(other)).toBe(false);
    });
  },
  { overrides: () => ({ mailer: createSmtpMailer(smtp.url) }) },
);
