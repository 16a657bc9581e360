/**
 * The newsletter module's public surface (ARCHITECTURE.md "Modules"): the `newsletter` plugin — the
 * blog newsletter's double opt-in subscription.
 * Nothing else of this folder may be imported from outside it (ESLint zones).
 */
import { defineModule } from '../../plugins/feature-module';
import { registerNewsletterRoutes } from './newsletter.routes';
import type { NewsletterDependencies } from './newsletter.service';

export { NEWSLETTER_REQUESTS_PER_WINDOW } from './newsletter.routes';

/** The database, the clock, and the product name and address the confirmation e-mail uses. */
export type NewsletterModuleOptions = NewsletterDependencies;

export const newsletterModule = defineModule<NewsletterModuleOptions>('newsletter', (app, options) =>
  registerNewsletterRoutes(app, options),
);
