/**
 * The name a recipient knows a message's author by ("Mum" for her son, "Grandma Rose" for a
 * granddaughter), per recipient; empty means the author's own name
 * (docs/product/messages-and-delivery.md "Delivery to recipients"). Recipients written before have
 * none, so they keep getting the author's name.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('message_recipients')
    .addColumn('author_name', 'varchar(100)', (column) => column.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('message_recipients').dropColumn('author_name').execute();
}
