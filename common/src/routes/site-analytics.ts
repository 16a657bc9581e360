/**
 * The site's own analytics routes (server: modules/site-analytics): the SPA's visit beacon (access
 * 'public', counted without cookies or stored addresses) and the operator pages' funnel and home
 * headline tests (access 'admin').
 */
import { noContentSchema } from '../contracts/api';
import {
  funnelQuerySchema,
  funnelSchema,
  headlineTestInputSchema,
  headlineTestParamsSchema,
  headlineTestSchema,
  headlineTestsSchema,
  visitRequestSchema,
} from '../contracts/site-analytics';
import { defineRoute } from './define-route';

export const siteAnalyticsRoutes = {
  recordVisit: defineRoute({
    method: 'POST',
    path: '/api/site/visits',
    access: 'public',
    summary: 'Count a page view (not counted with DNT or Sec-GPC, nor for crawlers)',
    body: visitRequestSchema,
    response: { 204: noContentSchema.describe('Received (counted or, as asked, not)') },
  }),
  funnel: defineRoute({
    method: 'GET',
    path: '/api/admin/funnel',
    access: 'admin',
    summary: 'Visitors → sign-ups → first message → paid over a period of UTC days (the last 30 by default)',
    query: funnelQuerySchema,
    response: { 200: funnelSchema.describe('The funnel with its daily series and top pages') },
  }),
  headlineTests: defineRoute({
    method: 'GET',
    path: '/api/admin/headline-tests',
    access: 'admin',
    summary: 'The current home headline and every headline test with its counts and verdict',
    response: { 200: headlineTestsSchema.describe('The headline and the tests, newest first') },
  }),
  startHeadlineTest: defineRoute({
    method: 'POST',
    path: '/api/admin/headline-tests',
    access: 'admin',
    summary: 'Start a test of the current headline (A) against a challenger (B); audited',
    body: headlineTestInputSchema,
    response: { 201: headlineTestSchema.describe('The running test') },
  }),
  stopHeadlineTest: defineRoute({
    method: 'POST',
    path: '/api/admin/headline-tests/:id/stop',
    access: 'admin',
    summary: 'Stop a running headline test (its counts stay); audited',
    params: headlineTestParamsSchema,
    response: { 200: headlineTestSchema.describe('The stopped test') },
  }),
  adoptHeadlineWinner: defineRoute({
    method: 'POST',
    path: '/api/admin/headline-tests/:id/adopt-winner',
    access: 'admin',
    summary: "Make the test's winner the home headline (only a winner by the 95% rule); audited",
    params: headlineTestParamsSchema,
    response: { 200: headlineTestSchema.describe('The test, stopped, with its adopted variant') },
  }),
};
