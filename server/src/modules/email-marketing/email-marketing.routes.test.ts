/**
 * The operator's newsletter (docs/product/marketing-and-figures.md "The operator's four tools")
 * through the API, the job queue and a real SMTP server, on SQLite and PostgreSQL: only
 * administrators compose and send; a test goes to the administrator alone; the send reaches every
 * confirmed subscriber (never a pending one) once, each copy with RFC 8058 List-Unsubscribe
 * headers; the one-click POST ends the subscription, so the next issue does not reach them, and
 * withdraws an issue e-mail still waiting; the admin's emailNotifications switch pauses
 * newsletters; a subscriber whose account turned "Product news" off gets none.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  NEWSLETTER_ISSUE_MESSAGES,
  NEWSLETTER_UNSUBSCRIBE_MESSAGES,
  type NewsletterIssue,
  type NewsletterIssuesOverview,
} from '@heirloom/common/contracts/email-marketing';
import { createSmtpMailer } from '../../mail/mailer';
import { buildUser, type BuiltUser } from '../../../test/factories';
import { findLink, startSmtpReceiver, type ReceivedEmail, type SmtpReceiver } from '../../../test/smtp-receiver';
import { describeEachDatabase, TestClient } from '../../../test/test-app';

const ADMIN_EMAIL = 'newsletter-admin@example.com';
let now = Date.parse('2026-11-26T10:00:00Z');
const clock = { now: () => new Date(now) };

let smtp: SmtpReceiver;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(() => smtp.close());

const ISSUES = '/api/admin/newsletter/issues';
const BODY = [
  '## Autumn letters',
  '',
  'Record a **birthday** message before the holidays:',
  '',
  '- open *Future messages*',
  '- [read the guide](https://example.com/guide)',
  '',
  '<script>alert(1)</script>',
].join('\n');

describeEachDatabase(
  'email marketing',
  (context) => {
    const app = () => context().app;
    let admin: BuiltUser;
    let addressIndex = 0;

    beforeAll(async () => {
      admin = await buildUser(app(), { email: ADMIN_EMAIL });
    });

    /** E-mails received by `address` since the test began. */
    const inbox = (address: string) => smtp.received.filter((email) => email.to === address);

    /** Subscribes an address through the blog's double opt-in; confirms it unless told otherwise. */
    async function subscribe(isConfirmed = true): Promise<string> {
      const address = `reader-${context().dialect}-${++addressIndex}@example.com`;
      const visitor = new TestClient(app(), `10.7.0.${addressIndex}`);
      expect((await visitor.post('/api/newsletter', { email: address })).statusCode).toBe(202);
      await app().jobs.sendDueEmails();
      if (isConfirmed) {
        const link = findLink(inbox(address)[0]!, 'http://localhost:3000/blog?confirm=');
        const token = new URL(link).searchParams.get('confirm');
        expect((await visitor.post('/api/newsletter/confirm', { token })).statusCode).toBe(200);
      }
      return address;
    }

    async function draft(subject: string): Promise<NewsletterIssue> {
      const created = await admin.client.post(ISSUES, { subject, bodyMarkdown: BODY });
      expect(created.statusCode, created.body).toBe(201);
      return created.json<NewsletterIssue>();
    }

    /** Sends an issue and lets the queue work: the recipients job, then the e-mails. */
    async function send(issue: NewsletterIssue) {
      const sent = await admin.client.post(`${ISSUES}/${issue.id}/send`);
      expect(sent.statusCode, sent.body).toBe(202);
      expect(sent.json<NewsletterIssue>()).toMatchObject({ status: 'sending', progress: { total: null, sent: 0 } });
      expect(await app().jobs.runNewsletterRecipients()).toBe(1);
      await app().jobs.sendDueEmails();
    }

    const overview = async () => (await admin.client.get(ISSUES)).json<NewsletterIssuesOverview>();
    const issueOf = async (id: string) => (await overview()).issues.find((issue) => issue.id === id)!;
    const unsubscribeUrlOf = (email: ReceivedEmail) => /^<(.+)>$/.exec(email.headers['list-unsubscribe']!)![1]!;

    it('answers administrators only: 401 for a visitor, 404 for a user', async () => {
      const user = await buildUser(app());
      expect((await new TestClient(app()).get(ISSUES)).statusCode).toBe(401);
      expect((await user.client.get(ISSUES)).statusCode).toBe(404);
      expect((await user.client.post(ISSUES, { subject: 'Hello', bodyMarkdown: 'Hi' })).statusCode).toBe(404);
      expect((await admin.client.get(ISSUES)).statusCode).toBe(200);
    });

    it('tests to the administrator, sends to confirmed subscribers once with one-click unsubscribe, and stops after it', async () => {
      const [ann, ben] = [await subscribe(), await subscribe()];
      const pending = await subscribe(false);
      const issue = await draft('Autumn letters from Heirloom');
      expect(issue).toMatchObject({ status: 'draft', bodyMarkdown: BODY, progress: { total: null } });
      expect((await overview()).confirmedSubscribers).toBe(2);

      // A test reaches the administrator alone, rendered from the markdown, raw HTML dropped.
      const test = await admin.client.post(`${ISSUES}/${issue.id}/test`);
      expect(test.statusCode, test.body).toBe(202);
      expect(test.json().message).toBe(`A test of this issue is on its way to ${ADMIN_EMAIL}.`);
      await app().jobs.sendDueEmails();
      const [testEmail] = inbox(ADMIN_EMAIL);
      expect(testEmail!.subject).toBe('[Test] Autumn letters from Heirloom');
      expect(testEmail!.html).toContain('<h2>Autumn letters</h2>');
      expect(testEmail!.html).toContain('<strong>birthday</strong>');
      expect(testEmail!.html).toContain('<a href="https://example.com/guide">read the guide</a>');
      expect(testEmail!.html).not.toContain('<script>');
      expect(testEmail!.headers['list-unsubscribe']).toBeUndefined();
      expect(inbox(ann)).toHaveLength(1); // only the confirmation so far
      expect((await issueOf(issue.id)).lastTestSentAt).not.toBeNull();

      // The draft can still change; then it is sent.
      const changed = await admin.client.request({
        method: 'PUT',
        url: `${ISSUES}/${issue.id}`,
        payload: { subject: 'Autumn letters', bodyMarkdown: BODY },
      });
      expect(changed.json<NewsletterIssue>().subject).toBe('Autumn letters');
      await send(issue);
      expect(await app().jobs.runNewsletterRecipients()).toBe(0); // decided once
      const copies = [ann, ben].map((address) => inbox(address).find((email) => email.subject === 'Autumn letters')!);
      expect(inbox(pending).filter((email) => email.subject === 'Autumn letters')).toEqual([]);
      for (const copy of copies) {
        expect(unsubscribeUrlOf(copy)).toMatch(
          /^http:\/\/localhost:3000\/api\/newsletter\/unsubscribe\?token=[\w.-]+$/,
        );
        expect(copy.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
        expect(copy.text).toContain('- [read the guide](https://example.com/guide)');
        expect(copy.html).toContain('/blog?unsubscribe=');
      }
      expect(await issueOf(issue.id)).toMatchObject({
        status: 'sent',
        progress: { total: 2, sent: 2, failed: 0, withdrawn: 0 },
      });
      const edit = await admin.client.request({
        method: 'PUT',
        url: `${ISSUES}/${issue.id}`,
        payload: { subject: 'Too late', bodyMarkdown: BODY },
      });
      expect(edit.statusCode).toBe(409);
      expect(edit.json().message).toBe(NEWSLETTER_ISSUE_MESSAGES.notDraft);
      expect((await admin.client.post(`${ISSUES}/${issue.id}/send`)).statusCode).toBe(409);

      // Opening the link changes nothing: it leads to the page that asks to confirm.
      const annLink = unsubscribeUrlOf(copies[0]!).replace('http://localhost:3000', '');
      const opened = await app().inject({ method: 'GET', url: annLink });
      expect(opened.statusCode).toBe(303);
      expect(opened.headers.location).toMatch(/^\/blog\?unsubscribe=[\w.-]+$/);
      expect((await overview()).confirmedSubscribers).toBe(2);
      // The mail program's one-click POST: form-encoded, no session, no CSRF token.
      const oneClick = () =>
        app().inject({
          method: 'POST',
          url: annLink,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        });
      const left = await oneClick();
      expect(left.statusCode, left.body).toBe(200);
      expect(left.json().message).toBe(NEWSLETTER_UNSUBSCRIBE_MESSAGES.done);
      expect((await oneClick()).statusCode).toBe(200); // a repeat is harmless
      const forged = await app().inject({ method: 'POST', url: `${annLink.slice(0, -4)}AAAA` });
      expect(forged.statusCode).toBe(404);
      expect(forged.json().message).toBe(NEWSLETTER_UNSUBSCRIBE_MESSAGES.invalidLink);

      // The next issue reaches Ben only.
      const next = await draft('Winter letters');
      await send(next);
      expect(inbox(ann).filter((email) => email.subject === 'Winter letters')).toEqual([]);
      expect(inbox(ben).filter((email) => email.subject === 'Winter letters')).toHaveLength(1);
      expect(await issueOf(next.id)).toMatchObject({ status: 'sent', progress: { total: 1, sent: 1 } });

      // Ben leaves while an issue is on its way: his waiting copy is withdrawn.
      const third = await draft('Spring letters');
      expect((await admin.client.post(`${ISSUES}/${third.id}/send`)).statusCode).toBe(202);
      await app().jobs.runNewsletterRecipients();
      const benLink = unsubscribeUrlOf(inbox(ben).find((email) => email.subject === 'Winter letters')!);
      expect((await new TestClient(app()).post(benLink.replace('http://localhost:3000', ''))).statusCode).toBe(200);
      await app().jobs.sendDueEmails();
      expect(inbox(ben).filter((email) => email.subject === 'Spring letters')).toEqual([]);
      expect(await issueOf(third.id)).toMatchObject({ status: 'sent', progress: { total: 1, sent: 0, withdrawn: 1 } });
    });

    it('sends nothing while the admin has paused optional e-mail, and discards drafts', async () => {
      await subscribe();
      const issue = await draft('Paused letters');
      const settings = { maintenanceMode: false, registrationEnabled: true, maxFileSize: 100 };
      const put = (emailNotifications: boolean) =>
        admin.client.request({
          method: 'PUT',
          url: '/api/admin/settings',
          payload: { ...settings, emailNotifications },
        });
      // Sent, then paused before its recipients were chosen: it goes back to the drafts, nothing leaves.
      expect((await admin.client.post(`${ISSUES}/${issue.id}/send`)).statusCode).toBe(202);
      expect((await put(false)).statusCode).toBeLessThan(300);
      now += 3_000; // past the settings cache
      expect(await app().jobs.runNewsletterRecipients()).toBe(1);
      expect(await issueOf(issue.id)).toMatchObject({
        status: 'draft',
        sendRequestedAt: null,
        progress: { total: null },
      });
      expect((await overview()).arePausedByAdmin).toBe(true);
      for (const action of ['test', 'send']) {
        const refused = await admin.client.post(`${ISSUES}/${issue.id}/${action}`);
        expect(refused.statusCode).toBe(409);
        expect(refused.json().message).toBe(NEWSLETTER_ISSUE_MESSAGES.paused);
      }
      await put(true);
      now += 3_000;
      const discarded = await admin.client.request({ method: 'DELETE', url: `${ISSUES}/${issue.id}` });
      expect(discarded.statusCode).toBe(204);
      expect((await overview()).issues.map((listed) => listed.id)).not.toContain(issue.id);
      expect((await admin.client.request({ method: 'DELETE', url: `${ISSUES}/${issue.id}` })).statusCode).toBe(404);
    });

    it('skips a subscriber whose account turned "Product news" off, until it is on again', async () => {
      const reader = await subscribe();
      const member = await subscribe();
      const { client } = await buildUser(app(), { email: member });
      const preferences = { memoryPrompts: true, messageUpdates: true, circleActivity: true };
      const choose = (productNews: boolean) =>
        client.request({ method: 'PUT', url: '/api/account/notifications', payload: { ...preferences, productNews } });
      expect((await choose(false)).statusCode).toBe(200);
      const first = await draft('Quiet letters');
      await send(first);
      expect(inbox(reader).filter((email) => email.subject === 'Quiet letters')).toHaveLength(1);
      expect(inbox(member).filter((email) => email.subject === 'Quiet letters')).toEqual([]);
      const total = (await issueOf(first.id)).progress.total!;

      expect((await choose(true)).statusCode).toBe(200);
      const second = await draft('Loud letters');
      await send(second);
      expect(inbox(member).filter((email) => email.subject === 'Loud letters')).toHaveLength(1);
      expect((await issueOf(second.id)).progress.total).toBe(total + 1);
    });

    it('answers a missing subject with the form message', async () => {
      const response = await admin.client.post(ISSUES, { subject: ' ', bodyMarkdown: 'Hi' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(NEWSLETTER_ISSUE_MESSAGES.subjectRequired);
    });
  },
  { clock, config: { adminEmail: ADMIN_EMAIL }, overrides: () => ({ mailer: createSmtpMailer(smtp.url) }) },
);
