/**
 * POST /api/site/visits { path } → 204: the SPA's visit beacon, once per page view (declared in common/src/routes/site-analytics.ts).
 * No cookie is read or set for counting and no address is stored (visitor-hash.ts); DNT and GPC
 * are honoured by not counting. It needs the CSRF token like every write (the presence counter's way).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { siteAnalyticsRoutes as routes } from '@heirloom/common/routes/site-analytics';
import { implementRoute } from '../../plugins/declared-routes';
import type { SiteAnalyticsDependencies } from './site-analytics.deps';
import { recordVisit } from './site-visits.service';
import type { VisitorSignals } from './visitor-hash';

/** Visit beacons one network address may send in a minute: page views of a household or an office. */
export const VISITS_PER_MINUTE = 120;

/** The request's address, User-Agent and tracking preferences. */
export function visitorSignals(request: FastifyRequest): VisitorSignals {
  const header = (name: string) => [request.headers[name]].flat()[0];
  return {
    address: request.ip,
    userAgent: header('user-agent'),
    doNotTrack: header('dnt'),
    globalPrivacyControl: header('sec-gpc'),
  };
}

export async function registerSiteVisitRoutes(app: FastifyInstance, deps: SiteAnalyticsDependencies): Promise<void> {
  implementRoute(
    app,
    routes.recordVisit,
    async (request, reply) => {
      await recordVisit(deps, request.body.path, visitorSignals(request));
      return reply.code(204).send();
    },
    { rateLimit: { max: VISITS_PER_MINUTE, timeWindow: 60_000 } },
  );
}
