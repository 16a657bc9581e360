/**
 * Stored files found missing from the blob store when someone asked for them (the admin's Database
 * tab, docs/product/admin.md "Database tab"): which key, which media record it belongs to (if
 * any), when it was first and last asked for and how often. A record deleted takes its rows along.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('missing_files')
    .addColumn('storage_key', 'text', (column) => column.primaryKey())
    .addColumn('media_id', 'text', (column) => column.references('media.id').onDelete('cascade'))
    .addColumn('first_seen_at', 'text', (column) => column.notNull())
    .addColumn('last_seen_at', 'text', (column) => column.notNull())
    .addColumn('reads', 'integer', (column) => column.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('missing_files_last_seen_at').on('missing_files').column('last_seen_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('missing_files').execute();
}
