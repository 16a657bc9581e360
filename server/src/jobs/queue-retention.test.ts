/**
 * The queues' retention on both dialects (docs/decisions/004-one-job-queue.md "Amendment 2026-12-01:
 * retention"): done jobs go 7 days after they were due and failed ones after 90, pending ones never;
 * sent e-mails go after 90 days, or keep an empty row where a message or a newsletter issue reads
 * their history; refusals are forgotten after 2 years unless a waiting message goes to the address;
 * and an `email.send` job removed while its e-mail is kept never sends it again.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/database';
import { createSmtpMailer } from '../mail/mailer';
import { createEmailSendJob } from '../mail/outbox-sender';
import { enqueueEmails, outboxEmail } from '../mail/outbox.repository';
import { insertUserRow } from '../../test/factories';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver';
import { openTestDatabase, TEST_DIALECTS, type TestDatabase } from '../../test/test-app';
import { runDueJobs, type JobQueueDependencies } from './job-queue';
import { pruneQueues } from './queue-retention';

const DAY = 24 * 60 * 60 * 1000;
const T0 = Date.parse('2027-06-01T00:00:00Z');
const daysAgo = (days: number) => new Date(T0 - days * DAY).toISOString();
const silent = { warn: () => undefined, error: () => undefined };

describe.each(TEST_DIALECTS)('queue retention [%s]', (dialect) => {
  let database: TestDatabase;
  let smtp: SmtpReceiver;
  let now = T0;
  let deps: JobQueueDependencies;

  beforeAll(async () => {
    database = await openTestDatabase(dialect, mkdtempSync(path.join(os.tmpdir(), 'heirloom-retention-')));
    await migrateToLatest(database.connection);
    smtp = await startSmtpReceiver();
    deps = {
      db: database.connection.db,
      clock: { now: () => new Date(now) },
      skipLocked: dialect === 'postgres',
      log: silent,
    };
  });
  afterAll(async () => {
    await smtp.close();
    await database.connection.db.destroy();
    await database.dropSchema();
  });

  const db = () => deps.db;
  const job = (id: string, status: 'pending' | 'done' | 'failed', runAt: string) => ({
    id,
    type: 'test.work',
    payload: '{}',
    status,
    attempts: status === 'pending' ? 0 : 1,
    run_at: runAt,
    lease_until: null,
    lease_token: null,
    last_error: status === 'failed' ? 'gave up' : null,
    created_at: runAt,
    updated_at: runAt,
  });
  const email = (id: string, status: 'pending' | 'sent' | 'failed', at: string, messageId: string | null = null) => ({
    ...outboxEmail({
      id,
      messageId,
      kind: 'test',
      to: { email: `${id}@example.com`, name: id },
      content: { subject: id, text: `The link: https://example.com/${id}`, html: `<p>${id}</p>` },
      at,
    }),
    status,
    attempts: status === 'pending' ? 0 : 1,
    last_error: status === 'failed' ? '550 Mailbox unavailable' : null,
    sent_at: status === 'sent' ? at : null,
  });

  it('keeps what can still matter and removes the rest', async () => {
    await db()
      .insertInto('jobs')
      .values([
        job('done-8-days', 'done', daysAgo(8)),
        job('done-6-days', 'done', daysAgo(6)),
        job('failed-91-days', 'failed', daysAgo(91)),
        job('failed-89-days', 'failed', daysAgo(89)),
        job('pending-200-days', 'pending', daysAgo(200)),
      ])
      .execute();
    const ownerId = await insertUserRow(db(), `owner-${dialect}@example.com`);
    await db()
      .insertInto('messages')
      .values({
        id: 'message-1',
        owner_id: ownerId,
        kind: 'letter',
        title: 'For Maya',
        letter_text: null,
        media_id: null,
        occasion: 'other',
        status: 'delivered',
        deliver_at: daysAgo(100),
        time_zone: 'UTC',
        pending_step: null,
        next_step_at: null,
        schedule_version: 1,
        last_step: 'delivery',
        last_step_at: daysAgo(100),
        delivered_at: daysAgo(100),
        created_at: daysAgo(120),
        updated_at: daysAgo(100),
      })
      .execute();
    await db()
      .insertInto('newsletter_issues')
      .values({
        id: 'issue-1',
        subject: 'News',
        body_markdown: 'Hello',
        status: 'sending',
        created_by: null,
        created_at: daysAgo(100),
        updated_at: daysAgo(100),
        last_test_sent_at: null,
        send_requested_at: daysAgo(100),
        recipients_decided_at: daysAgo(100),
        recipient_count: 1,
      })
      .execute();
    await db()
      .insertInto('newsletter_subscriptions')
      .values({
        id: 'subscription-1',
        email: 'reader@example.com',
        status: 'confirmed',
        confirm_token_hash: null,
        requested_at: daysAgo(200),
        confirmed_at: daysAgo(200),
      })
      .execute();
    await db()
      .insertInto('outbox_emails')
      .values([
        email('sent-91-days', 'sent', daysAgo(91)),
        email('sent-89-days', 'sent', daysAgo(89)),
        email('delivery-91-days', 'sent', daysAgo(91), 'message-1'),
        email('issue-91-days', 'sent', daysAgo(91)),
        email('failed-200-days', 'failed', daysAgo(200)),
        email('pending-200-days', 'pending', daysAgo(200)),
      ])
      .execute();
    await db()
      .insertInto('newsletter_issue_recipients')
      .values({ issue_id: 'issue-1', subscription_id: 'subscription-1', outbox_email_id: 'issue-91-days' })
      .execute();

    // A letter still waiting for Kim, whose address refused e-mail long ago: that refusal stays.
    await db()
      .insertInto('messages')
      .values({
        id: 'message-2',
        owner_id: ownerId,
        kind: 'letter',
        title: 'For Kim',
        letter_text: null,
        media_id: null,
        occasion: 'other',
        status: 'scheduled',
        deliver_at: '2031-06-01T09:00:00.000Z',
        time_zone: 'UTC',
        pending_step: 'reminder',
        next_step_at: '2031-05-30T09:00:00.000Z',
        schedule_version: 1,
        last_step: null,
        last_step_at: null,
        delivered_at: null,
        created_at: daysAgo(800),
        updated_at: daysAgo(800),
      })
      .execute();
    await db()
      .insertInto('message_recipients')
      .values({
        id: 'recipient-kim',
        message_id: 'message-2',
        position: 0,
        name: 'Kim',
        email: 'kim@example.com',
        relationship: '',
        revoked_at: null,
        delivered_at: null,
        opened_at: null,
      })
      .execute();
    const refusal = (address: string, days: number) => ({
      address,
      error: '550 Mailbox unavailable',
      outbox_id: `refused-${address}`,
      refused_at: daysAgo(days),
    });
    await db()
      .insertInto('email_refusals')
      .values([refusal('kim@example.com', 800), refusal('gone@example.com', 800), refusal('recent@example.com', 700)])
      .execute();

    expect(await pruneQueues(deps)).toEqual({ jobs: 2, emails: 1, emptiedEmails: 2, refusals: 1 });
    const refusals = await db().selectFrom('email_refusals').select('address').orderBy('address').execute();
    expect(refusals.map((row) => row.address)).toEqual(['kim@example.com', 'recent@example.com']);
    const jobs = await db().selectFrom('jobs').select('id').orderBy('id').execute();
    expect(jobs.map((row) => row.id)).toEqual(['done-6-days', 'failed-89-days', 'pending-200-days']);
    const emails = await db()
      .selectFrom('outbox_emails')
      .select(['id', 'status', 'text_body', 'html_body'])
      .orderBy('id')
      .execute();
    expect(emails).toEqual([
      { id: 'delivery-91-days', status: 'sent', text_body: '', html_body: '' },
      {
        id: 'failed-200-days',
        status: 'failed',
        text_body: expect.stringContaining('The link'),
        html_body: expect.any(String),
      },
      { id: 'issue-91-days', status: 'sent', text_body: '', html_body: '' },
      {
        id: 'pending-200-days',
        status: 'pending',
        text_body: expect.stringContaining('The link'),
        html_body: expect.any(String),
      },
      {
        id: 'sent-89-days',
        status: 'sent',
        text_body: expect.stringContaining('The link'),
        html_body: expect.any(String),
      },
    ]);
    // A second pass finds nothing more.
    expect(await pruneQueues(deps)).toEqual({ jobs: 0, emails: 0, emptiedEmails: 0, refusals: 0 });
  });

  it('never sends an e-mail again when its done send job is gone but the e-mail is kept', async () => {
    const sender = createEmailSendJob({
      db: db(),
      mailer: createSmtpMailer(smtp.url),
      clock: deps.clock,
      from: { name: 'Heirloom', address: 'hello@example.com' },
      messageIdDomain: 'example.com',
      leaseMs: 60_000,
    });
    now = T0;
    const letter = outboxEmail({
      id: `once-${dialect}`,
      kind: 'test',
      to: { email: `once-${dialect}@example.com`, name: 'Ivy' },
      content: { subject: 'Once', text: 'Once only', html: '<p>Once only</p>' },
      at: new Date(now).toISOString(),
    });
    await enqueueEmails(db(), [letter]);
    expect(await runDueJobs(deps, sender, 10)).toMatchObject({ done: 1 });
    now = T0 + 8 * DAY;
    expect((await pruneQueues(deps)).jobs).toBeGreaterThanOrEqual(1);
    expect(await db().selectFrom('jobs').select('id').where('id', '=', `email.send:${letter.id}`).execute()).toEqual(
      [],
    );

    // The same decision taken again: the e-mail row is still there, so its new send job sends nothing.
    await enqueueEmails(db(), [{ ...letter, created_at: new Date(now).toISOString() }]);
    expect(await runDueJobs(deps, sender, 10)).toMatchObject({ done: 1 });
    expect(smtp.received.filter((received) => received.subject === 'Once')).toHaveLength(1);
  });
});
