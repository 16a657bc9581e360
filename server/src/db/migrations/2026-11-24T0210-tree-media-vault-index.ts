/**
 * Finding the tree links of a vault item: the vault's read check asks, for every item a
 * branch-scoped member might read, whether it is linked to a person of a tree; and a person's media
 * are read by item. Indexes on the vault item columns of `tree_media_files` and `tree_name_clips`.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('tree_media_files_vault_item_index')
    .on('tree_media_files')
    .column('vault_item_id')
    .execute();
  await db.schema
    .createIndex('tree_name_clips_vault_item_index')
    .on('tree_name_clips')
    .column('vault_item_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tree_name_clips_vault_item_index').execute();
  await db.schema.dropIndex('tree_media_files_vault_item_index').execute();
}
