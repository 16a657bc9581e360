/**
 * The seo-audit module's public surface (ARCHITECTURE.md "Modules"): the `seo-audit` plugin — the
 * administrator's check of every public page's head and the sitemap.
 * Nothing else of this folder may be imported from outside it (ESLint zones).
 */
import { defineModule } from '../../plugins/feature-module';
import type { SiteSettings } from '../../plugins/page-head';
import { registerSeoAuditRoutes } from './seo-audit.routes';

/** The product name and public origin the heads and the sitemap are written with. */
export type SeoAuditModuleOptions = SiteSettings;

export const seoAuditModule = defineModule<SeoAuditModuleOptions>('seo-audit', (app, options) =>
  registerSeoAuditRoutes(app, { productName: options.productName, publicUrl: options.publicUrl }),
);
