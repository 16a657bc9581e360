/**
 * SQL for the e-mail outbox. E-mails are written here, with their `email.send` job, in the same
 * transaction as the decision that causes them; the job sends them later
 * (docs/decisions/002-delivery-scheduler-and-outbox.md, 004-one-job-queue.md). The outbox keeps
 * each e-mail's content and outcome for the people it concerns.
 */
import type { ExpressionBuilder, Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database, OutboxEmailsTable } from '../db/tables';
import { deletePendingJobs, insertJobs } from '../jobs/jobs.repository';

export type OutboxEmailRow = Selectable<OutboxEmailsTable>;
/** An e-mail to send; it is due at `created_at`. */
export type NewOutboxEmail = Omit<Insertable<OutboxEmailsTable>, 'status' | 'attempts' | 'last_error' | 'sent_at'>;
type Executor = Kysely<Database> | Transaction<Database>;

/** The type of the job that sends one outbox e-mail (mail/outbox-sender.ts). */
export const EMAIL_SEND_JOB_TYPE = 'email.send';
const sendJobId = (outboxId: string) => `${EMAIL_SEND_JOB_TYPE}:${outboxId}`;

/**
 * The outbox row of one e-mail: `id` is its idempotency key, `kind` what it is about, `to` its
 * recipient's address and name, `content` a composer's subject, text and HTML, and `at` the ISO
 * time it is due. `messageId` is the message it concerns, `unsubscribeUrl` an optional e-mail's
 * one-click unsubscribe link (mail/notification-consent.ts); both are null when left out.
 */
export function outboxEmail(email: {
  id: string;
  messageId?: string | null;
  kind: string;
  to: { email: string; name: string };
  content: { subject: string; text: string; html: string };
  unsubscribeUrl?: string | null;
  at: string;
}): NewOutboxEmail {
  return {
    id: email.id,
    message_id: email.messageId ?? null,
    kind: email.kind,
    recipient_address: email.to.email,
    recipient_name: email.to.name,
    subject: email.content.subject,
    text_body: email.content.text,
    html_body: email.content.html,
    unsubscribe_url: email.unsubscribeUrl ?? null,
    created_at: email.at,
  };
}

/**
 * Adds e-mails and queues their sending; an id that is already there is left alone (idempotent
 * retries of a decision).
 */
export async function enqueueEmails(db: Executor, emails: NewOutboxEmail[]): Promise<void> {
  if (emails.length === 0) return;
  await db
    .insertInto('outbox_emails')
    .values(
      emails.map((email) => ({
        ...email,
        // Every row lists every column (multi-row inserts on SQLite have no DEFAULT).
        unsubscribe_url: email.unsubscribe_url ?? null,
        status: 'pending' as const,
        attempts: 0,
        last_error: null,
        sent_at: null,
      })),
    )
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  await insertJobs(
    db,
    emails.map((email) => ({
      id: sendJobId(email.id),
      type: EMAIL_SEND_JOB_TYPE,
      payload: { outboxId: email.id },
      runAt: email.created_at,
    })),
    emails[0]!.created_at,
  );
}

/** An e-mail still waiting to be sent, or undefined (sent, given up, or withdrawn). */
export function findPendingEmail(db: Executor, id: string): Promise<OutboxEmailRow | undefined> {
  return db
    .selectFrom('outbox_emails')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
}

/** The lower-cased address an outbox e-mail is for, or undefined for an unknown id. */
export async function findRecipientAddress(db: Executor, id: string): Promise<string | undefined> {
  const email = await db
    .selectFrom('outbox_emails')
    .select('recipient_address')
    .where('id', '=', id)
    .executeTakeFirst();
  return email?.recipient_address.toLowerCase();
}

