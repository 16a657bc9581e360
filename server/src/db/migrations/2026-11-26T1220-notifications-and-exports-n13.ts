/**
 * Notification preferences and "export everything": `notification_preferences` (one row per user
 * and kind of optional e-mail the user has set; no row means on), `outbox_emails.unsubscribe_url`
 * (the signed one-click link an optional e-mail carries in its List-Unsubscribe header, RFC 8058)
 * and `account_exports` (a ZIP built by a job, stored encrypted to its owner's key until it
 * expires). Additive: no existing column changes.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notification_preferences')
    .addColumn('user_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(32)', (column) => column.notNull())
    .addColumn('is_enabled', 'integer', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .addPrimaryKeyConstraint('notification_preferences_pk', ['user_id', 'kind'])
    .execute();
  await db.schema.alterTable('outbox_emails').addColumn('unsubscribe_url', 'text').execute();
  await db.schema
    .createTable('account_exports')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('owner_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('progress', 'integer', (column) => column.notNull())
    .addColumn('step', 'text', (column) => column.notNull())
    .addColumn('storage_key', 'varchar(200)')
    .addColumn('size_bytes', 'bigint')
    .addColumn('segment_bytes', 'integer')
    .addColumn('error', 'text')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('ready_at', 'varchar(32)')
    .addColumn('expires_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('account_exports_owner')
    .on('account_exports')
    .columns(['owner_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('account_exports_expiry')
    .on('account_exports')
    .columns(['status', 'expires_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('account_exports').execute();
  await db.schema.alterTable('outbox_emails').dropColumn('unsubscribe_url').execute();
  await db.schema.dropTable('notification_preferences').execute();
}
