/**
 * Delivery on a life event under a moving clock (docs/product/messages-and-delivery.md "Life
 * events"; docs/decisions/009-legacy-release.md "Life events"), on SQLite and PostgreSQL: a letter
 * for "when Maya graduates" with three named confirmers (quorum 2) and a latest date. Maya, in the
 * circle but not a confirmer, reports it; one confirmer confirms in the app, another from the
 * e-mailed link; the owner vetoes from the veto e-mail a millisecond before the window ends; in the
 * next round the report and one confirmation arm it again and it is delivered once at the end of
 * the window — never a millisecond early, never twice, with the worker restarted and the clock
 * moved backwards across each boundary. Also: the owner alone confirms (delivered at once), the
 * latest date delivers an unreported event, "when you turn 18" is a date, and the recipient or a
 * confirmer reports from the link e-mailed when the message was scheduled (no account), with the
 * owner's e-mail saying when a latest date comes before the veto window ends.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LegacyOverview } from '@heirloom/common/contracts/legacy';
import type { LifeEvent, LifeEventLink } from '@heirloom/common/contracts/life-events';
import type { Message } from '@heirloom/common/contracts/messages';
import { buildApp } from '../../app';
import { openDatabase, type DatabaseConnection } from '../../db/database';
import { buildUser, joinCircle, type BuiltUser } from '../../../test/factories';
import { createTestConfig, TEST_DIALECTS, TestClient } from '../../../test/test-app';
import { LIFE_EVENT_ERRORS } from './life-events.service';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.parse('2027-06-10T09:00:00Z');
const postgresUrl = process.env.TEST_DATABASE_URL;

describe.each(TEST_DIALECTS)('life-event delivery [%s]', (dialect) => {
  let now = T0;
  const clock = { now: () => new Date(now) };
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'heirloom-life-events-'));
  /** Serves the requests; never restarted. */
  let app: FastifyInstance;
  /** Runs the jobs; restarted like a server process. */
  let worker: FastifyInstance;
  let connection: DatabaseConnection;
  let owner: BuiltUser, maya: BuiltUser, ben: BuiltUser, cy: BuiltUser, dee: BuiltUser, stranger: BuiltUser;

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
    now = T0 - 60_000;
    const person = (name: string) => buildUser(app, { email: `${name}-${randomBytes(3).toString('hex')}@example.com` });
    [owner, maya, ben, cy, dee, stranger] = [
      await person('owner'),
      await person('maya'),
      await person('ben'),
      await person('cy'),
      await person('dee'),
      await person('stranger'),
    ];
    await joinCircle(owner, maya, 'viewer', 'Maya');
    await joinCircle(owner, ben, 'editor', 'Ben');
    await joinCircle(owner, cy, 'viewer', 'Cy');
    await joinCircle(owner, dee, 'legacy_contact', 'Dee');
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

  const letter = (lifeEvent: object, title = 'For your graduation') => ({
    intent: 'schedule',
    kind: 'letter',
    deliveryKind: 'life_event',
    lifeEvent,
    title,
    letterText: 'So proud of you.',
    occasion: 'graduation',
    timeZone: 'Europe/London',
    recipients: [{ name: 'Maya', email: 'maya@example.com' }],
  });
  const schedule = async (lifeEvent: object) => {
    const response = await owner.client.post('/api/messages', letter(lifeEvent));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Message>().id;
  };
  const eventAs = async (user: BuiltUser, id: string) => {
    const response = await user.client.get(`/api/life-events/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<LifeEvent>();
  };
  const emailsOf = (id: string, kind: string) =>
    connection.db
      .selectFrom('outbox_emails')
      .select(['id', 'recipient_address', 'text_body'])
      .where('message_id', '=', id)
      .where('kind', '=', kind)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  const message = (id: string) =>
    connection.db.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  /** The life-event link in the newest e-mail to `address`. */
  const linkTo = async (id: string, address: string) => {
    const email = (await emailsOf(id, 'life_event')).filter((row) => row.recipient_address === address).at(-1)!;
    return /\/legacy-messages\?lifeEvent=([\w.-]+)/.exec(email.text_body)![1]!;
  };
  /** Runs delivery.tick at `at`; answers how many delivery e-mails the message has. */
  const deliveriesAt = async (id: string, at: number) => {
    now = at;
    await worker.jobs.runDeliveryTick();
    return (await emailsOf(id, 'delivery')).length;
  };
  /** A delivery boundary: nothing a millisecond early (also after a restart), once on time, never again nor backwards. */
  async function crossDelivery(id: string, at: number) {
    expect(await deliveriesAt(id, at - 1)).toBe(0);
    await restart();
    expect(await deliveriesAt(id, at - 1)).toBe(0);
    expect(await deliveriesAt(id, at)).toBe(1);
    expect(await deliveriesAt(id, at)).toBe(1);
    expect(await deliveriesAt(id, at - 3 * DAY)).toBe(1);
    expect(await deliveriesAt(id, at + 3 * DAY)).toBe(1);
    expect((await message(id)).status).toBe('delivered');
  }

  it('refuses confirmers outside the circle, a quorum above them, and past dates', async () => {
    now = T0;
    const base = { kind: 'graduation', label: 'When Maya graduates' };
    const outsider = await owner.client.post('/api/messages', letter({ ...base, confirmerIds: [stranger.user.id] }));
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json<{ message: string }>().message).toMatch(/family circle/);
    const quorum = await owner.client.post(
      '/api/messages',
      letter({ ...base, confirmerIds: [ben.user.id], quorum: 2 }),
    );
    expect(quorum.statusCode).toBe(400);
    const latest = await owner.client.post(
      '/api/messages',
      letter({ ...base, latestAt: new Date(T0 - DAY).toISOString() }),
    );
    expect(latest.statusCode).toBe(400);
    const age = await owner.client.post('/api/messages', letter({ kind: 'age', birthDate: '2000-01-01', age: 18 }));
    expect(age.statusCode).toBe(400);
    expect(age.json<{ message: string }>().message).toMatch(/already passed/);
  });

  it('reports, confirms, vetoes and delivers once at the end of the veto window, across restarts', async () => {
    now = T0;
    const latestAt = T0 + 200 * DAY;
    const id = await schedule({
      kind: 'graduation',
      label: 'When Maya graduates',
      confirmerIds: [ben.user.id, cy.user.id, dee.user.id],
      latestAt: new Date(latestAt).toISOString(),
    });
    const owned = await eventAs(owner, id);
    expect(owned).toMatchObject({ state: 'awaiting', quorum: 2, canReport: true, canConfirm: false, canVeto: false });
    expect(owned.deliverAt).toBe(new Date(latestAt).toISOString());
    // Outside the circle the event does not exist; in the circle it is listed without the message.
    expect((await stranger.client.get(`/api/life-events/${id}`)).statusCode).toBe(404);
    expect((await stranger.client.post(`/api/life-events/${id}/report`, { happenedOn: '2027-06-09' })).statusCode).toBe(
      404,
    );
    const listed = (await maya.client.get('/api/life-events')).json<LifeEvent[]>();
    expect(listed.map((event) => event.label)).toEqual(['When Maya graduates']);
    expect(JSON.stringify(listed)).not.toContain('So proud of you');

    // Round 1: Maya (not a confirmer) reports; her report asks the three confirmers and the owner.
    expect((await maya.client.post(`/api/life-events/${id}/report`, { happenedOn: '2027-06-11' })).statusCode).toBe(
      400,
    );
    now = T0 + DAY;
    const reported = await maya.client.post(`/api/life-events/${id}/report`, { happenedOn: '2027-06-10' });
    expect(reported.statusCode, reported.body).toBe(200);
    expect(reported.json<LifeEvent>()).toMatchObject({
      state: 'reported',
      happenedOn: '2027-06-10',
      canConfirm: false,
    });
    const asked = (await emailsOf(id, 'life_event')).filter((email) => email.id.includes('.confirm-request.'));
    expect(asked.map((email) => email.recipient_address).sort()).toEqual(
      [ben, cy, dee, owner].map((user) => user.user.email).sort(),
    );
    expect((await maya.client.post(`/api/life-events/${id}/report`, { happenedOn: '2027-06-10' })).statusCode).toBe(
      200,
    );
    expect((await ben.client.post(`/api/life-events/${id}/report`, { happenedOn: '2027-06-09' })).statusCode).toBe(409);
    expect((await maya.client.post(`/api/life-events/${id}/confirm`)).statusCode).toBe(404);
    // One confirmation (twice) is not the quorum: the message keeps its latest date.
    now = T0 + DAY + 60_000;
    expect((await ben.client.post(`/api/life-events/${id}/confirm`)).statusCode).toBe(200);
    expect((await ben.client.post(`/api/life-events/${id}/confirm`)).json<LifeEvent>()).toMatchObject({
      state: 'reported',
      canConfirm: false,
    });
    expect((await message(id)).deliver_at).toBe(new Date(latestAt).toISOString());
    // Cy confirms from the e-mail (a GET changes nothing): the quorum. Delivery 7 days later.
    const anonymous = new TestClient(app, '10.8.0.1');
    const cyLink = await linkTo(id, cy.user.email);
    now = T0 + 2 * DAY;
    expect((await anonymous.get(`/api/life-events/links/${cyLink}`)).json<LifeEventLink>().action).toBe('confirm');
    expect((await eventAs(owner, id)).state).toBe('reported');
    expect((await anonymous.post(`/api/life-events/links/${cyLink}`, {})).statusCode).toBe(200);
    const release1 = T0 + 9 * DAY;
    expect(await eventAs(owner, id)).toMatchObject({
      state: 'confirmed',
      canVeto: true,
      deliverAt: new Date(release1).toISOString(),
    });
    expect((await emailsOf(id, 'life_event')).filter((email) => email.id.endsWith('veto-notice.owner'))).toHaveLength(
      1,
    );
    expect((await anonymous.post(`/api/life-events/links/${await linkTo(id, dee.user.email)}`, {})).statusCode).toBe(
      200,
    );

    // Nothing a millisecond early, after a restart too; the owner vetoes from the e-mail just before the end.
    expect(await deliveriesAt(id, release1 - 1)).toBe(0);
    await restart();
    expect(await deliveriesAt(id, release1 - 1)).toBe(0);
    const vetoLink = await linkTo(id, owner.user.email);
    expect((await anonymous.post(`/api/life-events/links/${vetoLink}`, {})).statusCode).toBe(200);
    expect(await eventAs(owner, id)).toMatchObject({ state: 'awaiting', deliverAt: new Date(latestAt).toISOString() });
    expect(await deliveriesAt(id, release1)).toBe(0);
    expect(await deliveriesAt(id, release1 + DAY)).toBe(0);
    // Links of round 1 stop working.
    expect((await anonymous.post(`/api/life-events/links/${vetoLink}`, {})).statusCode).toBe(404);
    expect((await anonymous.get(`/api/life-events/links/${cyLink}`)).statusCode).toBe(404);

    // Round 2: Ben (a confirmer) reports — his report counts — and Dee confirms: delivered 7 days later, once.
    now = T0 + 20 * DAY;
    expect((await ben.client.post(`/api/life-events/${id}/report`, { happenedOn: '2027-06-29' })).statusCode).toBe(200);
    expect((await eventAs(owner, id)).state).toBe('reported');
    now = T0 + 21 * DAY;
    expect((await dee.client.post(`/api/life-events/${id}/confirm`)).statusCode).toBe(200);
    const release2 = T0 + 28 * DAY;
    expect((await eventAs(owner, id)).deliverAt).toBe(new Date(release2).toISOString());
    now = release2 - 1;
    expect((await eventAs(owner, id)).canVeto).toBe(true);
    await crossDelivery(id, release2);
    now = release2 + 1;
    expect((await owner.client.post(`/api/messages/${id}/life-event/veto`)).statusCode).toBe(409);
    expect((await maya.client.post(`/api/life-events/${id}/report`, { happenedOn: '2027-06-29' })).statusCode).toBe(
      409,
    );
    expect((await eventAs(maya, id)).isDelivered).toBe(true);

    const audit = await connection.db
      .selectFrom('legacy_audit_events')
      .select('action')
      .where('id', 'like', `lifeevent.${id}.%`)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    expect(audit.map((line) => line.action)).toEqual([
      'life-event.reported',
      'life-event.confirmation',
      'life-event.confirmation',
      'life-event.confirmed',
      'life-event.vetoed',
      'life-event.reported',
      'life-event.confirmation',
      'life-event.confirmed',
      'life-event.delivered',
    ]);
  });

  it('the owner alone confirms at once; an unreported event is delivered on its latest date; an age is a date', async () => {
    now = T0 + 40 * DAY;
    const alone = await schedule({ kind: 'wedding', label: 'When Maya marries' });
    expect((await eventAs(owner, alone)).quorum).toBe(0);
    expect((await owner.client.post(`/api/life-events/${alone}/report`, { happenedOn: '2027-07-19' })).statusCode).toBe(
      200,
    );
    expect((await eventAs(owner, alone)).state).toBe('confirmed');
    await crossDelivery(alone, T0 + 40 * DAY);

    now = T0 + 50 * DAY;
    const latestAt = T0 + 60 * DAY;
    const fallback = await schedule({
      kind: 'birth',
      label: 'When Maya has her first child',
      confirmerIds: [ben.user.id],
      latestAt: new Date(latestAt).toISOString(),
    });
    await crossDelivery(fallback, latestAt);

    const age = await schedule({ kind: 'age', birthDate: '2012-02-29', age: 18 });
    const dated = await eventAs(owner, age);
    expect(dated).toMatchObject({ state: 'dated', label: 'When they turn 18', canReport: false });
    expect(dated.deliverAt).toBe('2030-02-28T09:00:00.000Z');
    expect((await owner.client.post(`/api/life-events/${age}/report`, { happenedOn: '2027-07-29' })).statusCode).toBe(
      409,
    );
  });

  it('a recipient reports from the e-mailed link; a latest date before the veto window ends is what the owner is told', async () => {
    now = T0 + 62 * DAY; // 2027-08-11, after the test before (the owner's session stays alive)
    const latestAt = T0 + 66 * DAY;
    const response = await owner.client.post('/api/messages', {
      ...letter({
        kind: 'graduation',
        label: 'When Maya finishes her degree',
        confirmerIds: [ben.user.id],
        quorum: 1,
        latestAt: new Date(latestAt).toISOString(),
        tellsRecipients: true,
      }),
      recipients: [
        { name: 'Maya', email: 'Maya.Outside@example.com' },
        { name: 'Zoe', email: 'zoe@example.com' },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json<Message>().id;
    expect((await eventAs(owner, id)).tellsRecipients).toBe(true);
    // /legacy lists it beside the messages for after death.
    const plan = (await owner.client.get('/api/legacy')).json<LegacyOverview>();
    expect(plan.lifeEventMessages.find((listed) => listed.id === id)).toMatchObject({
      label: 'When Maya finishes her degree',
      state: 'awaiting',
      recipientNames: ['Maya', 'Zoe'],
      latestAt: new Date(latestAt).toISOString(),
    });
    // Scheduling told Ben (the confirmer) and both recipients, once each, each with a report link.
    const invitations = (await emailsOf(id, 'life_event')).filter((email) => email.id.includes('.report-invite.'));
    expect(invitations.map((email) => email.recipient_address).sort()).toEqual(
      ['maya.outside@example.com', 'zoe@example.com', ben.user.email].sort(),
    );
    expect(invitations.find((email) => email.recipient_address === 'zoe@example.com')!.text_body).not.toContain(
      'So proud of you',
    );
    const mayaLink = await linkTo(id, 'maya.outside@example.com');
    const anonymous = new TestClient(app, '10.8.0.2');
    expect((await anonymous.get(`/api/life-events/links/${mayaLink}`)).json<LifeEventLink>()).toMatchObject({
      action: 'report',
      personName: 'Maya',
      event: { label: 'When Maya finishes her degree', state: 'awaiting' },
    });
    // Saving the message again sends no second invitation; a withdrawn recipient's link stops working.
    const saved = await owner.client.request({
      method: 'PUT',
      url: `/api/messages/${id}`,
      payload: {
        ...letter({
          kind: 'graduation',
          label: 'When Maya finishes her degree',
          confirmerIds: [ben.user.id],
          quorum: 1,
          latestAt: new Date(latestAt).toISOString(),
          tellsRecipients: true,
        }),
        recipients: [{ name: 'Maya', email: 'MAYA.outside@example.com' }], // the same address, written otherwise
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await emailsOf(id, 'life_event')).filter((email) => email.id.includes('.report-invite.'))).toHaveLength(3);
    const zoeLink = await linkTo(id, 'zoe@example.com');
    expect(
      (await anonymous.post(`/api/life-events/links/${zoeLink}/report`, { happenedOn: '2027-08-11' })).statusCode,
    ).toBe(404);
    // The one-click POST of a report link needs the day; a future day is refused; then Maya reports.
    expect((await anonymous.post(`/api/life-events/links/${mayaLink}`, {})).statusCode).toBe(400);
    now = T0 + 63 * DAY;
    const future = await anonymous.post(`/api/life-events/links/${mayaLink}/report`, { happenedOn: '2027-08-14' });
    expect(future.statusCode).toBe(400);
    const reported = await anonymous.post(`/api/life-events/links/${mayaLink}/report`, { happenedOn: '2027-08-12' });
    expect(reported.statusCode, reported.body).toBe(200);
    expect(
      (await anonymous.post(`/api/life-events/links/${mayaLink}/report`, { happenedOn: '2027-08-12' })).statusCode,
    ).toBe(200);
    const event = await eventAs(owner, id);
    expect(event).toMatchObject({ state: 'reported', happenedOn: '2027-08-12', reportedBy: { name: 'Maya' } });
    const audit = await connection.db
      .selectFrom('legacy_audit_events')
      .select('summary')
      .where('id', '=', `lifeevent.${id}.r2.report`)
      .executeTakeFirstOrThrow();
    expect(audit.summary).toMatch(
      /^Maya \(a recipient, from their e-mail\) reported "When Maya finishes her degree" on 2027-08-12/,
    );
    // Ben's own report link now finds it reported; he confirms from his confirm e-mail: the quorum.
    const benReport = (await emailsOf(id, 'life_event')).find(
      (email) => email.id.includes('.report-invite.') && email.recipient_address === ben.user.email,
    )!;
    const benReportToken = /lifeEvent=([\w.-]+)/.exec(benReport.text_body)![1]!;
    expect(
      (await anonymous.post(`/api/life-events/links/${benReportToken}/report`, { happenedOn: '2027-08-12' }))
        .statusCode,
    ).toBe(409);
    expect((await anonymous.post(`/api/life-events/links/${await linkTo(id, ben.user.email)}`, {})).statusCode).toBe(
      200,
    );
    // Confirmed 3 days before the latest date: it goes out then, and the owner's e-mail says so — no veto link.
    expect((await eventAs(owner, id)).deliverAt).toBe(new Date(latestAt).toISOString());
    const notice = (await emailsOf(id, 'life_event')).find((email) => email.id.endsWith('veto-notice.owner'))!;
    expect(notice.text_body).toContain('latest date for this message, and it comes before the 7 days');
    expect(notice.text_body).toContain('Stopping the event would not hold it back');
    expect(notice.text_body).not.toContain('lifeEvent=');
    expect(notice.text_body).not.toContain('goes out in 7 days');
    // Nor does the app offer a stop that would not hold it back, and the route refuses one.
    expect((await eventAs(owner, id)).canVeto).toBe(false);
    const veto = await owner.client.post(`/api/messages/${id}/life-event/veto`);
    expect([veto.statusCode, veto.json().message]).toEqual([409, LIFE_EVENT_ERRORS.vetoLatestDate]);
    expect((await eventAs(owner, id)).state).toBe('confirmed');
    await crossDelivery(id, latestAt);
  });
});
