/**
 * The one job queue (docs/decisions/004-one-job-queue.md) on both dialects: deterministic ids queue
 * work once, failures retry with backoff and end in a visible failed state, a worker that lost its
 * lease commits nothing, a recurring job runs again after its interval, a shutdown stops a long
 * job without failing it, and an idle lane asks the database once a round.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KyselyPlugin } from 'kysely';
import { z } from 'zod';
import { migrateToLatest } from '../db/database';
import { openTestDatabase, TEST_DIALECTS, type TestDatabase } from '../../test/test-app';
import { defineJob, jobOf, recurringJobOf, runDueJobs, type JobQueueDependencies } from './job-queue';
import { drainLane, startJobLanes } from './job-lanes';
import { insertJobs } from './jobs.repository';

const T0 = Date.parse('2027-01-01T00:00:00Z');
const silent = { warn: () => undefined, error: () => undefined };

describe.each(TEST_DIALECTS)('job queue [%s]', (dialect) => {
  let database: TestDatabase;
  let now = T0;
  let deps: JobQueueDependencies;

  beforeAll(async () => {
    database = await openTestDatabase(dialect, mkdtempSync(path.join(os.tmpdir(), 'heirloom-jobs-')));
    await migrateToLatest(database.connection);
    deps = {
      db: database.connection.db,
      clock: { now: () => new Date(now) },
      skipLocked: dialect === 'postgres',
      log: silent,
    };
  });
  afterAll(async () => {
    await database.connection.db.destroy();
    await database.dropSchema();
  });

  const jobRow = (id: string) => deps.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('queues a deterministic id once and runs it once', async () => {
    const runs: string[] = [];
    const greet = defineJob({
      type: 'test.greet',
      payload: z.object({ name: z.string() }),
      leaseMs: 60_000,
      maxAttempts: 3,
      retryDelaysMs: [1000],
      run: async ({ name }) => void runs.push(name),
    });
    const job = jobOf(greet, 'anna', { name: 'Anna' }, new Date(now));
    await insertJobs(deps.db, [job, job], new Date(now).toISOString());
    await insertJobs(deps.db, [jobOf(greet, 'anna', { name: 'Changed' }, new Date(now))], new Date(now).toISOString());
    expect(await runDueJobs(deps, greet, 10)).toEqual({ claimed: 1, done: 1, failed: 0, lost: 0 });
    expect(await runDueJobs(deps, greet, 10)).toEqual({ claimed: 0, done: 0, failed: 0, lost: 0 });
    expect(runs).toEqual(['Anna']);
    expect(await jobRow('test.greet:anna')).toMatchObject({ status: 'done', attempts: 1, lease_token: null });
  });

  it('retries with backoff, records each failure, and ends failed after its last attempt', async () => {
    const failures: { attempts: number; isFinal: boolean }[] = [];
    const flaky = defineJob({
      type: 'test.flaky',
      payload: z.object({}),
      leaseMs: 60_000,
      maxAttempts: 3,
      retryDelaysMs: [60_000, 300_000],
      run: async () => {
        throw new Error('the far end is down');
      },
      onFailure: async (_payload, failure) => void failures.push(failure),
    });
    await insertJobs(deps.db, [jobOf(flaky, 'one', {}, new Date(now))], new Date(now).toISOString());
    expect((await runDueJobs(deps, flaky, 1)).failed).toBe(1);
    expect(await jobRow('test.flaky:one')).toMatchObject({
      status: 'pending',
      run_at: new Date(now + 60_000).toISOString(),
      last_error: 'the far end is down',
    });
    now += 59_999;
    expect((await runDueJobs(deps, flaky, 1)).claimed).toBe(0); // never early
    now += 1;
    expect((await runDueJobs(deps, flaky, 1)).failed).toBe(1);
    expect((await jobRow('test.flaky:one')).run_at).toBe(new Date(now + 300_000).toISOString());
    now += 300_000;
    expect((await runDueJobs(deps, flaky, 1)).failed).toBe(1);
    expect(await jobRow('test.flaky:one')).toMatchObject({ status: 'failed', attempts: 3 });
    expect(failures.map((failure) => failure.isFinal)).toEqual([false, false, true]);
    now += 1_000_000;
    expect((await runDueJobs(deps, flaky, 1)).claimed).toBe(0);
  });

  it('commits nothing for a worker whose lease another worker took over', async () => {
    let effects = 0;
    let release: () => void = () => undefined;
    const slow = defineJob({
      type: 'test.slow',
      payload: z.object({}),
      leaseMs: 60_000,
      maxAttempts: 3,
      retryDelaysMs: [1000],
      run: async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return { commit: async () => void effects++ };
      },
    });
    await insertJobs(deps.db, [jobOf(slow, 'one', {}, new Date(now))], new Date(now).toISOString());
    const stalled = runDueJobs(deps, slow, 1);
    while ((await jobRow('test.slow:one')).lease_token === null) await new Promise((resolve) => setTimeout(resolve, 5));
    // Another worker's claim replaces the token (as claimJobs does once a lease has run out).
    await deps.db
      .updateTable('jobs')
      .set({ lease_token: 'another-worker' })
      .where('id', '=', 'test.slow:one')
      .execute();
    release();
    expect(await stalled).toEqual({ claimed: 1, done: 0, failed: 0, lost: 1 });
    expect(effects).toBe(0);
    expect(await jobRow('test.slow:one')).toMatchObject({ status: 'pending', lease_token: 'another-worker' });
  });

  it('keeps renewing the lease while a job runs, so a slow job is not taken over', async () => {
    let release: () => void = () => undefined;
    const slow = defineJob({
      type: 'test.heartbeat',
      payload: z.object({}),
      leaseMs: 600,
      maxAttempts: 3,
      retryDelaysMs: [1000],
      run: () => new Promise<void>((resolve) => (release = resolve)),
    });
    const realClock = { ...deps, clock: { now: () => new Date() } };
    await insertJobs(deps.db, [jobOf(slow, 'one', {}, new Date())], new Date().toISOString());
    const running = runDueJobs(realClock, slow, 1);
    await new Promise((resolve) => setTimeout(resolve, 2000)); // more than three leases
    expect((await runDueJobs(realClock, slow, 1)).claimed).toBe(0);
    release();
    expect(await running).toEqual({ claimed: 1, done: 1, failed: 0, lost: 0 });
  });

  it('runs a recurring job again after its interval, and keeps it after a failure', async () => {
    let runs = 0;
    const tick = defineJob({
      type: 'test.tick',
      payload: z.object({}),
      leaseMs: 60_000,
      maxAttempts: 1,
      retryDelaysMs: [5000],
      everyMs: 5000,
      run: async () => {
        runs++;
        if (runs === 2) throw new Error('one bad tick');
      },
    });
    await insertJobs(deps.db, [recurringJobOf(tick, {}, new Date(now))], new Date(now).toISOString());
    expect((await runDueJobs(deps, tick, 1)).done).toBe(1);
    expect((await runDueJobs(deps, tick, 1)).claimed).toBe(0);
    now += 5000;
    expect((await runDueJobs(deps, tick, 1)).failed).toBe(1);
    now += 5000;
    expect((await runDueJobs(deps, tick, 1)).done).toBe(1);
    expect(await jobRow('test.tick:recurring')).toMatchObject({ status: 'pending', attempts: 0 });
    expect(runs).toBe(3);
  });

  it('stops a job at shutdown through its signal: not failed, not reported, due again at once', async () => {
    const failures: boolean[] = [];
    let started!: () => void;
    const isStarted = new Promise<void>((resolve) => (started = resolve));
    const build = defineJob({
      type: 'test.build',
      payload: z.object({}),
      leaseMs: 60_000,
      maxAttempts: 1,
      retryDelaysMs: [60_000],
      // A long job that checks its signal between steps, as the demo family's build does.
      run: async (_payload, context) => {
        started();
        await new Promise<void>((resolve) => context.signal.addEventListener('abort', () => resolve()));
        context.signal.throwIfAborted();
      },
      onFailure: async (_payload, failure) => void failures.push(failure.isFinal),
    });
    await insertJobs(deps.db, [jobOf(build, 'long', {}, new Date(now))], new Date(now).toISOString());
    const [runner] = startJobLanes(deps, [{ name: 'test lane', jobs: [{ definition: build, batchSize: 1 }] }], 60_000);
    await isStarted;
    await runner!.stop(); // resolves only once the job has ended
    expect(await jobRow('test.build:long')).toMatchObject({
      status: 'pending',
      run_at: new Date(now).toISOString(),
      lease_token: null,
      attempts: 0, // the attempt its claim counted is given back
      last_error: null,
    });
    expect(failures).toEqual([]);
    // Nothing is claimed once the shutdown has begun.
    const aborted = new AbortController();
    aborted.abort();
    expect(await runDueJobs({ ...deps, signal: aborted.signal }, build, 5)).toMatchObject({ claimed: 0 });
    // The next start runs it to the end (the shutdown did not mark it failed).
    const done = await runDueJobs(
      { ...deps, signal: new AbortController().signal },
      { ...build, run: async () => undefined },
      5,
    );
    expect(done).toEqual({ claimed: 1, done: 1, failed: 0, lost: 0 });

    // A job that fails for its own reason while the shutdown begins is a failure as usual.
    const stopping = new AbortController();
    const diskFull = {
      ...build,
      run: async () => {
        stopping.abort();
        throw new Error('disk full');
      },
    };
    await insertJobs(deps.db, [jobOf(build, 'other', {}, new Date(now))], new Date(now).toISOString());
    expect(await runDueJobs({ ...deps, signal: stopping.signal }, diskFull, 5)).toMatchObject({ failed: 1 });
    expect(await jobRow('test.build:other')).toMatchObject({ status: 'failed', last_error: 'disk full' });
    expect(failures).toEqual([true]);
  });

  it('an idle lane costs one query a round; a due job of any of its definitions still runs', async () => {
    const runs: string[] = [];
    const definitions = ['first', 'second', 'third', 'other'].map((name) =>
      defineJob({
        type: `test.lane-${name}`,
        payload: z.object({}),
        leaseMs: 60_000,
        maxAttempts: 1,
        retryDelaysMs: [],
        run: async () => void runs.push(name),
      }),
    );
    const lane = {
      name: 'test lane',
      jobs: definitions.slice(0, 3).map((definition) => ({ definition, batchSize: 5 })),
    };
    let queries = 0;
    const counting: KyselyPlugin = {
      transformQuery: ({ node }) => {
        queries++;
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const counted = { ...deps, db: deps.db.withPlugin(counting) };
    // A job not yet due, and one of another lane, leave this lane idle.
    await insertJobs(
      deps.db,
      [jobOf(definitions[0]!, 'later', {}, new Date(now + 60_000)), jobOf(definitions[3]!, 'due', {}, new Date(now))],
      new Date(now).toISOString(),
    );
    await drainLane(counted, lane);
    expect(queries).toBe(1);
    expect(runs).toEqual([]);
    await insertJobs(deps.db, [jobOf(definitions[2]!, 'due', {}, new Date(now))], new Date(now).toISOString());
    await drainLane(counted, lane);
    expect(runs).toEqual(['third']);
    expect(await jobRow('test.lane-third:due')).toMatchObject({ status: 'done' });
  });
});
