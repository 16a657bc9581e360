/** The SQL of plans and checkout: subscriptions, payments (invoices) and refunds. */
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database, SubscriptionsTable } from '../../db/tables';

/** The database or a transaction on it. */
export type Executor = Kysely<Database> | Transaction<Database>;

export async function findSubscription(db: Executor, userId: string): Promise<SubscriptionsTable | undefined> {
  return db.selectFrom('subscriptions').selectAll().where('user_id', '=', userId).executeTakeFirst();
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
