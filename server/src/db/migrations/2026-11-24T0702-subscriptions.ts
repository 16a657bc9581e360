/**
 * Plans and checkout (docs/product/plans-and-pricing.md "Checkout"): one subscription row per user
 * who bought a paid plan, and every payment (test-mode ones marked, so they never count as
 * revenue).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('subscriptions')
    .addColumn('user_id', 'varchar(36)', (column) => column.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('plan_id', 'varchar(32)', (column) => column.notNull())
    .addColumn('period', 'varchar(8)', (column) => column.notNull())
    .addColumn('mode', 'varchar(8)', (column) => column.notNull())
    .addColumn('current_period_start', 'varchar(32)', (column) => column.notNull())
    .addColumn('current_period_end', 'varchar(32)', (column) => column.notNull())
    .addColumn('cancel_at_period_end', 'integer', (column) => column.notNull())
    .addColumn('pending_period', 'varchar(8)')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema
    .createTable('payments')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount_cents', 'integer', (column) => column.notNull())
    .addColumn('description', 'varchar(200)', (column) => column.notNull())
    .addColumn('mode', 'varchar(8)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('payments_user_id').on('payments').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('payments').execute();
  await db.schema.dropTable('subscriptions').execute();
}
