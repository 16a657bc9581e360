/**
 * SQL for the e-mail outbox. E-mails are written here in the same transaction as the decision
 * that causes them, and sent later by the outbox sender (issue 3 "Scheduler").
 */
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database, OutboxEmailsTable } from '../db/tables';

export type OutboxEmailRow = Selectable<OutboxEmailsTable>;
export type NewOutboxEmail = Omit<
  Insertable<OutboxEmailsTable>,
  'status' | 'attempts' | 'lease_until' | 'last_error' | 'sent_at'
>;

/** Adds e-mails; an id that is already there is left alone (idempotent retries of a decision). */
export async function enqueueEmails(db: Kysely<Database> | Transaction<Database>, emails: NewOutboxEmail[]) {
  if (emails.length === 0) return;
  await db
    .insertInto('outbox_emails')
    .values(
      emails.map((email) => ({
        ...email,
        status: 'pending' as const,
        attempts: 0,
        lease_until: null,
        last_error: null,
        sent_at: null,
      })),
    )
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

/**
 * Takes up to `limit` due e-mails for this sender until `leaseUntil`. Atomic on both dialects: the
 * UPDATE re-checks the lease, and PostgreSQL skips rows another sender has locked.
 */
export async function claimDueEmails(
  db: Kysely<Database>,
  options: { now: string; leaseUntil: string; limit: number; skipLocked: boolean },
): Promise<OutboxEmailRow[]> {
  let candidates = db
    .selectFrom('outbox_emails')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', options.now)
    .where((where) => where.or([where('lease_until', 'is', null), where('lease_until', '<=', options.now)]))
    .orderBy('next_attempt_at')
    .limit(options.limit);
  if (options.skipLocked) candidates = candidates.forUpdate().skipLocked();
  return db
    .updateTable('outbox_emails')
    .set({ lease_until: options.leaseUntil })
    .where('id', 'in', candidates)
    .where('status', '=', 'pending')
    .where((where) => where.or([where('lease_until', 'is', null), where('lease_until', '<=', options.now)]))
    .returningAll()
    .execute();
}

/** Records a sent e-mail. */
export async function markEmailSent(db: Kysely<Database>, id: string, sentAt: string): Promise<void> {
  await db
    .updateTable('outbox_emails')
    .set((update) => ({ status: 'sent', sent_at: sentAt, lease_until: null, attempts: update('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** Records a failed attempt: retried at `nextAttemptAt`, or given up when `isPermanent`. */
export async function markEmailAttemptFailed(
  db: Kysely<Database>,
  id: string,
  failure: { error: string; nextAttemptAt: string; isPermanent: boolean },
): Promise<void> {
  await db
    .updateTable('outbox_emails')
    .set((update) => ({
      status: failure.isPermanent ? 'failed' : 'pending',
      next_attempt_at: failure.nextAttemptAt,
      last_error: failure.error.slice(0, 1000),
      lease_until: null,
      attempts: update('attempts', '+', 1),
    }))
    .where('id', '=', id)
    .execute();
}
