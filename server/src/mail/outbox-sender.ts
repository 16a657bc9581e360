/**
 * The `email.send` job: sends one outbox e-mail and records the outcome
 * (docs/decisions/002-delivery-scheduler-and-outbox.md, 004-one-job-queue.md). It renews its lease
 * right before sending and marks the e-mail sent only while it still holds the job, so a sender
 * that stalled past its lease and was taken over neither sends nor marks sent. A crash between
 * sending and recording can repeat only the one e-mail in flight, with the same Message-ID.
 * Failures are retried with backoff; an SMTP 5xx refusal stops the retries, is shown to the owner
 * and records the address as refused (`email_refusals`, read by the message health check) until an
 * e-mail to it is accepted again; the first refusal of an address is handed to `onAddressRefused`,
 * and every refused e-mail to `onEmailRefused`, in the transaction that gives the e-mail up.
 */
import { z } from 'zod';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/tables';
import { defineJob, type JobDefinition } from '../jobs/job-queue';
import type { Clock } from '../lib/clock';
import type { MailAddress, Mailer } from './mailer';
import {
  clearRefusal,
  EMAIL_SEND_JOB_TYPE,
  findPendingEmail,
  findRecipientAddress,
  markEmailAttemptFailed,
  markEmailSent,
  recordRefusal,
  type EmailRefusal,
} from './outbox.repository';

/** Waits before attempt n+1 after n failures, in ms: 1 min, 5 min, 30 min, 2 h, then every 6 h. */
export const RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000];

export interface OutboxSenderDependencies {
  db: Kysely<Database>;
  mailer: Mailer;
  clock: Clock;
  from: MailAddress;
  /** Domain of Message-ID headers (the public host). */
  messageIdDomain: string;
  /** How long a claimed e-mail stays reserved to one sender, in ms (OUTBOX_LEASE_MS). */
  leaseMs: number;
  /**
   * Told, in the transaction that gives the e-mail up, when an address that was not known as refused
   * refuses an e-mail for good (composition/cross-module-hooks.ts: the messages module tells the
   * owners whose messages go there).
   */
  onAddressRefused?: (trx: Transaction<Database>, refusal: EmailRefusal) => Promise<void>;
  /**
   * Told, in the transaction that gives the e-mail up, of every e-mail refused for good, after
   * `onAddressRefused` (composition/cross-module-hooks.ts: the messages module hands a refused
   * delivery to its fallback courier).
   */
  onEmailRefused?: (trx: Transaction<Database>, refusal: EmailRefusal) => Promise<void>;
}

/** The Message-ID header value for an outbox id (RFC 5322 §3.6.4). */
export const messageIdFor = (outboxId: string, domain: string) => `<${outboxId}@${domain}>`;

const payloadSchema = z.object({ outboxId: z.string().min(1) });

/** The job definition that sends outbox e-mails; transient failures retry for good, 5xx gives up. */
export function createEmailSendJob(deps: OutboxSenderDependencies): JobDefinition<z.infer<typeof payloadSchema>> {
  return defineJob({
    type: EMAIL_SEND_JOB_TYPE,
    payload: payloadSchema,
    leaseMs: deps.leaseMs,
    maxAttempts: Number.POSITIVE_INFINITY,
    retryDelaysMs: RETRY_DELAYS_MS,
    async run({ outboxId }, context) {
      const email = await findPendingEmail(deps.db, outboxId);
      if (!email) return; // sent already, given up, or withdrawn with its plan
      await context.holdLease();
      await deps.mailer.send({
        messageId: messageIdFor(email.id, deps.messageIdDomain),
        from: deps.from,
        to: { name: email.recipient_name, address: email.recipient_address },
        subject: email.subject,
        text: email.text_body,
        html: email.html_body,
        unsubscribeUrl: email.unsubscribe_url ?? undefined,
      });
      return {
        commit: async (trx) => {
          await markEmailSent(trx, email.id, deps.clock.now().toISOString());
          await clearRefusal(trx, email.recipient_address);
        },
      };
    },
    async onFailure({ outboxId }, failure, trx) {
      await markEmailAttemptFailed(trx, outboxId, failure);
      if (!failure.isFinal) return;
      const address = await findRecipientAddress(trx, outboxId);
      if (!address) return;
      const refusal = {
        address,
        error: failure.error,
        outboxId,
        at: deps.clock.now().toISOString(),
      };
      if (await recordRefusal(trx, refusal)) await deps.onAddressRefused?.(trx, refusal);
      await deps.onEmailRefused?.(trx, refusal);
    },
  });
}
