/**
 * E-mail verification and password reset: `users.email_verified_at` (null until the address is
 * proven) and `account_tokens`, the single-use links sent by e-mail (only their SHA-256 stored; one
 * hour; `used_at` set once). Additive: no existing column changes.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_verified_at', 'varchar(32)').execute();
  await db.schema
    .createTable('account_tokens')
    .addColumn('id', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(16)', (column) => column.notNull())
    .addColumn('email', 'varchar(254)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('expires_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('account_tokens_user').on('account_tokens').columns(['user_id', 'purpose']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('account_tokens').execute();
  await db.schema.alterTable('users').dropColumn('email_verified_at').execute();
}
