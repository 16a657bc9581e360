/**
 * Password change, e-mail change and signed-in devices on /settings, and the admin's "Send a
 * password reset", on SQLite and PostgreSQL with the e-mails read from a real SMTP server: a
 * password change needs the current password (throttled) and signs out every other device; an
 * e-mail change is confirmed once from the new address while the old one gets a notice; devices
 * list browser, mobile, activity and "this device", and sign out one by one or all but this one.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACCOUNT_SECURITY_MESSAGES, type SignedInDevice } from '@heirloom/common/contracts/account-security';
import { ACCOUNT_LINK_MESSAGES } from '@heirloom/common/contracts/account';
import type { User } from '@heirloom/common/contracts/auth';
import { createSmtpMailer } from '../../mail/mailer';
import { buildUser, type BuiltUser } from '../../../test/factories';
import { findLink, startSmtpReceiver, type SmtpReceiver } from '../../../test/smtp-receiver';
import { describeEachDatabase, TestClient } from '../../../test/test-app';
import { ACCOUNT_SECURITY_FAILURE_LIMIT } from './auth.throttle';

let now = Date.parse('2027-06-01T09:00:00Z');
const clock = { now: () => new Date(now) };
const MINUTE = 60_000;
const ADMIN_EMAIL = 'security-admin@example.com';
let smtp: SmtpReceiver;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(() => smtp.close());

const uniqueEmail = (name: string) => `${name}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The token of the newest /settings link e-mailed to `to` whose subject has `subjectPart`. */
function tokenFrom(to: string, subjectPart: string): string {
  const email = smtp.received.filter((received) => received.to === to && received.subject.includes(subjectPart)).at(-1);
  if (!email) throw new Error(`no "${subjectPart}" e-mail to ${to}`);
  return new URL(findLink(email, 'http://localhost:3000/settings?link=')).searchParams.get('token')!;
}

