/**
 * The options of the feature modules whose options do not fit on their line of feature-modules.ts:
 * each a function of the app's context (and of the cross-module hooks it takes), typed by the
 * module's own options interface (docs/decisions/007-module-plugins-and-import-zones.md).
 */
import { findMissingTools } from '../lib/system-tools';
import type { AccountExportModuleOptions } from '../modules/account-export';
import type { AdminModuleOptions } from '../modules/admin';
import type { AuthModuleOptions } from '../modules/auth';
import { createStripeClient, type BillingModuleOptions } from '../modules/billing';
import type { ContactModuleOptions } from '../modules/contact';
import type { DemoModuleOptions } from '../modules/demo';
import type { EmailMarketingModuleOptions } from '../modules/email-marketing';
import type { FamilyTreeModuleOptions } from '../modules/family-tree';
import type { LastWishesModuleOptions } from '../modules/last-wishes';
import type { LegacyModuleOptions } from '../modules/legacy';
import type { LifeEventsModuleOptions } from '../modules/life-events';
import type { MediaModuleOptions } from '../modules/media';
import type { MessagesModuleOptions } from '../modules/messages';
import type { RecipesModuleOptions } from '../modules/recipes';
import type { ScrapbooksModuleOptions } from '../modules/scrapbooks';
import type { ShareLinksModuleOptions } from '../modules/share-links';
import type { SystemModuleOptions } from '../modules/system';
import type { TimeCapsulesModuleOptions } from '../modules/time-capsules';
import type { VaultModuleOptions } from '../modules/vault';
import type { AppContext } from './app-context';
import { legacyAlbumGrant, lifeEventPortOf, ownerAuditLog, type CrossModuleHooks } from './cross-module-hooks';

/** Sign-up, sign-in, accounts and two-factor; the setup token goes to the log unless a test takes it. */
export const authOptions = (c: AppContext, hooks: CrossModuleHooks): AuthModuleOptions => ({
  connection: c.connection,
  clock: c.clock,
  blobStore: c.blobStore,
  keyring: c.keyring,
  email: c.site,
  isVerificationSentAtSignUp: c.config.isVerificationSentAtSignUp,
  adminEmail: c.config.adminEmail,
  isAdminProofRequired: c.config.isProduction,
  isSecureCookie: c.config.isProduction,
  recordHeadlineSignUp: hooks.recordHeadlineSignUp,
  onSignedIn: hooks.onSignedIn,
  onAdminSetupToken:
    c.overrides.onAdminSetupToken ??
    ((token) =>
      c.log.warn(
        `No administrator yet: sign in as ${c.config.adminEmail} and enter this one-time setup token: ${token}`,
      )),
});

/** The database, the clock and the admin audit log's writer: site analytics and reviews. */
export const auditedOptions = (c: AppContext, hooks: CrossModuleHooks) => ({
  db: c.db,
  clock: c.clock,
  recordAdminAction: hooks.recordAdminAction,
});

/** Recordings and their files: staged, encrypted, within the upload limit. */
export const mediaOptions = (c: AppContext): MediaModuleOptions => ({
  db: c.db,
  clock: c.clock,
  blobStore: c.blobStore,
  keyring: c.keyring,
  stagingDir: c.stagingDir,
  maxUploadMb: c.maxUploadMb,
  log: c.log,
});

/**
 * Delivery on a life event (docs/decisions/009-legacy-release.md "Life events"): its e-mails name
 * the product and link to it, signed with the link key.
 */
export const lifeEventsOptions = (c: AppContext): LifeEventsModuleOptions => ({
  db: c.db,
  clock: c.clock,
  dialect: c.dialect,
  email: c.site,
  linkSecret: c.linkSecret,
});

