/**
 * Outgoing e-mail behind one small interface, so nothing else knows how an e-mail leaves: SMTP
 * through Nodemailer when SMTP_URL is set, otherwise `.eml` files in `DATA_DIR/outbox` that a first
 * user can open, each named in the server log.
 */
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailAddress {
  name: string;
  address: string;
}

/** One e-mail, ready to send. `messageId` is the full Message-ID header value, "<local@domain>". */
export interface OutgoingEmail {
  messageId: string;
  from: MailAddress;
  to: MailAddress;
  subject: string;
  text: string;
  html: string;
  /**
   * An optional e-mail's signed one-click unsubscribe link: sent as List-Unsubscribe with
   * List-Unsubscribe-Post (RFC 2369, RFC 8058), so mail programs offer "Unsubscribe" themselves.
   */
  unsubscribeUrl?: string;
}

export interface Mailer {
  /**
   * Sends one e-mail.
   * @throws Error with `isPermanent` true when the server refused it for good (SMTP 5xx)
   */
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

/** Marks SMTP 5xx answers as permanent failures, to stop retrying (RFC 5321 §4.2.1). */
function classify(error: unknown): Error & { isPermanent: boolean } {
  const failure = error instanceof Error ? error : new Error(String(error));
  const responseCode = (failure as { responseCode?: number }).responseCode;
  return Object.assign(failure, { isPermanent: typeof responseCode === 'number' && responseCode >= 500 });
}

const toNodemailer = (email: OutgoingEmail) => ({
  messageId: email.messageId,
  from: email.from,
  to: email.to,
  subject: email.subject,
  text: email.text,
  html: email.html,
  headers: email.unsubscribeUrl
    ? { 'List-Unsubscribe': `<${email.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
    : undefined,
});

/** A mailer that speaks SMTP to `smtpUrl` (smtp:// or smtps://, credentials in the URL). */
export function createSmtpMailer(smtpUrl: string, options: { timeoutMs?: number } = {}): Mailer {
  // Bounding every wait keeps one send well inside the outbox lease (OUTBOX_LEASE_MS), so a stalled
  // server cannot outlive the claim and let another instance send the same e-mail.
  const timeouts = options.timeoutMs
    ? { connectionTimeout: options.timeoutMs, greetingTimeout: options.timeoutMs, socketTimeout: options.timeoutMs }
    : {};
  const transport = nodemailer.createTransport({ url: smtpUrl, ...timeouts });
  return {
    async send(email) {
      try {
        await transport.sendMail(toNodemailer(email));
      } catch (error) {
        throw classify(error);
      }
    },
    close: () => transport.close(),
  };
}

/**
 * A mailer that writes each e-mail as an RFC 5322 `.eml` file in `folder` (written to a temporary
 * name, then renamed, so a file is never seen half-written) and reports the path.
 */
export function createFileMailer(folder: string, onWritten: (file: string) => void): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(email) {
      const info = await transport.sendMail(toNodemailer(email));
      mkdirSync(folder, { recursive: true });
      const safeName = email.messageId.replace(/[^A-Za-z0-9.-]+/g, '_').replace(/^_|_$/g, '');
      const file = path.join(folder, `${safeName}.eml`);
      writeFileSync(`${file}.tmp`, info.message as Buffer);
      renameSync(`${file}.tmp`, file);
      onWritten(file);
    },
    close: () => transport.close(),
  };
}
