/**
 * The one job queue (docs/decisions/004-one-job-queue.md): every timed or slow piece of work goes
 * through it, not through a loop of its own. Work is a typed definition; each queued job is a
 * database row with a deterministic id, claimed with a lease that is safe across app instances on
 * both dialects, retried with backoff, and left in a visible failed state when it gives up. A job's
 * effects are committed only while its claim still holds: a worker that stalled past its lease and
 * was taken over changes nothing.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/tables';
import type { Clock } from '../lib/clock';
import { claimJobs, completeJob, releaseJob, renewJobLease, type JobRow, type NewJob } from './jobs.repository';

/** Thrown by `holdLease` when another worker has taken the job over: the job stops with no effect. */
export class LeaseLostError extends Error {
  constructor(jobId: string) {
    super(`The lease on job ${jobId} was lost to another worker.`);
  }
}

export interface JobContext {
  job: JobRow;
  /** The instant the job was claimed (from the injected clock). */
  now: Date;
  /**
   * Renews the lease for a full `leaseMs` from now; call it right before an effect that cannot be
   * undone (sending an e-mail). The runner also renews it every leaseMs / 3 while the job runs.
   * @throws LeaseLostError when the job is no longer this worker's
   */
  holdLease(): Promise<void>;
  /**
   * Aborted when this instance shuts down: a long job checks it between steps and throws (e.g.
   * `signal.throwIfAborted()`). A job that ends with that abort is not marked failed nor reported
   * (no `onFailure`), gets back the attempt its claim counted, and is due again at once, for another
   * instance or the next start. Jobs claimed but not yet started when the abort comes are given back
   * the same way without running.
   */
  signal: AbortSignal;
}

/** What a run hands back: writes to commit together with completing the job, under its lease. */
export interface JobResult {
  commit?: (trx: Transaction<Database>) => Promise<void>;
}

export interface JobFailure {
  error: string;
  /** Attempts made so far, this one included. */
  attempts: number;
  /** True when the job gives up (no more retries). */
  isFinal: boolean;
}

export interface JobDefinition<Payload> {
  /** Dotted name, e.g. "email.send"; the first part of every job id of this type. */
  type: string;
  payload: z.ZodType<Payload>;
  /** How long a claim lasts before another worker may take the job over, ms. */
  leaseMs: number;
  /** Attempts before the job is marked failed (recurring jobs never fail for good). */
  maxAttempts: number;
  /** Waits before attempt n+1 after n failures, ms; the last one repeats. */
  retryDelaysMs: readonly number[];
  /** Runs again every `everyMs` after each run, for good (a recurring job: one row, id "<type>:recurring"). */
  everyMs?: number;
  run(payload: Payload, context: JobContext): Promise<JobResult | void>;
  /** Records a failed attempt where users see it (in the same transaction as the job's release). */
  onFailure?(payload: Payload, failure: JobFailure, trx: Transaction<Database>): Promise<void>;
}

export interface JobQueueDependencies {
  db: Kysely<Database>;
  clock: Clock;
  /** True on PostgreSQL: concurrent claims skip each other's locked rows. */
  skipLocked: boolean;
  log: { warn: (object: unknown, message: string) => void; error: (object: unknown, message: string) => void };
  /** Aborted at shutdown (interval-runner.ts); handed to every job as `context.signal`. */
  signal?: AbortSignal;
}

/** Outcome of one `runDueJobs` call: claimed = done + failed + lost. */
export interface JobRunCounts {
  claimed: number;
  done: number;
  failed: number;
  /** Jobs another worker took over while this one held them, or given back unrun at shutdown (no effect was committed). */
  lost: number;
}

/** Identity of a definition with a payload type, checked at compile time. */
export const defineJob = <Payload>(definition: JobDefinition<Payload>): JobDefinition<Payload> => definition;

/**
 * The payload of every job type the app runs, by type. It is empty here: the app's one list of jobs
 * (`server/src/composition/app-jobs.ts`) completes it by declaration merging, deriving it from the
 * definitions it puts in lanes, so `jobOf({ type }, …)` checks the payload it queues and refuses a
 * type no lane runs (ARCHITECTURE.md "Job flow").
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- completed by declaration merging (above)
export interface JobPayloads {}

/**
 * The row to insert for a job (queue it with `insertJobs` in the deciding transaction): of the
 * definition at hand, or of a registered type named by `{ type }`, whose payload `JobPayloads` gives.
 */
export function jobOf<Payload>(
  definition: JobDefinition<Payload>,
  key: string,
  payload: Payload,
  runAt: Date | string,
): NewJob;
export function jobOf<Type extends keyof JobPayloads>(
  job: { type: Type },
  key: string,
  payload: JobPayloads[Type],
  runAt: Date | string,
): NewJob;
export function jobOf(definition: { type: string }, key: string, payload: unknown, runAt: Date | string): NewJob {
  return {
    id: `${definition.type}:${key}`,
    type: definition.type,
    payload,
    runAt: typeof runAt === 'string' ? runAt : runAt.toISOString(),
  };
}

/** The one row of a recurring definition, due at `now`. */
export const recurringJobOf = <Payload>(definition: JobDefinition<Payload>, payload: Payload, now: Date) =>
  jobOf(definition, 'recurring', payload, now);