/**
 * Scheduled messages: their e-mails also name the support address (SUPPORT_EMAIL); their recordings
 * (and the voice replies kept in the album of replies) are transcribed by the app's transcriber, the
 * vault's (none: their transcripts say so); a message on a life event goes through the life-events
 * module (its port, cross-module-hooks.ts), the fallback courier writes to the owner's audit log, the
 * legacy module's, and the album of replies is granted to the legacy contacts there too.
 */
export const messagesOptions = (c: AppContext): MessagesModuleOptions => ({
  db: c.db,
  clock: c.clock,
  dialect: c.dialect,
  email: { ...c.site, supportEmail: c.config.supportEmail },
  linkSecret: c.linkSecret,
  blobStore: c.blobStore,
  keyring: c.keyring,
  transcriber: c.transcriber,
  stagingDir: c.stagingDir,
  maxUploadMb: c.maxUploadMb,
  log: c.log,
  consent: c.consent,
  lifeEvents: lifeEventPortOf(lifeEventsOptions(c)),
  auditLog: ownerAuditLog,
  grantAlbum: legacyAlbumGrant,
});

/**
 * The vault, with the transcriber its recordings wait for (none: they stay untranscribed); uploads
 * wait for room in the owner's storage allowance (billing).
 */
export const vaultOptions = (c: AppContext, hooks: CrossModuleHooks): VaultModuleOptions => ({
  db: c.db,
  consent: c.consent,
  email: c.site,
  dialect: c.dialect,
  clock: c.clock,
  blobStore: c.blobStore,
  keyring: c.keyring,
  log: c.log,
  maxUploadMb: c.maxUploadMb,
  storageOf: hooks.storageOf,
  transcriber: c.transcriber,
});

/** Family trees, their imports, animated ancestors and memory prompts. */
export const familyTreeOptions = (c: AppContext, hooks: CrossModuleHooks): FamilyTreeModuleOptions => ({
  db: c.db,
  dialect: c.dialect,
  clock: c.clock,
  blobStore: c.blobStore,
  keyring: c.keyring,
  stagingDir: c.stagingDir,
  log: c.log,
  // Recordings a GEDZIP brings are transcribed like the vault's own (the vault lane's `vault.transcribe`).
  canTranscribe: c.transcriber !== null,
  // A GEDZIP's files go into the vault: they wait for room in the owner's storage allowance.
  storageOf: hooks.storageOf,
  // Animated ancestors follow the owner's plan and the depicted person's own AI-likeness wish.
  animationPlanOf: hooks.planOf,
  readLikenessWish: hooks.readLikenessWish,
  memoryPrompts: { email: c.site, consent: c.consent },
});

/** Time capsules (docs/decisions/010-time-capsules.md): the opening e-mails name the product and link to it. */
export const timeCapsulesOptions = (c: AppContext): TimeCapsulesModuleOptions => ({
  db: c.db,
  clock: c.clock,
  blobStore: c.blobStore,
  keyring: c.keyring,
  email: c.site,
});

/**
 * Scrapbooks: templates follow the owner's plan; the QR codes open share links
 * (docs/product/capsules-scrapbooks-recipes.md "Scrapbook templates", "Printing").
 */
export const scrapbooksOptions = (c: AppContext, hooks: CrossModuleHooks): ScrapbooksModuleOptions => ({
  db: c.db,
  clock: c.clock,
  blobStore: c.blobStore,
  keyring: c.keyring,
  planOf: hooks.planOf,
  linkSecret: c.linkSecret,
  ...c.site,
});

/**
 * Family recipes: the story sealed like a letter; shared and printed through share links
 * (docs/product/capsules-scrapbooks-recipes.md "Family recipes").
 */
export const recipesOptions = (c: AppContext): RecipesModuleOptions => ({
  db: c.db,
  clock: c.clock,
  blobStore: c.blobStore,
  keyring: c.keyring,
  linkSecret: c.linkSecret,
  ...c.site,
});

/** The system module, with the Debian tools this machine lacks (found once, at start-up). */
export const systemOptions = async (c: AppContext): Promise<SystemModuleOptions> => ({
  missingTools: await findMissingTools(c.overrides.toolSearchPath),
  db: c.db,
  blobStore: c.blobStore,
});

