/**
 * Reviews (docs/product/marketing-and-figures.md "Testimonials"): each signed-in user keeps one
 * review; it is published only after an administrator approves it, and any change sends it back for
 * approval. The aggregate visitors see comes from the approved reviews alone
 * (docs/product/marketing-and-figures.md "Numbers shown to visitors are never invented"). Every
 * decision is written to the admin audit log. Knows nothing of HTTP.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  type AdminReview,
  type MyReview,
  type ReviewsPage,
  type ReviewStatus,
} from '@heirloom/common/contracts/reviews';
import type { Database } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { presentAdminReview, presentMyReview, presentPublicReview } from './reviews.presenter';
import {
  deleteReviewByUser,
  findReviewById,
  findReviewByUser,
  listApproved,
  listByStatus,
  setReviewStatus,
  summarizeApproved,
  upsertReview,
} from './reviews.repository';

export interface ReviewsDependencies {
  db: Kysely<Database>;
  clock: Clock;
  /** Writes one administrator action to the admin audit log (modules/admin's recordAdminAction). */
  recordAdminAction: (entry: { adminId: string; action: string; target: string | null; at: string }) => Promise<void>;
}

/** Reviews an administrator's queue shows at once. */
const ADMIN_LIST_LIMIT = 200;

/** GET /api/reviews: the aggregate of every approved review and one page of them. */
export async function readPublishedReviews(deps: ReviewsDependencies, offset: number): Promise<ReviewsPage> {
  const [summary, rows] = await Promise.all([
    summarizeApproved(deps.db),
    listApproved(deps.db, offset, REVIEW_LIMITS.pageSize + 1),
  ]);
  const page = rows.slice(0, REVIEW_LIMITS.pageSize);
  return {
    summary: { count: summary.count, average: summary.average === null ? null : Math.round(summary.average * 10) / 10 },
    reviews: page.map(presentPublicReview),
    nextOffset: rows.length > REVIEW_LIMITS.pageSize ? offset + REVIEW_LIMITS.pageSize : null,
  };
}

export async function readMyReview(deps: ReviewsDependencies, userId: string): Promise<MyReview | null> {
  const row = await findReviewByUser(deps.db, userId);
  return row ? presentMyReview(row) : null;
}

/** Saves the user's review (validated by reviewInputSchema); it waits for an administrator's approval. */
export async function saveMyReview(
  deps: ReviewsDependencies,
  userId: string,
  input: { rating: number; body: string; location: string },
): Promise<MyReview> {
  const existing = await findReviewByUser(deps.db, userId);
  await upsertReview(deps.db, {
    id: existing?.id ?? randomUUID(),
    user_id: userId,
    rating: input.rating,
    body: input.body,
    location: input.location,
    status: 'pending',
    submitted_at: deps.clock.now().toISOString(),
    decided_at: null,
  });
  return presentMyReview((await findReviewByUser(deps.db, userId))!);
}

/** Withdraws the user's review, published or not. Idempotent. */
export async function deleteMyReview(deps: ReviewsDependencies, userId: string): Promise<void> {
  await deleteReviewByUser(deps.db, userId);
}

export async function listReviewsForAdmin(deps: ReviewsDependencies, status: ReviewStatus): Promise<AdminReview[]> {
  return (await listByStatus(deps.db, status, ADMIN_LIST_LIMIT)).map(presentAdminReview);
}

/**
 * Approves or rejects review `reviewId` as administrator `adminId`, audited as `review.approve` or
 * `review.reject`.
 * @throws AppError not_found when there is no such review
 * @throws AppError conflict when its author changed it meanwhile (read it again, then decide)
 */
export async function decideReview(
  deps: ReviewsDependencies,
  adminId: string,
  reviewId: string,
  decision: 'approve' | 'reject',
): Promise<AdminReview> {
  const review = await findReviewById(deps.db, reviewId);
  if (!review) throw new AppError('not_found', REVIEW_MESSAGES.notFound);
  const at = deps.clock.now().toISOString();
  const status = decision === 'approve' ? 'approved' : 'rejected';
  if (!(await setReviewStatus(deps.db, reviewId, review.submitted_at, status, at))) {
    throw new AppError('conflict', 'This review was changed by its author just now. Read it again before deciding.');
  }
  await deps.recordAdminAction({ adminId, action: `review.${decision}`, target: reviewId, at });
  return presentAdminReview((await findReviewById(deps.db, reviewId))!);
}
