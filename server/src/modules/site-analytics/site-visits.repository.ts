/** SQL for the cookie-less visit counts: today's salt and marks, the daily totals. */
import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/tables';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Today's salt, made on the first visit of the day; making it deletes every earlier day's salt and
 * visitor marks, so yesterday's hashes can no longer be linked to anyone.
 */
export async function readOrCreateDailySalt(db: Kysely<Database>, day: string): Promise<string> {
  const existing = await db.selectFrom('site_visit_salts').select('salt').where('day', '=', day).executeTakeFirst();
  if (existing) return existing.salt;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('site_visit_salts').where('day', '<', day).execute();
    await trx.deleteFrom('site_visitor_marks').where('day', '<', day).execute();
    await trx
      .insertInto('site_visit_salts')
      .values({ day, salt: randomBytes(32).toString('base64url') })
      .onConflict((conflict) => conflict.column('day').doNothing())
      .execute();
  });
  const created = await db
    .selectFrom('site_visit_salts')
    .select('salt')
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  return created.salt;
}

/** Deletes the salts and visitor marks of days before `day` (the daily clean-up job). */
export async function deleteVisitorTracesBefore(db: Kysely<Database>, day: string): Promise<void> {
  await db.deleteFrom('site_visit_salts').where('day', '<', day).execute();
  await db.deleteFrom('site_visitor_marks').where('day', '<', day).execute();
}

/** Marks a visitor as counted today in `scope`; true when they were not yet (a new unique visitor there). */
export async function markVisitor(db: Db, day: string, hash: string, scope: string): Promise<boolean> {
  const result = await db
    .insertInto('site_visitor_marks')
    .values({ day, visitor_hash: hash, scope })
    .onConflict((conflict) => conflict.columns(['day', 'visitor_hash', 'scope']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Adds one page view (and one visitor when `isNewVisitor`) to the site's total of `day`. */
export async function countSiteView(db: Db, day: string, isNewVisitor: boolean): Promise<void> {
  const visitors = isNewVisitor ? 1 : 0;
  await db
    .insertInto('site_daily_visitors')
    .values({ day, page_views: 1, visitors })
    .onConflict((conflict) =>
      conflict.column('day').doUpdateSet({
        page_views: sql`${sql.ref('site_daily_visitors.page_views')} + 1`,
        visitors: sql`${sql.ref('site_daily_visitors.visitors')} + ${visitors}`,
      }),
    )
    .execute();
}

/** Adds one view (and one visitor when `isNewVisitor`) to `path`'s total of `day`. */
export async function countPageView(db: Db, day: string, path: string, isNewVisitor: boolean): Promise<void> {
  const visitors = isNewVisitor ? 1 : 0;
  await db
    .insertInto('site_page_views')
    .values({ day, path, page_views: 1, visitors })
    .onConflict((conflict) =>
      conflict.columns(['day', 'path']).doUpdateSet({
        page_views: sql`${sql.ref('site_page_views.page_views')} + 1`,
        visitors: sql`${sql.ref('site_page_views.visitors')} + ${visitors}`,
      }),
    )
    .execute();
}
