/**
 * Newsletter issues (/email-marketing;
 * docs/product/marketing-and-figures.md "The operator's four tools"): an issue composed by an
 * administrator and sent to the confirmed subscribers, and the recipients its "decide recipients"
 * job chose, each with the outbox e-mail that carries the issue to them (its status is the issue's
 * progress).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('newsletter_issues')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('subject', 'varchar(200)', (column) => column.notNull())
    .addColumn('body_markdown', 'text', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('created_by', 'varchar(36)', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('last_test_sent_at', 'varchar(32)')
    .addColumn('send_requested_at', 'varchar(32)')
    .addColumn('recipients_decided_at', 'varchar(32)')
    .addColumn('recipient_count', 'integer')
    .execute();
  await db.schema.createIndex('newsletter_issues_created_index').on('newsletter_issues').column('created_at').execute();
  await db.schema
    .createTable('newsletter_issue_recipients')
    .addColumn('issue_id', 'varchar(36)', (column) =>
      column.notNull().references('newsletter_issues.id').onDelete('cascade'),
    )
    // No foreign key: unsubscribing deletes the subscription, and the issue keeps its history.
    .addColumn('subscription_id', 'varchar(36)', (column) => column.notNull())
    .addColumn('outbox_email_id', 'varchar(200)', (column) => column.notNull())
    .addPrimaryKeyConstraint('newsletter_issue_recipients_pkey', ['issue_id', 'subscription_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('newsletter_issue_recipients').execute();
  await db.schema.dropTable('newsletter_issues').execute();
}
