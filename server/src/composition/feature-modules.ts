/**
 * The feature modules, in registration order, one line each (ARCHITECTURE.md "Modules";
 * docs/decisions/007-module-plugins-and-import-zones.md): a module's plugin with its options (from
 * the app's context, the cross-module hooks, and module-options.ts when they do not fit on the
 * line), or what its factory made (its plugin and its jobs). A new module is one more line.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyPluginOptions } from 'fastify';
import { createAccountExportModule } from '../modules/account-export';
import { adminModule } from '../modules/admin';
import { authModule } from '../modules/auth';
import { billingModule } from '../modules/billing';
import { circleModule } from '../modules/circle';
import { contactModule } from '../modules/contact';
import { createDemoModule } from '../modules/demo';
import { createEmailMarketingModule } from '../modules/email-marketing';
import { createFamilyTreeModule } from '../modules/family-tree';
import { lastWishesModule } from '../modules/last-wishes';
import { legacyModule } from '../modules/legacy';
import { lifeEventsModule } from '../modules/life-events';
import { mediaModule } from '../modules/media';
import { messagesModule, sealPlainLetters } from '../modules/messages';
import { newsletterModule } from '../modules/newsletter';
import { notificationsModule } from '../modules/notifications';
import { presenceModule } from '../modules/presence';
import { quizResultsModule } from '../modules/quiz-results';
import { createRecipesModule } from '../modules/recipes';
import { reviewsModule } from '../modules/reviews';
import { createScrapbooksModule } from '../modules/scrapbooks';
import { seoAuditModule } from '../modules/seo-audit';
import { shareLinksModule } from '../modules/share-links';
import { siteAnalyticsModule } from '../modules/site-analytics';
import { systemModule } from '../modules/system';
import { createTimeCapsulesModule } from '../modules/time-capsules';
import { createVaultModule } from '../modules/vault';
import type { AppContext } from './app-context';
import { createCrossModuleHooks } from './cross-module-hooks';
import {
  accountExportOptions,
  adminOptions,
  auditedOptions,
  authOptions,
  billingOptions,
  contactOptions,
  demoOptions,
  emailMarketingOptions,
  familyTreeOptions,
  lastWishesOptions,
  legacyOptions,
  lifeEventsOptions,
  mediaOptions,
  messagesOptions,
  recipesOptions,
  scrapbooksOptions,
  shareLinksOptions,
  systemOptions,
  timeCapsulesOptions,
  vaultOptions,
} from './module-options';

/** A module exported as a plugin, with the options it is registered with. */
const plugin = <Options extends FastifyPluginOptions>(module: FastifyPluginAsync<Options>, options: Options) => ({
  options,
  register: async (app: FastifyInstance) => {
    await app.register(module, options);
  },
});

/** A module its factory made: its plugin, and its jobs and functions for the rest of the app. */
const made = <Module extends { plugin: FastifyPluginAsync }>(module: Module) => ({
  ...module,
  register: async (app: FastifyInstance) => {
    await app.register(module.plugin);
  },
});

/**
 * Makes and registers every feature module on `app`. The messages module's options and the recipes
 * module come first: the cross-module hooks call into them.
 * @returns the modules, by name, and the hooks, for the jobs (app-jobs.ts)
 */
export async function registerFeatureModules(app: FastifyInstance, c: AppContext) {
  const messages = plugin(messagesModule, messagesOptions(c));
  const recipes = made(createRecipesModule(recipesOptions(c)));
  const hooks = createCrossModuleHooks(app, c, { messages: messages.options, recipes });
  const modules = {
    auth: plugin(authModule, authOptions(c, hooks)),
    media: plugin(mediaModule, mediaOptions(c)),
    messages,
    lifeEvents: plugin(lifeEventsModule, lifeEventsOptions(c)),
    vault: made(createVaultModule(vaultOptions(c, hooks))),
    familyTree: made(createFamilyTreeModule(familyTreeOptions(c, hooks))),
    timeCapsules: made(createTimeCapsulesModule(timeCapsulesOptions(c))),
    scrapbooks: made(createScrapbooksModule(scrapbooksOptions(c, hooks))),
    recipes,
    presence: plugin(presenceModule, { db: c.db, clock: c.clock }),
    siteAnalytics: plugin(siteAnalyticsModule, auditedOptions(c, hooks)),
    system: plugin(systemModule, await systemOptions(c)),
    circle: plugin(circleModule, { db: c.db, clock: c.clock, email: c.site, consent: c.consent }),
    notifications: plugin(notificationsModule, { consent: c.consent, linkSecret: c.linkSecret }),
    shareLinks: plugin(shareLinksModule, shareLinksOptions(c)),
    billing: plugin(billingModule, billingOptions(c)),
    lastWishes: plugin(lastWishesModule, lastWishesOptions(c, hooks)),
    accountExport: made(createAccountExportModule(accountExportOptions(c, hooks))),
    admin: plugin(adminModule, adminOptions(c, hooks)),
    newsletter: plugin(newsletterModule, { db: c.db, clock: c.clock, ...c.site }),
    legacy: plugin(legacyModule, legacyOptions(c)),
    reviews: plugin(reviewsModule, auditedOptions(c, hooks)),
    quizResults: plugin(quizResultsModule, { db: c.db, clock: c.clock }),
    emailMarketing: made(createEmailMarketingModule(emailMarketingOptions(c, hooks))),
    seoAudit: plugin(seoAuditModule, { ...c.site }),
    demo: made(createDemoModule(demoOptions(c, hooks))),
    contact: plugin(contactModule, contactOptions(c)),
  };
  // Letters written before sealing existed are sealed once, before any request, so no letter stays
  // readable at rest (idempotent; docs/decisions/003-vault-storage-encryption-and-uploads.md).
  await sealPlainLetters(c.db, c.keyring);
  for (const module of Object.values(modules)) await module.register(app);
  return { modules, hooks };
}

export type FeatureModules = Awaited<ReturnType<typeof registerFeatureModules>>['modules'];