/** Share links, whose passphrase throttle counts in the database. */
export const shareLinksOptions = (c: AppContext): ShareLinksModuleOptions => ({
  connection: c.connection,
  clock: c.clock,
  linkSecret: c.linkSecret,
  publicUrl: c.site.publicUrl,
  blobStore: c.blobStore,
  keyring: c.keyring,
  isSecureCookie: c.config.isProduction,
});

/** Billing: Stripe when configured, its explicit test mode otherwise. */
export const billingOptions = (c: AppContext): BillingModuleOptions => ({
  db: c.db,
  clock: c.clock,
  stripe: c.config.stripe
    ? { client: createStripeClient(c.config.stripe), config: c.config.stripe, publicUrl: c.site.publicUrl }
    : undefined,
});

/** Last wishes, which go to the legacy plan's contacts at a release (docs/decisions/009-legacy-release.md). */
export const lastWishesOptions = (c: AppContext, hooks: CrossModuleHooks): LastWishesModuleOptions => ({
  db: c.db,
  clock: c.clock,
  keyring: c.keyring,
  productName: c.site.productName,
  listLegacyContacts: hooks.listLegacyContacts,
});

/** "Export everything" (docs/product/accounts-and-sessions.md "Account deletion"): three modules' parts. */
export const accountExportOptions = (c: AppContext, hooks: CrossModuleHooks): AccountExportModuleOptions => ({
  db: c.db,
  clock: c.clock,
  blobStore: c.blobStore,
  keyring: c.keyring,
  email: c.site,
  exportFamilyTrees: hooks.exportFamilyTrees,
  exportRecipes: hooks.exportRecipes,
  exportScrapbooks: hooks.exportScrapbooks,
  readLastWishes: hooks.readLastWishes,
});

/** The admin panel: users, settings, site content and backups (docs/product/admin.md "Users tab"). */
export const adminOptions = (c: AppContext, hooks: CrossModuleHooks): AdminModuleOptions => ({
  connection: c.connection,
  clock: c.clock,
  sendPasswordReset: hooks.sendPasswordReset,
  settings: c.settings,
  siteContent: c.siteContent,
  blobStore: c.blobStore,
  log: c.log,
  databaseUrl: c.config.databaseUrl,
  dataDir: c.config.dataDir,
});

/** Release after death (docs/product/legacy-release.md; docs/decisions/009-legacy-release.md). */
export const legacyOptions = (c: AppContext): LegacyModuleOptions => ({
  db: c.db,
  clock: c.clock,
  dialect: c.dialect,
  email: c.site,
  linkSecret: c.linkSecret,
});

/**
 * The operator's newsletter: administrators only
 * (docs/product/marketing-and-figures.md "The operator's four tools").
 */
export const emailMarketingOptions = (c: AppContext, hooks: CrossModuleHooks): EmailMarketingModuleOptions => ({
  db: c.db,
  clock: c.clock,
  settings: c.settings,
  consent: c.consent,
  linkSecret: c.linkSecret,
  ...c.site,
  recordAdminAction: hooks.recordAdminAction,
});

/** The read-only demo family, built through this app's own API every day (docs/decisions/014-demo-family.md). */
export const demoOptions = (c: AppContext, hooks: CrossModuleHooks): DemoModuleOptions => ({
  db: c.db,
  clock: c.clock,
  isEnabled: c.config.isDemoEnabled,
  isSecureCookie: c.config.isProduction,
  blobStore: c.blobStore,
  log: c.log,
  assetsDir: c.folders.demoAssets,
  inject: hooks.inject,
});

/** The contact form, which writes to SUPPORT_EMAIL. */
export const contactOptions = (c: AppContext): ContactModuleOptions => ({
  db: c.db,
  clock: c.clock,
  productName: c.site.productName,
  supportEmail: c.config.supportEmail,
});
