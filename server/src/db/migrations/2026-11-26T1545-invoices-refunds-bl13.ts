/**
 * Invoices and the 30-day money-back refund
 * (docs/product/plans-and-pricing.md "Money-back guarantee"): a payment keeps the Stripe invoice it
 * came from (its id, number and Stripe's page for it); `refunds` holds each payment given back,
 * once (test mode records it, Stripe mode with Stripe's refund id); a pending downgrade in Stripe
 * mode comes from subscription schedule events, applied in the order Stripe created them
 * (`schedule_event_created`, epoch seconds).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('payments').addColumn('stripe_invoice_id', 'varchar(255)').execute();
  await db.schema.alterTable('payments').addColumn('invoice_number', 'varchar(100)').execute();
  await db.schema.alterTable('payments').addColumn('invoice_url', 'varchar(2000)').execute();
  await db.schema.alterTable('subscriptions').addColumn('schedule_event_created', 'integer').execute();
  await db.schema
    .createTable('refunds')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('payment_id', 'varchar(255)', (column) =>
      column.notNull().unique().references('payments.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount_cents', 'integer', (column) => column.notNull())
    .addColumn('mode', 'varchar(8)', (column) => column.notNull())
    .addColumn('stripe_refund_id', 'varchar(255)')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('refunds_user_id').on('refunds').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('refunds').execute();
  await db.schema.alterTable('subscriptions').dropColumn('schedule_event_created').execute();
  await db.schema.alterTable('payments').dropColumn('invoice_url').execute();
  await db.schema.alterTable('payments').dropColumn('invoice_number').execute();
  await db.schema.alterTable('payments').dropColumn('stripe_invoice_id').execute();
}
