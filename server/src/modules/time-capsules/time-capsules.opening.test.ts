/**
 * The opening job across restarts (docs/decisions/010-time-capsules.md): a worker that claimed the
 * opening and died before committing leaves no half-opened capsule; after a restart another
 * instance opens it once its lease has run out, later restarts and a re-queued job change nothing,
 * and each recipient gets exactly one e-mail. Letters are stored sealed (age), never as plain text.
 * On SQLite and PostgreSQL, each "restart" a new app over the same database.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimeCapsuleSummary } from '@heirloom/common/contracts/time-capsules';
import { buildApp } from '../../app';
import { openDatabase, type DatabaseConnection } from '../../db/database';
import { insertJobs } from '../../jobs/jobs.repository';
import { createSmtpMailer } from '../../mail/mailer';
import { buildUser, joinCircle } from '../../../test/factories';
import { startSmtpReceiver, type SmtpReceiver } from '../../../test/smtp-receiver';
import { createTestConfig, TEST_DIALECTS } from '../../../test/test-app';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.parse('2027-06-01T09:00:00Z');
const postgresUrl = process.env.TEST_DATABASE_URL;

const runAsAdmin = async (statement: string) => {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
};

describe.each(TEST_DIALECTS)('time capsule opening across restarts [%s]', (dialect) => {
  let now = T0;
  const clock = { now: () => new Date(now) };
  const config = createTestConfig();
  const schema = dialect === 'postgres' ? `test_${randomBytes(6).toString('hex')}` : undefined;
  let smtp: SmtpReceiver;
  let app: FastifyInstance | undefined;
  let connection: DatabaseConnection;

  /** A new app instance over the same database (the previous one closed): a restart. */
  async function restart() {
    await app?.close();
    connection = openDatabase({
      dataDir: config.dataDir,
      databaseUrl: schema ? postgresUrl : undefined,
      searchPath: schema,
    });
    app = await buildApp(config, { connection, clock, webRoot: config.dataDir, mailer: createSmtpMailer(smtp.url) });
    await app.ready();
    return app;
  }

  beforeAll(async () => {
    if (schema) await runAsAdmin(`CREATE SCHEMA ${schema}`);
    smtp = await startSmtpReceiver();
  });
  afterAll(async () => {
    await app?.close();
    await smtp.close();
    if (schema) await runAsAdmin(`DROP SCHEMA ${schema} CASCADE`);
    rmSync(config.dataDir, { recursive: true, force: true });
  });

  it('opens once, e-mails each recipient once, after a worker died holding the job', async () => {
    const first = await restart();
    const owner = await buildUser(first);
    const contributor = await buildUser(first);
    await joinCircle(owner, contributor, 'editor');
    await first.jobs.sendDueEmails();
    smtp.received.length = 0;
    const capsule = (
      await owner.client.post('/api/time-capsules', {
        title: 'Summer 2027',
        opensAt: new Date(T0 + 3 * DAY).toISOString(),
        timeZone: 'UTC',
        recipients: [
          { name: 'Ann', email: 'ann@example.com' },
          { name: 'Ben', email: 'ben@example.com' },
        ],
        contributorIds: [contributor.user.id],
      })
    ).json<TimeCapsuleSummary>();
    const letter = 'The secret recipe is in the blue tin.';
    expect(
      (await contributor.client.post(`/api/time-capsules/${capsule.id}/items`, { kind: 'letter', text: letter }))
        .statusCode,
    ).toBe(201);
    expect((await owner.client.post(`/api/time-capsules/${capsule.id}/seal`)).statusCode).toBe(200);
    const [stored] = await connection.db.selectFrom('time_capsule_items').select('letter_text').execute();
    expect(stored!.letter_text).toMatch(/^age1:/);
    expect(stored!.letter_text).not.toContain('blue tin');

    // At the opening a worker claims the job and dies before committing anything.
    now = T0 + 3 * DAY + 1000;
    const jobId = `time-capsule.open:${capsule.id}`;
    await connection.db
      .updateTable('jobs')
      .set({ lease_token: 'dead-worker', lease_until: new Date(now + 60_000).toISOString(), attempts: 1 })
      .where('id', '=', jobId)
      .execute();

    const second = await restart();
    expect(await second.jobs.runCapsuleOpenings()).toBe(0); // the dead worker's lease still holds
    const capsuleRow = () =>
      connection.db
        .selectFrom('time_capsules')
        .select(['status', 'opened_at'])
        .where('id', '=', capsule.id)
        .executeTakeFirstOrThrow();
    expect((await capsuleRow()).status).toBe('sealed');
    now += 2 * 60_000; // the lease has run out
    expect(await second.jobs.runCapsuleOpenings()).toBe(1);
    const opened = await capsuleRow();
    expect(opened).toMatchObject({ status: 'opened', opened_at: new Date(now).toISOString() });

    const third = await restart();
    await insertJobs(
      connection.db,
      [
        {
          id: jobId,
          type: 'time-capsule.open',
          payload: { capsuleId: capsule.id },
          runAt: new Date(now).toISOString(),
        },
      ],
      new Date(now).toISOString(),
    );
    expect(await third.jobs.runCapsuleOpenings()).toBe(0);
    await third.jobs.sendDueEmails();
    await third.jobs.sendDueEmails();
    const fourth = await restart();
    await fourth.jobs.sendDueEmails();
    expect(await fourth.jobs.runCapsuleOpenings()).toBe(0);

    const openings = smtp.received.filter((mail) => mail.subject === 'The time capsule "Summer 2027" is open');
    expect(openings.map((mail) => mail.to).sort()).toEqual(
      ['ann@example.com', 'ben@example.com', contributor.user.email].sort(),
    );
    expect((await capsuleRow()).opened_at).toBe(opened.opened_at);
  }, 120_000);
});
