/** The public shapes of a review (common/contracts/reviews.ts): visitors never see an e-mail. */
import type { AdminReview, MyReview, PublicReview } from '@heirloom/common/contracts/reviews';
import type { ReviewsTable } from '../../db/tables';
import type { ReviewRow } from './reviews.repository';

export const presentPublicReview = (row: ReviewRow): PublicReview => ({
  id: row.id,
  name: row.username,
  location: row.location,
  rating: row.rating,
  body: row.body,
  publishedAt: row.decided_at ?? row.submitted_at,
});

export const presentMyReview = (row: ReviewsTable): MyReview => ({
  rating: row.rating,
  body: row.body,
  location: row.location,
  status: row.status,
  submittedAt: row.submitted_at,
});

export const presentAdminReview = (row: ReviewRow): AdminReview => ({
  id: row.id,
  name: row.username,
  email: row.email,
  location: row.location,
  rating: row.rating,
  body: row.body,
  status: row.status,
  submittedAt: row.submitted_at,
  decidedAt: row.decided_at,
});
