/** SQL for newsletter subscriptions. */
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, NewsletterSubscriptionsTable } from '../../db/tables';

export type SubscriptionRow = Selectable<NewsletterSubscriptionsTable>;
type Executor = Kysely<Database> | Transaction<Database>;

export function findSubscriptionByEmail(db: Executor, email: string): Promise<SubscriptionRow | undefined> {
  return db.selectFrom('newsletter_subscriptions').selectAll().where('email', '=', email).executeTakeFirst();
}

/** Inserts a subscription, or replaces a pending one's token and request time. */
export async function saveSubscription(db: Executor, row: SubscriptionRow): Promise<void> {
  await db
    .insertInto('newsletter_subscriptions')
    .values(row)
    .onConflict((conflict) =>
      conflict
        .column('email')
        .doUpdateSet({ confirm_token_hash: row.confirm_token_hash, requested_at: row.requested_at }),
    )
    .execute();
}

/** Confirms the subscription of a token. @returns false for an unknown or used token */
export async function confirmSubscription(db: Executor, tokenHash: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('newsletter_subscriptions')
    .set({ status: 'confirmed', confirmed_at: at, confirm_token_hash: null })
    .where('confirm_token_hash', '=', tokenHash)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
