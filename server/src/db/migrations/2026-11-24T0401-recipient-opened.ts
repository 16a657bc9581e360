/**
 * When each recipient first opened their delivered message, so the owner can be told "Delivered to
 * Maya on 3 Dec; opened 4 Dec" (docs/product/messages-and-delivery.md "Delivery to recipients").
 * Null until the first open.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('message_recipients').addColumn('opened_at', 'varchar(32)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('message_recipients').dropColumn('opened_at').execute();
}
