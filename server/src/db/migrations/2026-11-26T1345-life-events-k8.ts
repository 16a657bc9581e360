/**
 * Delivery on a life event (docs/product/messages-and-delivery.md "Life events";
 * docs/decisions/009-legacy-release.md): one row per message of delivery kind "life_event" with its
 * state machine, the circle members the owner named to confirm a report, and their confirmations
 * per round (a veto starts a new round).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('life_events')
    .addColumn('message_id', 'varchar(36)', (column) =>
      column.primaryKey().references('messages.id').onDelete('cascade'),
    )
    .addColumn('owner_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (column) => column.notNull())
    .addColumn('label', 'varchar(200)', (column) => column.notNull())
    .addColumn('birth_date', 'varchar(10)')
    .addColumn('age', 'integer')
    .addColumn('quorum', 'integer', (column) => column.notNull())
    .addColumn('latest_at', 'varchar(32)')
    .addColumn('state', 'varchar(16)', (column) => column.notNull())
    .addColumn('round', 'integer', (column) => column.notNull())
    .addColumn('happened_on', 'varchar(10)')
    .addColumn('reported_by', 'varchar(36)')
    .addColumn('reported_at', 'varchar(32)')
    .addColumn('confirmed_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('life_events_owner').on('life_events').column('owner_id').execute();
  await db.schema
    .createTable('life_event_confirmers')
    .addColumn('message_id', 'varchar(36)', (column) => column.notNull().references('messages.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('life_event_confirmers_pk', ['message_id', 'user_id'])
    .execute();
  await db.schema.createIndex('life_event_confirmers_user').on('life_event_confirmers').column('user_id').execute();
  await db.schema
    .createTable('life_event_confirmations')
    .addColumn('message_id', 'varchar(36)', (column) => column.notNull().references('messages.id').onDelete('cascade'))
    .addColumn('round', 'integer', (column) => column.notNull())
    .addColumn('user_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addPrimaryKeyConstraint('life_event_confirmations_pk', ['message_id', 'round', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('life_event_confirmations').execute();
  await db.schema.dropTable('life_event_confirmers').execute();
  await db.schema.dropTable('life_events').execute();
}
