/** GET /api/admin/seo-audit (issue 14 item 6, /seo-enhancement): administrators only (policies/admin.policy.ts). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { seoAuditSchema } from '@heirloom/common/contracts/seo-audit';
import type { SiteSettings } from '../../plugins/page-head';
import { authorizeAdmin } from '../../policies/admin.policy';
import { auditPublicPages } from './seo-audit.service';

/** Registers the audit route. */
export async function registerSeoAuditRoutes(app: FastifyInstance, site: SiteSettings) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/seo-audit',
    {
      config: { access: 'admin' },
      schema: {
        summary: "Every public page's title and description lengths, canonical, robots, JSON-LD and sitemap presence",
        response: { 200: seoAuditSchema.describe('One row per public page, from the head the server writes') },
      },
    },
    async (request, reply) => {
      authorizeAdmin(request);
      reply.header('cache-control', 'no-store');
      return auditPublicPages(site);
    },
  );
}
