/**
 * Newsletter subscriptions with double opt-in
 * (docs/product/marketing-and-figures.md "Newsletter").
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('newsletter_subscriptions')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('email', 'varchar(254)', (column) => column.notNull().unique())
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('confirm_token_hash', 'varchar(64)', (column) => column.unique())
    .addColumn('requested_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('confirmed_at', 'varchar(32)')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('newsletter_subscriptions').execute();
}
