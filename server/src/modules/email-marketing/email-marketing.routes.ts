/**
 * The administrator's newsletter calls (issue 14 item 6, /email-marketing), every one access
 * 'admin' (policies/admin.policy.ts): GET /api/admin/newsletter/issues (the issues and their
 * progress), POST and PUT drafts, DELETE a draft, POST …/test (a copy to the administrator) and
 * POST …/send (to every confirmed subscriber, through the job queue).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { messageResponseSchema, noContentSchema } from '@heirloom/common/contracts/api';
import { errorResponseSchema } from '@heirloom/common/contracts/auth';
import {
  newsletterIssueInputSchema,
  newsletterIssueParamsSchema,
  newsletterIssueSchema,
  newsletterIssuesOverviewSchema,
} from '@heirloom/common/contracts/email-marketing';
import { authorizeAdmin } from '../../policies/admin.policy';
import {
  createDraft,
  discardDraft,
  readOverview,
  sendIssue,
  sendTest,
  updateDraft,
  type EmailMarketingDependencies,
} from './email-marketing.service';

/** Registers the administrator's newsletter routes. */
export async function registerEmailMarketingRoutes(app: FastifyInstance, deps: EmailMarketingDependencies) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'admin' } as const;

  api.get(
    '/api/admin/newsletter/issues',
    {
      config,
      schema: {
        summary: 'Newsletter issues, newest first, with their progress and the confirmed subscriber count',
        response: { 200: newsletterIssuesOverviewSchema.describe('Issues and what the compose page needs') },
      },
    },
    async (request, reply) => {
      const admin = authorizeAdmin(request);
      reply.header('cache-control', 'no-store');
      return readOverview(deps, admin);
    },
  );

  api.post(
    '/api/admin/newsletter/issues',
    {
      config,
      schema: {
        summary: 'Save a new draft issue (subject and markdown body)',
        body: newsletterIssueInputSchema,
        response: { 201: newsletterIssueSchema.describe('The draft') },
      },
    },
    async (request, reply) => reply.code(201).send(await createDraft(deps, authorizeAdmin(request).id, request.body)),
  );

  api.put(
    '/api/admin/newsletter/issues/:id',
    {
      config,
      schema: {
        summary: 'Change a draft issue',
        params: newsletterIssueParamsSchema,
        body: newsletterIssueInputSchema,
        response: {
          200: newsletterIssueSchema.describe('The changed draft'),
          409: errorResponseSchema.describe('The issue has been sent'),
        },
      },
    },
    async (request) => {
      authorizeAdmin(request);
      return updateDraft(deps, request.params.id, request.body);
    },
  );

  api.delete(
    '/api/admin/newsletter/issues/:id',
    {
      config,
      schema: {
        summary: 'Discard a draft issue',
        params: newsletterIssueParamsSchema,
        response: {
          204: noContentSchema.describe('Discarded'),
          409: errorResponseSchema.describe('The issue has been sent'),
        },
      },
    },
    async (request, reply) => {
      authorizeAdmin(request);
      await discardDraft(deps, request.params.id);
      return reply.code(204).send();
    },
  );

  api.post(
    '/api/admin/newsletter/issues/:id/test',
    {
      config,
      schema: {
        summary: "Send a test of the issue to the administrator's own address",
        params: newsletterIssueParamsSchema,
        response: {
          202: messageResponseSchema.describe('The test is on its way'),
          409: errorResponseSchema.describe('Optional e-mail is paused by the admin settings'),
        },
      },
    },
    async (request, reply) => {
      const admin = authorizeAdmin(request);
      return reply.code(202).send({ message: await sendTest(deps, admin, request.params.id) });
    },
  );

  api.post(
    '/api/admin/newsletter/issues/:id/send',
    {
      config,
      schema: {
        summary: 'Send the issue to every confirmed subscriber (through the job queue); audited',
        params: newsletterIssueParamsSchema,
        response: {
          202: newsletterIssueSchema.describe('The issue, now sending'),
          409: errorResponseSchema.describe('Sent already, paused, or no confirmed subscriber'),
        },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await sendIssue(deps, authorizeAdmin(request).id, request.params.id)),
  );
}
