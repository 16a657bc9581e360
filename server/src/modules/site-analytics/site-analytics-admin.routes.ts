/**
 * The operator's pages' calls, implementing the admin routes declared in
 * common/src/routes/site-analytics.ts: GET /api/admin/funnel, and the home headline tests —
 * GET/POST /api/admin/headline-tests, POST /api/admin/headline-tests/:id/stop and /:id/adopt-winner.
 * Administrators only: the gate of access 'admin' (policies/admin.policy.ts) hands each handler the
 * administrator making the call.
 */
import type { FastifyInstance } from 'fastify';
import { siteAnalyticsRoutes as routes } from '@heirloom/common/routes/site-analytics';
import { implementRoute } from '../../plugins/declared-routes';
import { readFunnel } from './funnel.service';
import { adoptHeadlineWinner, readHeadlineTests, startHeadlineTest, stopHeadlineTest } from './headline-tests.service';
import type { SiteAnalyticsDependencies } from './site-analytics.deps';

export async function registerSiteAnalyticsAdminRoutes(
  app: FastifyInstance,
  deps: SiteAnalyticsDependencies,
): Promise<void> {
  implementRoute(app, routes.funnel, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return readFunnel(deps, request.query);
  });

  implementRoute(app, routes.headlineTests, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return readHeadlineTests(deps);
  });

  implementRoute(app, routes.startHeadlineTest, async (request, reply, admin) =>
    reply.code(201).send(await startHeadlineTest(deps, admin.id, request.body.variantB)),
  );

  implementRoute(app, routes.stopHeadlineTest, async (request, _reply, admin) =>
    stopHeadlineTest(deps, admin.id, request.params.id),
  );

  implementRoute(app, routes.adoptHeadlineWinner, async (request, _reply, admin) =>
    adoptHeadlineWinner(deps, admin.id, request.params.id),
  );
}
