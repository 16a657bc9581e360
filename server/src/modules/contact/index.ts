/**
 * The contact module's public surface (ARCHITECTURE.md "Modules"): the `contact` plugin —
 * /contact's form, e-mailed to SUPPORT_EMAIL through the outbox with a copy to the sender.
 * Nothing else of this folder may be imported from outside it (ESLint zones).
 */
import { defineModule } from '../../plugins/feature-module';
import { registerContactRoutes } from './contact.routes';
import type { ContactDependencies } from './contact.service';

export { CONTACT_REQUESTS_PER_WINDOW } from './contact.routes';

/** The database, the clock, the product name and the support address (SUPPORT_EMAIL). */
export type ContactModuleOptions = ContactDependencies;

export const contactModule = defineModule<ContactModuleOptions>('contact', (app, options) =>
  registerContactRoutes(app, options),
);
