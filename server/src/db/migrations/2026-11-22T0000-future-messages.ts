/**
 * Future messages (docs/product/messages-and-delivery.md "What a message is"): media, messages,
 * their recipients, and the e-mail outbox.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('media')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('owner_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('storage_key', 'varchar(255)', (column) => column.notNull())
    .addColumn('content_type', 'varchar(100)', (column) => column.notNull())
    .addColumn('size_bytes', 'bigint', (column) => column.notNull())
    .addColumn('duration_ms', 'integer')
    .addColumn('original_name', 'varchar(255)')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('media_owner_id_index').on('media').column('owner_id').execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('owner_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (column) => column.notNull())
    .addColumn('title', 'varchar(200)', (column) => column.notNull())
    .addColumn('letter_text', 'text')
    .addColumn('media_id', 'varchar(36)', (column) => column.references('media.id').onDelete('set null'))
    .addColumn('occasion', 'varchar(32)', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('deliver_at', 'varchar(32)')
    .addColumn('time_zone', 'varchar(64)', (column) => column.notNull())
    .addColumn('pending_step', 'varchar(16)')
    .addColumn('next_step_at', 'varchar(32)')
    .addColumn('schedule_version', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('last_step', 'varchar(16)')
    .addColumn('last_step_at', 'varchar(32)')
    .addColumn('delivered_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('messages_owner_id_index').on('messages').column('owner_id').execute();
  // The scheduler reads only due rows through this index, so a tick never scans all messages.
  await db.schema.createIndex('messages_due_index').on('messages').columns(['status', 'next_step_at']).execute();

  await db.schema
    .createTable('message_recipients')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('message_id', 'varchar(36)', (column) => column.notNull().references('messages.id').onDelete('cascade'))
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('name', 'varchar(200)', (column) => column.notNull())
    .addColumn('email', 'varchar(254)', (column) => column.notNull())
    .addColumn('relationship', 'varchar(100)', (column) => column.notNull())
    .addColumn('access_token_hash', 'varchar(64)', (column) => column.unique())
    .addColumn('revoked_at', 'varchar(32)')
    .addColumn('delivered_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('message_recipients_message_id_index')
    .on('message_recipients')
    .column('message_id')
    .execute();

  await db.schema
    .createTable('outbox_emails')
    .addColumn('id', 'varchar(200)', (column) => column.primaryKey())
    .addColumn('message_id', 'varchar(36)', (column) => column.references('messages.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(32)', (column) => column.notNull())
    .addColumn('recipient_address', 'varchar(254)', (column) => column.notNull())
    .addColumn('recipient_name', 'varchar(200)', (column) => column.notNull())
    .addColumn('subject', 'varchar(300)', (column) => column.notNull())
    .addColumn('text_body', 'text', (column) => column.notNull())
    .addColumn('html_body', 'text', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('attempts', 'integer', (column) => column.notNull())
    .addColumn('next_attempt_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('lease_until', 'varchar(32)')
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('outbox_emails_pending_index')
    .on('outbox_emails')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema.createIndex('outbox_emails_message_id_index').on('outbox_emails').column('message_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('outbox_emails').execute();
  await db.schema.dropTable('message_recipients').execute();
  await db.schema.dropTable('messages').execute();
  await db.schema.dropTable('media').execute();
}
