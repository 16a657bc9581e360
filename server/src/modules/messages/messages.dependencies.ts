/**
 * What the messages module is built with (its plugin's options): the database, the clock, mail
 * settings, the link-signing key, the recording store and keys, the transcriber, the notification
 * consent, the port to life events, the owner's audit log, and what the album of replies needs of
 * the vault and the legacy grants.
 * Every service and route file of the module takes these; they live apart from the services so
 * that helpers a service calls can take them too without importing the service.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/tables';
import type { Clock } from '../../lib/clock';
import type { Transcriber } from '../../lib/transcription/transcription';
import type { NotificationConsent } from '../../mail/notification-consent';
import type { BlobStore } from '../../storage/blob-store';
import type { Keyring } from '../../storage/keyring';
import type { LifeEventPort } from './life-event-port';
import type { EmailSettings } from './messages.emails';

export interface MessagesDependencies {
  db: Kysely<Database>;
  clock: Clock;
  dialect: 'sqlite' | 'postgres';
  email: EmailSettings;
  /** HMAC key of delivery-protection links. */
  linkSecret: Uint8Array;
  /** Where recordings live; a recording no message uses any more is deleted from it. */
  blobStore: BlobStore;
  keyring: Keyring;
  /**
   * Writes down what a voice or video message says (docs/product/messages-and-delivery.md
   * "Transcripts"); null when none is installed: its transcript says so ('unavailable'), and so
   * does a voice reply kept in the album of replies.
   */
  transcriber: Transcriber | null;
  /** Folder for a voice reply while it arrives (plaintext, removed as soon as it is stored). */
  stagingDir: string;
  /** The administrator's upload limit, MB (a voice reply's is at most MAX_REPLY_RECORDING_MB). */
  maxUploadMb: () => number;
  log: { warn: (message: string) => void };
  /** Who may get the delivered and opened notices (mail/notification-consent.ts). */
  consent: NotificationConsent;
  /**
   * The life-events module, for a message whose delivery kind is `life_event`: its event is
   * checked, scheduled and written when the message is saved, and audited when it is delivered
   * (life-event-port.ts; wired in composition/cross-module-hooks.ts).
   */
  lifeEvents: LifeEventPort;
  /**
   * Adds one line to the owner's audit log, which the owner and, after a release, their legacy
   * contacts read (the legacy module's; docs/product/legacy-release.md); a line whose `id` is there
   * already is not added again. Wired in composition/module-options.ts.
   */
  auditLog: (
    trx: Transaction<Database>,
    event: { id: string; ownerId: string; action: string; summary: string; at: string },
  ) => Promise<void>;
  /**
   * Grants legacy contacts (`contactIds`, users) read access to the owner's album `albumId`, as a
   * release grants the albums the owner chose (the legacy module's `legacy_grants`;
   * docs/product/legacy-release.md "What a release gives"); a grant there already stays as it is.
   * Wired in composition/module-options.ts.
   */
  grantAlbum: (
    trx: Transaction<Database>,
    grant: { ownerId: string; contactIds: string[]; albumId: string; at: string },
  ) => Promise<void>;
}