/** The signal of a queue that is never shut down (tests, one-off runs). */
const NEVER_ABORTED = new AbortController().signal;

/** Whether `error` is what `signal`'s abort threw (its reason, or an AbortError). */
const isAbortOf = (signal: AbortSignal, error: unknown) =>
  error === signal.reason || (error instanceof Error && error.name === 'AbortError');

const isPermanent = (error: unknown) => (error as { isPermanent?: boolean } | null)?.isPermanent === true;

/**
 * Claims up to `limit` due jobs of one definition and runs them one after another.
 * @returns what happened to the jobs claimed
 */
export async function runDueJobs<Payload>(
  deps: JobQueueDependencies,
  definition: JobDefinition<Payload>,
  limit: number,
): Promise<JobRunCounts> {
  if (deps.signal?.aborted) return { claimed: 0, done: 0, failed: 0, lost: 0 }; // shutting down: claim nothing
  const claimedAt = deps.clock.now();
  const claimed = await claimJobs(deps.db, {
    types: [definition.type],
    now: claimedAt.toISOString(),
    leaseUntil: new Date(claimedAt.getTime() + definition.leaseMs).toISOString(),
    leaseToken: randomUUID(),
    limit,
    skipLocked: deps.skipLocked,
  });
  const counts: JobRunCounts = { claimed: claimed.length, done: 0, failed: 0, lost: 0 };
  for (const job of claimed) counts[await runJob(deps, definition, job)]++;
  return counts;
}

async function runJob<Payload>(
  deps: JobQueueDependencies,
  definition: JobDefinition<Payload>,
  job: JobRow,
): Promise<'done' | 'failed' | 'lost'> {
  if (deps.signal?.aborted) {
    // Claimed in the same round as a job the shutdown stopped: given back unrun, due at once.
    const now = deps.clock.now().toISOString();
    await releaseJob(deps.db, job, { now, runAt: now, error: null, isFinal: false, attempts: 'give-back' });
    return 'lost';
  }
  let isLost = false;
  const renew = async () => {
    const now = deps.clock.now();
    const until = new Date(now.getTime() + definition.leaseMs).toISOString();
    if (!isLost && !(await renewJobLease(deps.db, job, now.toISOString(), until))) isLost = true;
    return !isLost;
  };
  const context: JobContext = {
    job,
    now: deps.clock.now(),
    holdLease: async () => {
      if (!(await renew())) throw new LeaseLostError(job.id);
    },
    signal: deps.signal ?? NEVER_ABORTED,
  };
  // While the job runs (an SMTP server slow to answer, a long transcription) its lease is renewed
  // every third of its length: only a worker that stopped loses the job to another.
  const heartbeat = setInterval(
    () => void renew().catch((error: unknown) => deps.log.warn({ err: error, jobId: job.id }, 'lease renewal failed')),
    Math.max(1, Math.floor(definition.leaseMs / 3)),
  );
  let payload: Payload | undefined;
  try {
    payload = definition.payload.parse(JSON.parse(job.payload));
    const result = await definition.run(payload, context).finally(() => clearInterval(heartbeat));
    const isHeld = await deps.db.transaction().execute(async (trx) => {
      const now = deps.clock.now();
      const held = definition.everyMs
        ? await releaseJob(trx, job, {
            now: now.toISOString(),
            runAt: new Date(now.getTime() + definition.everyMs).toISOString(),
            error: null,
            isFinal: false,
            attempts: 'reset',
          })
        : await completeJob(trx, job, now.toISOString());
      if (held) await result?.commit?.(trx);
      return held;
    });
    return isHeld ? 'done' : 'lost';
  } catch (error) {
    clearInterval(heartbeat);
    if (error instanceof LeaseLostError) return 'lost';
    // Only the abort itself is the shutdown's: any other error, even during a shutdown, is a failure.
    const isShutdown = context.signal.aborted && isAbortOf(context.signal, error);
    const message = error instanceof Error ? error.message : String(error);
    const isFinal =
      !isShutdown && !definition.everyMs && (isPermanent(error) || job.attempts >= definition.maxAttempts);
    const delays = definition.retryDelaysMs;
    const delay = isShutdown ? 0 : (definition.everyMs ?? delays[Math.min(job.attempts - 1, delays.length - 1)] ?? 0);
    const now = deps.clock.now();
    if (isShutdown) deps.log.warn({ jobId: job.id }, `job ${job.id} stopped for the shutdown; due again at once`);
    else deps.log.warn({ err: error, jobId: job.id }, `job ${job.id} failed (attempt ${job.attempts})`);
    const isHeld = await deps.db.transaction().execute(async (trx) => {
      const held = await releaseJob(trx, job, {
        now: now.toISOString(),
        runAt: new Date(now.getTime() + delay).toISOString(),
        error: isShutdown ? null : message,
        isFinal,
        attempts: isShutdown ? 'give-back' : 'keep',
      });
      if (held && payload !== undefined && !isShutdown) {
        await definition.onFailure?.(payload, { error: message, attempts: job.attempts, isFinal }, trx);
      }
      return held;
    });
    return isHeld ? 'failed' : 'lost';
  }
}
