/**
 * The site-analytics module's public surface (ARCHITECTURE.md "Modules"): the `site-analytics`
 * plugin — the cookie-less visit beacon, the conversion funnel and the home headline A/B test —
 * plus what the composition wires elsewhere: the headline each page's app config carries and the sign-up's
 * headline attribution.
 * Nothing else of this folder may be imported from outside it.
 */
import type { FastifyRequest } from 'fastify';
import type { PublicConfig } from '@heirloom/common/contracts/public-config';
import { defineModule } from '../../plugins/feature-module';
import { registerSiteAnalyticsAdminRoutes } from './site-analytics-admin.routes';
import type { SiteAnalyticsDependencies } from './site-analytics.deps';
import { registerSiteVisitRoutes, visitorSignals } from './site-visits.routes';
import { resolveHomeHeadline } from './site-visits.service';

export { VISITS_PER_MINUTE } from './site-visits.routes';
export { recordHeadlineSignUp } from './headline-tests.service';
export { createVisitorTracesCleanupJob } from './site-analytics.jobs';

/** The database, the clock and the admin audit log's writer. */
export type SiteAnalyticsModuleOptions = SiteAnalyticsDependencies;

/** The home headline for the visitor making `request` (embedded in index.html's app config). */
export function createHomeHeadlineResolver(
  deps: Pick<SiteAnalyticsDependencies, 'db' | 'clock'>,
): (request: FastifyRequest) => Promise<NonNullable<PublicConfig['headline']>> {
  return (request) => resolveHomeHeadline(deps, visitorSignals(request));
}

export const siteAnalyticsModule = defineModule<SiteAnalyticsModuleOptions>('site-analytics', async (app, options) => {
  await registerSiteVisitRoutes(app, options);
  await registerSiteAnalyticsAdminRoutes(app, options);
});
