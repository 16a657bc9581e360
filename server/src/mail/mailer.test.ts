import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { startSmtpReceiver } from '../../test/smtp-receiver';
import { createFileMailer, createSmtpMailer, type OutgoingEmail } from './mailer';

const email: OutgoingEmail = {
  messageId: '<abc.v1.reminder.owner@family.example>',
  from: { name: 'Heirloom', address: 'no-reply@family.example' },
  to: { name: 'Rose', address: 'rose@example.com' },
  subject: 'Your message goes out in two days',
  text: 'Hello Rose',
  html: '<p>Hello Rose</p>',
};

describe('mailers', () => {
  it('writes a complete .eml to the outbox folder and names it', async () => {
    const folder = path.join(mkdtempSync(path.join(os.tmpdir(), 'heirloom-outbox-')), 'outbox');
    const written: string[] = [];
    await createFileMailer(folder, (file) => written.push(file)).send(email);
    expect(readdirSync(folder)).toEqual([path.basename(written[0]!)]);
    const parsed = await simpleParser(readFileSync(written[0]!));
    expect(parsed.messageId).toBe(email.messageId);
    expect(parsed.subject).toBe(email.subject);
    expect(parsed.text?.trim()).toBe('Hello Rose');
    expect(parsed.html).toContain('<p>Hello Rose</p>');
  });

  it('marks an SMTP 5xx refusal as permanent and a 4xx as worth retrying', async () => {
    const smtp = await startSmtpReceiver({ refuse: (address) => (address.startsWith('gone') ? 550 : 451) });
    const mailer = createSmtpMailer(smtp.url);
    const refused = await mailer
      .send({ ...email, to: { name: 'Gone', address: 'gone@example.com' } })
      .catch((error) => error);
    expect(refused).toMatchObject({ isPermanent: true });
    const deferred = await mailer.send(email).catch((error) => error);
    expect(deferred).toMatchObject({ isPermanent: false });
    mailer.close();
    await smtp.close();
  });
});
