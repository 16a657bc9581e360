/**
 * The operator's newsletter (/email-marketing, docs/product/marketing-and-figures.md "The
 * operator's four tools"): drafts, a test to the administrator, and the send, which only marks the
 * issue and queues its "decide recipients" job (email-marketing.jobs.ts); that job writes one
 * outbox e-mail per confirmed subscriber, each sent by the outbox's own `email.send` job (deciding
 * stays separate from sending: docs/decisions/004-one-job-queue.md). Newsletters are optional
 * e-mail: the admin's emailNotifications switch stops them (docs/product/admin.md "Settings take
 * effect").
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  NEWSLETTER_ISSUE_MESSAGES,
  testSentMessage,
  type NewsletterIssue,
  type NewsletterIssueInput,
  type NewsletterIssuesOverview,
} from '@heirloom/common/contracts/email-marketing';
import type { Database } from '../../db/tables';
import { jobOf } from '../../jobs/job-queue';
import { insertJobs } from '../../jobs/jobs.repository';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { SystemSettingsStore } from '../../lib/system-settings';
import type { NotificationConsent } from '../../mail/notification-consent';
import { enqueueEmails, outboxEmail } from '../../mail/outbox.repository';
import type { CurrentUser } from '../../plugins/current-user';
import { presentIssue } from './email-marketing.presenter';
import {
  countConfirmedSubscriptions,
  countRecipientsByEmailStatus,
  deleteDraft,
  findIssue,
  insertIssue,
  listIssues,
  markTestSent,
  updateIssueWhile,
  type IssueRow,
} from './email-marketing.repository';
import { composeTestEmail, renderIssueMarkdown } from './newsletter-issue-email';

/** The type of the job that chooses an issue's recipients (email-marketing.jobs.ts). */
export const RECIPIENTS_JOB_TYPE = 'newsletter.recipients';
/** The outbox kind of an issue's e-mails, and of a test. */
export const ISSUE_EMAIL_KIND = 'newsletter-issue';
export const TEST_EMAIL_KIND = 'newsletter-test';

export interface EmailMarketingDependencies {
  db: Kysely<Database>;
  clock: Clock;
  /** The admin's settings: emailNotifications pauses newsletters. */
  settings: SystemSettingsStore;
  /** Accounts' "Product news" switches: a subscriber whose account turned it off is skipped. */
  consent: Pick<NotificationConsent, 'listAddressesTurnedOff'>;
  /** HMAC key of the unsubscribe links (LINK_SECRET). */
  linkSecret: Uint8Array;
  productName: string;
  publicUrl: string;
  /** Writes one administrator action to the admin audit log (modules/admin's recordAdminAction). */
  recordAdminAction: (entry: { adminId: string; action: string; target: string | null; at: string }) => Promise<void>;
}

async function present(deps: EmailMarketingDependencies, rows: IssueRow[]): Promise<NewsletterIssue[]> {
  const counts = await countRecipientsByEmailStatus(
    deps.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    presentIssue(
      row,
      counts.filter((entry) => entry.issueId === row.id),
    ),
  );
}

/** @throws AppError 'not_found' for an unknown issue */
async function readIssue(deps: EmailMarketingDependencies, id: string): Promise<NewsletterIssue> {
  const row = await findIssue(deps.db, id);
  if (!row) throw new AppError('not_found', NEWSLETTER_ISSUE_MESSAGES.notFound);
  return (await present(deps, [row]))[0]!;
}

/** @throws AppError 'conflict' while optional e-mail is paused by the admin's emailNotifications */
async function requireNotPaused(deps: EmailMarketingDependencies): Promise<void> {
  if (!(await deps.settings.read()).emailNotifications)
    throw new AppError('conflict', NEWSLETTER_ISSUE_MESSAGES.paused);
}

/** Every issue, newest first, with the subscriber count and whether sending is paused. */
export async function readOverview(
  deps: EmailMarketingDependencies,
  admin: CurrentUser,
): Promise<NewsletterIssuesOverview> {
  const [rows, confirmedSubscribers, settings] = await Promise.all([
    listIssues(deps.db),
    countConfirmedSubscriptions(deps.db),
    deps.settings.read(),
  ]);
  return {
    confirmedSubscribers,
    arePausedByAdmin: !settings.emailNotifications,
    testAddress: admin.email,
    issues: await present(deps, rows),
  };
}

