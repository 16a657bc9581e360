/**
 * A list of registered jobs and what is derived from it (docs/decisions/004-one-job-queue.md): each
 * entry names a job type, the lane whose runner works it, its definition (how it runs, and its
 * `everyMs` when it recurs), how many jobs one claim takes, and the step tests and benchmarks call
 * directly. `createJobRegistry` turns the list into the lanes (job-lanes.ts starts them and queues
 * their recurring rows) and the steps; `JobPayloadsOf` turns it into the type → payload map.
 */
import { runDueJobs, type JobDefinition, type JobQueueDependencies, type JobRunCounts } from './job-queue';
import type { JobLane } from './job-lanes';

/** Runs up to `limit` due jobs of an entry's definition now (none when this instance lacks it). */
export type DueJobRun = (limit: number) => Promise<JobRunCounts>;

/** One job of the list; the type parameters keep its type, lane and step name as literals. */
export interface RegisteredJob<Type extends string, Lane extends string, Payload, Step extends string, Result> {
  /** The job type, e.g. "email.send"; the definition's must be the same. */
  type: Type;
  /** The lane whose interval runner works it. */
  lane: Lane;
  /** How a job of this type runs; undefined when this instance cannot run it (e.g. no transcriber). */
  definition: JobDefinition<Payload> | undefined;
  /** Jobs one claim of its lane takes (1 when absent). */
  batchSize?: number;
  /** The step tests and benchmarks call as `app.jobs.<name>()`; `run` gets this entry's due jobs. */
  step?: { name: Step; run: (due: DueJobRun) => Promise<Result> };
}

/** Any registered job, whatever its payload and step. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list holds definitions of any payload
type AnyRegisteredJob<Lane extends string = string> = RegisteredJob<string, Lane, any, string, unknown>;

/** Identity of one entry, keeping its type, lane and step name as literal types. */
export const registerJob = <
  const Type extends string,
  const Lane extends string,
  Payload,
  const Step extends string = never,
  Result = never,
>(
  entry: RegisteredJob<Type, Lane, Payload, Step, Result>,
) => entry;

/** The type → payload map of a list. */
export type JobPayloadsOf<List extends readonly AnyRegisteredJob[]> = {
  [Entry in List[number] as Entry['type']]: Entry extends RegisteredJob<string, string, infer Payload, string, unknown>
    ? Payload
    : never;
};

/** The steps of a list, by name: each runs its entry's step with no argument. */
export type JobStepsOf<List extends readonly AnyRegisteredJob[]> = {
  [
    Entry in List[number] as Entry extends RegisteredJob<string, string, unknown, infer Step, unknown> ? Step : never
  ]: Entry extends RegisteredJob<string, string, unknown, string, infer Result> ? () => Promise<Result> : never;
};

const NOTHING_CLAIMED: JobRunCounts = { claimed: 0, done: 0, failed: 0, lost: 0 };

/**
 * The lanes and steps of `list`. Lanes keep the order of `lanes` and each works its definitions in
 * list order; a lane with no definition here is left out.
 * @throws Error when an entry's type is not its definition's, or two entries share a type or a step name
 */
export function createJobRegistry<
  const Lanes extends readonly string[],
  List extends readonly AnyRegisteredJob<Lanes[number]>[],
>(queue: JobQueueDependencies, lanes: Lanes, list: List): { lanes: JobLane[]; steps: JobStepsOf<List> } {
  const names = new Set<string>();
  for (const entry of list) {
    for (const name of [entry.type, ...(entry.step ? [`step ${entry.step.name}`] : [])]) {
      if (names.has(name)) throw new Error(`The job ${name} is registered twice.`);
      names.add(name);
    }
    if (entry.definition && entry.definition.type !== entry.type)
      throw new Error(`The job registered as ${entry.type} is defined as ${entry.definition.type}.`);
  }
  const steps = Object.fromEntries(
    list.flatMap(({ definition, step }) => {
      if (!step) return [];
      const due: DueJobRun = async (limit) =>
        definition ? runDueJobs(queue, definition, limit) : { ...NOTHING_CLAIMED };
      return [[step.name, () => step.run(due)]];
    }),
  ) as JobStepsOf<List>;
  return {
    lanes: lanes.flatMap((name) => {
      const jobs = list.flatMap(({ lane, definition, batchSize = 1 }) =>
        lane === name && definition ? [{ definition, batchSize }] : [],
      );
      return jobs.length > 0 ? [{ name, jobs }] : [];
    }),
    steps,
  };
}
