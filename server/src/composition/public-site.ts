/**
 * What the app serves outside /api (ARCHITECTURE.md "Request flow"): robots.txt and the sitemap,
 * and the built single-page app, each page's index.html carrying the app config the browser needs
 * (docs/decisions/016-public-pages-rendered-at-build-time.md).
 */
import type { FastifyInstance } from 'fastify';
import { registerCrawlerFiles } from '../plugins/crawler-files';
import { registerSpa } from '../plugins/spa-static';
import type { AppContext } from './app-context';
import type { CrossModuleHooks } from './cross-module-hooks';

/** Registers the crawler files and the SPA; register it after every module, since it answers the paths none does. */
export async function registerPublicSite(app: FastifyInstance, c: AppContext, hooks: CrossModuleHooks): Promise<void> {
  const { config } = c;
  registerCrawlerFiles(app, c.site.publicUrl);
  await registerSpa(
    app,
    c.folders.webRoot,
    async (request) => {
      // The admin's Content tab changes the figures and testimonials; the headline depends on the visitor.
      const [{ content }, headline] = await Promise.all([c.siteContent.read(), hooks.homeHeadline(request)]);
      return {
        productName: c.site.productName,
        supportEmail: config.supportEmail,
        supportPhone: config.supportPhone,
        legalEntity: config.legalEntity,
        printPartnerUrl: config.printPartnerUrl,
        claims: content.claims,
        testimonialVideo: content.testimonialVideo ?? undefined,
        testimonials: content.testimonials,
        headline,
      };
    },
    c.site.publicUrl,
  );
}
