/**
 * buildApp(config): the whole server as a Fastify instance, reused by main.ts and by the tests
 * (`app.inject()`). Opens and migrates the database unless one is handed in.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from '@fastify/type-provider-zod';
import type { Config } from './config';
import { migrateToLatest, openDatabase, type DatabaseConnection } from './db/database';
import { createOffsetClock, systemClock, type Clock } from './lib/clock';
import type { IntervalRunner } from './jobs/interval-runner';
import { createFileMailer, createSmtpMailer, type Mailer } from './mail/mailer';
import { createEmailSendJob } from './mail/outbox-sender';
import { createNotificationConsent } from './mail/notification-consent';
import { runDueJobs, type JobQueueDependencies } from './jobs/job-queue';
import { ensureRecurringJobs, startJobLanes, type JobLane } from './jobs/job-lanes';
import { adminModule, recordAdminAction } from './modules/admin';
import { authModule, createPasswordResetSender, sessionPlugin } from './modules/auth';
import { billingModule, createStripeClient, readSubscription } from './modules/billing';
import { lastWishesModule, openLastWishes, printLastWishes, readAiLikenessWish } from './modules/last-wishes';
import { circleModule } from './modules/circle';
import { mediaModule } from './modules/media';
import {
  createDeliveryTickJob,
  messagesModule,
  tellOwnersOfRefusedAddress,
  runDeliveryTick,
  sealPlainLetters,
  type MessagesModuleOptions,
} from './modules/messages';
import { contactModule } from './modules/contact';
import { createEmailMarketingModule } from './modules/email-marketing';
import { seoAuditModule } from './modules/seo-audit';
import {
  createLegacyTickJob,
  legacyModule,
  listLegacyRecipients,
  runLegacyTick,
  type LegacyModuleOptions,
} from './modules/legacy';
import { newsletterModule } from './modules/newsletter';
import { reviewsModule } from './modules/reviews';
import { quizResultsModule } from './modules/quiz-results';
import { notificationsModule } from './modules/notifications';
import { presenceModule } from './modules/presence';
import {
  createHomeHeadlineResolver,
  createVisitorTracesCleanupJob,
  recordHeadlineSignUp,
  siteAnalyticsModule,
} from './modules/site-analytics';
import { systemModule } from './modules/system';
import { findMissingTools } from './lib/system-tools';
import { setPasswordHashingCost } from './lib/password';
import { shareLinksModule } from './modules/share-links';
import { createVaultModule } from './modules/vault';
import { createFamilyTreeModule, exportOwnTreesAsGedzip } from './modules/family-tree';
import { createAccountExportModule } from './modules/account-export';
import { createTimeCapsulesModule } from './modules/time-capsules';
import { createScrapbooksModule } from './modules/scrapbooks';
import { createDemoModule } from './modules/demo';
import { createRecipesModule } from './modules/recipes';
import { selectTranscriber } from './lib/transcription/transcriber';
import { createLocalBlobStore } from './storage/blob-store';
import { createS3BlobStore } from './storage/s3-blob-store';
import { createKeyring } from './storage/keyring';
import { createMediaRenditionJob } from './storage/media-renditions';
import { createMediaWaveformJob } from './storage/media-waveforms';
import { registerApiDocs } from './plugins/api-docs';
import { registerCompression } from './plugins/compression';
import { registerCrawlerFiles } from './plugins/crawler-files';
import { answerClientError, answerFrameworkError, registerErrorHandling } from './plugins/errors';
import { registerRateLimit } from './plugins/rate-limit';
import { registerSecurity } from './plugins/security';
import { registerSpa } from './plugins/spa-static';
import { systemSettingsGate } from './plugins/system-settings-gate';
import { demoGate } from './plugins/demo-gate';
import { provideAccessContext, type RouteTableEntry } from './plugins/declared-routes';
import { createSystemSettingsStore } from './lib/system-settings';
import { createSiteContentStore } from './lib/site-content';

/** E-mails one outbox claim takes (each is leased again right before it is sent). */
const OUTBOX_BATCH_SIZE = 50;

