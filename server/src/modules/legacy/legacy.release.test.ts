/**
 * The release state machine under a moving clock (docs/decisions/009-legacy-release.md "Clock
 * rules — never early beats never late"), on SQLite and PostgreSQL: an owner with three legacy
 * contacts (quorum 2), a 1-month check-in and a 7-day wait. The clock crosses every boundary —
 * check-in due, each reminder, the report, the quorum, each day of the waiting period, the
 * release — a millisecond early (nothing happens), on time (exactly one step), again (nothing), and
 * backwards (nothing), with the app restarted between steps. Round 1 ends with a sign-in, round 2
 * with "Stop — I'm here" from a waiting-period e-mail, round 3 with a contact's report and the
 * release; the after-death letter is delivered once, though the owner's paid plan lapsed long
 * before (docs/product/legacy-release.md "Principles").
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LegacyOverview } from '@heirloom/common/contracts/legacy';
import { buildApp } from '../../app';
import { openDatabase, type DatabaseConnection } from '../../db/database';
import { buildUser, joinCircle, type BuiltUser } from '../../../test/factories';
import { createTestConfig, TEST_DIALECTS, TestClient } from '../../../test/test-app';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.parse('2027-01-31T09:00:00Z');
const postgresUrl = process.env.TEST_DATABASE_URL;

describe.each(TEST_DIALECTS)('legacy release state machine [%s]', (dialect) => {
  let now = T0;
  const clock = { now: () => new Date(now) };
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'heirloom-legacy-'));
  /** Serves the requests of the test's users; never restarted. */
  let app: FastifyInstance;
  /** Runs the jobs; restarted between steps like a server process. */
  let worker: FastifyInstance;
  let connection: DatabaseConnection;

  const open = () =>
    openDatabase({
      dataDir,
      databaseUrl: dialect === 'postgres' ? postgresUrl : undefined,
      searchPath: dialect === 'postgres' ? schema : undefined,
    });
  const start = async () => {
    connection = open();
    worker = await buildApp(createTestConfig({ dataDir, logLevel: 'error' }), { connection, clock, webRoot: dataDir });
  };
  /** Stops the worker and starts another over the same database (a restart). */
  const restart = async () => {
    await worker.close();
    await start();
  };

  beforeAll(async () => {
    if (dialect === 'postgres') {
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      await admin.end();
    }
    await start();
    app = await buildApp(createTestConfig({ dataDir, logLevel: 'error' }), {
      connection: open(),
      clock,
      webRoot: dataDir,
    });
  });

  afterAll(async () => {
    await app.close();
    await worker.close();
    if (dialect === 'postgres') {
      const admin = new pg.Client({ connectionString: postgresUrl });
      await admin.connect();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    }
  });

  /** Legacy e-mails in the outbox, oldest first. */
  const legacyEmails = () =>
    connection.db
      .selectFrom('outbox_emails')
      .select(['id', 'recipient_address', 'subject', 'text_body'])
      .where('kind', '=', 'legacy')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  const plan = () => connection.db.selectFrom('legacy_plans').selectAll().executeTakeFirstOrThrow();

  /** Runs the tick at `at` and answers the ids of the legacy e-mails it added. */
  async function tickAt(at: number): Promise<string[]> {
    now = at;
    const before = new Set((await legacyEmails()).map((email) => email.id));
    await worker.jobs.runLegacyTick();
    return (await legacyEmails()).map((email) => email.id).filter((id) => !before.has(id));
  }

  /** A boundary: nothing a millisecond early, exactly `expected` on time, nothing again or backwards. */
  async function crossBoundary(at: number, expected: RegExp[], options: { restart?: boolean } = {}) {
    expect(await tickAt(at - 1), `early at ${new Date(at - 1).toISOString()}`).toEqual([]);
    if (options.restart) await restart();
    const added = await tickAt(at);
    expect(added.length, added.join('\n')).toBe(expected.length);
    for (const pattern of expected)
      expect(
        added.some((id) => pattern.test(id)),
        `${pattern}`,
      ).toBe(true);
    expect(await tickAt(at)).toEqual([]);
    expect(await tickAt(at - 3 * DAY)).toEqual([]);
    expect(await tickAt(at)).toEqual([]);
  }

  /** The link of `action` in the newest legacy e-mail whose id matches `idPattern`. */
  async function linkIn(idPattern: RegExp): Promise<string> {
    const email = (await legacyEmails()).filter((row) => idPattern.test(row.id)).at(-1)!;
    const url = /\/legacy\?respond=([\w.-]+)/.exec(email.text_body)![1]!;
    return url;
  }

  it('takes every step on time and once, across restarts, and delivers the after-death letter once', async () => {
    now = T0 - 60_000;
    const owner = await buildUser(app);
    const contacts: BuiltUser[] = [];
    for (const name of ['Ada', 'Ben', 'Cy']) {
      const contact = await buildUser(app, {
        email: `${name.toLowerCase()}-${randomBytes(3).toString('hex')}@example.com`,
      });
      await joinCircle(owner, contact, 'legacy_contact', name);
      contacts.push(contact);
    }
    const [ada, ben] = contacts as [BuiltUser, BuiltUser, BuiltUser];
    now = T0;
    const letter = await owner.client.post('/api/messages', {
      intent: 'schedule',
      kind: 'letter',
      deliveryKind: 'after_death',
      title: 'For after I am gone',
      letterText: 'I loved you all.',
      occasion: 'other',
      timeZone: 'UTC',
      recipients: [{ name: 'Maya', email: 'maya@example.com' }],
    });
    expect(letter.statusCode, letter.body).toBe(201);
    const saved = await owner.client.request({
      method: 'PUT',
      url: '/api/legacy/plan',
      payload: { intervalMonths: 1, quorum: 2, waitingDays: 7, albumIds: [] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const overview = saved.json<LegacyOverview>();
    // 31 January + 1 calendar month = 28 February.
    expect(overview.plan?.nextStep).toEqual({ step: 'reminder', number: 1, at: '2027-02-28T09:00:00.000Z' });
    expect(overview.posthumousMessages.map((message) => message.title)).toEqual(['For after I am gone']);
    const ownerId = owner.user.id;
    // A paid plan that lapsed long ago never blocks the release.
    await connection.db
      .insertInto('subscriptions')
      .values({
        user_id: ownerId,
        plan_id: 'complete_legacy',
        period: 'month',
        mode: 'test',
        current_period_start: new Date(T0 - 60 * DAY).toISOString(),
        current_period_end: new Date(T0 - 30 * DAY).toISOString(),
        cancel_at_period_end: 1,
        pending_period: null,
        stripe_subscription_id: null,
        stripe_customer_id: null,
        last_event_created: null,
        created_at: new Date(T0 - 60 * DAY).toISOString(),
        updated_at: new Date(T0 - 60 * DAY).toISOString(),
      })
      .execute();

    // Round 1: two reminders, then a sign-in.
    const due1 = Date.parse('2027-02-28T09:00:00Z');
    await crossBoundary(due1, [new RegExp(`^legacy\\.${ownerId}\\.r1\\.reminder\\.1\\.owner$`)]);
    await crossBoundary(due1 + 7 * DAY, [/\.r1\.reminder\.2\.owner$/], { restart: true });
    now = due1 + 8 * DAY;
    const signedIn = await new TestClient(app).post('/api/auth/signin', {
      username: owner.user.email,
      password: owner.password,
      browser: 'chrome',
      mobile: false,
    });
    expect(signedIn.statusCode).toBe(200);
    expect(await tickAt(now)).toEqual([]);
    expect(await plan()).toMatchObject({ state: 'watching', round: 2, checked_in_at: new Date(now).toISOString() });

    // Round 2: three reminders, the contacts asked, two confirm (app, e-mail link), the wait, "Stop — I'm here".
    const due2 = Date.parse('2027-04-08T09:00:00Z'); // 8 March + 1 month
    expect((await plan()).next_step_at).toBe(new Date(due2).toISOString());
    await crossBoundary(due2, [/\.r2\.reminder\.1\.owner$/]);
    await crossBoundary(due2 + 7 * DAY, [/\.r2\.reminder\.2\.owner$/]);
    await crossBoundary(due2 + 14 * DAY, [/\.r2\.reminder\.3\.owner$/], { restart: true });
    await crossBoundary(due2 + 21 * DAY, [/\.r2\.report\.1\./, /\.r2\.report\.1\./, /\.r2\.report\.1\./]);
    expect((await plan()).state).toBe('confirming');
    now = due2 + 22 * DAY;
    const adaClient = new TestClient(app);
    await adaClient.post('/api/auth/signin', {
      username: ada.user.email,
      password: ada.password,
      browser: 'chrome',
      mobile: false,
    });
    for (let twice = 0; twice < 2; twice++)
      expect((await adaClient.post(`/api/legacy/owners/${ownerId}/confirm`, {})).statusCode).toBe(200);
    expect((await plan()).state).toBe('confirming');
    const benLink = await linkIn(new RegExp(`\\.r2\\.report\\.1\\.${ben.user.id}$`));
    const anonymous = new TestClient(app, '10.1.1.1');
    expect((await anonymous.get(`/api/legacy/links/${benLink}`)).json()).toMatchObject({ action: 'confirm' });
    expect((await anonymous.post(`/api/legacy/links/${benLink}`, {})).statusCode).toBe(200);
    const quorumAt = now;
    expect(await plan()).toMatchObject({ state: 'waiting', quorum_at: new Date(quorumAt).toISOString() });
    await crossBoundary(quorumAt, [/\.r2\.waiting_notice\.1\.owner$/]);
    await crossBoundary(quorumAt + DAY, [/\.r2\.waiting_notice\.2\.owner$/]);
    await crossBoundary(quorumAt + 2 * DAY, [/\.r2\.waiting_notice\.3\.owner$/], { restart: true });
    now = quorumAt + 2 * DAY + 3_600_000;
    const stopLink = await linkIn(/\.r2\.waiting_notice\.3\.owner$/);
    const stopped = await anonymous.post(`/api/legacy/links/${stopLink}`, {});
    expect(stopped.json<{ message: string }>().message).toMatch(/release was stopped/);
    expect((await plan()).state).toBe('watching');
    const alerts = (await legacyEmails()).filter((email) => /\.r2\.stopped\./.test(email.id));
    expect(alerts.map((email) => email.recipient_address).sort()).toEqual([ada.user.email, ben.user.email].sort());
    // An old round's confirmation link no longer counts.
    expect((await anonymous.post(`/api/legacy/links/${benLink}`, {})).statusCode).toBe(404);

    // Round 3: a reminder, then a contact reports the death; quorum; seven days; the release.
    const due3 = new Date(now);
    due3.setUTCMonth(due3.getUTCMonth() + 1);
    await crossBoundary(due3.getTime(), [/\.r3\.reminder\.1\.owner$/]);
    now = due3.getTime() + DAY;
    await adaClient.post('/api/auth/signin', {
      username: ada.user.email,
      password: ada.password,
      browser: 'chrome',
      mobile: false,
    });
    expect((await adaClient.post(`/api/legacy/owners/${ownerId}/confirm`, {})).statusCode).toBe(200);
    expect(await tickAt(now)).toHaveLength(2); // the two other contacts are asked; the reporter is not
    expect((await plan()).state).toBe('confirming');
    now += 3_600_000;
    await anonymous.post(`/api/legacy/links/${await linkIn(new RegExp(`\\.r3\\.report\\.1\\.${ben.user.id}$`))}`, {});
    const quorum3 = now;
    expect((await plan()).state).toBe('waiting');
    for (let day = 1; day <= 7; day++)
      await crossBoundary(quorum3 + (day - 1) * DAY, [new RegExp(`\\.r3\\.waiting_notice\\.${day}\\.owner$`)], {
        restart: day === 4,
      });
    expect(
      (await connection.db.selectFrom('message_recipients').select('delivered_at').executeTakeFirstOrThrow())
        .delivered_at,
    ).toBeNull();
    await crossBoundary(quorum3 + 7 * DAY, [/\.r3\.release\.1\./, /\.r3\.release\.1\./, /\.r3\.release\.1\./], {
      restart: true,
    });
    expect(await plan()).toMatchObject({ state: 'released', released_at: new Date(quorum3 + 7 * DAY).toISOString() });

    // The letter goes out through the delivery tick, once, whatever happens next.
    expect(await worker.jobs.runDeliveryTick()).toBe(1);
    await restart();
    expect(await worker.jobs.runDeliveryTick()).toBe(0);
    expect(await tickAt(now + 30 * DAY)).toEqual([]);
    const deliveries = await connection.db
      .selectFrom('outbox_emails')
      .select(['recipient_address', 'subject'])
      .where('kind', '=', 'delivery')
      .execute();
    // Only a letter that reaches her after the author's death says he left it.
    expect(deliveries).toEqual([
      {
        recipient_address: 'maya@example.com',
        subject: `${owner.user.username} left you a letter: “For after I am gone”`,
      },
    ]);
    expect(
      await connection.db.selectFrom('share_links').select('id').where('target_kind', '=', 'message').execute(),
    ).toHaveLength(1);

    // A check-in after the release changes nothing: a release that has begun finishes.
    const ownerAgain = new TestClient(app);
    await ownerAgain.post('/api/auth/signin', {
      username: owner.user.email,
      password: owner.password,
      browser: 'chrome',
      mobile: false,
    });
    expect(await tickAt(now)).toEqual([]);
    const late = await ownerAgain.post('/api/legacy/check-in', {});
    expect(late.statusCode).toBe(409);
    const audit = await connection.db.selectFrom('legacy_audit_events').select('action').execute();
    expect(audit.filter((event) => event.action === 'release')).toHaveLength(1);
    expect(audit.filter((event) => event.action === 'reminder')).toHaveLength(2 + 3 + 1);
    expect(audit.filter((event) => event.action === 'waiting_notice')).toHaveLength(3 + 7);
  }, 240_000);
});
