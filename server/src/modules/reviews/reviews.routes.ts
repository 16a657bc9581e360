/**
 * Reviews, implementing the routes declared in common/src/routes/reviews.ts:
 * GET /api/reviews (anyone: the approved reviews and their aggregate), GET/PUT/DELETE
 * /api/reviews/mine (the signed-in user's own review), and the administrator's GET
 * /api/admin/reviews and POST /api/admin/reviews/:id/decision (the gate of access 'admin',
 * policies/admin.policy.ts, hands the handler the administrator).
 */
import type { FastifyInstance } from 'fastify';
import { reviewRoutes as routes } from '@heirloom/common/routes/reviews';
import { implementRoute } from '../../plugins/declared-routes';
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
  implementRoute(app, routes.published, async (request) => readPublishedReviews(deps, request.query.offset));

  implementRoute(app, routes.mine, async (_request, reply, user) => {
    reply.header('cache-control', 'no-store');
    return { review: await readMyReview(deps, user.id) };
  });

  implementRoute(app, routes.saveMine, async (request, _reply, user) => saveMyReview(deps, user.id, request.body), {
    // Counted per account (after the session is read), so a family behind one address is not one reviewer.
    rateLimit: {
      max: REVIEW_SAVES_PER_HOUR,
      timeWindow: 60 * 60 * 1000,
      hook: 'preHandler',
      keyGenerator: (request) => `user:${request.user?.id ?? request.ip}`,
    },
  });

  implementRoute(app, routes.deleteMine, async (_request, reply, user) => {
    await deleteMyReview(deps, user.id);
    return reply.code(204).send();
  });

  implementRoute(app, routes.adminList, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return listReviewsForAdmin(deps, request.query.status);
  });

  implementRoute(app, routes.decide, async (request, _reply, admin) =>
    decideReview(deps, admin.id, request.params.id, request.body.decision),
  );
}
