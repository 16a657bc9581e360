/** Accounts: users, database sessions and the sign-in throttle's counters. */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('email', 'varchar(254)', (column) => column.notNull().unique())
    .addColumn('username', 'varchar(254)', (column) => column.notNull())
    .addColumn('password_hash', 'varchar(255)', (column) => column.notNull())
    .addColumn('role', 'varchar(16)', (column) => column.notNull().defaultTo('user'))
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(64)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('expires_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('browser', 'varchar(16)', (column) => column.notNull())
    .addColumn('is_mobile', 'integer', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id_index').on('sessions').column('user_id').execute();

  // Column names and types are rate-limiter-flexible's own (RateLimiterPostgres / RateLimiterSQLite).
  await db.schema
    .createTable('login_throttle')
    .addColumn('key', 'varchar(255)', (column) => column.primaryKey())
    .addColumn('points', 'integer', (column) => column.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_throttle').execute();
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('users').execute();
}
