/**
 * One list of jobs and what is derived from it (docs/decisions/004-one-job-queue.md), on both
 * dialects: the lanes in their order with their definitions and batch sizes, the steps that run an
 * entry's due jobs, and the refusal of a list whose types do not hold.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { migrateToLatest } from '../db/database';
import { openTestDatabase, TEST_DIALECTS, type TestDatabase } from '../../test/test-app';
import { defineJob, jobOf, type JobQueueDependencies } from './job-queue';
import { createJobRegistry, registerJob, type DueJobRun } from './job-registry';
import { insertJobs } from './jobs.repository';

const silent = { warn: () => undefined, error: () => undefined };

/** A definition of `type` that records the names it is run with. */
const recording = (type: string, runs: string[] = []) =>
  defineJob({
    type,
    payload: z.object({ name: z.string() }),
    leaseMs: 60_000,
    maxAttempts: 1,
    retryDelaysMs: [1000],
    run: async ({ name }) => void runs.push(name),
  });

const runOne = async (due: DueJobRun) => (await due(1)).claimed > 0;

describe.each(TEST_DIALECTS)('job registry [%s]', (dialect) => {
  let database: TestDatabase;
  let deps: JobQueueDependencies;

  beforeAll(async () => {
    database = await openTestDatabase(dialect, mkdtempSync(path.join(os.tmpdir(), 'heirloom-job-registry-')));
    await migrateToLatest(database.connection);
    deps = {
      db: database.connection.db,
      clock: { now: () => new Date() },
      skipLocked: dialect === 'postgres',
      log: silent,
    };
  });
  afterAll(async () => {
    await database.connection.db.destroy();
    await database.dropSchema();
  });

  it('puts each definition in its lane, lanes in their order and definitions in list order', () => {
    const [send, tick, render] = [recording('test.send'), recording('test.tick'), recording('test.render')];
    const { lanes } = createJobRegistry(
      deps,
      ['fast', 'slow', 'absent'],
      [
        registerJob({ type: 'test.render', lane: 'slow', definition: render }),
        registerJob({ type: 'test.send', lane: 'fast', batchSize: 50, definition: send }),
        registerJob({ type: 'test.off', lane: 'absent', definition: undefined }),
        registerJob({ type: 'test.tick', lane: 'fast', definition: tick }),
      ],
    );
    expect(lanes).toEqual([
      {
        name: 'fast',
        jobs: [
          { definition: send, batchSize: 50 },
          { definition: tick, batchSize: 1 },
        ],
      },
      { name: 'slow', jobs: [{ definition: render, batchSize: 1 }] },
    ]);
  });

  it("gives each step its entry's due jobs, and none to an entry without a definition here", async () => {
    const runs: string[] = [];
    const greet = recording('test.greet', runs);
    const { steps } = createJobRegistry(
      deps,
      ['only'],
      [
        registerJob({
          type: 'test.greet',
          lane: 'only',
          definition: greet,
          step: { name: 'runGreeting', run: runOne },
        }),
        registerJob({
          type: 'test.missing',
          lane: 'only',
          definition: undefined,
          step: { name: 'countMissing', run: async (due) => (await due(10)).claimed },
        }),
      ],
    );
    const now = new Date();
    await insertJobs(deps.db, [jobOf(greet, 'anna', { name: 'Anna' }, now)], now.toISOString());
    expect(Object.keys(steps).sort()).toEqual(['countMissing', 'runGreeting']);
    expect(await steps.runGreeting()).toBe(true);
    expect(await steps.runGreeting()).toBe(false);
    expect(runs).toEqual(['Anna']);
    expect(await steps.countMissing()).toBe(0);
  });

  it('refuses an entry whose type is not its definition’s, and a type or a step name listed twice', () => {
    expect(() =>
      createJobRegistry(
        deps,
        ['only'],
        [registerJob({ type: 'test.a', lane: 'only', definition: recording('test.b') })],
      ),
    ).toThrow('The job registered as test.a is defined as test.b.');
    expect(() =>
      createJobRegistry(
        deps,
        ['only'],
        [
          registerJob({ type: 'test.a', lane: 'only', definition: recording('test.a') }),
          registerJob({ type: 'test.a', lane: 'only', definition: undefined }),
        ],
      ),
    ).toThrow('The job test.a is registered twice.');
    expect(() =>
      createJobRegistry(
        deps,
        ['only'],
        [
          registerJob({ type: 'test.a', lane: 'only', definition: undefined, step: { name: 'runA', run: runOne } }),
          registerJob({ type: 'test.b', lane: 'only', definition: undefined, step: { name: 'runA', run: runOne } }),
        ],
      ),
    ).toThrow('The job step runA is registered twice.');
  });
});
