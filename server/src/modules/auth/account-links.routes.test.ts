/**
 * E-mail verification and password reset by e-mailed link, on SQLite and PostgreSQL, with the
 * e-mails read from a real SMTP server: single use, one hour, a used or expired link says so, a
 * reset ends every session; and ADMIN_EMAIL's account becomes administrator in production only once
 * its address is verified; the role is then the account's (docs/product/roles-and-access.md
 * "Administrator"): changing the e-mail away from ADMIN_EMAIL keeps it, and a newcomer who signs up
 * with the freed address is not administrator unverified.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACCOUNT_LINK_MESSAGES } from '@heirloom/common/contracts/account';
import { AUTH_MESSAGES, type User } from '@heirloom/common/contracts/auth';
import { createSmtpMailer } from '../../mail/mailer';
import { buildUser } from '../../../test/factories';
import { findLink, startSmtpReceiver, type SmtpReceiver } from '../../../test/smtp-receiver';
import { describeEachDatabase, TestClient } from '../../../test/test-app';

const MINUTE = 60_000;
let now = Date.parse('2027-04-01T09:00:00Z');
const clock = { now: () => new Date(now) };
let smtp: SmtpReceiver;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(() => smtp.close());

const uniqueEmail = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}@example.com`;
const LINK_PREFIX = 'http://localhost:3000/settings?link=';

/** The token of the newest account link e-mailed to `to` with `subject` text. */
function tokenFrom(to: string, subjectPart: string): string {
  const email = smtp.received.filter((received) => received.to === to && received.subject.includes(subjectPart)).at(-1);
  if (!email) throw new Error(`no "${subjectPart}" e-mail to ${to}`);
  return new URL(findLink(email, LINK_PREFIX)).searchParams.get('token')!;
}

describeEachDatabase(
  'account links',
  (context) => {
    const app = () => context().app;
    const deliver = () => app().jobs.sendDueEmails();

    it('verifies the address from the sign-up e-mail once; the account works before that', async () => {
      const email = uniqueEmail('maya');
      const { client, user } = await buildUser(app(), { email });
      expect(user.emailVerified).toBe(false);
      expect((await client.get('/api/auth/status')).json<User>().emailVerified).toBe(false);
      await deliver();
      const message = smtp.received.filter((received) => received.to === email).at(-1)!;
      expect(message.subject).toBe('Please verify your e-mail address for Heirloom');
      expect(message.text).toContain('The link works once and for 60 minutes.');
      const token = tokenFrom(email, 'verify');

      const verified = await new TestClient(app()).post('/api/auth/verify-email', { token });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toEqual({ message: ACCOUNT_LINK_MESSAGES.emailVerified });
      expect((await client.get('/api/auth/status')).json<User>().emailVerified).toBe(true);

      const again = await client.post('/api/auth/verify-email', { token });
      expect(again.statusCode).toBe(410);
      expect(again.json()).toEqual({ message: ACCOUNT_LINK_MESSAGES.linkUsed });
      const madeUp = await client.post('/api/auth/verify-email', { token: 'A'.repeat(43) });
      expect(madeUp.statusCode).toBe(404);
      expect(madeUp.json()).toEqual({ message: ACCOUNT_LINK_MESSAGES.linkNotValid });
      const resent = await client.post('/api/account/verification-email', {});
      expect(resent.statusCode).toBe(409);
      expect(resent.json()).toEqual({ message: ACCOUNT_LINK_MESSAGES.alreadyVerified });
    });

    it('refuses an expired link and sends a new one on request, three at most per window', async () => {
      const email = uniqueEmail('ben');
      const { client } = await buildUser(app(), { email });
      await deliver();
      const first = tokenFrom(email, 'verify');
      now += 61 * MINUTE;
      const expired = await client.post('/api/auth/verify-email', { token: first });
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toEqual({ message: ACCOUNT_LINK_MESSAGES.linkExpired });

      const resent = await client.post('/api/account/verification-email', {});
      expect(resent.statusCode).toBe(200);
      expect(resent.json()).toEqual({ message: ACCOUNT_LINK_MESSAGES.verificationSent });
      await deliver();
      const second = tokenFrom(email, 'verify');
      expect(second).not.toBe(first);
      expect((await client.post('/api/account/verification-email', {})).statusCode).toBe(200);
      expect((await client.post('/api/account/verification-email', {})).statusCode).toBe(200);
      const tooMany = await client.post('/api/account/verification-email', {});
      expect(tooMany.statusCode).toBe(429);
      expect(tooMany.headers['retry-after']).toBeDefined();
      expect((await client.post('/api/auth/verify-email', { token: second })).statusCode).toBe(200);
    });

    it('resets the password from the e-mail once, signing out every device', async () => {
      const email = uniqueEmail('grandpa');
      const { client: phone } = await buildUser(app(), { email, password: 'the old password' });
      const laptop = new TestClient(app());
      expect(
        (await laptop.post('/api/auth/signin', { username: email, password: 'the old password' })).statusCode,
      ).toBe(200);

      const nobody = await new TestClient(app()).post('/api/auth/password-reset/request', {
        email: uniqueEmail('nobody'),
      });
      const asked = await new TestClient(app()).post('/api/auth/password-reset/request', {
        email: `  ${email.toUpperCase()} `,
      });
      expect(nobody.statusCode).toBe(200);
      expect(asked.json()).toEqual(nobody.json()); // the answer does not tell who has an account
      expect(asked.json()).toEqual({ message: ACCOUNT_LINK_MESSAGES.resetRequested });
      await new TestClient(app()).post('/api/auth/password-reset/request', { email });
      await deliver();
      const older = smtp.received.filter((received) => received.to === email && received.subject.includes('password'));
      expect(older).toHaveLength(2);
      expect(older[0]!.subject).toBe('Choose a new password for Heirloom');
      const firstToken = new URL(findLink(older[0]!, LINK_PREFIX)).searchParams.get('token')!;
      const token = tokenFrom(email, 'password');

      const short = await new TestClient(app()).post('/api/auth/password-reset', { token, password: 'short' });
      expect(short.statusCode).toBe(400);
      expect(short.json<{ message: string }>().message).toBe(AUTH_MESSAGES.passwordTooShort);
      const reset = await new TestClient(app()).post('/api/auth/password-reset', {
        token,
        password: 'a brand new one',
      });
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toEqual({ message: ACCOUNT_LINK_MESSAGES.passwordReset });

      expect((await phone.get('/api/auth/status')).statusCode).toBe(401);
      expect((await laptop.get('/api/auth/status')).statusCode).toBe(401);
      const oldPassword = await new TestClient(app()).post('/api/auth/signin', {
        username: email,
        password: 'the old password',
      });
      expect(oldPassword.statusCode).toBe(401);
      const newPassword = await new TestClient(app()).post('/api/auth/signin', {
        username: email,
        password: 'a brand new one',
      });
      expect(newPassword.statusCode).toBe(200);

      const reused = await new TestClient(app()).post('/api/auth/password-reset', { token, password: 'third one!' });
      expect(reused.statusCode).toBe(410);
      expect(reused.json()).toEqual({ message: ACCOUNT_LINK_MESSAGES.linkUsed });
      const otherLink = await new TestClient(app()).post('/api/auth/password-reset', {
        token: firstToken,
        password: 'third one!',
      });
      expect(otherLink.statusCode).toBe(410);
    });

    it('sends at most three reset e-mails to one address per window', async () => {
      const email = uniqueEmail('flood');
      await buildUser(app(), { email });
      const ask = () => new TestClient(app()).post('/api/auth/password-reset/request', { email });
      for (let i = 0; i < 3; i += 1) expect((await ask()).statusCode).toBe(200);
      const refused = await ask();
      expect(refused.statusCode).toBe(429);
      expect(refused.json<{ message: string }>().message).toMatch(/^Too many e-mails asked for\. Please wait/);
    });
  },
  { clock, config: { isVerificationSentAtSignUp: true }, overrides: () => ({ mailer: createSmtpMailer(smtp.url) }) },
);

