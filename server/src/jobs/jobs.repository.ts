/**
 * SQL of the job queue (docs/decisions/004-one-job-queue.md). Every write that finishes, fails,
 * renews or reschedules a job is conditional on the claim's `lease_token`, so a worker that lost its
 * lease (it stalled, another took the job over) changes nothing.
 */
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, JobsTable } from '../db/tables';

export type JobRow = Selectable<JobsTable>;
type Executor = Kysely<Database> | Transaction<Database>;

/** A job to queue: `id` is deterministic ("<type>:<key>"); `runAt` ISO-8601. */
export interface NewJob {
  id: string;
  type: string;
  payload: unknown;
  runAt: string;
}

/**
 * Queues jobs in the caller's transaction. An id already queued (pending, done or failed) is left
 * alone, so retrying the decision that queues them never queues the work twice.
 */
export async function insertJobs(db: Executor, jobs: NewJob[], now: string): Promise<void> {
  if (jobs.length === 0) return;
  await db
    .insertInto('jobs')
    .values(
      jobs.map((job) => ({
        id: job.id,
        type: job.type,
        payload: JSON.stringify(job.payload),
        status: 'pending' as const,
        attempts: 0,
        run_at: job.runAt,
        lease_until: null,
        lease_token: null,
        last_error: null,
        created_at: now,
        updated_at: now,
      })),
    )
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

/** Queues a job again from scratch (e.g. "retry" of a failed transcript), or for the first time. */
export async function requeueJob(db: Executor, job: NewJob, now: string): Promise<void> {
  await insertJobs(db, [job], now);
  await db
    .updateTable('jobs')
    .set({ status: 'pending', attempts: 0, run_at: job.runAt, last_error: null, updated_at: now })
    .where('id', '=', job.id)
    .where('status', '!=', 'pending')
    .execute();
}

/**
 * Claims up to `limit` due jobs of `types` until `leaseUntil`, marking them with `leaseToken`.
 * One transaction: PostgreSQL locks the chosen rows and skips rows another worker has locked
 * (`FOR UPDATE SKIP LOCKED`); the UPDATE names the chosen ids and re-checks that each is still due,
 * so a claim never takes more than its batch nor a job someone else holds (SQLite has one writer).
 */
export async function claimJobs(
  db: Kysely<Database>,
  options: { types: string[]; now: string; leaseUntil: string; leaseToken: string; limit: number; skipLocked: boolean },
): Promise<JobRow[]> {
  return db.transaction().execute(async (trx) => {
    let candidates = trx
      .selectFrom('jobs')
      .select('id')
      .where('status', '=', 'pending')
      .where('run_at', '<=', options.now)
      .where('type', 'in', options.types)
      .where((where) => where.or([where('lease_until', 'is', null), where('lease_until', '<=', options.now)]))
      .orderBy('run_at')
      .limit(options.limit);
    if (options.skipLocked) candidates = candidates.forUpdate().skipLocked();
    const ids = (await candidates.execute()).map((row) => row.id);
    if (ids.length === 0) return [];
    return trx
      .updateTable('jobs')
      .set((update) => ({
        lease_until: options.leaseUntil,
        lease_token: options.leaseToken,
        attempts: update('attempts', '+', 1),
        updated_at: options.now,
      }))
      .where('id', 'in', ids)
      .where('status', '=', 'pending')
      .where((where) => where.or([where('lease_until', 'is', null), where('lease_until', '<=', options.now)]))
      .returningAll()
      .execute();
  });
}

/**
 * Whether any job of `types` is due at `now` and free to claim (pending, its run time come, no
 * lease or an expired one): one indexed read, no transaction and no lock, so an idle lane costs one
 * query a round. A claim that follows still decides who takes the job.
 */
export async function hasClaimableJob(db: Kysely<Database>, types: string[], now: string): Promise<boolean> {
  const row = await db
    .selectFrom('jobs')
    .select('id')
    .where('status', '=', 'pending')
    .where('run_at', '<=', now)
    .where('type', 'in', types)
    .where((where) => where.or([where('lease_until', 'is', null), where('lease_until', '<=', now)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

const heldBy = (job: Pick<JobRow, 'id' | 'lease_token'>) => (db: Executor) =>
  db.updateTable('jobs').where('id', '=', job.id).where('lease_token', '=', job.lease_token);

/**
 * Extends a claim to `leaseUntil` while this claim still holds the job. An expired lease that
 * nobody has taken over yet still counts as held: taking a job over replaces its token.
 * @returns false when the lease was lost: the caller must not act on the job
 */
export async function renewJobLease(
  db: Executor,
  job: Pick<JobRow, 'id' | 'lease_token'>,
  now: string,
  leaseUntil: string,
): Promise<boolean> {
  const result = await heldBy(job)(db)
    .set({ lease_until: leaseUntil, updated_at: now })
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks a held job done. @returns false when the lease was lost (nothing changed) */
export async function completeJob(db: Executor, job: Pick<JobRow, 'id' | 'lease_token'>, now: string) {
  const result = await heldBy(job)(db)
    .set({ status: 'done', lease_until: null, lease_token: null, last_error: null, updated_at: now })
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Releases a held job to run again at `runAt`: a retry after a failure (`attempts` 'keep'), a
 * recurring job's next run ('reset' to 0), or a job stopped by a shutdown ('give-back' the attempt
 * its claim counted); `isFinal` marks it failed instead. @returns false when lost
 */
export async function releaseJob(
  db: Executor,
  job: Pick<JobRow, 'id' | 'lease_token'>,
  outcome: {
    now: string;
    runAt: string;
    error: string | null;
    isFinal: boolean;
    attempts: 'keep' | 'reset' | 'give-back';
  },
) {
  const result = await heldBy(job)(db)
    .set({
      status: outcome.isFinal ? 'failed' : 'pending',
      run_at: outcome.runAt,
      last_error: outcome.error?.slice(0, 1000) ?? null,
      lease_until: null,
      lease_token: null,
      updated_at: outcome.now,
      ...(outcome.attempts === 'reset' ? { attempts: 0 } : {}),
      ...(outcome.attempts === 'give-back' ? { attempts: sql<number>`attempts - 1` } : {}),
    })
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes pending jobs by id (work that no longer applies, e.g. a re-armed message's reminders). */
export async function deletePendingJobs(db: Executor, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('jobs').where('id', 'in', ids).where('status', '=', 'pending').execute();
}

/**
 * Deletes finished jobs, at most `limit` rows: done ones due (`run_at`) before `doneBefore`, failed
 * ones before `failedBefore` (ISO-8601), read through the `(status, run_at)` index. Pending jobs,
 * recurring ones included, are never touched.
 * @returns how many rows were deleted (fewer than `limit`: none older are left)
 */
export async function deleteFinishedJobs(
  db: Executor,
  cutoffs: { doneBefore: string; failedBefore: string },
  limit: number,
): Promise<number> {
  const result = await db
    .deleteFrom('jobs')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('jobs')
        .select('id')
        .where((where) =>
          where.or([
            where.and([where('status', '=', 'done'), where('run_at', '<', cutoffs.doneBefore)]),
            where.and([where('status', '=', 'failed'), where('run_at', '<', cutoffs.failedBefore)]),
          ]),
        )
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
