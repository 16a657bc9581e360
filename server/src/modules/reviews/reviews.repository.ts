/** SQL for reviews. Counts are numbers on SQLite and strings on PostgreSQL: converted here. */
import type { Kysely } from 'kysely';
import type { Database, ReviewsTable } from '../../db/tables';

type Db = Kysely<Database>;

/** A review row with its author's display name and e-mail. */
export type ReviewRow = ReviewsTable & { username: string; email: string };

const withAuthor = (db: Db) =>
  db
    .selectFrom('reviews')
    .innerJoin('users', 'users.id', 'reviews.user_id')
    .selectAll('reviews')
    .select(['users.username', 'users.email']);

/** Count and mean rating of the approved reviews. */
export async function summarizeApproved(db: Db): Promise<{ count: number; average: number | null }> {
  const row = await db
    .selectFrom('reviews')
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.avg<number | string | null>('rating').as('average')])
    .where('status', '=', 'approved')
    .executeTakeFirst();
  const count = Number(row?.count ?? 0);
  return { count, average: count && row?.average != null ? Number(row.average) : null };
}

/** Approved reviews, newest approval first, `limit` from `offset`. */
export async function listApproved(db: Db, offset: number, limit: number): Promise<ReviewRow[]> {
  return withAuthor(db)
    .where('reviews.status', '=', 'approved')
    .orderBy('reviews.decided_at', 'desc')
    .orderBy('reviews.id')
    .offset(offset)
    .limit(limit)
    .execute();
}

/** Reviews in `status`, oldest submission first (the administrator's queue), at most `limit`. */
export async function listByStatus(db: Db, status: ReviewsTable['status'], limit: number): Promise<ReviewRow[]> {
  return withAuthor(db)
    .where('reviews.status', '=', status)
    .orderBy('reviews.submitted_at')
    .orderBy('reviews.id')
    .limit(limit)
    .execute();
}

export async function findReviewByUser(db: Db, userId: string): Promise<ReviewsTable | undefined> {
  return db.selectFrom('reviews').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function findReviewById(db: Db, id: string): Promise<ReviewRow | undefined> {
  return withAuthor(db).where('reviews.id', '=', id).executeTakeFirst();
}

/** Writes the user's one review (insert, or replace its words), waiting for approval again. */
export async function upsertReview(db: Db, row: ReviewsTable): Promise<void> {
  await db
    .insertInto('reviews')
    .values(row)
    .onConflict((conflict) =>
      conflict.column('user_id').doUpdateSet({
        rating: row.rating,
        body: row.body,
        location: row.location,
        status: row.status,
        submitted_at: row.submitted_at,
        decided_at: row.decided_at,
      }),
    )
    .execute();
}

export async function deleteReviewByUser(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('reviews').where('user_id', '=', userId).execute();
}

/**
 * Approves or rejects review `id`, only if it still has the words the administrator read
 * (`submittedAt`): a review changed meanwhile waits for a fresh decision.
 * @returns whether a row changed
 */
export async function setReviewStatus(
  db: Db,
  id: string,
  submittedAt: string,
  status: 'approved' | 'rejected',
  decidedAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable('reviews')
    .set({ status, decided_at: decidedAt })
    .where('id', '=', id)
    .where('submitted_at', '=', submittedAt)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
