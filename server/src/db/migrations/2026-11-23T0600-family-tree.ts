/**
 * The family tree (docs/decisions/006-family-tree-and-gedcom.md): trees of an owner, GEDCOM's
 * individuals, families (partners and children with their pedigree), events with dates as written
 * and a sort key, notes, light sources, multimedia objects whose files may be vault items, and
 * whatever the model does not hold, kept as GEDCOM JSON (`extra_gedcom`, `tree_other_records`) for
 * export. `tree_imports` holds a GEDCOM import from its preview to its job's outcome.
 */
import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';

const id = (column: ColumnDefinitionBuilder) => column.primaryKey();
const required = (column: ColumnDefinitionBuilder) => column.notNull();

function withTree<T extends string>(table: CreateTableBuilder<T, never>) {
  return table
    .addColumn('id', 'varchar(36)', id)
    .addColumn('tree_id', 'varchar(36)', (column) =>
      column.notNull().references('family_trees.id').onDelete('cascade'),
    );
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('family_trees')
    .addColumn('id', 'varchar(36)', id)
    .addColumn('owner_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(200)', required)
    .addColumn('header_gedcom', 'text', required)
    .addColumn('created_at', 'varchar(32)', required)
    .addColumn('updated_at', 'varchar(32)', required)
    .execute();
  await db.schema.createIndex('family_trees_owner_index').on('family_trees').column('owner_id').execute();

  await withTree(db.schema.createTable('tree_individuals'))
    .addColumn('xref', 'varchar(1000)', required)
    .addColumn('given_names', 'varchar(500)', required)
    .addColumn('surname', 'varchar(500)', required)
    .addColumn('nickname', 'varchar(500)', required)
    .addColumn('name_as_written', 'varchar(1000)')
    .addColumn('sex', 'varchar(8)')
    .addColumn('is_living', 'integer', required)
    .addColumn('linked_user_id', 'varchar(36)', (column) => column.references('users.id').onDelete('set null'))
    .addColumn('extra_gedcom', 'text', required)
    .addColumn('position', 'integer', required)
    .addColumn('created_at', 'varchar(32)', required)
    .addColumn('updated_at', 'varchar(32)', required)
    .addUniqueConstraint('tree_individuals_xref_unique', ['tree_id', 'xref'])
    .execute();

  await withTree(db.schema.createTable('tree_families'))
    .addColumn('xref', 'varchar(1000)', required)
    .addColumn('extra_gedcom', 'text', required)
    .addColumn('position', 'integer', required)
    .addColumn('created_at', 'varchar(32)', required)
    .addColumn('updated_at', 'varchar(32)', required)
    .addUniqueConstraint('tree_families_xref_unique', ['tree_id', 'xref'])
    .execute();

  await db.schema
    .createTable('tree_family_partners')
    .addColumn('family_id', 'varchar(36)', (column) =>
      column.notNull().references('tree_families.id').onDelete('cascade'),
    )
    .addColumn('individual_id', 'varchar(36)', (column) =>
      column.notNull().references('tree_individuals.id').onDelete('cascade'),
    )
    .addColumn('role', 'varchar(8)', required)
    .addPrimaryKeyConstraint('tree_family_partners_pk', ['family_id', 'role'])
    .execute();
  await db.schema
    .createIndex('tree_family_partners_individual_index')
    .on('tree_family_partners')
    .column('individual_id')
    .execute();

  await db.schema
    .createTable('tree_family_children')
    .addColumn('family_id', 'varchar(36)', (column) =>
      column.notNull().references('tree_families.id').onDelete('cascade'),
    )
    .addColumn('individual_id', 'varchar(36)', (column) =>
      column.notNull().references('tree_individuals.id').onDelete('cascade'),
    )
    .addColumn('pedigree', 'varchar(16)')
    .addColumn('position', 'integer', required)
    .addPrimaryKeyConstraint('tree_family_children_pk', ['family_id', 'individual_id'])
    .execute();
  await db.schema
    .createIndex('tree_family_children_individual_index')
    .on('tree_family_children')
    .column('individual_id')
    .execute();

  await withTree(db.schema.createTable('tree_events'))
    .addColumn('individual_id', 'varchar(36)', (column) => column.references('tree_individuals.id').onDelete('cascade'))
    .addColumn('family_id', 'varchar(36)', (column) => column.references('tree_families.id').onDelete('cascade'))
    .addColumn('tag', 'varchar(32)', required)
    .addColumn('event_type', 'varchar(500)')
    .addColumn('value', 'text')
    .addColumn('date', 'varchar(200)')
    .addColumn('date_phrase', 'varchar(500)')
    .addColumn('date_sort_key', 'integer')
    .addColumn('place', 'varchar(1000)')
    .addColumn('extra_gedcom', 'text', required)
    .addColumn('position', 'integer', required)
    .execute();
  await db.schema.createIndex('tree_events_individual_index').on('tree_events').column('individual_id').execute();
  await db.schema.createIndex('tree_events_family_index').on('tree_events').column('family_id').execute();
  await db.schema.createIndex('tree_events_tree_index').on('tree_events').column('tree_id').execute();

  await withTree(db.schema.createTable('tree_notes'))
    .addColumn('individual_id', 'varchar(36)', (column) => column.references('tree_individuals.id').onDelete('cascade'))
    .addColumn('family_id', 'varchar(36)', (column) => column.references('tree_families.id').onDelete('cascade'))
    .addColumn('event_id', 'varchar(36)', (column) => column.references('tree_events.id').onDelete('cascade'))
    .addColumn('text', 'text', required)
    .addColumn('position', 'integer', required)
    .execute();
  await db.schema.createIndex('tree_notes_tree_index').on('tree_notes').column('tree_id').execute();

  await withTree(db.schema.createTable('tree_sources'))
    .addColumn('xref', 'varchar(1000)', required)
    .addColumn('title', 'text')
    .addColumn('author', 'text')
    .addColumn('publication', 'text')
    .addColumn('extra_gedcom', 'text', required)
    .addColumn('position', 'integer', required)
    .addUniqueConstraint('tree_sources_xref_unique', ['tree_id', 'xref'])
    .execute();

  await withTree(db.schema.createTable('tree_media_objects'))
    .addColumn('xref', 'varchar(1000)', required)
    .addColumn('extra_gedcom', 'text', required)
    .addColumn('position', 'integer', required)
    .addUniqueConstraint('tree_media_objects_xref_unique', ['tree_id', 'xref'])
    .execute();

  await db.schema
    .createTable('tree_media_files')
    .addColumn('id', 'varchar(36)', id)
    .addColumn('media_object_id', 'varchar(36)', (column) =>
      column.notNull().references('tree_media_objects.id').onDelete('cascade'),
    )
    .addColumn('path', 'varchar(2000)', required)
    .addColumn('media_type', 'varchar(200)')
    .addColumn('title', 'varchar(1000)')
    .addColumn('vault_item_id', 'varchar(36)', (column) => column.references('vault_items.id').onDelete('set null'))
    .addColumn('extra_gedcom', 'text', required)
    .addColumn('position', 'integer', required)
    .execute();
  await db.schema
    .createIndex('tree_media_files_object_index')
    .on('tree_media_files')
    .column('media_object_id')
    .execute();

  await db.schema
    .createTable('tree_media_links')
    .addColumn('media_object_id', 'varchar(36)', (column) =>
      column.notNull().references('tree_media_objects.id').onDelete('cascade'),
    )
    .addColumn('individual_id', 'varchar(36)', (column) => column.references('tree_individuals.id').onDelete('cascade'))
    .addColumn('family_id', 'varchar(36)', (column) => column.references('tree_families.id').onDelete('cascade'))
    .addColumn('position', 'integer', required)
    .execute();
  await db.schema
    .createIndex('tree_media_links_object_index')
    .on('tree_media_links')
    .column('media_object_id')
    .execute();

  await withTree(db.schema.createTable('tree_other_records'))
    .addColumn('gedcom', 'text', required)
    .addColumn('position', 'integer', required)
    .execute();

  await db.schema
    .createTable('tree_imports')
    .addColumn('id', 'varchar(36)', id)
    .addColumn('owner_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('file_name', 'varchar(500)', required)
    .addColumn('storage_key', 'varchar(200)', required)
    .addColumn('size_bytes', 'bigint', required)
    .addColumn('segment_bytes', 'integer', required)
    .addColumn('is_gedzip', 'integer', required)
    .addColumn('status', 'varchar(16)', required)
    .addColumn('progress', 'integer', required)
    .addColumn('tree_id', 'varchar(36)', (column) => column.references('family_trees.id').onDelete('set null'))
    .addColumn('error', 'varchar(1000)')
    .addColumn('error_line', 'integer')
    .addColumn('created_at', 'varchar(32)', required)
    .addColumn('updated_at', 'varchar(32)', required)
    .execute();
  await db.schema.createIndex('tree_imports_owner_index').on('tree_imports').column('owner_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'tree_imports',
    'tree_other_records',
    'tree_media_links',
    'tree_media_files',
    'tree_media_objects',
    'tree_sources',
    'tree_notes',
    'tree_events',
    'tree_family_children',
    'tree_family_partners',
    'tree_families',
    'tree_individuals',
    'family_trees',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
