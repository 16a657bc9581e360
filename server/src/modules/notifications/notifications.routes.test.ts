/**
 * Notification preferences (docs/product/admin.md "Settings take effect") and the owner's delivered
 * notice (docs/product/messages-and-delivery.md "Delivery to recipients"), on SQLite and PostgreSQL
 * with a real SMTP receiver and a moved clock: each kind of optional e-mail goes out while its
 * switch is on and not while it is off, nothing optional goes out while the admin's
 * emailNotifications is off (the deliveries themselves still do), and each optional e-mail carries
 * a signed one-click List-Unsubscribe link that turns its kind off without a session. Circle
 * activity covers a relative joining and an album shared with the circle.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Invitation } from '@heirloom/common/contracts/circle';
import type { Message } from '@heirloom/common/contracts/messages';
import { UNSUBSCRIBE_MESSAGES, type NotificationSettings } from '@heirloom/common/contracts/notifications';
import { createSmtpMailer } from '../../mail/mailer';
import { buildUser, joinCircle, type BuiltUser } from '../../../test/factories';
import { turnOffNotifications } from '../../../test/notification-preferences';
import {
  findLink,
  startSmtpReceiver,
  type ReceivedEmail,
  type SmtpReceiver,
  runDeliveries,
} from '../../../test/smtp-receiver';
import { describeEachDatabase, TestClient } from '../../../test/test-app';

const ADMIN_EMAIL = 'notices-admin@example.com';
const DAY = 24 * 60 * 60 * 1000;
let now = Date.parse('2027-04-01T09:00:00Z');
const clock = { now: () => new Date(now) };
let smtp: SmtpReceiver;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(() => smtp.close());

describeEachDatabase(
  'notification preferences',
  (context) => {
    const app = () => context().app;
    /** Runs the scheduler and the sender; returns the e-mails that arrived meanwhile. */
    const runJobs = async () => {
      return runDeliveries(app(), smtp);
    };
    const to = (emails: ReceivedEmail[], user: BuiltUser) => emails.filter((email) => email.to === user.user.email);
    /** Schedules a letter to Maya three days ahead and moves the clock to its delivery. */
    async function deliverLetter(owner: BuiltUser, title: string) {
      const message = (
        await owner.client.post('/api/messages', {
          intent: 'schedule',
          kind: 'letter',
          title,
          letterText: 'With love.',
          occasion: 'other',
          deliverAt: new Date(now + 3 * DAY).toISOString(),
          timeZone: 'UTC',
          recipients: [{ name: 'Maya', email: `maya-${title.length}@example.com` }],
        })
      ).json<Message>();
      now += 3 * DAY + 60_000;
      const emails = await runJobs();
      const delivery = emails.find((email) => email.to === `maya-${title.length}@example.com`)!;
      return {
        message,
        emails,
        recipientToken: findLink(delivery, 'http://localhost:3000/shared/').split('/shared/')[1]!,
      };
    }
    let admin: BuiltUser | undefined;
    async function setAdminEmails(isOn: boolean) {
      admin ??= await buildUser(app(), { email: ADMIN_EMAIL });
      const answer = await admin.client.request({
        method: 'PUT',
        url: '/api/admin/settings',
        payload: { maintenanceMode: false, registrationEnabled: true, maxFileSize: 100, emailNotifications: isOn },
      });
      expect(answer.statusCode, answer.body).toBeLessThan(300);
      now += 3_000; // past every instance's settings cache
    }

    it('reads and saves the switches: every kind on at first, 401 signed out, 400 for a half-sent form', async () => {
      const user = await buildUser(app());
      const first = await user.client.get('/api/account/notifications');
      expect(first.statusCode).toBe(200);
      expect(first.json<NotificationSettings>()).toEqual({
        preferences: { memoryPrompts: true, messageUpdates: true, circleActivity: true, productNews: true },
        arePausedByAdmin: false,
      });
      await turnOffNotifications(user.client, ['productNews', 'circleActivity']);
      expect((await user.client.get('/api/account/notifications')).json<NotificationSettings>().preferences).toEqual({
        memoryPrompts: true,
        messageUpdates: true,
        circleActivity: false,
        productNews: false,
      });
      const halfSent = await user.client.request({
        method: 'PUT',
        url: '/api/account/notifications',
        payload: { memoryPrompts: false },
      });
      expect(halfSent.statusCode).toBe(400);
      expect(halfSent.json()).toHaveProperty('message');
      expect((await new TestClient(app()).get('/api/account/notifications')).statusCode).toBe(401);
    });

    it('tells the owner once that a message was delivered and first opened, with a one-click unsubscribe', async () => {
      const owner = await buildUser(app());
      const { message, emails, recipientToken } = await deliverLetter(owner, 'For your first day');
      const delivered = to(emails, owner);
      expect(delivered.map((email) => email.subject)).toEqual(['“For your first day” reached Maya']);
      expect(delivered[0]!.text).toContain('was delivered on');
      const unsubscribeUrl = /^<(.+)>$/.exec(delivered[0]!.headers['list-unsubscribe']!)![1]!;
      expect(unsubscribeUrl).toMatch(/^http:\/\/localhost:3000\/api\/notifications\/unsubscribe\/[\w.-]+$/);
      expect(delivered[0]!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(await runJobs()).toEqual([]); // a second tick decides nothing new

      // Maya opens it twice: one notice.
      const visitor = new TestClient(app(), '10.9.0.1');
      expect((await visitor.get(`/api/shared/${recipientToken}`)).statusCode).toBe(200);
      expect((await visitor.get(`/api/shared/${recipientToken}`)).statusCode).toBe(200);
      const opened = to(await runJobs(), owner);
      expect(opened.map((email) => email.subject)).toEqual([`Maya opened “${message.title}”`]);
      expect(opened[0]!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

      // The mail program's one-click POST (RFC 8058): form-encoded, no session, no CSRF token.
      const oneClick = await app().inject({
        method: 'POST',
        url: unsubscribeUrl.replace('http://localhost:3000', ''),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(oneClick.statusCode, oneClick.body).toBe(200);
      expect(oneClick.json()).toMatchObject({ kind: 'messageUpdates' });
      const preferences = (await owner.client.get('/api/account/notifications')).json<NotificationSettings>();
      expect(preferences.preferences.messageUpdates).toBe(false);
      expect(preferences.preferences.memoryPrompts).toBe(true);

      const forged = await app().inject({
        method: 'POST',
        url: `${unsubscribeUrl.replace('http://localhost:3000', '').slice(0, -4)}AAAA`,
      });
      expect([forged.statusCode, forged.json().message]).toEqual([404, UNSUBSCRIBE_MESSAGES.invalidLink]);
    });

    it('sends neither notice while the owner turned them off; the delivery itself still goes out', async () => {
      const owner = await buildUser(app());
      await turnOffNotifications(owner.client, ['messageUpdates']);
      const { emails, recipientToken } = await deliverLetter(owner, 'Quietly delivered');
      expect(emails.some((email) => email.to.startsWith('maya-'))).toBe(true);
      expect(to(emails, owner)).toEqual([]);
      await new TestClient(app(), '10.9.0.2').get(`/api/shared/${recipientToken}`);
      expect(to(await runJobs(), owner)).toEqual([]);
    });

    it('tells the owner when a relative joins their circle, unless circle activity is off', async () => {
      const owner = await buildUser(app());
      const invite = async (relative: BuiltUser) => {
        const invitation = (
          await owner.client.post('/api/circle/invitations', {
            name: 'Sam',
            email: relative.user.email,
            role: 'viewer',
          })
        ).json<Invitation>();
        const accepted = await relative.client.post('/api/invitations/accept', { invitationId: invitation.id });
        expect(accepted.statusCode, accepted.body).toBe(200);
      };
      await invite(await buildUser(app()));
      const joined = to(await runJobs(), owner);
      expect(joined).toHaveLength(1);
      expect(joined[0]!.subject).toMatch(/ joined your family circle$/);
      expect(joined[0]!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      // The footer's link opens /settings, where the same token turns the kind off.
      const page = findLink(joined[0]!, 'http://localhost:3000/settings?link=unsubscribe&token=');
      const token = new URL(page).searchParams.get('token')!;
      const fromPage = await owner.client.post(`/api/notifications/unsubscribe/${token}`);
      expect(fromPage.json()).toMatchObject({ kind: 'circleActivity' });

      await invite(await buildUser(app()));
      expect(to(await runJobs(), owner)).toEqual([]);
    });

    it('tells the circle when an album is shared with it, once, except members who turned circle activity off', async () => {
      const owner = await buildUser(app());
      const [editor, viewer] = [await buildUser(app()), await buildUser(app())];
      await joinCircle(owner, editor, 'editor');
      await joinCircle(owner, viewer, 'viewer');
      await runJobs(); // the invitations and the owner's "joined" notices
      await turnOffNotifications(viewer.client, ['circleActivity']);
      const album = (await owner.client.post('/api/vault/albums', { name: 'Summer 1978' })).json<{ id: string }>();
      const share = (isShared: boolean) =>
        owner.client.request({
          method: 'PATCH',
          url: `/api/vault/albums/${album.id}`,
          payload: { sharedWithCircle: isShared },
        });
      expect((await share(true)).statusCode).toBe(200);
      const shared = await runJobs();
      expect(shared.map((email) => [email.to, email.subject])).toEqual([
        [editor.user.email, `${owner.user.username} shared the album “Summer 1978” with the family circle`],
      ]);
      expect(shared[0]!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      // Shared again, unshared and shared once more: no second notice.
      expect((await share(true)).statusCode).toBe(200);
      await share(false);
      await share(true);
      expect(await runJobs()).toEqual([]);
    });

    it("sends no optional e-mail while the admin's emailNotifications is off, and again once it is on", async () => {
      const owner = await buildUser(app());
      await setAdminEmails(false);
      expect((await owner.client.get('/api/account/notifications')).json<NotificationSettings>().arePausedByAdmin).toBe(
        true,
      );
      const { emails, recipientToken } = await deliverLetter(owner, 'While e-mails are paused');
      expect(emails.some((email) => email.to.startsWith('maya-'))).toBe(true); // delivery is never stopped
      expect(to(emails, owner)).toEqual([]);
      await new TestClient(app(), '10.9.0.3').get(`/api/shared/${recipientToken}`);
      const relative = await buildUser(app());
      const invitation = (
        await owner.client.post('/api/circle/invitations', { name: 'Ivy', email: relative.user.email, role: 'viewer' })
      ).json<Invitation>();
      await relative.client.post('/api/invitations/accept', { invitationId: invitation.id });
      const paused = await runJobs();
      expect(to(paused, owner)).toEqual([]);
      expect(paused.map((email) => email.to)).toContain(relative.user.email); // the invitation is not optional

      await setAdminEmails(true);
      const { emails: resumed } = await deliverLetter(owner, 'After e-mails resumed');
      expect(to(resumed, owner).map((email) => email.subject)).toEqual(['“After e-mails resumed” reached Maya']);
    });
  },
  {
    clock,
    config: { adminEmail: ADMIN_EMAIL },
    overrides: () => ({ mailer: createSmtpMailer(smtp.url) }),
  },
);
