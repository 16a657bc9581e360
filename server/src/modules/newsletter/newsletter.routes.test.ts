/** The blog newsletter's double opt-in through the API, the outbox and a real SMTP server. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@heirloom/common/contracts/auth';
import { createSmtpMailer } from '../../mail/mailer';
import { findLink, startSmtpReceiver, type SmtpReceiver } from '../../../test/smtp-receiver';
import { describeEachDatabase, TestClient } from '../../../test/test-app';
import { NEWSLETTER_MESSAGES } from './newsletter.service';

let smtp: SmtpReceiver;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
});
afterAll(() => smtp.close());

describeEachDatabase(
  'newsletter',
  (context) => {
    it('sends one confirmation e-mail and subscribes only after its link is followed', async () => {
      const visitor = new TestClient(context().app);
      const address = `reader-${context().dialect}@example.com`;
      const first = await visitor.post('/api/newsletter', { email: ` ${address.toUpperCase()} ` });
      expect(first.statusCode).toBe(202);
      expect(first.json().message).toBe(NEWSLETTER_MESSAGES.checkInbox);
      await visitor.post('/api/newsletter', { email: address }); // a second ask within the hour sends nothing more
      await context().app.jobs.sendDueEmails();
      const received = smtp.received.filter((email) => email.to === address);
      expect(received).toHaveLength(1);
      expect(received[0]!.subject).toBe('Confirm your subscription to the Heirloom blog');

      const token = new URL(findLink(received[0]!, 'http://localhost:3000/blog?confirm=')).searchParams.get('confirm');
      const confirmed = await visitor.post('/api/newsletter/confirm', { token });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().message).toBe(NEWSLETTER_MESSAGES.confirmed);
      const reused = await visitor.post('/api/newsletter/confirm', { token });
      expect(reused.statusCode).toBe(404);
      expect(reused.json().message).toBe(NEWSLETTER_MESSAGES.invalidLink);
    });

    it('answers a bad address with the form message', async () => {
      const response = await new TestClient(context().app).post('/api/newsletter', { email: 'not an address' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(AUTH_MESSAGES.invalidEmail);
    });
  },
  { overrides: () => ({ mailer: createSmtpMailer(smtp.url) }) },
);
