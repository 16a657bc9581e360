/**
 * The reviews module's public surface (ARCHITECTURE.md "Modules"): the `reviews` plugin —
 * /api/reviews for visitors and reviewers, /api/admin/reviews for the approval queue.
 * Nothing else of this folder may be imported from outside it (ESLint zones).
 */
import { defineModule } from '../../plugins/feature-module';
import { registerReviewsRoutes } from './reviews.routes';
import type { ReviewsDependencies } from './reviews.service';

export { REVIEW_SAVES_PER_HOUR } from './reviews.routes';

/** The database, the clock and the admin audit log's writer. */
export type ReviewsModuleOptions = ReviewsDependencies;

export const reviewsModule = defineModule<ReviewsModuleOptions>('reviews', (app, options) =>
  registerReviewsRoutes(app, options),
);
