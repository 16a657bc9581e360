/**
 * The routes of reviews (server: modules/reviews): the published reviews for anyone (access
 * 'public'), the signed-in user's own review (access 'session'), and the administrator's approval
 * queue (access 'admin').
 */
import { noContentSchema } from '../contracts/api';
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
} from '../contracts/reviews';
import { defineRoute } from './define-route';

export const reviewRoutes = {
  published: defineRoute({
    method: 'GET',
    path: '/api/reviews',
    access: 'public',
    summary: 'Published reviews, newest first, with the average of every published rating',
    query: reviewsQuerySchema,
    response: { 200: reviewsPageSchema.describe('The aggregate and one page of reviews') },
  }),
  mine: defineRoute({
    method: 'GET',
    path: '/api/reviews/mine',
    access: 'session',
    summary: 'My review and whether it is published',
    response: { 200: myReviewResponseSchema.describe('My review, or null before I write one') },
  }),
  saveMine: defineRoute({
    method: 'PUT',
    path: '/api/reviews/mine',
    access: 'session',
    summary: 'Write or change my review; it is published once an administrator approves it',
    body: reviewInputSchema,
    response: { 200: myReviewSchema.describe('My review, waiting for approval') },
  }),
  deleteMine: defineRoute({
    method: 'DELETE',
    path: '/api/reviews/mine',
    access: 'session',
    summary: 'Withdraw my review',
    response: { 204: noContentSchema.describe('Withdrawn') },
  }),
  adminList: defineRoute({
    method: 'GET',
    path: '/api/admin/reviews',
    access: 'admin',
    summary: 'Reviews in one state (pending by default: the approval queue, oldest first)',
    query: adminReviewsQuerySchema,
    response: { 200: adminReviewSchema.array().describe('Reviews with their authors') },
  }),
  decide: defineRoute({
    method: 'POST',
    path: '/api/admin/reviews/:id/decision',
    access: 'admin',
    summary: 'Approve (publish) or reject a review; audited',
    params: reviewParamsSchema,
    body: reviewDecisionSchema,
    response: { 200: adminReviewSchema.describe('The review with its new state') },
  }),
};
