/**
 * Reviews (/reviews): real reviews only — a signed-in user's rating and words, published once an
 * administrator approves them in the admin panel's Content tab. The aggregate a visitor sees is
 * computed from the approved reviews (docs/product/marketing-and-figures.md "Numbers shown to
 * visitors are never invented"); the operator's configured rating claim is shown beside it,
 * labelled as such.
 */
import { z } from 'zod';

export const REVIEW_LIMITS = {
  /** Characters of the review's words, after trimming. */
  bodyMin: 20,
  bodyMax: 2000,
  locationMax: 100,
  /** Approved reviews per page of GET /api/reviews. */
  pageSize: 20,
} as const;

export const REVIEW_MESSAGES = {
  ratingRequired: 'Please choose a rating from 1 to 5 stars.',
  bodyTooShort: `Please write at least ${REVIEW_LIMITS.bodyMin} characters about your experience.`,
  bodyTooLong: `Please keep your review under ${REVIEW_LIMITS.bodyMax} characters.`,
  locationTooLong: `Please keep the place under ${REVIEW_LIMITS.locationMax} characters.`,
  notFound: 'We could not find that review.',
} as const;

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** PUT /api/reviews/mine: the signed-in user's review, new or changed (a change waits for approval again). */
export const reviewInputSchema = z.object({
  rating: z
    .number({ error: REVIEW_MESSAGES.ratingRequired })
    .int(REVIEW_MESSAGES.ratingRequired)
    .min(1, REVIEW_MESSAGES.ratingRequired)
    .max(5, REVIEW_MESSAGES.ratingRequired),
  body: z
    .string()
    .trim()
    .min(REVIEW_LIMITS.bodyMin, REVIEW_MESSAGES.bodyTooShort)
    .max(REVIEW_LIMITS.bodyMax, REVIEW_MESSAGES.bodyTooLong),
  location: z.string().trim().max(REVIEW_LIMITS.locationMax, REVIEW_MESSAGES.locationTooLong).default(''),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

/** An approved review as visitors see it: the reviewer's display name, never their e-mail. */
export const publicReviewSchema = z.object({
  id: z.string(),
  name: z.string(),
  location: z.string(),
  rating: z.number(),
  body: z.string(),
  /** When it was approved, ISO-8601. */
  publishedAt: z.string(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** GET /api/reviews query. */
export const reviewsQuerySchema = z.object({ offset: z.coerce.number<number>().int().min(0).default(0) });

/** GET /api/reviews: the aggregate of every approved review, then one page of them, newest first. */
export const reviewsPageSchema = z.object({
  summary: z.object({
    /** Mean of the approved ratings to one decimal; null while there are none. */
    average: z.number().nullable(),
    count: z.number(),
  }),
  reviews: z.array(publicReviewSchema),
  nextOffset: z.number().nullable(),
});
export type ReviewsPage = z.infer<typeof reviewsPageSchema>;

/** GET/PUT /api/reviews/mine. */
export const myReviewSchema = z.object({
  rating: z.number(),
  body: z.string(),
  location: z.string(),
  status: z.enum(REVIEW_STATUSES),
  submittedAt: z.string(),
});
export const myReviewResponseSchema = z.object({ review: myReviewSchema.nullable() });
export type MyReview = z.infer<typeof myReviewSchema>;

/** GET /api/admin/reviews query: which reviews to list. */
export const adminReviewsQuerySchema = z.object({ status: z.enum(REVIEW_STATUSES).default('pending') });

/** A review as the administrator sees it, with who wrote it. */
export const adminReviewSchema = publicReviewSchema.omit({ publishedAt: true }).extend({
  email: z.string(),
  status: z.enum(REVIEW_STATUSES),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const reviewParamsSchema = z.object({ id: z.uuid({ error: REVIEW_MESSAGES.notFound }) });

/** POST /api/admin/reviews/:id/decision. */
export const reviewDecisionSchema = z.object({ decision: z.enum(['approve', 'reject']) });
