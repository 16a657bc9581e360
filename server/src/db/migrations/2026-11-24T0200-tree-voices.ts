/**
 * Voices of the family tree (docs/decisions/013-tree-voices.md): a person's name-pronunciation clip
 * (one vault item), animated ancestors (a queued ffmpeg render from a real photo and a real
 * recording, its outcome a video item in the owner's vault), and branch-scoped access (a circle
 * member limited to the ancestors and descendants of one person, to N generations).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tree_name_clips')
    .addColumn('individual_id', 'varchar(36)', (column) =>
      column.primaryKey().references('tree_individuals.id').onDelete('cascade'),
    )
    .addColumn('vault_item_id', 'varchar(36)', (column) =>
      column.notNull().references('vault_items.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('tree_animations')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('tree_id', 'varchar(36)', (column) => column.notNull().references('family_trees.id').onDelete('cascade'))
    .addColumn('individual_id', 'varchar(36)', (column) =>
      column.notNull().references('tree_individuals.id').onDelete('cascade'),
    )
    .addColumn('owner_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('photo_item_id', 'varchar(36)', (column) => column.notNull())
    .addColumn('recording_item_id', 'varchar(36)', (column) => column.notNull())
    .addColumn('max_seconds', 'integer', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('progress', 'integer', (column) => column.notNull())
    .addColumn('vault_item_id', 'varchar(36)')
    .addColumn('error', 'text')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('tree_animations_owner_created_index')
    .on('tree_animations')
    .columns(['owner_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('tree_animations_individual_index')
    .on('tree_animations')
    .column('individual_id')
    .execute();

  await db.schema
    .createTable('tree_branch_scopes')
    .addColumn('tree_id', 'varchar(36)', (column) => column.notNull().references('family_trees.id').onDelete('cascade'))
    .addColumn('member_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('root_individual_id', 'varchar(36)', (column) =>
      column.notNull().references('tree_individuals.id').onDelete('cascade'),
    )
    .addColumn('generations', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addPrimaryKeyConstraint('tree_branch_scopes_pk', ['tree_id', 'member_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tree_branch_scopes').execute();
  await db.schema.dropTable('tree_animations').execute();
  await db.schema.dropTable('tree_name_clips').execute();
}
