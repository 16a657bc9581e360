/**
 * The fallback courier (docs/product/messages-and-delivery.md "The fallback courier"): each message
 * names who receives it when delivery to a recipient fails for good — the owner's legacy contacts
 * (the default), one member of their circle, or nobody; and a recipient row made for such a courier
 * names the recipient it carries the message for and the mail server's refusal. One courier row per
 * refused recipient and courier address, so the decision is taken once.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('messages')
    .addColumn('fallback_kind', 'varchar(16)', (column) => column.notNull().defaultTo('legacy_contacts'))
    .execute();
  await db.schema
    .alterTable('messages')
    .addColumn('fallback_user_id', 'varchar(36)', (column) => column.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('message_recipients')
    .addColumn('courier_for', 'varchar(36)', (column) => column.references('message_recipients.id').onDelete('cascade'))
    .execute();
  await db.schema.alterTable('message_recipients').addColumn('courier_reason', 'varchar(1000)').execute();
  await db.schema
    .createIndex('message_recipients_courier_index')
    .on('message_recipients')
    .columns(['courier_for', 'email'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('message_recipients_courier_index').execute();
  await db.schema.alterTable('message_recipients').dropColumn('courier_reason').execute();
  await db.schema.alterTable('message_recipients').dropColumn('courier_for').execute();
  await db.schema.alterTable('messages').dropColumn('fallback_user_id').execute();
  await db.schema.alterTable('messages').dropColumn('fallback_kind').execute();
}