/** Largest JSON body accepted, in bytes (64 KiB); uploads have their own limits. */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

const DEFAULT_WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
/** The demo family's photos and voices (server/assets; from server/src and from the bundle in server/dist). */
const DEMO_ASSETS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../assets/demo-family');

export interface AppOverrides {
  /** An open database (tests hand in one per file); opened from config otherwise. */
  connection?: DatabaseConnection;
  clock?: Clock;
  /** Folder of the built web app; web/dist by default. */
  webRoot?: string;
  /** Outgoing mail; SMTP_URL's server, or the file outbox, by default. */
  mailer?: Mailer;
  /** Where the one-time administrator setup token goes (production); the server log by default. */
  onAdminSetupToken?: (token: string) => void;
  /** The upload limit in MB; the admin setting maxFileSize (100 by default) otherwise. */
  maxUploadMb?: number;
  /** Where the Debian tools are looked for (GET /api/system/capabilities); this process's PATH by default. */
  toolSearchPath?: string;
}

/** What tests and benchmarks reach into: the app's own scheduler steps. */
export interface AppJobs {
  /** Decides every due delivery-protection step. @returns messages decided */
  runDeliveryTick: () => Promise<number>;
  /** Sends due e-mails from the outbox. */
  sendDueEmails: () => Promise<{ sent: number; failed: number }>;
  /** Transcribes one due recording. @returns true when one ran */
  runTranscriptionJob: () => Promise<boolean>;
  /**
   * Makes one due `media.render` rendition (a video's playable copy, a message's copy for phones).
   * @returns true when one ran
   */
  runRenditionJob: () => Promise<boolean>;
  /** Reads one due `media.waveform` job's duration and waveform (a long recording's). @returns whether one ran */
  runWaveformJob: () => Promise<boolean>;
  /** Removes trash past its 30 days and unfinished uploads past 24 h. */
  runVaultMaintenance: () => Promise<void>;
  /** Runs one due family tree import. @returns true when one ran */
  runTreeImportJob: () => Promise<boolean>;
  /** Deletes GEDCOM previews never run that are over a day old. @returns previews deleted */
  runImportCleanup: () => Promise<number>;
  /**
   * Renders one due animated ancestor (docs/product/overview.md "Animated ancestors").
   * @returns true when one ran
   */
  runAnimationJob: () => Promise<boolean>;
  /**
   * Decides and queues the memory prompts due now (docs/decisions/013-tree-voices.md).
   * @returns e-mails decided
   */
  runMemoryPrompts: () => Promise<number>;
  /** Decides every due step of the legacy plans (docs/decisions/009). @returns plans looked at */
  runLegacyTick: () => Promise<number>;
  /** Opens every time capsule whose opening is due (docs/decisions/010). @returns jobs run */
  runCapsuleOpenings: () => Promise<number>;
  /**
   * Renders one queued scrapbook PDF (docs/product/capsules-scrapbooks-recipes.md "Printing").
   * @returns whether there was one
   */
  runPrintJob: () => Promise<boolean>;
  /** Renders one queued family cookbook PDF. @returns whether there was one */
  runCookbookJob: () => Promise<boolean>;
  /** Builds one queued "export everything" archive. @returns whether there was one */
  runExportJob: () => Promise<boolean>;
  /** Deletes the export archives whose download time ended. @returns how many */
  runExportMaintenance: () => Promise<number>;
  /**
   * Builds today's demo family unless it is built (docs/decisions/014-demo-family.md).
   * @returns whether it built one
   */
  runDemoRebuild: () => Promise<boolean>;
  /** Chooses the recipients of every newsletter issue whose send was pressed. @returns jobs run */
  runNewsletterRecipients: () => Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: AppJobs;
    /** Every /api route with its declared access (plugins/declared-routes.ts), for the matrix test. */
    routeTable: RouteTableEntry[];
  }
}

