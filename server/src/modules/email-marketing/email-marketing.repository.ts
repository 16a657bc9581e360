/** SQL for newsletter issues, their recipients and their progress. */
import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { Database, NewsletterIssueRecipientsTable, NewsletterIssuesTable } from '../../db/tables';

export type IssueRow = Selectable<NewsletterIssuesTable>;
type Executor = Kysely<Database> | Transaction<Database>;

/** Rows per multi-row insert: well under SQLite's bound parameters per statement. */
const INSERT_CHUNK = 500;

/** Every issue, newest first. */
export function listIssues(db: Executor): Promise<IssueRow[]> {
  return db.selectFrom('newsletter_issues').selectAll().orderBy('created_at', 'desc').orderBy('id').execute();
}

export function findIssue(db: Executor, id: string): Promise<IssueRow | undefined> {
  return db.selectFrom('newsletter_issues').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertIssue(db: Executor, row: Insertable<NewsletterIssuesTable>): Promise<void> {
  await db.insertInto('newsletter_issues').values(row).execute();
}

/** Changes an issue only while it has status `status`. @returns whether it did */
export async function updateIssueWhile(
  db: Executor,
  id: string,
  status: IssueRow['status'],
  changes: Updateable<NewsletterIssuesTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('newsletter_issues')
    .set(changes)
    .where('id', '=', id)
    .where('status', '=', status)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records when a test of the issue was last sent (ISO-8601), whatever its status. */
export async function markTestSent(db: Executor, id: string, at: string): Promise<void> {
  await db.updateTable('newsletter_issues').set({ last_test_sent_at: at }).where('id', '=', id).execute();
}

/** Deletes an issue only while it is a draft. @returns whether it did */
export async function deleteDraft(db: Executor, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('newsletter_issues')
    .where('id', '=', id)
    .where('status', '=', 'draft')
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Records the chosen recipients once: only while the issue is sending and undecided. @returns whether it did */
export async function markRecipientsDecided(db: Executor, id: string, count: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('newsletter_issues')
    .set({ recipients_decided_at: at, recipient_count: count, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'sending')
    .where('recipients_decided_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertRecipients(
  db: Executor,
  rows: Insertable<NewsletterIssueRecipientsTable>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await db
      .insertInto('newsletter_issue_recipients')
      .values(rows.slice(start, start + INSERT_CHUNK))
      .execute();
  }
}

/** The confirmed subscriptions, oldest first. */
export function listConfirmedSubscriptions(db: Executor) {
  return db
    .selectFrom('newsletter_subscriptions')
    .select(['id', 'email'])
    .where('status', '=', 'confirmed')
    .orderBy('confirmed_at')
    .orderBy('id')
    .execute();
}

export async function countConfirmedSubscriptions(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('newsletter_subscriptions')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('status', '=', 'confirmed')
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The issues' recipients counted by the state of their e-mail (null: withdrawn at an unsubscribe). */
export async function countRecipientsByEmailStatus(db: Executor, issueIds: string[]) {
  if (issueIds.length === 0) return [];
  const rows = await db
    .selectFrom('newsletter_issue_recipients as recipient')
    .leftJoin('outbox_emails as email', 'email.id', 'recipient.outbox_email_id')
    .select(['recipient.issue_id', 'email.status', (eb) => eb.fn.countAll().as('count')])
    .where('recipient.issue_id', 'in', issueIds)
    .groupBy(['recipient.issue_id', 'email.status'])
    .execute();
  return rows.map((row) => ({ issueId: row.issue_id, status: row.status, count: Number(row.count) }));
}

export function findSubscription(db: Executor, id: string) {
  return db.selectFrom('newsletter_subscriptions').select(['id', 'email']).where('id', '=', id).executeTakeFirst();
}

/** Ends a subscription (the address is no longer kept). */
export async function deleteSubscription(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('newsletter_subscriptions').where('id', '=', id).execute();
}

/** The outbox ids of every issue e-mail chosen for a subscription. */
export async function listRecipientEmailIds(db: Executor, subscriptionId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('newsletter_issue_recipients')
    .select('outbox_email_id')
    .where('subscription_id', '=', subscriptionId)
    .execute();
  return rows.map((row) => row.outbox_email_id);
}
