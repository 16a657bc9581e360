/**
 * The recurring `queue.retention` job (docs/decisions/004-one-job-queue.md "Amendment 2026-12-01:
 * retention"): the job and e-mail queues keep what they finished only as long as it can matter.
 * Job ids and outbox ids are deterministic and inserted "on conflict do nothing", so a kept row is
 * what makes a repeated decision add nothing; each window below outlasts every producer's chance to
 * decide the same id again (the decision record lists them).
 * - Done jobs: 7 days after they were due. A job's outcome lives in its own record (the outbox row,
 *   the transcript, the import); a repeated insert of a deleted id re-runs work that is idempotent
 *   by the queue's rule (at least once), and an `email.send` job re-run finds its e-mail sent.
 * - Failed jobs: 90 days, for the operator to see why.
 * - Sent e-mails: 90 days; then deleted, or emptied of their content where a message or a newsletter
 *   issue reads their history (outbox.repository.ts `pruneSentEmails`).
 * - Refused addresses: 2 years, unless a message still waiting goes there (`forgetStaleRefusals`).
 */
import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import type { Clock } from '../lib/clock';
import { forgetStaleRefusals, pruneSentEmails } from '../mail/outbox.repository';
import { defineJob } from './job-queue';
import { deleteFinishedJobs } from './jobs.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a done job is kept after it was due, ms. */
export const DONE_JOB_RETENTION_MS = 7 * DAY_MS;
/** How long a failed job is kept after its last attempt was due, ms. */
export const FAILED_JOB_RETENTION_MS = 90 * DAY_MS;
/** How long a sent e-mail keeps its row and content, ms. */
export const SENT_EMAIL_RETENTION_MS = 90 * DAY_MS;
/** How long a refused address is remembered when no message still waiting goes to it, ms. */
export const REFUSAL_RETENTION_MS = 730 * DAY_MS;
/** Rows one statement deletes or empties, so no transaction holds the tables for long. */
const BATCH_SIZE = 5000;

/** What one pass removed: job rows deleted, e-mail rows deleted and emptied, refusals forgotten. */
export interface RetentionCounts {
  jobs: number;
  emails: number;
  emptiedEmails: number;
  refusals: number;
}

/** Removes what the queues keep past their windows, as of the clock's now, in batches of 5,000 rows (refusals in one). */
export async function pruneQueues(deps: { db: Kysely<Database>; clock: Clock }): Promise<RetentionCounts> {
  const now = deps.clock.now().getTime();
  const ago = (ms: number) => new Date(now - ms).toISOString();
  const counts: RetentionCounts = { jobs: 0, emails: 0, emptiedEmails: 0, refusals: 0 };
  for (;;) {
    const deleted = await deleteFinishedJobs(
      deps.db,
      { doneBefore: ago(DONE_JOB_RETENTION_MS), failedBefore: ago(FAILED_JOB_RETENTION_MS) },
      BATCH_SIZE,
    );
    counts.jobs += deleted;
    if (deleted < BATCH_SIZE) break;
  }
  for (;;) {
    const pruned = await pruneSentEmails(deps.db, ago(SENT_EMAIL_RETENTION_MS), BATCH_SIZE);
    counts.emails += pruned.deleted;
    counts.emptiedEmails += pruned.emptied;
    if (pruned.deleted < BATCH_SIZE && pruned.emptied < BATCH_SIZE) break;
  }
  counts.refusals = await forgetStaleRefusals(deps.db, ago(REFUSAL_RETENTION_MS));
  return counts;
}

/** The recurring `queue.retention` job: one pass a day across all instances. */
export function createQueueRetentionJob(deps: { db: Kysely<Database>; clock: Clock }) {
  return defineJob({
    type: 'queue.retention',
    payload: z.object({}),
    leaseMs: 10 * 60_000,
    maxAttempts: 3,
    retryDelaysMs: [60 * 60_000],
    everyMs: DAY_MS,
    async run() {
      await pruneQueues(deps);
    },
  });
}
