/**
 * Who is looking at a page right now, for the home page's live visitor counter
 * (docs/product/marketing-and-figures.md "Visitor counter").
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('page_presence')
    .addColumn('visitor_id', 'varchar(36)', (column) => column.notNull())
    .addColumn('path', 'varchar(200)', (column) => column.notNull())
    .addColumn('last_seen_at', 'varchar(32)', (column) => column.notNull())
    .addPrimaryKeyConstraint('page_presence_primary_key', ['visitor_id', 'path'])
    .execute();
  await db.schema
    .createIndex('page_presence_seen_index')
    .on('page_presence')
    .columns(['path', 'last_seen_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('page_presence').execute();
}