/** Saves a new draft. */
export async function createDraft(
  deps: EmailMarketingDependencies,
  adminId: string,
  input: NewsletterIssueInput,
): Promise<NewsletterIssue> {
  const now = deps.clock.now().toISOString();
  const id = randomUUID();
  await insertIssue(deps.db, {
    id,
    subject: input.subject,
    body_markdown: input.bodyMarkdown,
    status: 'draft',
    created_by: adminId,
    created_at: now,
    updated_at: now,
    last_test_sent_at: null,
    send_requested_at: null,
    recipients_decided_at: null,
    recipient_count: null,
  });
  return readIssue(deps, id);
}

/** @throws AppError 'not_found' for an unknown issue, 'conflict' once it is sent */
async function requireDraftChanged(deps: EmailMarketingDependencies, id: string, isChanged: boolean): Promise<void> {
  if (isChanged) return;
  if (!(await findIssue(deps.db, id))) throw new AppError('not_found', NEWSLETTER_ISSUE_MESSAGES.notFound);
  throw new AppError('conflict', NEWSLETTER_ISSUE_MESSAGES.notDraft);
}

/** Changes a draft. @throws AppError 'not_found', or 'conflict' once it is sent */
export async function updateDraft(
  deps: EmailMarketingDependencies,
  id: string,
  input: NewsletterIssueInput,
): Promise<NewsletterIssue> {
  const isChanged = await updateIssueWhile(deps.db, id, 'draft', {
    subject: input.subject,
    body_markdown: input.bodyMarkdown,
    updated_at: deps.clock.now().toISOString(),
  });
  await requireDraftChanged(deps, id, isChanged);
  return readIssue(deps, id);
}

/** Discards a draft. @throws AppError 'not_found', or 'conflict' once it is sent */
export async function discardDraft(deps: EmailMarketingDependencies, id: string): Promise<void> {
  await requireDraftChanged(deps, id, await deleteDraft(deps.db, id));
}

/**
 * Queues a test of the issue to the administrator's own address (through the outbox, like every e-mail).
 * @returns the notice to show
 * @throws AppError 'not_found' for an unknown issue, 'conflict' while newsletters are paused
 */
export async function sendTest(deps: EmailMarketingDependencies, admin: CurrentUser, id: string): Promise<string> {
  const issue = await findIssue(deps.db, id);
  if (!issue) throw new AppError('not_found', NEWSLETTER_ISSUE_MESSAGES.notFound);
  await requireNotPaused(deps);
  const now = deps.clock.now();
  const content = composeTestEmail({
    productName: deps.productName,
    subject: issue.subject,
    bodyMarkdown: issue.body_markdown,
    bodyHtml: renderIssueMarkdown(issue.body_markdown),
  });
  await deps.db.transaction().execute(async (trx) => {
    await enqueueEmails(trx, [
      outboxEmail({
        id: `${TEST_EMAIL_KIND}.${id}.${now.getTime()}`,
        kind: TEST_EMAIL_KIND,
        to: { email: admin.email, name: admin.username },
        content: { subject: `[Test] ${issue.subject}`, ...content },
        at: now.toISOString(),
      }),
    ]);
    await markTestSent(trx, id, now.toISOString());
  });
  return testSentMessage(admin.email);
}

/**
 * Sends a draft to every confirmed subscriber: marks it sending and queues its recipients job, in
 * one transaction (the job has the issue's id, so a repeat queues nothing more). Audited.
 * @throws AppError 'not_found'; 'conflict' once sent, while paused, or without a confirmed subscriber
 */
export async function sendIssue(
  deps: EmailMarketingDependencies,
  adminId: string,
  id: string,
): Promise<NewsletterIssue> {
  const issue = await findIssue(deps.db, id);
  if (!issue) throw new AppError('not_found', NEWSLETTER_ISSUE_MESSAGES.notFound);
  if (issue.status !== 'draft') throw new AppError('conflict', NEWSLETTER_ISSUE_MESSAGES.notDraft);
  await requireNotPaused(deps);
  if ((await countConfirmedSubscriptions(deps.db)) === 0)
    throw new AppError('conflict', NEWSLETTER_ISSUE_MESSAGES.noSubscribers);
  const now = deps.clock.now().toISOString();
  const isQueued = await deps.db.transaction().execute(async (trx) => {
    const isMarked = await updateIssueWhile(trx, id, 'draft', {
      status: 'sending',
      send_requested_at: now,
      updated_at: now,
    });
    if (isMarked) await insertJobs(trx, [jobOf({ type: RECIPIENTS_JOB_TYPE }, id, { issueId: id }, now)], now);
    return isMarked;
  });
  if (!isQueued) throw new AppError('conflict', NEWSLETTER_ISSUE_MESSAGES.notDraft);
  await deps.recordAdminAction({ adminId, action: 'newsletter.send', target: id, at: now });
  return readIssue(deps, id);
}
