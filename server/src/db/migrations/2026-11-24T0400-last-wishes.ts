/**
 * Last wishes (docs/product/capsules-scrapbooks-recipes.md "Last wishes"): one document per user,
 * stored whole as sealed text (an age file to the owner's key, `storage/sealed-text.ts`;
 * docs/decisions/003-vault-storage-encryption-and-uploads.md). Deleted with the user.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('last_wishes')
    .addColumn('owner_id', 'varchar(36)', (column) => column.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('document', 'text', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('last_wishes').execute();
}