/** Builds the server. The returned app owns the database and closes it on app.close(). */
export async function buildApp(config: Config, overrides: AppOverrides = {}): Promise<FastifyInstance> {
  setPasswordHashingCost(config.passwordHashing);
  const connection = overrides.connection ?? openDatabase(config);
  await migrateToLatest(connection);
  const clock = overrides.clock ?? (config.appNow ? createOffsetClock(config.appNow) : systemClock);

  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // Signed links carry a token of ~250 characters in the path (find-my-way's default is 100).
    routerOptions: { maxParamLength: 2048 },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onClose', async () => connection.db.destroy());
  const routeTable: RouteTableEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    // HEAD twins Fastify makes for GET routes answer like their GET.
    if (!route.url.startsWith('/api') || route.method === 'HEAD') return;
    routeTable.push({
      methods: [route.method].flat(),
      url: route.url,
      access: route.config?.access,
      declaration: route.config?.declaration,
    });
  });

  // Sign-out is a POST with a JSON content type and no body; an empty body is "no payload"
  // (docs/product/api-conventions.md "Request bodies").
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    parseJson(request, body as string, done);
  });

  const mailer =
    overrides.mailer ??
    (config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, { timeoutMs: Math.floor(config.outboxLeaseMs / 3) })
      : createFileMailer(path.join(config.dataDir, 'outbox'), (file) => app.log.info(`E-mail written to ${file}`)));
  const blobStore = config.s3 ? createS3BlobStore(config.s3) : createLocalBlobStore(path.join(config.dataDir, 'media'));
  const keyring = createKeyring(connection.db, config.secrets.MASTER_KEY, clock);
  const stagingDir = path.join(config.dataDir, 'staging');

  registerErrorHandling(app, { jsonBodyLimitBytes: JSON_BODY_LIMIT_BYTES });
  // Text answers (HTML, JS, CSS, JSON) go out compressed; audio and video are left as they are.
  await registerCompression(app);
  await registerSecurity(app, { cookieSecret: config.secrets.COOKIE_SECRET, isProduction: config.isProduction });
  await registerRateLimit(app, connection);
  await registerApiDocs(app, { productName: config.productName });
  // The admin's system settings (docs/product/admin.md "Settings"), shared by every instance
  // through the database.
  const systemSettings = createSystemSettingsStore(connection.db, clock);
  const maxUploadMb = () => overrides.maxUploadMb ?? systemSettings.current().maxFileSize;
  const linkSecret = new TextEncoder().encode(config.secrets.LINK_SECRET);
  // What every route's access gate reads (plugins/declared-routes.ts).
  provideAccessContext(app, { db: connection.db, clock, linkSecret });
  // "May we send optional e-mail K to user U?": their switch and the admin's emailNotifications
  // (docs/product/admin.md "Settings take effect").
  const consent = createNotificationConsent({
    db: connection.db,
    clock,
    settings: systemSettings,
    linkSecret,
    publicUrl: config.publicUrl,
  });
  // The public pages' marketing figures and testimonials: the environment's until an admin saves them.
  const siteContent = createSiteContentStore(connection.db, clock, {
    claims: config.claims,
    testimonialVideo: config.testimonialVideo,
  });
  await app.register(sessionPlugin, {
    db: connection.db,
    clock,
    adminEmail: config.adminEmail,
    isAdminProofRequired: config.isProduction,
    isSecureCookie: config.isProduction,
  });
  // Before every route: maintenance, closed registration and suspended sign-ins
  // (docs/product/admin.md "Settings take effect").
  await app.register(systemSettingsGate, { db: connection.db, settings: systemSettings });
  // Every write of a demo family's session is refused, whatever the route
  // (docs/product/roles-and-access.md "Demo session").
  await app.register(demoGate, { db: connection.db });
  // Feature modules: each an encapsulated, named plugin from its index.ts (ARCHITECTURE.md "Modules").
  await app.register(authModule, {
    connection,
    clock,
    blobStore,
    keyring,
    email: { productName: config.productName, publicUrl: config.publicUrl },
    isVerificationSentAtSignUp: config.isVerificationSentAtSignUp,
    adminEmail: config.adminEmail,
    isAdminProofRequired: config.isProduction,
    isSecureCookie: config.isProduction,
    recordHeadlineSignUp,
    onAdminSetupToken:
      overrides.onAdminSetupToken ??
      ((token) =>
        app.log.warn(
          `No administrator yet: sign in as ${config.adminEmail} and enter this one-time setup token: ${token}`,
        )),
  });
  await app.register(mediaModule, {
    db: connection.db,
    clock,
    blobStore,
    keyring,
    stagingDir,
    maxUploadMb,
    log: app.log,
  });
  const messagesOptions: MessagesModuleOptions = {
    db: connection.db,
    clock,
    dialect: connection.dialect,
    email: { productName: config.productName, publicUrl: config.publicUrl, supportEmail: config.supportEmail },
    linkSecret,
    blobStore,
    keyring,
    consent,
  };
  await app.register(messagesModule, messagesOptions);
  // Letters written before sealing existed are sealed once, before any request, so no letter stays
  // readable at rest (idempotent; docs/decisions/003-vault-storage-encryption-and-uploads.md).
  await sealPlainLetters(connection.db, keyring);
  const transcriber = await selectTranscriber({ whisperModelDir: config.whisperModelDir });
  if (!transcriber)
    app.log.warn('No transcriber installed (pocketsphinx or WHISPER_MODEL_DIR): recordings stay untranscribed');
  const vault = createVaultModule({
    db: connection.db,
    consent,
    email: { productName: config.productName, publicUrl: config.publicUrl },
    dialect: connection.dialect,
    clock,
    blobStore,
    keyring,
    log: app.log,
    maxUploadMb,
    transcriber,
  });
  await app.register(vault.plugin);
  const familyTree = createFamilyTreeModule({
    db: connection.db,
    dialect: connection.dialect,
    clock,
    blobStore,
    keyring,
    stagingDir,
    log: app.log,
    // Recordings a GEDZIP brings are transcribed like the vault's own (the vault lane's `vault.transcribe`).
    canTranscribe: transcriber !== null,
    // Animated ancestors follow the owner's plan and the depicted person's own AI-likeness wish.
    animationPlanOf: async (userId) => (await readSubscription({ db: connection.db, clock }, userId)).planId,
    readLikenessWish: (userId) => readAiLikenessWish({ db: connection.db, keyring }, userId),
    memoryPrompts: {
      email: { productName: config.productName, publicUrl: config.publicUrl },
      consent,
    },
  });
  await app.register(familyTree.plugin);
  const timeCapsules = createTimeCapsulesModule({
    db: connection.db,
    clock,
    blobStore,
    keyring,
    email: { productName: config.productName, publicUrl: config.publicUrl },
  });
  await app.register(timeCapsules.plugin);
  // Scrapbooks: templates follow the owner's plan; the QR codes open share links
  // (docs/product/capsules-scrapbooks-recipes.md "Scrapbook templates", "Printing").
  const scrapbooks = createScrapbooksModule({
    db: connection.db,
    clock,
    blobStore,
    keyring,
    planOf: async (userId) => (await readSubscription({ db: connection.db, clock }, userId)).planId,
    linkSecret: new TextEncoder().encode(config.secrets.LINK_SECRET),
    publicUrl: config.publicUrl,
    productName: config.productName,
  });
  await app.register(scrapbooks.plugin);
  // Family recipes: the story sealed like a letter; shared and printed through share links
  // (docs/product/capsules-scrapbooks-recipes.md "Family recipes").
  const recipes = createRecipesModule({
    db: connection.db,
    clock,
    blobStore,
    keyring,
    linkSecret: new TextEncoder().encode(config.secrets.LINK_SECRET),
    publicUrl: config.publicUrl,
    productName: config.productName,
  });
  await app.register(recipes.plugin);
  await app.register(presenceModule, { db: connection.db, clock });
  await app.register(siteAnalyticsModule, {
    db: connection.db,
    clock,
    recordAdminAction: (entry) => recordAdminAction(connection.db, entry),
  });
  await app.register(systemModule, {
    missingTools: await findMissingTools(overrides.toolSearchPath),
    db: connection.db,
    blobStore,
  });
  await app.register(circleModule, {
    db: connection.db,
    clock,
    email: { productName: config.productName, publicUrl: config.publicUrl },
    consent,
  });
  await app.register(notificationsModule, { consent, linkSecret });
  await app.register(shareLinksModule, {
    connection,
    clock,
    linkSecret: new TextEncoder().encode(config.secrets.LINK_SECRET),
    publicUrl: config.publicUrl,
    blobStore,
    keyring,
    isSecureCookie: config.isProduction,
  });
  await app.register(billingModule, {
    db: connection.db,
    clock,
    stripe: config.stripe
      ? { client: createStripeClient(config.stripe), config: config.stripe, publicUrl: config.publicUrl }
      : undefined,
  });
  await app.register(lastWishesModule, {
    db: connection.db,
    clock,
    keyring,
    productName: config.productName,
    // Who will receive the document at a release: the legacy plan's contacts (docs/decisions/009).
    listLegacyContacts: (ownerId) => listLegacyRecipients({ db: connection.db, clock }, ownerId),
  });
  // "Export everything" (docs/product/accounts-and-sessions.md "Account deletion"): the family
  // tree, recipes and last wishes come from their modules.
  const accountExport = createAccountExportModule({
    db: connection.db,
    clock,
    blobStore,
    keyring,
    email: { productName: config.productName, publicUrl: config.publicUrl },
    exportFamilyTrees: (ownerId) =>
      exportOwnTreesAsGedzip({ db: connection.db, blobStore, keyring, stagingDir, clock }, ownerId),
    exportRecipes: (ownerId, fileOfItem) => recipes.exportOwnedRecipes(ownerId, (itemId) => fileOfItem(itemId)),
    readLastWishes: async (ownerId) => {
      const opened = await openLastWishes({ db: connection.db, keyring }, ownerId);
      if (!opened.updatedAt) return null;
      const printed = await printLastWishes(
        { db: connection.db, clock, keyring, productName: config.productName },
        ownerId,
      );
      return { document: opened.document, pdf: printed.pdf };
    },
  });
  await app.register(accountExport.plugin);
  await app.register(adminModule, {
    connection,
    clock,
    // The Users tab's "Send a password reset" (docs/product/admin.md "Users tab"): the reset link
    // of modules/auth.
    sendPasswordReset: createPasswordResetSender({
      db: connection.db,
      clock,
      email: { productName: config.productName, publicUrl: config.publicUrl },
    }),
    settings: systemSettings,
    siteContent,
    blobStore,
    log: app.log,
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
  });
  await app.register(newsletterModule, {
    db: connection.db,
    clock,
    productName: config.productName,
    publicUrl: config.publicUrl,
  });
  // Release after death (docs/product/legacy-release.md; docs/decisions/009-legacy-release.md): its
  // own module and job lane.
  const legacyOptions: LegacyModuleOptions = {
    db: connection.db,
    clock,
    dialect: connection.dialect,
    email: { productName: config.productName, publicUrl: config.publicUrl },
    linkSecret: messagesOptions.linkSecret,
  };
  await app.register(legacyModule, legacyOptions);
  await app.register(reviewsModule, {
    db: connection.db,
    clock,
    recordAdminAction: (entry) => recordAdminAction(connection.db, entry),
  });
  await app.register(quizResultsModule, { db: connection.db, clock });
  // The operator's newsletter and SEO check: administrators only
  // (docs/product/marketing-and-figures.md "The operator's four tools").
  const emailMarketing = createEmailMarketingModule({
    db: connection.db,
    clock,
    settings: systemSettings,
    consent,
    linkSecret,
    productName: config.productName,
    publicUrl: config.publicUrl,
    recordAdminAction: (entry) => recordAdminAction(connection.db, entry),
  });
  await app.register(emailMarketing.plugin);
  await app.register(seoAuditModule, { productName: config.productName, publicUrl: config.publicUrl });
  // The read-only demo family, built through this app's own API every day
  // (docs/decisions/014-demo-family.md).
  const demo = createDemoModule({
    db: connection.db,
    clock,
    isEnabled: config.isDemoEnabled,
    isSecureCookie: config.isProduction,
    blobStore,
    log: app.log,
    assetsDir: DEMO_ASSETS_DIR,
    inject: (request) => app.inject(request),
  });
  await app.register(demo.plugin);
  await app.register(contactModule, {
    db: connection.db,
    clock,
    productName: config.productName,
    supportEmail: config.supportEmail,
  });

  const queue: JobQueueDependencies = {
    db: connection.db,
    clock,
    skipLocked: connection.dialect === 'postgres',
    log: app.log,
  };
  const emailSendJob = createEmailSendJob({
    db: connection.db,
    mailer,
    clock,
    from: { name: config.productName, address: config.mailFrom },
    messageIdDomain: new URL(config.publicUrl).hostname,
    leaseMs: config.outboxLeaseMs,
    onAddressRefused: (trx, refusal) => tellOwnersOfRefusedAddress(messagesOptions, trx, refusal),
  });
  // One rendition job at the media level for the vault, messages and imports (storage/media-renditions.ts).
  const renditionJob = createMediaRenditionJob({ db: connection.db, blobStore, keyring });
  const waveformJob = createMediaWaveformJob({ db: connection.db, blobStore, keyring });
  const jobs: AppJobs = {
    runDeliveryTick: () => runDeliveryTick(messagesOptions),
    sendDueEmails: async () => {
      const counts = await runDueJobs(queue, emailSendJob, OUTBOX_BATCH_SIZE);
      return { sent: counts.done, failed: counts.failed };
    },
    runTranscriptionJob: async () =>
      vault.transcriptionJob ? (await runDueJobs(queue, vault.transcriptionJob, 1)).claimed > 0 : false,
    runRenditionJob: async () => (await runDueJobs(queue, renditionJob, 1)).claimed > 0,
    runWaveformJob: async () => (await runDueJobs(queue, waveformJob, 1)).claimed > 0,
    runVaultMaintenance: vault.runMaintenance,
    runTreeImportJob: async () => (await runDueJobs(queue, familyTree.importJob, 1)).claimed > 0,
    runImportCleanup: familyTree.deleteUnrunPreviews,
    runAnimationJob: async () => (await runDueJobs(queue, familyTree.animationJob, 1)).claimed > 0,
    runMemoryPrompts: familyTree.runMemoryPrompts,
    runLegacyTick: () => runLegacyTick(legacyOptions),
    runCapsuleOpenings: async () => (await runDueJobs(queue, timeCapsules.openJob, 50)).claimed,
    runPrintJob: async () => (await runDueJobs(queue, scrapbooks.printJob, 1)).claimed > 0,
    runCookbookJob: async () => (await runDueJobs(queue, recipes.cookbookJob, 1)).claimed > 0,
    runExportJob: async () => (await runDueJobs(queue, accountExport.buildJob, 1)).claimed > 0,
    runExportMaintenance: accountExport.deleteExpiredExports,
    runDemoRebuild: demo.rebuildIfDue,
    runNewsletterRecipients: async () => (await runDueJobs(queue, emailMarketing.recipientsJob, 10)).claimed,
  };
  app.decorate('jobs', jobs);
  // Deliveries and their e-mails have a lane of their own, so a long transcription never delays them.
  const lanes: JobLane[] = [
    {
      name: 'delivery jobs',
      jobs: [
        { definition: createDeliveryTickJob(messagesOptions, config.jobsIntervalMs), batchSize: 1 },
        { definition: emailSendJob, batchSize: OUTBOX_BATCH_SIZE },
        // A newsletter issue's recipients, whose e-mails then leave through emailSendJob.
        { definition: emailMarketing.recipientsJob, batchSize: 1 },
        // Opening a time capsule only decides and queues its e-mails: short, so it sits with them.
        { definition: timeCapsules.openJob, batchSize: 10 },
      ],
    },
    {
      name: 'vault jobs',
      jobs: [
        ...(vault.transcriptionJob ? [{ definition: vault.transcriptionJob, batchSize: 1 }] : []),
        { definition: renditionJob, batchSize: 1 },
        { definition: waveformJob, batchSize: 1 },
        { definition: vault.maintenanceJob, batchSize: 1 },
      ],
    },
    // A large GEDCOM import takes seconds: its own lane keeps it from delaying transcriptions.
    {
      name: 'family tree jobs',
      jobs: [
        { definition: familyTree.importJob, batchSize: 1 },
        { definition: familyTree.importCleanupJob, batchSize: 1 },
        { definition: familyTree.memoryPromptsJob, batchSize: 1 },
      ],
    },
    // An ffmpeg render takes up to a minute of both cores: a lane of its own keeps imports moving.
    { name: 'animated ancestor jobs', jobs: [{ definition: familyTree.animationJob, batchSize: 1 }] },
    // A long scrapbook PDF takes seconds of both cores: a lane of its own, shared with family cookbooks.
    {
      name: 'print jobs',
      jobs: [
        { definition: scrapbooks.printJob, batchSize: 1 },
        { definition: recipes.cookbookJob, batchSize: 1 },
      ],
    },
    // An export reads and encrypts every file a user keeps: a lane of its own keeps the others moving.
    {
      name: 'export jobs',
      jobs: [
        { definition: accountExport.buildJob, batchSize: 1 },
        { definition: accountExport.maintenanceJob, batchSize: 1 },
      ],
    },
    // Deletes the visitor hashes and salt of days that are over
    // (docs/product/marketing-and-figures.md "Visits").
    {
      name: 'site analytics jobs',
      jobs: [{ definition: createVisitorTracesCleanupJob({ db: connection.db, clock }), batchSize: 1 }],
    },
    // The demo family's daily rebuild uploads a dozen files through the API: a lane of its own.
    ...(config.isDemoEnabled ? [{ name: 'demo jobs', jobs: [{ definition: demo.rebuildJob, batchSize: 1 }] }] : []),
    // The release after death decides its steps in a lane of its own (docs/decisions/009).
    {
      name: 'legacy jobs',
      jobs: [{ definition: createLegacyTickJob(legacyOptions, config.jobsIntervalMs), batchSize: 1 }],
    },
  ];
  const runners: IntervalRunner[] = [];
  if (config.isJobsEnabled) {
    app.addHook('onReady', async () => {
      await ensureRecurringJobs(queue, lanes);
      runners.push(...startJobLanes(queue, lanes, config.jobsIntervalMs));
    });
  }
  // Runs before the database closes (hooks run in order): no tick is cut off mid-transaction.
  app.addHook('preClose', async () => {
    await Promise.all(runners.map((runner) => runner.stop()));
    mailer.close();
  });

  registerCrawlerFiles(app, config.publicUrl);
  const homeHeadline = createHomeHeadlineResolver({ db: connection.db, clock });
  await registerSpa(
    app,
    overrides.webRoot ?? DEFAULT_WEB_ROOT,
    async (request) => {
      const [{ content }, headline] = await Promise.all([siteContent.read(), homeHeadline(request)]);
      return {
        productName: config.productName,
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
    config.publicUrl,
  );
  return app;
}
