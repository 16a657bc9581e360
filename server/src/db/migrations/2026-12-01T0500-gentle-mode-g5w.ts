/**
 * Gentle mode for the bereaved (docs/product/messages-and-delivery.md "Gentle mode";
 * docs/decisions/019-gentle-mode.md): whether the author allows a message's recipients to be told,
 * after the author's death, roughly when it arrives (0, the default: no); each recipient address's
 * pause of deliveries from one released author (no row: not paused; `resume_at` null: until they
 * ask); and, on a recipient row, when its delivery was held back by such a pause.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('messages')
    .addColumn('may_announce', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('gentle_pauses')
    .addColumn('owner_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'varchar(320)', (column) => column.notNull())
    .addColumn('resume_at', 'text')
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('gentle_pauses_pkey', ['owner_id', 'email'])
    .execute();
  await db.schema.alterTable('message_recipients').addColumn('held_at', 'text').execute();
  await db.schema.createIndex('message_recipients_held_index').on('message_recipients').column('held_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('message_recipients_held_index').execute();
  await db.schema.alterTable('message_recipients').dropColumn('held_at').execute();
  await db.schema.dropTable('gentle_pauses').execute();
  await db.schema.alterTable('messages').dropColumn('may_announce').execute();
}
