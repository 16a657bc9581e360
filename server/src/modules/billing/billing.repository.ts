/** The SQL of plans and checkout: subscriptions, payments (invoices), refunds and Stripe's events. */
import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { Database, SubscriptionsTable } from '../../db/tables';

/** The database or a transaction on it. */
export type Executor = Kysely<Database> | Transaction<Database>;

export async function findSubscription(db: Executor, userId: string): Promise<SubscriptionsTable | undefined> {
  return db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** The subscription Stripe knows by `stripeSubscriptionId`; undefined when none is recorded. */
export async function findSubscriptionOfStripe(
  db: Executor,
  stripeSubscriptionId: string,
): Promise<SubscriptionsTable | undefined> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('stripe_subscription_id', '=', stripeSubscriptionId)
    .executeTakeFirst();
}

/** The user whose subscription is paid by Stripe customer `customerId`; undefined when none is. */
export async function findUserOfStripeCustomer(db: Executor, customerId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('subscriptions')
    .select('user_id')
    .where('stripe_customer_id', '=', customerId)
    .executeTakeFirst();
  return row?.user_id;
}

/** Inserts the user's subscription. @returns false when they have one already (nothing written) */
export async function insertSubscription(db: Executor, row: Insertable<SubscriptionsTable>): Promise<boolean> {
  const inserted = await db
    .insertInto('subscriptions')
    .values(row)
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
}

/**
 * Changes the user's subscription; with `unchangedSince`, only while its `updated_at` is still that
 * (nobody changed it meanwhile). @returns false when no row was changed
 */
export async function updateSubscription(
  db: Executor,
  userId: string,
  changes: Updateable<SubscriptionsTable>,
  unchangedSince?: string,
): Promise<boolean> {
  const updated = await db
    .updateTable('subscriptions')
    .set(changes)
    .where('user_id', '=', userId)
    .$if(unchangedSince !== undefined, (query) => query.where('updated_at', '=', unchangedSince!))
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** Deletes the user's subscription while its `updated_at` is still `unchangedSince`. */
export async function deleteSubscription(db: Executor, userId: string, unchangedSince: string): Promise<void> {
  await db.deleteFrom('subscriptions').where('user_id', '=', userId).where('updated_at', '=', unchangedSince).execute();
}

/**
 * Ends the user's test-mode plan at `at` (ISO-8601) when it runs past it; a Stripe plan is left to
 * its webhook.
 */
export async function endTestPlan(db: Executor, userId: string, at: string): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set({ current_period_end: at, cancel_at_period_end: 1, pending_period: null, updated_at: at })
    .where('user_id', '=', userId)
    .where('mode', '=', 'test')
    .where('current_period_end', '>', at)
    .execute();
}

/** Writes the user's subscription row whole (insert or replace). */
export async function saveSubscription(db: Executor, row: SubscriptionsTable): Promise<void> {
  const { user_id: _userId, created_at: _createdAt, ...changes } = row;
  await db
    .insertInto('subscriptions')
    .values(row)
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(changes))
    .execute();
}

/** What a payment records; a Stripe one names its invoice (and is keyed by its event's id). */
export interface NewPayment {
  id?: string;
  userId: string;
  amountCents: number;
  description: string;
  mode: 'test' | 'stripe';
  at: string;
  invoice?: { id: string; number: string | null; url: string | null };
}

/** Records one payment (test mode's own record, or a Stripe invoice paid). */
export async function insertPayment(db: Executor, payment: NewPayment): Promise<void> {
  await db
    .insertInto('payments')
    .values({
      id: payment.id ?? randomUUID(),
      user_id: payment.userId,
      amount_cents: payment.amountCents,
      description: payment.description,
      mode: payment.mode,
      created_at: payment.at,
      stripe_invoice_id: payment.invoice?.id ?? null,
      invoice_number: payment.invoice?.number ?? null,
      invoice_url: payment.invoice?.url ?? null,
    })
    .execute();
}

/** The user's payments, newest first, each with the time it was refunded (null when it was not). */
export async function findPayments(db: Executor, userId: string) {
  return db
    .selectFrom('payments')
    .leftJoin('refunds', 'refunds.payment_id', 'payments.id')
    .select([
      'payments.id',
      'payments.amount_cents',
      'payments.description',
      'payments.mode',
      'payments.created_at',
      'payments.stripe_invoice_id',
      'payments.invoice_number',
      'payments.invoice_url',
      'refunds.created_at as refunded_at',
    ])
    .where('payments.user_id', '=', userId)
    .orderBy('payments.created_at', 'desc')
    .orderBy('payments.id')
    .execute();
}

/** Records a payment given back; a second refund of the same payment inserts nothing. */
export async function insertRefund(
  db: Executor,
  refund: {
    paymentId: string;
    userId: string;
    amountCents: number;
    mode: 'test' | 'stripe';
    stripeRefundId: string | null;
    at: string;
  },
): Promise<void> {
  await db
    .insertInto('refunds')
    .values({
      id: randomUUID(),
      payment_id: refund.paymentId,
      user_id: refund.userId,
      amount_cents: refund.amountCents,
      mode: refund.mode,
      stripe_refund_id: refund.stripeRefundId,
      created_at: refund.at,
    })
    .onConflict((conflict) => conflict.column('payment_id').doNothing())
    .execute();
}

/** Records a Stripe webhook event by its id. @returns false for one recorded already (a replay) */
export async function recordStripeEvent(
  db: Executor,
  event: { id: string; type: string; receivedAt: string },
): Promise<boolean> {
  const recorded = await db
    .insertInto('stripe_events')
    .values({ id: event.id, type: event.type, received_at: event.receivedAt })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .executeTakeFirst();
  return Number(recorded.numInsertedOrUpdatedRows ?? 0) === 1;
}
