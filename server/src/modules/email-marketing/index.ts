/**
 * The email-marketing module's public surface (ARCHITECTURE.md "Modules"): the operator's
 * newsletter — the administrator's /api/admin/newsletter/issues calls, the issues' unsubscribe link
 * /api/newsletter/unsubscribe, and the "decide recipients" job the send queues.
 * Nothing else of this folder may be imported from outside it (ESLint zones).
 */
import { defineModule } from '../../plugins/feature-module';
import { createRecipientsJob } from './email-marketing.jobs';
import { registerEmailMarketingRoutes } from './email-marketing.routes';
import type { EmailMarketingDependencies } from './email-marketing.service';
import { registerNewsletterUnsubscribeRoutes } from './newsletter-unsubscribe.routes';

/** The database, clock, admin settings, link key, product name and address, and the admin audit log's writer. */
export type EmailMarketingModuleOptions = EmailMarketingDependencies;

/** The module's plugin and its recipients job (for the job list, composition/app-jobs.ts). */
export function createEmailMarketingModule(options: EmailMarketingModuleOptions) {
  return {
    plugin: defineModule('email-marketing', async (app) => {
      await registerEmailMarketingRoutes(app, options);
      await registerNewsletterUnsubscribeRoutes(app, options);
    }),
    recipientsJob: createRecipientsJob(options),
  };
}
