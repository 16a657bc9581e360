/**
 * Works through the e-mail outbox: claims due e-mails with a lease, sends them one at a time, and
 * records the outcome. A crash between sending and recording can repeat only the one e-mail in
 * flight, with the same Message-ID (issue 3 "Scheduler"). Failures are retried with backoff; an
 * SMTP 5xx refusal stops the retries and is shown to the owner.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { Clock } from '../lib/clock';
import type { MailAddress, Mailer } from './mailer';
import { claimDueEmails, markEmailAttemptFailed, markEmailSent } from './outbox.repository';

/** Waits before attempt n+1 after n failures, in ms: 1 min, 5 min, 30 min, 2 h, then every 6 h. */
export const RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000];

export interface OutboxSenderDependencies {
  db: Kysely<Database>;
  mailer: Mailer;
  clock: Clock;
  from: MailAddress;
  /** Domain of Message-ID headers (the public host). */
  messageIdDomain: string;
  /** True on PostgreSQL, where concurrent senders skip each other's locked rows. */
  skipLocked: boolean;
  /** How long a claimed e-mail stays reserved to one sender, in ms. */
  leaseMs: number;
  batchSize?: number;
}

/** The Message-ID header value for an outbox id (RFC 5322 §3.6.4). */
export const messageIdFor = (outboxId: string, domain: string) => `<${outboxId}@${domain}>`;

/**
 * Sends every due e-mail it can claim in one batch.
 * @returns how many were sent and how many attempts failed
 */
export async function sendDueEmails(deps: OutboxSenderDependencies): Promise<{ sent: number; failed: number }> {
  const now = deps.clock.now();
  const claimed = await claimDueEmails(deps.db, {
    now: now.toISOString(),
    leaseUntil: new Date(now.getTime() + deps.leaseMs).toISOString(),
    limit: deps.batchSize ?? 50,
    skipLocked: deps.skipLocked,
  });
  let sent = 0;
  let failed = 0;
  for (const email of claimed) {
    try {
      await deps.mailer.send({
        messageId: messageIdFor(email.id, deps.messageIdDomain),
        from: deps.from,
        to: { name: email.recipient_name, address: email.recipient_address },
        subject: email.subject,
        text: email.text_body,
        html: email.html_body,
      });
      await markEmailSent(deps.db, email.id, deps.clock.now().toISOString());
      sent++;
    } catch (error) {
      const delay = RETRY_DELAYS_MS[Math.min(email.attempts, RETRY_DELAYS_MS.length - 1)]!;
      await markEmailAttemptFailed(deps.db, email.id, {
        error: error instanceof Error ? error.message : String(error),
        nextAttemptAt: new Date(deps.clock.now().getTime() + delay).toISOString(),
        isPermanent: (error as { isPermanent?: boolean }).isPermanent === true,
      });
      failed++;
    }
  }
  return { sent, failed };
}
