/**
 * Share links (docs/product/roles-and-access.md "Share links"): links for people without an account
 * to a vault item or album, with optional expiry and passphrase, downloads allowed or not,
 * revocable, with a view count.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('share_links')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('owner_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target_kind', 'varchar(32)', (column) => column.notNull())
    .addColumn('target_id', 'varchar(36)', (column) => column.notNull())
    .addColumn('token_hash', 'varchar(64)', (column) => column.notNull().unique())
    .addColumn('expires_at', 'varchar(32)')
    .addColumn('passphrase_hash', 'varchar(255)')
    .addColumn('allow_download', 'integer', (column) => column.notNull())
    .addColumn('view_count', 'integer', (column) => column.notNull())
    .addColumn('last_viewed_at', 'varchar(32)')
    .addColumn('revoked_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('share_links_owner_index')
    .on('share_links')
    .columns(['owner_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('share_links').execute();
}
