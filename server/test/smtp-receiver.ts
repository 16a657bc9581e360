/**
 * A real SMTP server for tests (the `smtp-server` package) that keeps every e-mail it receives,
 * parsed with `mailparser`. Tests send through it with the app's own SMTP mailer, and run the
 * delivery lane's steps with runDeliveries.
 */
import type { FastifyInstance } from 'fastify';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Header lines as sent, by lower-case name (e.g. 'list-unsubscribe'). */
  headers: Record<string, string>;
}

export interface SmtpReceiver {
  url: string;
  port: number;
  received: ReceivedEmail[];
  /** Waits until at least `count` e-mails have arrived (or fails after `timeoutMs`). */
  waitForCount(count: number, timeoutMs?: number): Promise<ReceivedEmail[]>;
  close(): Promise<void>;
}

const addressText = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [])
    .flatMap((to) => to.value.map((v) => v.address ?? ''))
    .join(',');

/** Starts a receiver on a free port of 127.0.0.1; `delayMs` holds each answer (a slow server). */
export async function startSmtpReceiver(
  options: {
    delayMs?: number;
    /** Answers RCPT TO for an address with this SMTP error code (e.g. 550 refused, 451 try later). */
    refuse?: (address: string) => number | undefined;
  } = {},
): Promise<SmtpReceiver> {
  const received: ReceivedEmail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const code = options.refuse?.(address.address);
      if (!code) return callback();
      callback(
        Object.assign(new Error(code >= 500 ? 'Mailbox unavailable' : 'Try again later'), { responseCode: code }),
      );
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            messageId: mail.messageId ?? '',
            to: addressText(mail),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            headers: Object.fromEntries(
              mail.headerLines.map(({ key, line }) => [
                key,
                line
                  .slice(line.indexOf(':') + 1)
                  .replace(/\r?\n/g, '')
                  .trim(),
              ]),
            ),
          });
          setTimeout(callback, options.delayMs ?? 0);
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    async waitForCount(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} e-mails, received ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in an e-mail's text that starts with `prefix`. */
export function findLink(email: ReceivedEmail, prefix: string): string {
  const link = email.text.match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s]+`))?.[0];
  if (!link) throw new Error(`no link starting with ${prefix} in "${email.subject}"`);
  return link;
}

/**
 * Runs `app`'s delivery tick and then its outbox sender `sendRounds` times, as the delivery lane's
 * next rounds would. @returns the e-mails `smtp` received meanwhile
 */
export async function runDeliveries(
  app: FastifyInstance,
  smtp: SmtpReceiver,
  sendRounds = 1,
): Promise<ReceivedEmail[]> {
  const before = smtp.received.length;
  await app.jobs.runDeliveryTick();
  for (let round = 0; round < sendRounds; round++) await app.jobs.sendDueEmails();
  return smtp.received.slice(before);
}
