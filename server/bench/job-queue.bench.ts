/**
 * Benchmark: what the job queue costs when there is nothing to do. An idle built server (no
 * requests, no due jobs) for a minute: the CPU time its process used and, on PostgreSQL, the
 * transactions it ran (pg_stat_database). And with 1,000,000 finished jobs in the table: the time of
 * an idle lane's one query (hasClaimableJob) and of a claim of one due job (claimJobs), medians of 50.
 * The built server needs `npm run build`.
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { migrateToLatest, openDatabase } from '../src/db/database';
import { claimJobs, hasClaimableJob } from '../src/jobs/jobs.repository';
import { startBuiltServer } from './built-server';

const PORT = 3197;
const IDLE_MS = 60_000;
/** Time for the server's start-up work (migrations, recurring jobs queued) to settle first. */
const WARM_UP_MS = 10_000;
const FINISHED_JOBS = 1_000_000;
const TIMED_CALLS = 50;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** CPU seconds (user + system) process `pid` has used, from /proc/PID/stat (proc(5), fields 14 and 15). */
function cpuSeconds(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticksPerSecond = Number(execSync('getconf CLK_TCK').toString());
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
}

/** The transactions database `name` has committed or rolled back so far (PostgreSQL's statistics). */
async function transactionsOf(admin: pg.Client, name: string) {
  // Statistics reach pg_stat_database when a backend reports them: ask for a fresh snapshot.
  await admin.query('SELECT pg_stat_clear_snapshot()');
  const { rows } = await admin.query<{ count: string }>(
    'SELECT xact_commit + xact_rollback AS count FROM pg_stat_database WHERE datname = $1',
    [name],
  );
  return Number(rows[0]!.count);
}

/** An idle built server for IDLE_MS: CPU seconds per minute and, on PostgreSQL, transactions per minute. */
export async function benchmarkIdleInstance(databaseUrl?: string) {
  const server = await startBuiltServer(PORT, databaseUrl);
  const admin = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : undefined;
  try {
    await admin?.connect();
    await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS));
    const cpuBefore = cpuSeconds(server.pid);
    const transactionsBefore = admin ? await transactionsOf(admin, server.database!) : 0;
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    // A backend reports its statistics at most once a second: give the last ones time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const perMinute = 60_000 / IDLE_MS;
    return {
      dialect: databaseUrl ? 'postgres' : 'sqlite',
      cpuSecondsPerMinute: (cpuSeconds(server.pid) - cpuBefore) * perMinute,
      transactionsPerMinute: admin
        ? ((await transactionsOf(admin, server.database!)) - transactionsBefore) * perMinute
        : undefined,
    };
  } finally {
    await admin?.end();
    await server.stop();
  }
}

/** hasClaimableJob and claimJobs over a table holding FINISHED_JOBS finished jobs, on SQLite or PostgreSQL. */
export async function benchmarkClaims(databaseUrl?: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'heirloom-bench-jobs-'));
  const schema = databaseUrl ? `bench_${randomBytes(4).toString('hex')}` : undefined;
  const admin = databaseUrl ? new pg.Client({ connectionString: databaseUrl }) : undefined;
  if (admin) {
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
  }
  const connection = openDatabase({ dataDir, databaseUrl, searchPath: schema });
  try {
    await migrateToLatest(connection);
    const db = connection.db;
    const at = '2027-01-01T00:00:00.000Z';
    /** The rows 1…count, as a subquery of this dialect. */
    const numbersUpTo = (count: number) =>
      connection.dialect === 'postgres'
        ? sql`SELECT i FROM generate_series(1, ${count}) AS i`
        : sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count}) SELECT i FROM n`;
    const insertJobRows = (type: string, status: string, count: number) =>
      sql`
        INSERT INTO jobs (id, type, payload, status, attempts, run_at, lease_until, lease_token, last_error, created_at, updated_at)
        SELECT ${type} || ':' || i, ${type}, '{}', ${status}, 0, ${at}, NULL, NULL, NULL, ${at}, ${at}
        FROM (${numbersUpTo(count)}) AS numbers`.execute(db);
    await insertJobRows('bench.finished', 'done', FINISHED_JOBS);
    await insertJobRows('bench.due', 'pending', TIMED_CALLS);
    await sql`ANALYZE jobs`.execute(db);
    const now = '2027-01-02T00:00:00.000Z';
    const idleTypes = ['bench.finished', 'bench.idle-a', 'bench.idle-b'];
    const idleMs: number[] = [];
    for (let call = 0; call < TIMED_CALLS; call++) {
      const started = performance.now();
      if (await hasClaimableJob(db, idleTypes, now)) throw new Error('An idle lane found a claimable job.');
      idleMs.push(performance.now() - started);
    }
    const claimMs: number[] = [];
    for (let call = 0; call < TIMED_CALLS; call++) {
      const started = performance.now();
      const claimed = await claimJobs(db, {
        types: ['bench.due'],
        now,
        leaseUntil: '2027-01-02T00:05:00.000Z',
        leaseToken: randomBytes(16).toString('hex'),
        limit: 1,
        skipLocked: connection.dialect === 'postgres',
      });
      claimMs.push(performance.now() - started);
      if (claimed.length !== 1) throw new Error('A claim found no due job.');
    }
    return { dialect: connection.dialect, idleQueryMs: median(idleMs), claimMs: median(claimMs) };
  } finally {
    await connection.db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
    if (admin) {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    }
  }
}
