/**
 * Lanes of the job queue: each lane is one interval runner per app instance that works through the
 * due jobs of its definitions until none is left, so slow work in one lane (transcription) never
 * delays another (deliveries and their e-mails). Recurring definitions get their one row at start.
 */
import type { JobDefinition, JobQueueDependencies } from './job-queue';
import { recurringJobOf, runDueJobs } from './job-queue';
import { hasClaimableJob, insertJobs } from './jobs.repository';
import { startIntervalRunner, type IntervalRunner } from './interval-runner';

export interface JobLane {
  name: string;
  /** Definitions in the order they are worked, each with how many jobs one claim takes. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a lane holds definitions of any payload
  jobs: { definition: JobDefinition<any>; batchSize: number }[];
}

/** Rounds one drain may take before it yields to the next interval (a guard against a hot loop). */
const MAX_ROUNDS_PER_DRAIN = 1000;

/**
 * Runs the lane's due jobs, round after round, until a round claims none or `deps.signal` is
 * aborted. Each round first asks once whether any job of the lane is claimable, so an idle lane
 * costs one query a round rather than a claim transaction per definition.
 */
export async function drainLane(deps: JobQueueDependencies, lane: JobLane): Promise<void> {
  const types = lane.jobs.map((job) => job.definition.type);
  for (let round = 0; round < MAX_ROUNDS_PER_DRAIN && !deps.signal?.aborted; round++) {
    if (!(await hasClaimableJob(deps.db, types, deps.clock.now().toISOString()))) return;
    let claimed = 0;
    for (const { definition, batchSize } of lane.jobs)
      claimed += (await runDueJobs(deps, definition, batchSize)).claimed;
    if (claimed === 0) return;
  }
}

/** Queues the one row of every recurring definition of these lanes (left alone when it exists). */
export async function ensureRecurringJobs(deps: JobQueueDependencies, lanes: JobLane[]): Promise<void> {
  const now = deps.clock.now();
  const recurring = lanes.flatMap((lane) => lane.jobs.map((job) => job.definition)).filter((job) => job.everyMs);
  await insertJobs(
    deps.db,
    recurring.map((definition) => recurringJobOf(definition, {}, now)),
    now.toISOString(),
  );
}

/**
 * Starts one interval runner per lane, every `intervalMs`.
 * @returns the runners, to stop at shutdown
 */
export function startJobLanes(deps: JobQueueDependencies, lanes: JobLane[], intervalMs: number): IntervalRunner[] {
  return lanes.map((lane) =>
    startIntervalRunner(lane.name, intervalMs, (signal) => drainLane({ ...deps, signal }, lane), deps.log),
  );
}