const ADMIN_EMAIL = 'verified-keeper@example.com';

describeEachDatabase(
  'ADMIN_EMAIL in production',
  (context) => {
    it('makes the account administrator once its address is verified, not before', async () => {
      const { client, user } = await buildUser(context().app, { email: ADMIN_EMAIL });
      expect(user.role).toBe('user');
      await context().app.jobs.sendDueEmails();
      const token = tokenFrom(ADMIN_EMAIL, 'verify');
      expect((await client.get('/api/admin/stats')).statusCode).toBe(404);
      expect((await client.post('/api/auth/verify-email', { token })).statusCode).toBe(200);
      expect((await client.get('/api/auth/status')).json<User>()).toMatchObject({ role: 'admin', emailVerified: true });
      expect((await client.get('/api/admin/stats')).statusCode).toBe(200);
    });

    it('keeps the role when the administrator changes their e-mail away from ADMIN_EMAIL', async () => {
      const client = new TestClient(context().app);
      const signIn = await client.post('/api/auth/signin', {
        username: ADMIN_EMAIL,
        password: 'correct horse battery',
        browser: 'chrome',
        mobile: false,
      });
      expect(signIn.statusCode, signIn.body).toBe(200);
      expect((await client.get('/api/auth/status')).json<User>().role).toBe('admin');
      const newEmail = uniqueEmail('keeper-new');
      const asked = await client.post('/api/account/email', { newEmail, password: 'correct horse battery' });
      expect(asked.statusCode, asked.body).toBe(200);
      await context().app.jobs.sendDueEmails();
      const changed = await client.post('/api/auth/email-change', { token: tokenFrom(newEmail, 'new e-mail') });
      expect(changed.statusCode, changed.body).toBe(200);
      expect((await client.get('/api/auth/status')).json<User>()).toMatchObject({ email: newEmail, role: 'admin' });
      expect((await client.get('/api/admin/stats')).statusCode).toBe(200);

      // The freed address grants nothing to whoever signs up with it until they verify it.
      const { client: newcomer, user } = await buildUser(context().app, { email: ADMIN_EMAIL });
      expect(user.role).toBe('user');
      expect((await newcomer.get('/api/admin/stats')).statusCode).toBe(404);
    });
  },
  {
    clock,
    config: { isProduction: true, isVerificationSentAtSignUp: true, adminEmail: ADMIN_EMAIL },
    overrides: () => ({ mailer: createSmtpMailer(smtp.url), onAdminSetupToken: () => undefined }),
  },
);
