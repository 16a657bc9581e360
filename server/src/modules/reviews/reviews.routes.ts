/**
 * Reviews (issue 14 item 2): GET /api/reviews (anyone: the approved reviews and their aggregate),
 * GET/PUT/DELETE /api/reviews/mine (the signed-in user's own review), and the administrator's
 * GET /api/admin/reviews and POST /api/admin/reviews/:id/decision (policies/admin.policy.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { noContentSchema } from '@heirloom/common/contracts/api';
import {
  adminReviewSchema,
  adminReviewsQuerySchema,
  myReviewResponseSchema,
  myReviewSchema,
  reviewDecisionSchema,
  reviewInputSchema,
  reviewParamsSchema,
  reviewsPageSchema,
  reviewsQuerySchema,
} from '@heirloom/common/contracts/reviews';
import { requireUser } from '../../plugins/current-user';
import { authorizeAdmin } from '../../policies/admin.policy';
import {
  decideReview,
  deleteMyReview,
  listReviewsForAdmin,
  readMyReview,
  readPublishedReviews,
  saveMyReview,
  type ReviewsDependencies,
} from './reviews.service';

/** Review saves one account may make in an hour: enough to fix a typo, not to flood the queue. */
export const REVIEW_SAVES_PER_HOUR = 10;

export async function registerReviewsRoutes(app: FastifyInstance, deps: ReviewsDependencies): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const session = { access: 'session' } as const;
  const admin = { access: 'admin' } as const;

  api.get(
    '/api/reviews',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Published reviews, newest first, with the average of every published rating',
        querystring: reviewsQuerySchema,
        response: { 200: reviewsPageSchema.describe('The aggregate and one page of reviews') },
      },
    },
    async (request) => readPublishedReviews(deps, request.query.offset),
  );

  api.get(
    '/api/reviews/mine',
    {
      config: session,
      schema: {
        summary: 'My review and whether it is published',
        response: { 200: myReviewResponseSchema.describe('My review, or null before I write one') },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { review: await readMyReview(deps, requireUser(request).id) };
    },
  );

  api.put(
    '/api/reviews/mine',
    {
      config: {
        ...session,
        // Counted per account (after the session is read), so a family behind one address is not one reviewer.
        rateLimit: {
          max: REVIEW_SAVES_PER_HOUR,
          timeWindow: 60 * 60 * 1000,
          hook: 'preHandler',
          keyGenerator: (request) => `user:${request.user?.id ?? request.ip}`,
        },
      },
      schema: {
        summary: 'Write or change my review; it is published once an administrator approves it',
        body: reviewInputSchema,
        response: { 200: myReviewSchema.describe('My review, waiting for approval') },
      },
    },
    async (request) => saveMyReview(deps, requireUser(request).id, request.body),
  );

  api.delete(
    '/api/reviews/mine',
    {
      config: session,
      schema: { summary: 'Withdraw my review', response: { 204: noContentSchema.describe('Withdrawn') } },
    },
    async (request, reply) => {
      await deleteMyReview(deps, requireUser(request).id);
      return reply.code(204).send();
    },
  );

  api.get(
    '/api/admin/reviews',
    {
      config: admin,
      schema: {
        summary: 'Reviews in one state (pending by default: the approval queue, oldest first)',
        querystring: adminReviewsQuerySchema,
        response: { 200: adminReviewSchema.array().describe('Reviews with their authors') },
      },
    },
    async (request, reply) => {
      authorizeAdmin(request);
      reply.header('cache-control', 'no-store');
      return listReviewsForAdmin(deps, request.query.status);
    },
  );

  api.post(
    '/api/admin/reviews/:id/decision',
    {
      config: admin,
      schema: {
        summary: 'Approve (publish) or reject a review; audited',
        params: reviewParamsSchema,
        body: reviewDecisionSchema,
        response: { 200: adminReviewSchema.describe('The review with its new state') },
      },
    },
    async (request) => decideReview(deps, authorizeAdmin(request).id, request.params.id, request.body.decision),
  );
}
