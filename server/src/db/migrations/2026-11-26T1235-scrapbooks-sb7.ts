/**
 * Scrapbooks (docs/product/capsules-scrapbooks-recipes.md "Scrapbooks", "Printing"): scrapbooks,
 * their pages in order, the vault items on each page with a caption, and print-ready PDFs made by
 * the `scrapbook.print` job.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('scrapbooks')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('owner_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'varchar(200)', (column) => column.notNull())
    .addColumn('template_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('source_label', 'varchar(300)', (column) => column.notNull())
    .addColumn('shared_with_circle', 'integer', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('scrapbooks_owner_index').on('scrapbooks').columns(['owner_id']).execute();
  await db.schema
    .createTable('scrapbook_pages')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('scrapbook_id', 'varchar(36)', (column) =>
      column.notNull().references('scrapbooks.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('layout', 'varchar(32)', (column) => column.notNull())
    .addColumn('text', 'text', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('scrapbook_pages_scrapbook_index')
    .on('scrapbook_pages')
    .columns(['scrapbook_id', 'position'])
    .execute();
  await db.schema
    .createTable('scrapbook_items')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('scrapbook_id', 'varchar(36)', (column) =>
      column.notNull().references('scrapbooks.id').onDelete('cascade'),
    )
    .addColumn('page_id', 'varchar(36)', (column) =>
      column.notNull().references('scrapbook_pages.id').onDelete('cascade'),
    )
    .addColumn('vault_item_id', 'varchar(36)', (column) =>
      column.notNull().references('vault_items.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (column) => column.notNull())
    .addColumn('caption', 'varchar(300)', (column) => column.notNull())
    .addColumn('added_by', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('scrapbook_items_page_index').on('scrapbook_items').columns(['page_id']).execute();
  await db.schema
    .createIndex('scrapbook_items_vault_item_index')
    .on('scrapbook_items')
    .columns(['vault_item_id'])
    .execute();
  await db.schema
    .createTable('scrapbook_prints')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('scrapbook_id', 'varchar(36)', (column) =>
      column.notNull().references('scrapbooks.id').onDelete('cascade'),
    )
    .addColumn('requested_by', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('page_size', 'varchar(16)', (column) => column.notNull())
    .addColumn('with_bleed', 'integer', (column) => column.notNull())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('pages_done', 'integer', (column) => column.notNull())
    .addColumn('page_total', 'integer', (column) => column.notNull())
    .addColumn('error', 'varchar(500)')
    .addColumn('pdf_bytes', 'bigint')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('finished_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('scrapbook_prints_scrapbook_index')
    .on('scrapbook_prints')
    .columns(['scrapbook_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('scrapbook_prints').execute();
  await db.schema.dropTable('scrapbook_items').execute();
  await db.schema.dropTable('scrapbook_pages').execute();
  await db.schema.dropTable('scrapbooks').execute();
}
