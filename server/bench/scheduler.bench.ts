/**
 * Benchmark: one scheduler tick over 100,000 scheduled messages of which 1,000 are due.
 * The tick must read only due rows through the (status, next_step_at) index, never scan the table.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import { createTestConfig } from '../test/test-app';

const TOTAL = 100_000;
const DUE = 1_000;
const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2027-06-01T12:00:00Z');

/** Seeds, ticks once, and reports the tick's time and the query plan, for one database. */
export async function benchmarkSchedulerTick(databaseUrl?: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'heirloom-bench-'));
  const schema = databaseUrl ? `bench_${randomUUID().slice(0, 8)}` : undefined;
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
  }
  const connection = openDatabase({ dataDir, databaseUrl, searchPath: schema });
  const app = await buildApp(createTestConfig({ dataDir }), {
    connection,
    clock: { now: () => new Date(NOW) },
    webRoot: dataDir,
  });
  const db = connection.db;
  const ownerId = randomUUID();
  const stamp = new Date(NOW - DAY).toISOString();
  await db
    .insertInto('users')
    .values({
      id: ownerId,
      email: 'bench@example.com',
      username: 'bench',
      password_hash: 'x',
      role: 'user',
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();

  const seedStarted = performance.now();
  for (let start = 0; start < TOTAL; start += 1000) {
    const messages = Array.from({ length: 1000 }, (_, offset) => {
      const index = start + offset;
      const isDue = index % (TOTAL / DUE) === 0;
      const deliverAt = new Date(NOW + (isDue ? -60_000 : (3 + (index % 3000)) * DAY)).toISOString();
      return {
        id: randomUUID(),
        owner_id: ownerId,
        kind: 'letter' as const,
        title: `Letter ${index}`,
        letter_text: 'With love.',
        media_id: null,
        occasion: 'birthday',
        status: 'scheduled' as const,
        deliver_at: deliverAt,
        time_zone: 'UTC',
        pending_step: isDue ? ('delivery' as const) : ('reminder' as const),
        next_step_at: isDue ? deliverAt : new Date(Date.parse(deliverAt) - 2 * DAY).toISOString(),
        schedule_version: 1,
        last_step: null,
        last_step_at: null,
        delivered_at: null,
        created_at: stamp,
        updated_at: stamp,
      };
    });
    await db.insertInto('messages').values(messages).execute();
    await db
      .insertInto('message_recipients')
      .values(
        messages.map((message) => ({
          id: randomUUID(),
          message_id: message.id,
          position: 0,
          name: 'Anna',
          email: 'anna@example.com',
          relationship: '',
          access_token_hash: null,
          revoked_at: null,
          delivered_at: null,
        })),
      )
      .execute();
  }
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const dueQuery = sql`select id from messages where status = 'scheduled' and next_step_at <= ${new Date(NOW).toISOString()} order by next_step_at limit 200`;
  const plan = databaseUrl
    ? (await sql<{ 'QUERY PLAN': string }>`explain ${dueQuery}`.execute(db)).rows
        .map((row) => row['QUERY PLAN'])
        .join(' | ')
    : (await sql<{ detail: string }>`explain query plan ${dueQuery}`.execute(db)).rows
        .map((row) => row.detail)
        .join(' | ');

  const started = performance.now();
  const decided = await app.jobs.runDeliveryTick();
  const tickMs = performance.now() - started;
  const outbox = await db.selectFrom('outbox_emails').select(db.fn.countAll().as('count')).executeTakeFirstOrThrow();

  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
  return {
    dialect: databaseUrl ? 'postgres' : 'sqlite',
    seedSeconds,
    decided,
    emails: Number(outbox.count),
    tickMs,
    plan,
  };
}
