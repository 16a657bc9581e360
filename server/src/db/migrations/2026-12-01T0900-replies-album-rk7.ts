/**
 * The album of replies (docs/product/messages-and-delivery.md "Replies"; docs/decisions/018-replies.md
 * "Amendment 2026-12-01: the album of replies"): a reply kept for the family, once its withdrawal
 * window has passed, becomes an item of the author's vault in their album of replies. The reply
 * names the item made from it. It is set once and marks the reply as kept, so the job that keeps it
 * adds nothing a second time; it is no foreign key, because the item may be deleted for good later
 * (by its owner) without the reply being kept again, or the reply losing anything.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('message_replies').addColumn('vault_item_id', 'varchar(36)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('message_replies').dropColumn('vault_item_id').execute();
}
