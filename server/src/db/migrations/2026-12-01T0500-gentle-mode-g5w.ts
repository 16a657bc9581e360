/**
 * Gentle mode for the bereaved (docs/product/messages-and-delivery.md "Gentle mode";
 * docs/decisions/019-gentle-mode.md): whether the author allows a message's recipients to be told,
 * after the author's death, roughly when it arrives (0, the default: no).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('messages')
    .addColumn('may_announce', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('messages').dropColumn('may_announce').execute();
}
