/**
 * Unfinished tus uploads, shared by every app instance (storage/encrypting-upload-store.ts): one row
 * per upload with its owner, its length and the bytes stored so far, its tus metadata and where its
 * encrypted segments are in the blob store. An upload begun on one instance continues on any other,
 * and survives the restart of the instance that began it. The row goes once the upload is finished,
 * cancelled or expired; `created_at` is indexed for the clean-up of expired uploads. `owner_id` has no
 * foreign key on purpose: a deleted account's unfinished uploads keep their rows until that clean-up
 * removes their segments from the store with them (a cascade would leave the segments unknown).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tus_uploads')
    .addColumn('id', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('owner_id', 'varchar(36)', (column) => column.notNull())
    .addColumn('size_bytes', 'bigint', (column) => column.notNull())
    .addColumn('offset_bytes', 'bigint', (column) => column.notNull().defaultTo(0))
    .addColumn('metadata', 'text', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('storage_key', 'varchar(255)', (column) => column.notNull())
    .addColumn('segment_bytes', 'integer', (column) => column.notNull())
    .addColumn('is_sniffed', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('sniffed_type', 'varchar(255)')
    .execute();
  await db.schema.createIndex('tus_uploads_created_at').on('tus_uploads').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tus_uploads').execute();
}
