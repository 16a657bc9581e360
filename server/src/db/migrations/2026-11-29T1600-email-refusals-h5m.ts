/**
 * What the message health check reads besides the messages (docs/decisions/017-message-health.md):
 * addresses that refused an e-mail for good (an SMTP 5xx reply, RFC 5321 §4.2.1), one row per
 * lower-cased address, until an e-mail to it is accepted again; and the owner's decision to keep a
 * message for a recipient the family tree records as deceased.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('email_refusals')
    .addColumn('address', 'text', (column) => column.primaryKey())
    .addColumn('error', 'text', (column) => column.notNull())
    .addColumn('outbox_id', 'text', (column) => column.notNull())
    .addColumn('refused_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('message_recipient_reviews')
    .addColumn('recipient_id', 'text', (column) =>
      column.primaryKey().references('message_recipients.id').onDelete('cascade'),
    )
    .addColumn('decision', 'text', (column) => column.notNull())
    .addColumn('decided_at', 'text', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('message_recipient_reviews').execute();
  await db.schema.dropTable('email_refusals').execute();
}
