/**
 * SQL for the conversion funnel (docs/product/marketing-and-figures.md "The operator's four
 * tools"): visitors from the daily counts; sign-ups, first messages and payments from the users,
 * messages and payments tables. Instants are ISO-8601 text, so a UTC day is the first 10 characters
 * on both dialects.
 */
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { Database } from '../../db/tables';

/** Accounts the funnel follows: not administrators, and not the demo family's accounts. */
const isFunnelAccount = (eb: ExpressionBuilder<Database, 'users'>) =>
  eb.and([
    eb('users.role', '!=', 'admin'),
    eb.not(
      eb.exists(
        eb
          .selectFrom('demo_accounts')
          .select('demo_accounts.user_id')
          .whereRef('demo_accounts.user_id', '=', 'users.id'),
      ),
    ),
  ]);

/** [start, end) instants of the UTC days `from`..`to` (both included). */
export interface Period {
  from: string;
  to: string;
  startAt: string;
  endAt: string;
}

/** Daily unique visitors and page views of the period, by day. */
export async function readDailyVisitors(db: Kysely<Database>, period: Period) {
  return db
    .selectFrom('site_daily_visitors')
    .select(['day', 'visitors', 'page_views'])
    .where('day', '>=', period.from)
    .where('day', '<=', period.to)
    .execute();
}

/** Accounts created in the period (administrators and demo accounts left out), per UTC day. */
export async function readDailySignUps(db: Kysely<Database>, period: Period): Promise<Map<string, number>> {
  const day = sql<string>`substr(${sql.ref('created_at')}, 1, 10)`;
  const rows = await db
    .selectFrom('users')
    .select([day.as('day'), (eb) => eb.fn.countAll<number | string>().as('count')])
    .where(isFunnelAccount)
    .where('created_at', '>=', period.startAt)
    .where('created_at', '<', period.endAt)
    .groupBy(day)
    .execute();
  return new Map(rows.map((row) => [row.day, Number(row.count)]));
}

/**
 * Of the accounts created in the period (administrators and demo accounts left out): how many have scheduled a
 * message (one now scheduled or delivered), and how many have paid (a payment above zero).
 */
export async function readCohortProgress(db: Kysely<Database>, period: Period) {
  const row = await db
    .selectFrom('users')
    .select((eb) => [
      eb.fn
        .countAll<number | string>()
        .filterWhere(
          eb.exists(
            eb
              .selectFrom('messages')
              .select('messages.id')
              .whereRef('messages.owner_id', '=', 'users.id')
              .where('messages.status', 'in', ['scheduled', 'delivered']),
          ),
        )
        .as('withMessage'),
      eb.fn
        .countAll<number | string>()
        .filterWhere(
          eb.exists(
            eb
              .selectFrom('payments')
              .select('payments.id')
              .whereRef('payments.user_id', '=', 'users.id')
              .where('payments.amount_cents', '>', 0),
          ),
        )
        .as('paid'),
    ])
    .where(isFunnelAccount)
    .where('users.created_at', '>=', period.startAt)
    .where('users.created_at', '<', period.endAt)
    .executeTakeFirstOrThrow();
  return { withMessage: Number(row.withMessage), paid: Number(row.paid) };
}

/** The period's most viewed pages (at most `limit`). */
export async function readTopPages(db: Kysely<Database>, period: Period, limit: number) {
  const rows = await db
    .selectFrom('site_page_views')
    .select((eb) => [
      'path',
      eb.fn.sum<number | string>('page_views').as('pageViews'),
      eb.fn.sum<number | string>('visitors').as('visitors'),
    ])
    .where('day', '>=', period.from)
    .where('day', '<=', period.to)
    .groupBy('path')
    .orderBy('pageViews', 'desc')
    .orderBy('path')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ path: row.path, pageViews: Number(row.pageViews), visitors: Number(row.visitors) }));
}
