/**
 * The operator's pages' calls (issue 14 item 6), administrators only (policies/admin.policy.ts):
 * GET /api/admin/funnel, and the home headline tests — GET/POST /api/admin/headline-tests,
 * POST /api/admin/headline-tests/:id/stop and /:id/adopt-winner.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import {
  funnelQuerySchema,
  funnelSchema,
  headlineTestInputSchema,
  headlineTestParamsSchema,
  headlineTestSchema,
  headlineTestsSchema,
} from '@heirloom/common/contracts/site-analytics';
import { authorizeAdmin } from '../../policies/admin.policy';
import { readFunnel } from './funnel.service';
import { adoptHeadlineWinner, readHeadlineTests, startHeadlineTest, stopHeadlineTest } from './headline-tests.service';
import type { SiteAnalyticsDependencies } from './site-analytics.deps';

export async function registerSiteAnalyticsAdminRoutes(
  app: FastifyInstance,
  deps: SiteAnalyticsDependencies,
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'admin' } as const;

  api.get(
    '/api/admin/funnel',
    {
      config,
      schema: {
        summary: 'Visitors → sign-ups → first message → paid over a period of UTC days (the last 30 by default)',
        querystring: funnelQuerySchema,
        response: { 200: funnelSchema.describe('The funnel with its daily series and top pages') },
      },
    },
    async (request, reply) => {
      authorizeAdmin(request);
      reply.header('cache-control', 'no-store');
      return readFunnel(deps, request.query);
    },
  );

  api.get(
    '/api/admin/headline-tests',
    {
      config,
      schema: {
        summary: 'The current home headline and every headline test with its counts and verdict',
        response: { 200: headlineTestsSchema.describe('The headline and the tests, newest first') },
      },
    },
    async (request, reply) => {
      authorizeAdmin(request);
      reply.header('cache-control', 'no-store');
      return readHeadlineTests(deps);
    },
  );

  api.post(
    '/api/admin/headline-tests',
    {
      config,
      schema: {
        summary: 'Start a test of the current headline (A) against a challenger (B); audited',
        body: headlineTestInputSchema,
        response: { 201: headlineTestSchema.describe('The running test') },
      },
    },
    async (request, reply) => {
      const admin = authorizeAdmin(request);
      return reply.code(201).send(await startHeadlineTest(deps, admin.id, request.body.variantB));
    },
  );

  api.post(
    '/api/admin/headline-tests/:id/stop',
    {
      config,
      schema: {
        summary: 'Stop a running headline test (its counts stay); audited',
        params: headlineTestParamsSchema,
        response: { 200: headlineTestSchema.describe('The stopped test') },
      },
    },
    async (request) => stopHeadlineTest(deps, authorizeAdmin(request).id, request.params.id),
  );

  api.post(
    '/api/admin/headline-tests/:id/adopt-winner',
    {
      config,
      schema: {
        summary: "Make the test's winner the home headline (only a winner by the 95% rule); audited",
        params: headlineTestParamsSchema,
        response: { 200: headlineTestSchema.describe('The test, stopped, with its adopted variant') },
      },
    },
    async (request) => adoptHeadlineWinner(deps, authorizeAdmin(request).id, request.params.id),
  );
}