describeEachDatabase(
  'account security',
  (context) => {
    const app = () => context().app;
    const deliver = () => app().jobs.sendDueEmails();

    /** Signs `user` in from another device. */
    async function signInElsewhere(user: BuiltUser, device: { browser: string; mobile: boolean }, address: string) {
      const client = new TestClient(app(), address);
      const response = await client.post('/api/auth/signin', {
        username: user.user.email,
        password: user.password,
        ...device,
      });
      expect(response.statusCode).toBe(200);
      return client;
    }

    it('changes the password with the current one, signing out every other device', async () => {
      const owner = await buildUser(app());
      const phone = await signInElsewhere(owner, { browser: 'safari', mobile: true }, '10.30.0.1');
      const wrong = await owner.client.post('/api/account/password', {
        currentPassword: 'not it',
        newPassword: 'a new long password',
      });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.json()).toEqual({ message: ACCOUNT_SECURITY_MESSAGES.wrongPassword });
      const same = await owner.client.post('/api/account/password', {
        currentPassword: owner.password,
        newPassword: owner.password,
      });
      expect(same.statusCode).toBe(400);
      expect(same.json()).toEqual({ message: ACCOUNT_SECURITY_MESSAGES.samePassword });

      const changed = await owner.client.post('/api/account/password', {
        currentPassword: owner.password,
        newPassword: 'a new long password',
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toEqual({ message: ACCOUNT_SECURITY_MESSAGES.passwordChanged });
      expect((await owner.client.get('/api/auth/status')).statusCode).toBe(200);
      expect((await phone.get('/api/auth/status')).statusCode).toBe(401);
      const oldPassword = await new TestClient(app(), '10.30.0.2').post('/api/auth/signin', {
        username: owner.user.email,
        password: owner.password,
      });
      expect(oldPassword.statusCode).toBe(401);
      await signInElsewhere(
        { ...owner, password: 'a new long password' },
        { browser: 'chrome', mobile: false },
        '10.30.0.3',
      );
    });

    it('throttles wrong current passwords per user, even for the right one', async () => {
      const owner = await buildUser(app());
      for (let attempt = 0; attempt < ACCOUNT_SECURITY_FAILURE_LIMIT; attempt++) {
        const wrong = await owner.client.post('/api/account/password', {
          currentPassword: `wrong ${attempt}`,
          newPassword: 'a new long password',
        });
        expect(wrong.statusCode).toBe(403);
      }
      const blocked = await owner.client.post('/api/account/password', {
        currentPassword: owner.password,
        newPassword: 'a new long password',
      });
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // The e-mail change asks the same password check: it is throttled too.
      const emailChange = await owner.client.post('/api/account/email', {
        newEmail: uniqueEmail('elsewhere'),
        password: owner.password,
      });
      expect(emailChange.statusCode).toBe(429);
    });

    it('changes the e-mail address from a single-use link to the new address, with a notice to the old one', async () => {
      const oldEmail = uniqueEmail('anna');
      const newEmail = uniqueEmail('anna-new');
      const owner = await buildUser(app(), { email: oldEmail });
      const taken = await buildUser(app());
      const refused = await owner.client.post('/api/account/email', {
        newEmail: taken.user.email,
        password: owner.password,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: ACCOUNT_SECURITY_MESSAGES.emailTaken });
      const wrongPassword = await owner.client.post('/api/account/email', { newEmail, password: 'nope' });
      expect(wrongPassword.statusCode).toBe(403);

      const asked = await owner.client.post('/api/account/email', {
        newEmail: newEmail.toUpperCase(),
        password: owner.password,
      });
      expect(asked.statusCode).toBe(200);
      expect(asked.json()).toEqual({ message: ACCOUNT_SECURITY_MESSAGES.emailChangeSent(newEmail) });
      expect((await owner.client.get('/api/auth/status')).json<User>().email).toBe(oldEmail);
      await deliver();
      const notice = smtp.received.filter((received) => received.to === oldEmail).at(-1)!;
      expect(notice.subject).toBe('Your Heirloom e-mail address is about to change');
      expect(notice.text).toContain(newEmail);
      const token = tokenFrom(newEmail, 'Confirm your new e-mail address');

      const confirmed = await new TestClient(app()).post('/api/auth/email-change', { token });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toEqual({ message: ACCOUNT_SECURITY_MESSAGES.emailChanged });
      expect((await owner.client.get('/api/auth/status')).json<User>()).toMatchObject({
        email: newEmail,
        emailVerified: true,
      });
      const again = await owner.client.post('/api/auth/email-change', { token });
      expect(again.statusCode).toBe(410);
      expect(again.json()).toEqual({ message: ACCOUNT_LINK_MESSAGES.linkUsed });
      const byNew = await new TestClient(app(), '10.31.0.1').post('/api/auth/signin', {
        username: newEmail,
        password: owner.password,
      });
      expect(byNew.statusCode).toBe(200);
    });

    it('refuses an e-mail change link after an hour', async () => {
      const owner = await buildUser(app());
      const newEmail = uniqueEmail('late');
      await owner.client.post('/api/account/email', { newEmail, password: owner.password });
      await deliver();
      const token = tokenFrom(newEmail, 'Confirm your new e-mail address');
      now += 61 * MINUTE;
      const late = await owner.client.post('/api/auth/email-change', { token });
      expect(late.statusCode).toBe(410);
      expect(late.json()).toEqual({ message: ACCOUNT_LINK_MESSAGES.linkExpired });
    });

    it('lists the signed-in devices and signs them out one by one or all but this one', async () => {
      const owner = await buildUser(app());
      const phone = await signInElsewhere(owner, { browser: 'safari', mobile: true }, '10.32.0.1');
      const laptop = await signInElsewhere(owner, { browser: 'other', mobile: false }, '10.32.0.2');
      now += 10 * MINUTE;
      await phone.get('/api/auth/status'); // the phone was used a minute before this list
      const phoneUsedAt = new Date(now).toISOString();
      now += MINUTE;
      const devices = (await owner.client.get('/api/account/sessions')).json<SignedInDevice[]>();
      // The most recently active first: this device (asking now), the phone, then the idle laptop.
      expect(devices.map(({ browser, isMobile, isCurrent }) => ({ browser, isMobile, isCurrent }))).toEqual([
        { browser: 'chrome', isMobile: false, isCurrent: true },
        { browser: 'safari', isMobile: true, isCurrent: false },
        { browser: 'other', isMobile: false, isCurrent: false },
      ]);
      expect(devices[1]!.lastActiveAt).toBe(phoneUsedAt);
      expect(devices[2]!.lastActiveAt).toBe(devices[2]!.signedInAt);
      const [current, phoneDevice] = [devices[0]!, devices[1]!];
      expect(devices.every((listed) => /^[0-9a-f]{32}$/.test(listed.id))).toBe(true);

      // Another account cannot name these devices; nor can the user sign out this one here.
      const stranger = await buildUser(app());
      const foreign = await stranger.client.request({
        method: 'DELETE',
        url: `/api/account/sessions/${phoneDevice.id}`,
      });
      expect(foreign.statusCode).toBe(404);
      const self = await owner.client.request({ method: 'DELETE', url: `/api/account/sessions/${current.id}` });
      expect(self.statusCode).toBe(400);
      const one = await owner.client.request({ method: 'DELETE', url: `/api/account/sessions/${phoneDevice.id}` });
      expect(one.statusCode).toBe(200);
      expect((await phone.get('/api/auth/status')).statusCode).toBe(401);
      expect((await laptop.get('/api/auth/status')).statusCode).toBe(200);

      const others = await owner.client.post('/api/account/sessions/sign-out-others');
      expect(others.json()).toEqual({ message: ACCOUNT_SECURITY_MESSAGES.othersSignedOut(1) });
      expect((await laptop.get('/api/auth/status')).statusCode).toBe(401);
      expect((await owner.client.get('/api/auth/status')).statusCode).toBe(200);
      const left = (await owner.client.get('/api/account/sessions')).json<SignedInDevice[]>();
      expect(left.map((listed) => listed.isCurrent)).toEqual([true]);
    });

    it("sends a user a password reset from the admin's Users tab, audited", async () => {
      const admin = await buildUser(app(), { email: ADMIN_EMAIL });
      const member = await buildUser(app(), { email: uniqueEmail('forgetful') });
      const denied = await member.client.post(`/api/admin/users/${admin.user.id}/password-reset`);
      expect(denied.statusCode).toBe(404);
      const sent = await admin.client.post(`/api/admin/users/${member.user.id}/password-reset`);
      expect(sent.statusCode).toBe(200);
      await deliver();
      const token = tokenFrom(member.user.email, 'Choose a new password');
      const reset = await new TestClient(app()).post('/api/auth/password-reset', { token, password: 'chosen anew' });
      expect(reset.statusCode).toBe(200);
      const audit = await context()
        .db.selectFrom('admin_audit')
        .selectAll()
        .where('action', '=', 'user.password-reset')
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ admin_id: admin.user.id, target: member.user.id });
      const unknown = await admin.client.post('/api/admin/users/00000000-0000-4000-8000-000000000000/password-reset');
      expect(unknown.statusCode).toBe(404);
    });
  },
  { clock, config: { adminEmail: ADMIN_EMAIL }, overrides: () => ({ mailer: createSmtpMailer(smtp.url) }) },
);
