/**
 * GET /api/admin/seo-audit, declared in
 * common/src/routes/seo-audit.ts: administrators only (the gate of access 'admin',
 * policies/admin.policy.ts).
 */
import type { FastifyInstance } from 'fastify';
import { seoAuditRoutes as routes } from '@heirloom/common/routes/seo-audit';
import type { SiteSettings } from '../../plugins/page-head';
import { implementRoute } from '../../plugins/declared-routes';
import { auditPublicPages } from './seo-audit.service';

/** Registers the audit route. */
export async function registerSeoAuditRoutes(app: FastifyInstance, site: SiteSettings) {
  implementRoute(app, routes.audit, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return auditPublicPages(site);
  });
}