/** Records a sent e-mail (in the transaction that completes its job). */
export async function markEmailSent(db: Executor, id: string, sentAt: string): Promise<void> {
  await db
    .updateTable('outbox_emails')
    .set((update) => ({ status: 'sent', sent_at: sentAt, last_error: null, attempts: update('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** Records a failed attempt; `isFinal` gives the e-mail up (shown to the owner). */
export async function markEmailAttemptFailed(
  db: Executor,
  id: string,
  failure: { error: string; isFinal: boolean },
): Promise<void> {
  await db
    .updateTable('outbox_emails')
    .set((update) => ({
      status: failure.isFinal ? 'failed' : 'pending',
      last_error: failure.error.slice(0, 1000),
      attempts: update('attempts', '+', 1),
    }))
    .where('id', '=', id)
    .execute();
}

/** Withdraws a message's unsent e-mails of these kinds, with their jobs (a re-armed or cancelled plan). */
export async function withdrawPendingEmails(db: Executor, messageId: string, kinds: string[]): Promise<void> {
  const withdrawn = await db
    .deleteFrom('outbox_emails')
    .where('message_id', '=', messageId)
    .where('status', '=', 'pending')
    .where('kind', 'in', kinds)
    .returning('id')
    .execute();
  await deletePendingJobs(
    db,
    withdrawn.map((email) => sendJobId(email.id)),
  );
}

/** Withdraws these e-mails, with their jobs, unless they have left already (a newsletter subscriber who unsubscribed). */
export async function withdrawPendingEmailsById(db: Executor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const withdrawn = await db
    .deleteFrom('outbox_emails')
    .where('id', 'in', ids)
    .where('status', '=', 'pending')
    .returning('id')
    .execute();
  await deletePendingJobs(
    db,
    withdrawn.map((email) => sendJobId(email.id)),
  );
}

/**
 * Sent e-mails older than `before` (ISO-8601), at most `limit` of each: an e-mail no other record
 * points at is deleted; one a message (`message_id`) or a newsletter issue's recipient points at
 * keeps its row, the history that record reads (whether it was sent), but loses its text and HTML,
 * private links included. Pending and failed e-mails are left alone.
 * @returns how many rows were deleted and how many were emptied (fewer than `limit` each: done)
 */
export async function pruneSentEmails(
  db: Executor,
  before: string,
  limit: number,
): Promise<{ deleted: number; emptied: number }> {
  const old = (eb: ExpressionBuilder<Database, 'outbox_emails'>) =>
    eb.and([eb('outbox_emails.status', '=', 'sent'), eb('outbox_emails.sent_at', '<', before)]);
  const isPointedAt = (eb: ExpressionBuilder<Database, 'outbox_emails'>) =>
    eb.or([
      eb('outbox_emails.message_id', 'is not', null),
      eb.exists(
        eb
          .selectFrom('newsletter_issue_recipients')
          .select('newsletter_issue_recipients.issue_id')
          .whereRef('newsletter_issue_recipients.outbox_email_id', '=', 'outbox_emails.id'),
      ),
    ]);
  const deleted = await db
    .deleteFrom('outbox_emails')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('outbox_emails')
        .select('outbox_emails.id')
        .where(old)
        .where((where) => where.not(isPointedAt(where)))
        .limit(limit),
    )
    .executeTakeFirst();
  const emptied = await db
    .updateTable('outbox_emails')
    .set({ text_body: '', html_body: '' })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('outbox_emails')
        .select('outbox_emails.id')
        .where(old)
        .where('outbox_emails.text_body', '!=', '')
        .where(isPointedAt)
        .limit(limit),
    )
    .executeTakeFirst();
  return { deleted: Number(deleted.numDeletedRows), emptied: Number(emptied.numUpdatedRows) };
}

/** A permanent refusal of an address (SMTP 5xx), as the outbox sender records it. */
export interface EmailRefusal {
  /** Lower-cased. */
  address: string;
  error: string;
  /** The refused outbox e-mail. */
  outboxId: string;
  at: string;
}

/**
 * Records that `refusal.address` refused an e-mail for good.
 * @returns true when the address was not already known as refused (so its people are told once)
 */
export async function recordRefusal(db: Executor, refusal: EmailRefusal): Promise<boolean> {
  const existing = await db
    .updateTable('email_refusals')
    .set({ error: refusal.error.slice(0, 1000), outbox_id: refusal.outboxId, refused_at: refusal.at })
    .where('address', '=', refusal.address)
    .executeTakeFirst();
  if (Number(existing.numUpdatedRows) > 0) return false;
  const inserted = await db
    .insertInto('email_refusals')
    .values({
      address: refusal.address,
      error: refusal.error.slice(0, 1000),
      outbox_id: refusal.outboxId,
      refused_at: refusal.at,
    })
    .onConflict((conflict) => conflict.column('address').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Forgets an address's refusal once an e-mail to it was accepted. */
export async function clearRefusal(db: Executor, address: string): Promise<void> {
  await db.deleteFrom('email_refusals').where('address', '=', address.toLowerCase()).execute();
}

/**
 * Forgets refusals recorded before `before` (ISO-8601) of addresses no message still waiting goes to
 * (a recipient, not withdrawn, of a scheduled message): a mailbox can come back, and the next e-mail
 * refused there records it again. A refusal that still puts a waiting message at risk stays until
 * the address is corrected or accepts an e-mail (docs/decisions/017-message-health.md).
 * @returns how many refusals were forgotten
 */
export async function forgetStaleRefusals(db: Executor, before: string): Promise<number> {
  const result = await db
    .deleteFrom('email_refusals')
    .where('refused_at', '<', before)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('message_recipients')
            .innerJoin('messages', 'messages.id', 'message_recipients.message_id')
            .select('message_recipients.id')
            .whereRef('message_recipients.email', '=', 'email_refusals.address')
            .where('message_recipients.revoked_at', 'is', null)
            .where('messages.status', '=', 'scheduled'),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
