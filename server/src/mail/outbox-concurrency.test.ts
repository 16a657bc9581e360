/**
 * The outbox sender (docs/decisions/004-one-job-queue.md): on both dialects a sender call takes at
 * most its batch; on PostgreSQL with two instances, a claim takes at most its batch even before the
 * planner has statistics, and a sender that stalls past its lease (a slow but ordinary SMTP server)
 * neither sends nor marks sent what another sender has since taken (SQLite serves one app
 * instance).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../db/database';
import { createSmtpMailer } from './mailer';
import { turnOffNotifications } from '../../test/notification-preferences';
import { buildUser, scheduleLetters } from '../../test/factories';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver';
import { createTestConfig, describeEachDatabase, TEST_DIALECTS } from '../../test/test-app';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.parse('2027-05-01T08:00:00Z');
const postgresUrl = process.env.TEST_DATABASE_URL;

async function withAdmin(statement: string) {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(statement);
  await admin.end();
}

describe.each(TEST_DIALECTS.filter((dialect) => dialect === 'postgres'))('outbox under two instances [%s]', () => {
  // Time runs on from wherever a test sets it, so leases expire while a sender stalls.
  let offsetMs = 0;
  const clock = { now: () => new Date(Date.now() + offsetMs) };
  const setNow = (instant: number) => (offsetMs = instant - Date.now());
  let schema = '';
  let smtp: SmtpReceiver | undefined;
  let instances: FastifyInstance[] = [];

  /** Two app instances over one fresh schema, sending through `smtp` with a lease of `leaseMs`. */
  async function startInstances(receiver: SmtpReceiver, leaseMs: number) {
    smtp = receiver;
    schema = `test_${randomBytes(6).toString('hex')}`;
    await withAdmin(`CREATE SCHEMA ${schema}`);
    for (let index = 0; index < 2; index++) {
      const config = createTestConfig({ outboxLeaseMs: leaseMs });
      const connection = openDatabase({ dataDir: config.dataDir, databaseUrl: postgresUrl, searchPath: schema });
      instances.push(
        await buildApp(config, { connection, clock, webRoot: config.dataDir, mailer: createSmtpMailer(receiver.url) }),
      );
    }
    return instances as [FastifyInstance, FastifyInstance];
  }

  /** Schedules `count` letters with one recipient each and moves the clock past their delivery. */
  async function scheduleDueDeliveries(app: FastifyInstance, count: number) {
    setNow(T0);
    const { client } = await buildUser(app);
    await turnOffNotifications(client, ['messageUpdates']); // only the recipients' deliveries are counted
    await scheduleLetters(client, { count, deliverAt: new Date(T0 + 3 * DAY) });
    setNow(T0 + 3 * DAY + 60_000);
    expect(await app.jobs.runDeliveryTick()).toBe(count);
  }

  afterEach(async () => {
    await Promise.all(instances.map((app) => app.close()));
    instances = [];
    await smtp?.close();
    if (schema) await withAdmin(`DROP SCHEMA ${schema} CASCADE`);
    schema = '';
  });

  it('one sender call takes at most its batch of 50, before ANALYZE has run', async () => {
    const [first] = await startInstances(await startSmtpReceiver(), 60_000);
    await scheduleDueDeliveries(first, 1000);
    const result = await first.jobs.sendDueEmails();
    expect(result.sent + result.failed).toBeGreaterThan(0);
    expect(result.sent + result.failed).toBeLessThanOrEqual(50);
  }, 120_000);

  it('a sender that stalls past its lease sends no e-mail twice', async () => {
    // 60 ms per e-mail × a batch of 50 = 3 s per batch, against a lease of 1.5 s.
    const receiver = await startSmtpReceiver({ delayMs: 60 });
    const [first, second] = await startInstances(receiver, 1500);
    const count = 150;
    await scheduleDueDeliveries(first, count);
    const sendUntilEmpty = async (app: FastifyInstance) => {
      for (let round = 0; round < 200; round++) {
        const result = await app.jobs.sendDueEmails();
        if (result.sent === 0 && result.failed === 0 && receiver.received.length >= count) return;
        if (result.sent === 0 && result.failed === 0) await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    await Promise.all([sendUntilEmpty(first), sendUntilEmpty(second)]);
    await new Promise((resolve) => setTimeout(resolve, 500)); // anything sent twice would arrive by now
    const ids = receiver.received.map((email) => email.messageId);
    expect(new Set(ids).size).toBe(count);
    expect(ids).toHaveLength(count);
  }, 180_000);
});

let batchOffsetMs = 0;
let batchReceiver: SmtpReceiver;
beforeAll(async () => {
  batchReceiver = await startSmtpReceiver();
});
afterAll(() => batchReceiver.close());

describeEachDatabase(
  'outbox batches',
  (context) => {
    it('sends due e-mails in batches of at most 50, each exactly once', async () => {
      const app = context().app;
      batchOffsetMs = 0;
      batchReceiver.received.length = 0;
      const { client } = await buildUser(app);
      await turnOffNotifications(client, ['messageUpdates']); // only the recipients' deliveries are counted
      await scheduleLetters(client, { count: 120, deliverAt: new Date(Date.now() + 3 * DAY) });
      batchOffsetMs = 3 * DAY + 60_000;
      expect(await app.jobs.runDeliveryTick()).toBe(120);
      const counts: number[] = [];
      for (let round = 0; round < 5; round++) counts.push((await app.jobs.sendDueEmails()).sent);
      expect(counts).toEqual([50, 50, 20, 0, 0]);
      expect(new Set(batchReceiver.received.map((email) => email.messageId)).size).toBe(120);
      expect(batchReceiver.received).toHaveLength(120);
    }, 60_000);
  },
  {
    clock: { now: () => new Date(Date.now() + batchOffsetMs) },
    overrides: () => ({ mailer: createSmtpMailer(batchReceiver.url) }),
  },
);
