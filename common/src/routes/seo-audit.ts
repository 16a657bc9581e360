/** The SEO audit's route (server: modules/seo-audit): administrators only (access 'admin'). */
import { seoAuditSchema } from '../contracts/seo-audit';
import { defineRoute } from './define-route';

export const seoAuditRoutes = {
  audit: defineRoute({
    method: 'GET',
    path: '/api/admin/seo-audit',
    access: 'admin',
    summary: "Every public page's title and description lengths, canonical, robots, JSON-LD and sitemap presence",
    response: { 200: seoAuditSchema.describe('One row per public page, from the head the server writes') },
  }),
};
