/**
 * Family recipes (docs/product/capsules-scrapbooks-recipes.md "Family recipes"): recipes with their
 * ingredients and steps in order, tags, photos (vault items), and family cookbook PDFs made by the
 * `recipe.cookbook` job. The story is sealed with the owner's key (storage/sealed-text.ts); title,
 * cook, ingredients and tags stay readable for search.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('recipes')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('owner_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'varchar(200)', (column) => column.notNull())
    .addColumn('cook_name', 'varchar(200)', (column) => column.notNull())
    .addColumn('cook_individual_id', 'varchar(36)', (column) =>
      column.references('tree_individuals.id').onDelete('set null'),
    )
    .addColumn('story_sealed', 'text', (column) => column.notNull())
    .addColumn('servings', 'integer', (column) => column.notNull())
    .addColumn('prep_minutes', 'integer')
    .addColumn('cook_minutes', 'integer')
    .addColumn('voice_item_id', 'varchar(36)', (column) => column.references('vault_items.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('recipes_owner_index').on('recipes').columns(['owner_id', 'updated_at']).execute();
  await db.schema
    .createTable('recipe_ingredients')
    .addColumn('recipe_id', 'varchar(36)', (column) => column.notNull().references('recipes.id').onDelete('cascade'))
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('quantity', 'double precision')
    .addColumn('quantity2', 'double precision')
    .addColumn('unit', 'varchar(40)', (column) => column.notNull())
    .addColumn('item', 'varchar(200)', (column) => column.notNull())
    .addColumn('note', 'varchar(200)', (column) => column.notNull())
    .addPrimaryKeyConstraint('recipe_ingredients_primary_key', ['recipe_id', 'position'])
    .execute();
  await db.schema
    .createTable('recipe_steps')
    .addColumn('recipe_id', 'varchar(36)', (column) => column.notNull().references('recipes.id').onDelete('cascade'))
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('text', 'text', (column) => column.notNull())
    .addPrimaryKeyConstraint('recipe_steps_primary_key', ['recipe_id', 'position'])
    .execute();
  await db.schema
    .createTable('recipe_tags')
    .addColumn('recipe_id', 'varchar(36)', (column) => column.notNull().references('recipes.id').onDelete('cascade'))
    .addColumn('name', 'varchar(40)', (column) => column.notNull())
    .addPrimaryKeyConstraint('recipe_tags_primary_key', ['recipe_id', 'name'])
    .execute();
  await db.schema
    .createTable('recipe_photos')
    .addColumn('recipe_id', 'varchar(36)', (column) => column.notNull().references('recipes.id').onDelete('cascade'))
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('vault_item_id', 'varchar(36)', (column) =>
      column.notNull().references('vault_items.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('recipe_photos_primary_key', ['recipe_id', 'position'])
    .execute();
  await db.schema
    .createTable('recipe_cookbooks')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('requested_by', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'varchar(200)', (column) => column.notNull())
    .addColumn('page_size', 'varchar(16)', (column) => column.notNull())
    .addColumn('recipe_ids', 'text', (column) => column.notNull())
    .addColumn('recipe_count', 'integer', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('recipes_done', 'integer', (column) => column.notNull())
    .addColumn('error', 'varchar(500)')
    .addColumn('pdf_bytes', 'bigint')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('finished_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('recipe_cookbooks_requested_by_index')
    .on('recipe_cookbooks')
    .columns(['requested_by'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('recipe_cookbooks').execute();
  await db.schema.dropTable('recipe_photos').execute();
  await db.schema.dropTable('recipe_tags').execute();
  await db.schema.dropTable('recipe_steps').execute();
  await db.schema.dropTable('recipe_ingredients').execute();
  await db.schema.dropTable('recipes').execute();
}
