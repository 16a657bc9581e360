/**
 * The one-time administrator setup token (docs/product/roles-and-access.md "Administrator"): in
 * production the account with ADMIN_EMAIL becomes administrator only with the token the server logs
 * at start, so whoever signs up first with that address gains nothing without proof. One row at
 * most.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('admin_setup_tokens')
    .addColumn('id', 'varchar(16)', (column) => column.primaryKey())
    .addColumn('token_hash', 'varchar(64)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_setup_tokens').execute();
}
