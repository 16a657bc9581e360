/**
 * The app's context (ARCHITECTURE.md "Modules"): the services and configuration-derived values every
 * part of the composition shares, each built once per app from the configuration and the
 * overrides tests hand in — the database, the clock, the site's name and address, the link key,
 * the mailer, the file store and keys, the admin's settings and site content, the consent to
 * optional e-mail, the transcriber and the job queue.
 */
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { DatabaseConnection } from '../db/database';
import type { Database } from '../db/tables';
import type { JobQueueDependencies } from '../jobs/job-queue';
import { createOffsetClock, systemClock, type Clock } from '../lib/clock';
import { createSiteContentStore, type SiteContentStore } from '../lib/site-content';
import { createSystemSettingsStore, type SystemSettingsStore } from '../lib/system-settings';
import { selectTranscriber } from '../lib/transcription/transcriber';
import type { Transcriber } from '../lib/transcription/transcription';
import { createFileMailer, createSmtpMailer, type Mailer } from '../mail/mailer';
import { createNotificationConsent, type NotificationConsent } from '../mail/notification-consent';
import type { SiteSettings } from '../plugins/page-head';
import { createLocalBlobStore, type BlobStore } from '../storage/blob-store';
import { createKeyring, type Keyring } from '../storage/keyring';
import { createS3BlobStore } from '../storage/s3-blob-store';

/** What tests put in place of what the configuration would make (main.ts hands in none). */
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
  /** The speech recogniser; the one this server can run by default (null: none, as without PocketSphinx). */
  transcriber?: Transcriber | null;
}

/** Folders of files the app ships, found from server/src/app.ts (and from the bundle, server/dist/main.js). */
export interface AppFolders {
  /** The built web app, web/dist (or the folder tests hand in). */
  webRoot: string;
  /** The demo family's photos and voices, server/assets/demo-family. */
  demoAssets: string;
}

/** What the composition's steps share, built once per app (see above). */
export interface AppContext {
  config: Config;
  overrides: AppOverrides;
  log: FastifyBaseLogger;
  connection: DatabaseConnection;
  db: Kysely<Database>;
  dialect: DatabaseConnection['dialect'];
  clock: Clock;
  /** The product's name and public address: every e-mail, link and page names them. */
  site: SiteSettings;
  /** The HMAC key of every signed link (LINK_SECRET). */
  linkSecret: Uint8Array;
  mailer: Mailer;
  blobStore: BlobStore;
  keyring: Keyring;
  folders: AppFolders;
  /** Working files of one step in progress (ARCHITECTURE.md "What an instance keeps on its disk"). */
  stagingDir: string;
  /** The admin's system settings (docs/product/admin.md "Settings"), shared by every instance through the database. */
  settings: SystemSettingsStore;
  /** The public pages' marketing figures and testimonials: the environment's until an admin saves them. */
  siteContent: SiteContentStore;
  /**
   * "May we send optional e-mail K to user U?": their switch and the admin's emailNotifications
   * (docs/product/admin.md "Settings take effect").
   */
  consent: NotificationConsent;
  /** The upload limit now, in MB. */
  maxUploadMb: () => number;
  /** Null when none is installed: recordings stay untranscribed. */
  transcriber: Transcriber | null;
  /** The job queue of this instance (docs/decisions/004-one-job-queue.md). */
  queue: JobQueueDependencies;
}

/**
 * Builds the context of one app over its open database; `log` is the app's logger, `folders` where
 * the shipped files are (the web app's unless `overrides.webRoot`).
 * @throws Error when WHISPER_MODEL_DIR is set and no Whisper model or ffmpeg is usable
 */
export async function createAppContext(
  config: Config,
  connection: DatabaseConnection,
  log: FastifyBaseLogger,
  folders: AppFolders,
  overrides: AppOverrides,
): Promise<AppContext> {
  const { db } = connection;
  const clock = overrides.clock ?? (config.appNow ? createOffsetClock(config.appNow) : systemClock);
  const site: SiteSettings = { productName: config.productName, publicUrl: config.publicUrl };
  const linkSecret = new TextEncoder().encode(config.secrets.LINK_SECRET);
  const settings = createSystemSettingsStore(db, clock);
  const transcriber =
    overrides.transcriber === undefined
      ? await selectTranscriber({ whisperModelDir: config.whisperModelDir })
      : overrides.transcriber;
  if (!transcriber)
    log.warn('No transcriber installed (pocketsphinx or WHISPER_MODEL_DIR): recordings stay untranscribed');
  return {
    config,
    overrides,
    log,
    connection,
    db,
    dialect: connection.dialect,
    clock,
    site,
    linkSecret,
    mailer:
      overrides.mailer ??
      (config.smtpUrl
        ? createSmtpMailer(config.smtpUrl, { timeoutMs: Math.floor(config.outboxLeaseMs / 3) })
        : createFileMailer(path.join(config.dataDir, 'outbox'), (file) => log.info(`E-mail written to ${file}`))),
    blobStore: config.s3 ? createS3BlobStore(config.s3) : createLocalBlobStore(path.join(config.dataDir, 'media')),
    keyring: createKeyring(db, config.secrets.MASTER_KEY, clock),
    folders: { ...folders, webRoot: overrides.webRoot ?? folders.webRoot },
    stagingDir: path.join(config.dataDir, 'staging'),
    settings,
    siteContent: createSiteContentStore(db, clock, {
      claims: config.claims,
      testimonialVideo: config.testimonialVideo,
    }),
    consent: createNotificationConsent({ db, clock, settings, linkSecret, publicUrl: site.publicUrl }),
    maxUploadMb: () => overrides.maxUploadMb ?? settings.current().maxFileSize,
    transcriber,
    queue: { db, clock, skipLocked: connection.dialect === 'postgres', log },
  };
}
