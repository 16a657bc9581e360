/**
 * Reporting a life event from an e-mailed link
 * (docs/product/messages-and-delivery.md "Life events"): whether the owner asked us to tell the
 * message's recipients that something waits for their event (so they can report it), and the
 * reporter's name, for a recipient who reports without an account (`reported_by` then holds no user
 * id).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('life_events')
    .addColumn('tells_recipients', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('life_events').addColumn('reporter_name', 'varchar(200)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('life_events').dropColumn('reporter_name').execute();
  await db.schema.alterTable('life_events').dropColumn('tells_recipients').execute();
}
