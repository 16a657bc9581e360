/**
 * Stripe Checkout (docs/product/plans-and-pricing.md "Payments"): the Stripe ids of a subscription,
 * the time of the newest event applied to it (older events arriving late change nothing), and every
 * webhook event applied, by its id (a replayed event is applied once).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('subscriptions').addColumn('stripe_subscription_id', 'varchar(255)').execute();
  await db.schema.alterTable('subscriptions').addColumn('stripe_customer_id', 'varchar(255)').execute();
  await db.schema.alterTable('subscriptions').addColumn('last_event_created', 'integer').execute();
  await db.schema
    .createIndex('subscriptions_stripe_subscription_id')
    .unique()
    .on('subscriptions')
    .column('stripe_subscription_id')
    .execute();
  await db.schema
    .createTable('stripe_events')
    .addColumn('id', 'varchar(255)', (column) => column.primaryKey())
    .addColumn('type', 'varchar(100)', (column) => column.notNull())
    .addColumn('received_at', 'varchar(32)', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stripe_events').execute();
  await db.schema.dropIndex('subscriptions_stripe_subscription_id').execute();
  await db.schema.alterTable('subscriptions').dropColumn('last_event_created').execute();
  await db.schema.alterTable('subscriptions').dropColumn('stripe_customer_id').execute();
  await db.schema.alterTable('subscriptions').dropColumn('stripe_subscription_id').execute();
}
