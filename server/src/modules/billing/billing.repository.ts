/** The SQL of plans and checkout (issue 13 item 1): subscriptions and payments. */
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

export async function insertPayment(
  db: Executor,
  payment: { userId: string; amountCents: number; description: string; mode: 'test' | 'stripe'; at: string },
): Promise<void> {
  await db
    .insertInto('payments')
    .values({
      id: randomUUID(),
      user_id: payment.userId,
      amount_cents: payment.amountCents,
      description: payment.description,
      mode: payment.mode,
      created_at: payment.at,
    })
    .execute();
}

export async function findPayments(db: Executor, userId: string) {
  return db
    .selectFrom('payments')
    .select(['id', 'amount_cents', 'description', 'mode', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
}
