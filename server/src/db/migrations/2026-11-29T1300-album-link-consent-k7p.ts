/**
 * A relative's consent, per item they added to someone else's album, that the album's public share
 * link may show it (1) or not (0). Additions made before had nobody's consent, so they start at 0;
 * the album owner's own items need none.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('vault_item_albums')
    .addColumn('link_consent', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('vault_item_albums').dropColumn('link_consent').execute();
}
