/**
 * Replies to delivered messages (docs/product/messages-and-delivery.md "Replies";
 * docs/decisions/018-replies.md): a recipient answers through their private link with a voice note
 * (a `media` row encrypted to the author's key) or a short letter (sealed to the author's key).
 * `is_for_family` marks a reply that arrived after the author's legacy was released, kept for their
 * legacy contacts. Deleting the message, its recipient or the recording deletes the reply.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('message_replies')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('message_id', 'varchar(36)', (column) => column.notNull().references('messages.id').onDelete('cascade'))
    .addColumn('recipient_id', 'varchar(36)', (column) =>
      column.notNull().references('message_recipients.id').onDelete('cascade'),
    )
    .addColumn('owner_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (column) => column.notNull())
    .addColumn('letter_text', 'text')
    .addColumn('media_id', 'varchar(36)', (column) => column.references('media.id').onDelete('cascade'))
    .addColumn('is_for_family', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('message_replies_recipient_index')
    .on('message_replies')
    .columns(['recipient_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('message_replies_owner_index')
    .on('message_replies')
    .columns(['owner_id', 'created_at'])
    .execute();
  await db.schema.createIndex('message_replies_message_index').on('message_replies').column('message_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('message_replies').execute();
}
