/**
 * What an owner shares with their family circle (docs/product/roles-and-access.md "Sharing"): a
 * vault item on its own, or an album — everything in it, now and from now on, including what
 * editors add to it.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['vault_items', 'vault_albums']) {
    await db.schema
      .alterTable(table)
      .addColumn('shared_with_circle', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
  }
  await db.schema.createIndex('vault_item_albums_album_index').on('vault_item_albums').column('album_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('vault_item_albums_album_index').execute();
  for (const table of ['vault_items', 'vault_albums']) {
    await db.schema.alterTable(table).dropColumn('shared_with_circle').execute();
  }
}
