/**
 * The contact form (docs/product/pages-and-routes.md "Help pages") through the API, the outbox and
 * a real SMTP server, on both dialects: the message reaches SUPPORT_EMAIL and its copy the sender,
 * once even when retried; bad fields get the form's messages; the honeypot sends nothing; no
 * support address is a 503.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@heirloom/common/contracts/auth';
import { CONTACT_MESSAGES } from '@heirloom/common/contracts/contact';
import { createSmtpMailer } from '../../mail/mailer';
import { startSmtpReceiver, type SmtpReceiver } from '../../../test/smtp-receiver';
import { describeEachDatabase, TestClient } from '../../../test/test-app';
import { CONTACT_REQUESTS_PER_WINDOW } from './index';

const SUPPORT = 'support@heirloom.test';
let smtp: SmtpReceiver;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(() => smtp.close());

const form = (overrides: object = {}) => ({
  name: 'Margaret Lee',
  email: 'margaret@example.com',
  topic: 'messages',
  message: 'My mother scheduled a birthday message for me.\n\nHow will I know it is from her?',
  website: '',
  requestId: crypto.randomUUID(),
  ...overrides,
});

describeEachDatabase(
  'contact form',
  (context) => {
    it('e-mails the message to support and a copy to the sender, once even when the request is retried', async () => {
      const visitor = new TestClient(context().app, '10.3.0.1');
      const sender = `margaret-${context().dialect}@example.com`;
      const body = form({ email: sender });
      const first = await visitor.post('/api/contact', body);
      expect(first.statusCode).toBe(202);
      expect(first.json()).toEqual({ message: CONTACT_MESSAGES.sent });
      expect((await visitor.post('/api/contact', body)).statusCode).toBe(202); // the same request again
      await context().app.jobs.sendDueEmails();

      const toSupport = smtp.received.filter((email) => email.to === SUPPORT && email.text.includes(sender));
      expect(toSupport).toHaveLength(1);
      expect(toSupport[0]!.subject).toBe('[Contact] A scheduled or delivered message — Margaret Lee');
      expect(toSupport[0]!.text).toContain('How will I know it is from her?');
      expect(toSupport[0]!.text).toContain(`mailto:${encodeURIComponent(sender)}`);
      const copies = smtp.received.filter((email) => email.to === sender);
      expect(copies).toHaveLength(1);
      expect(copies[0]!.subject).toBe('We received your message — Heirloom');
      expect(copies[0]!.text).toContain('My mother scheduled a birthday message for me.');
    });

    it('answers each bad field with the message the form shows', async () => {
      const visitor = new TestClient(context().app, '10.3.0.2');
      const cases: [object, string][] = [
        [{ name: '  ' }, CONTACT_MESSAGES.nameRequired],
        [{ email: 'not an address' }, AUTH_MESSAGES.invalidEmail],
        [{ topic: 'lottery' }, CONTACT_MESSAGES.topicRequired],
        [{ message: 'Hi' }, CONTACT_MESSAGES.messageTooShort],
        [{ message: 'x'.repeat(5001) }, CONTACT_MESSAGES.messageTooLong],
      ];
      for (const [overrides, message] of cases) {
        const response = await visitor.post('/api/contact', form(overrides));
        expect(response.statusCode, message).toBe(400);
        expect(response.json().message).toBe(message);
      }
    });

    it('answers a filled honeypot as if sent, and sends nothing', async () => {
      const robot = `robot-${context().dialect}@example.com`;
      const response = await new TestClient(context().app, '10.3.0.3').post(
        '/api/contact',
        form({ email: robot, website: 'https://spam.example' }),
      );
      expect(response.statusCode).toBe(202);
      await context().app.jobs.sendDueEmails();
      expect(smtp.received.filter((email) => email.to === robot || email.text.includes(robot))).toEqual([]);
    });

    it(`refuses a network address after ${CONTACT_REQUESTS_PER_WINDOW} messages an hour with a clear 429`, async () => {
      const visitor = new TestClient(context().app, '10.3.0.4');
      for (let index = 0; index < CONTACT_REQUESTS_PER_WINDOW; index++) {
        expect((await visitor.post('/api/contact', form())).statusCode).toBe(202);
      }
      const refused = await visitor.post('/api/contact', form());
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many requests\. Please wait \d+ seconds/);
    });
  },
  { config: { supportEmail: SUPPORT }, overrides: () => ({ mailer: createSmtpMailer(smtp.url) }) },
);

describeEachDatabase('contact form without SUPPORT_EMAIL', (context) => {
  it('says the form is not set up (503) instead of losing the message', async () => {
    const response = await new TestClient(context().app, '10.3.1.1').post('/api/contact', form());
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: CONTACT_MESSAGES.unavailable });
  });
});
