/**
 * "Export everything" (docs/product/accounts-and-sessions.md "Export everything"; /settings offers
 * it before an account is deleted, "Account deletion" there): the owner asks for an export (one at
 * a time: asking again while one is built answers that one), the `account-export.build` job builds
 * it (account-export.jobs.ts), and the owner downloads it for EXPORT_DOWNLOAD_VALID_DAYS days.
 * Only its owner reaches it (policies/account-export.policy.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { EXPORT_MESSAGES, type AccountExport } from '@heirloom/common/contracts/account-export';
import type { RecipeContent } from '@heirloom/common/contracts/recipes';
import type { Database } from '../../db/tables';
import { jobOf } from '../../jobs/job-queue';
import { insertJobs } from '../../jobs/jobs.repository';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { MediaSource } from '../../plugins/media-response';
import type { BlobStore } from '../../storage/blob-store';
import type { Keyring } from '../../storage/keyring';
import type { ExportEmailSettings } from './account-export.emails';
import { exportFileName, presentExport } from './account-export.presenter';
import { findLatestExport, findUnfinishedExport, insertExport, type ExportRow } from './account-export.repository';

/** A file of the archive made by another module (a tree's GEDZIP). */
export interface ExportedFile {
  fileName: string;
  body: Buffer | Readable;
}

export interface AccountExportDependencies {
  db: Kysely<Database>;
  clock: Clock;
  blobStore: BlobStore;
  keyring: Keyring;
  email: ExportEmailSettings;
  /** Every family tree the user owns as GEDCOM 7.0 and as GEDZIP (the family-tree module's export). */
  exportFamilyTrees: (ownerId: string) => Promise<ExportedFile[]>;
  /**
   * Every recipe the user owns, oldest first, each photo's and voice's `fileUrl` given by
   * `fileOfItem` (the archive path of a vault item, '' when it is not in the archive): the recipes module.
   */
  exportRecipes: (
    ownerId: string,
    fileOfItem: (itemId: string) => string,
  ) => Promise<{ id: string; createdAt: string; updatedAt: string; content: RecipeContent }[]>;
  /**
   * Every scrapbook the user owns, oldest first, as a PDF made when opened, each recording named by
   * its archive path (`fileOfItem`, '' when not in the archive): the scrapbooks module.
   */
  exportScrapbooks: (
    ownerId: string,
    fileOfItem: (itemId: string) => string,
  ) => Promise<{ title: string; open(): Promise<Readable> }[]>;
  /** The user's last wishes as JSON and PDF, or null when they never wrote any (the last-wishes module). */
  readLastWishes: (ownerId: string) => Promise<{ document: unknown; pdf: Buffer } | null>;
}

/** The type of the job that builds one export. */
export const EXPORT_BUILD_JOB_TYPE = 'account-export.build';

/**
 * Starts an export of everything `ownerId` keeps, or answers the one still being built.
 * @returns the export, pending (its job queued in the same transaction) or running
 */
export async function startExport(deps: AccountExportDependencies, ownerId: string): Promise<AccountExport> {
  const now = deps.clock.now();
  const row = await deps.db.transaction().execute(async (trx) => {
    const unfinished = await findUnfinishedExport(trx, ownerId);
    if (unfinished) return unfinished;
    const created = {
      id: randomUUID(),
      owner_id: ownerId,
      status: 'pending' as const,
      progress: 0,
      step: 'Waiting to start…',
      storage_key: null,
      size_bytes: null,
      segment_bytes: null,
      error: null,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
      ready_at: null,
      expires_at: null,
    };
    await insertExport(trx, created);
    await insertJobs(
      trx,
      [jobOf({ type: EXPORT_BUILD_JOB_TYPE }, created.id, { exportId: created.id }, now)],
      now.toISOString(),
    );
    return created;
  });
  return presentExport(row, deps.email.productName, now);
}

/** The owner's newest export, or null before the first. */
export async function readLatestExport(
  deps: AccountExportDependencies,
  ownerId: string,
): Promise<AccountExport | null> {
  const row = await findLatestExport(deps.db, ownerId);
  return row ? presentExport(row, deps.email.productName, deps.clock.now()) : null;
}

/**
 * The decrypting source of a ready export for its owner's download (`row`: the export the
 * account-export gate found theirs).
 * @throws AppError 'conflict' (still being built, or failed), 'gone' (expired)
 */
export async function openExportDownload(deps: AccountExportDependencies, row: ExportRow): Promise<MediaSource> {
  const shown = presentExport(row, deps.email.productName, deps.clock.now());
  if (shown.status === 'expired') throw new AppError('gone', EXPORT_MESSAGES.expired);
  if (shown.status === 'failed') throw new AppError('conflict', EXPORT_MESSAGES.failed);
  if (shown.status !== 'ready') throw new AppError('conflict', EXPORT_MESSAGES.notReady);
  return {
    body: {
      store: deps.blobStore,
      layout: { prefix: row.storage_key!, plaintextBytes: Number(row.size_bytes), segmentBytes: row.segment_bytes! },
      identity: await deps.keyring.identityFor(row.owner_id),
    },
    contentType: 'application/zip',
    etag: `export-${row.id}`,
    downloadName: exportFileName(deps.email.productName, row),
  };
}
