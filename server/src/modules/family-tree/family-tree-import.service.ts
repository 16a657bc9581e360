/**
 * GEDCOM and GEDZIP import (docs/product/family-tree.md "GEDCOM import"): an upload is read once
 * for a preview (counts and every warning with its line) and kept encrypted to the owner's key;
 * running it queues the `family-tree.import` job, which maps the file into a new tree and, for a
 * GEDZIP, puts its media into the owner's vault (encrypted, linked to their multimedia objects;
 * recordings and videos queued for the vault's transcription, as vault uploads are). All rows are
 * written in the transaction that completes the job: a malformed file or a crash leaves nothing
 * behind.
 */
import { randomUUID } from 'node:crypto';
import {
  closeSync,
  createReadStream,
  createWriteStream,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  rmSync,
} from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  FAMILY_TREE_MESSAGES,
  GEDCOM_MAX_BYTES,
  GEDCOM_MAX_RECORDS,
  type ImportPreview,
} from '@heirloom/common/contracts/family-tree';
import { VAULT_ITEM_KINDS, type VaultItemKind } from '@heirloom/common/contracts/vault';
import type { Database } from '../../db/tables';
import { insertJobs } from '../../jobs/jobs.repository';
import { defineJob, jobOf, type JobDefinition } from '../../jobs/job-queue';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { decodeGedcom, type GedcomCharset } from '../../lib/gedcom/gedcom-decode';
import { GedcomSyntaxError } from '../../lib/gedcom/gedcom-node';
import { readGedcom, type GedcomReading } from '../../lib/gedcom/gedcom-parse';
import { openGedzip, type OpenGedzip } from '../../lib/gedcom/gedzip';
import type { BlobStore } from '../../storage/blob-store';
import { readDecryptedRange, writeEncryptedBlob } from '../../storage/encrypted-blobs';
import type { Keyring } from '../../storage/keyring';
import { hasSound, newTranscriptOf } from '../../storage/item-transcripts';
import { discardMediaBlobs, ingestMediaFile, type MediaRow } from '../../storage/media-ingest';
import { checkStorageRoom, type StorageStanding } from '../../storage/storage-usage';
import { indexXrefs, mapGedcomInBatches, newTreeRow, type XrefIndex } from './family-tree.gedcom-import';
import type { TreeRows } from './family-tree.model';
import {
  analyzeTreeTables,
  findImport,
  insertImport,
  insertLinkRows,
  insertRecordRows,
  insertTree,
  insertVaultMedia,
  updateImport,
  type ImportRow,
} from './family-tree.repository';

export interface TreeImportDependencies {
  db: Kysely<Database>;
  clock: Clock;
  /** Which database `db` is (FamilyTreeDependencies). */
  dialect: 'sqlite' | 'postgres';
  blobStore: BlobStore;
  keyring: Keyring;
  /** Private folder for files being read (uploads, decrypted imports, media on their way to the vault). */
  stagingDir: string;
  log: { warn: (message: string) => void };
  /** Whether a transcriber is installed: imported recordings then get the vault's `vault.transcribe` job. */
  canTranscribe: boolean;
  /** The owner's plan and storage allowance in use: a GEDZIP's files wait when they have no room. */
  storageOf: (userId: string) => Promise<StorageStanding>;
}

export const IMPORT_JOB_TYPE = 'family-tree.import';
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

interface ReadFile {
  reading: GedcomReading;
  /** Every record's new id; reading it read the whole file, so a malformed one has failed already. */
  index: XrefIndex;
  charset: GedcomCharset;
  archive?: OpenGedzip;
}

/**
 * Decodes a staged .ged or .gdz and reads it through once (its records' ids); the caller closes
 * `archive`. @throws GedcomSyntaxError
 */
async function readStagedFile(stagedPath: string, isGedzip: boolean): Promise<ReadFile> {
  const archive = isGedzip ? await openGedzip(stagedPath, GEDCOM_MAX_BYTES) : undefined;
  try {
    const { text, charset } = decodeGedcom(archive ? archive.gedcom : readFileSync(stagedPath));
    const reading = readGedcom(text, { maxRecords: GEDCOM_MAX_RECORDS });
    return { reading, index: indexXrefs(reading.records()), charset, archive };
  } catch (error) {
    archive?.close();
    throw error;
  }
}

/** The archive names of a FILE payload: itself and its percent-decoded form ("Bront%C3%AB.jpg"). */
function archiveNameOf(filePath: string, names: Set<string>): string | undefined {
  if (names.has(filePath)) return filePath;
  try {
    const decoded = decodeURIComponent(filePath);
    return names.has(decoded) ? decoded : undefined;
  } catch {
    return undefined;
  }
}

const asInvalid = (error: unknown): never => {
  if (error instanceof GedcomSyntaxError) throw new AppError('invalid', error.message);
  throw error;
};

/**
 * Stores an uploaded .ged/.gdz for `ownerId` and answers its preview.
 * @throws AppError 'too_large' over 100 MB, 'invalid' for a malformed file (message with its line)
 */
export async function previewImport(
  deps: TreeImportDependencies,
  ownerId: string,
  upload: { stream: Readable; fileName: string; isTruncated: () => boolean },
): Promise<ImportPreview> {
  mkdirSync(deps.stagingDir, { recursive: true });
  const id = randomUUID();
  const stagedPath = path.join(deps.stagingDir, `gedcom-${id}`);
  try {
    await pipeline(upload.stream, createWriteStream(stagedPath));
    if (upload.isTruncated()) throw new AppError('too_large', FAMILY_TREE_MESSAGES.tooLarge);
    const head = Buffer.alloc(ZIP_MAGIC.length);
    const descriptor = openSync(stagedPath, 'r');
    readSync(descriptor, head, 0, head.length, 0);
    closeSync(descriptor);
    const isGedzip = head.equals(ZIP_MAGIC);
    const file = await readStagedFile(stagedPath, isGedzip).catch(asInvalid);
    file.archive?.close();
    const archiveNames = new Set(file.archive?.fileNames ?? []);
    // Counted batch by batch: the preview never holds the file's rows.
    const counts = { individuals: 0, families: 0, events: 0, media: 0, mediaFilesInArchive: 0 };
    const mapped = await mapGedcomInBatches(
      file.reading,
      file.index,
      { treeId: id, ownerId, treeName: upload.fileName, now: deps.clock.now().toISOString() },
      (rows) => {
        counts.individuals += rows.individuals.length;
        counts.families += rows.families.length;
        counts.events += rows.events.length;
        counts.media += rows.mediaObjects.length;
        counts.mediaFilesInArchive += rows.mediaFiles.filter((row) => archiveNameOf(row.path, archiveNames)).length;
      },
    );
    const now = deps.clock.now().toISOString();
    const storageKey = `gedcom-imports/${id}`;
    const layout = await writeEncryptedBlob(
      deps.blobStore,
      storageKey,
      createReadStream(stagedPath),
      await deps.keyring.recipientFor(ownerId),
    );
    await insertImport(deps.db, {
      id,
      owner_id: ownerId,
      file_name: upload.fileName.slice(0, 500),
      storage_key: storageKey,
      size_bytes: layout.plaintextBytes,
      segment_bytes: layout.segmentBytes,
      is_gedzip: isGedzip ? 1 : 0,
      status: 'previewed',
      progress: 0,
      tree_id: null,
      error: null,
      error_line: null,
      created_at: now,
      updated_at: now,
    });
    return {
      id,
      fileName: upload.fileName,
      version: file.reading.version,
      charset: file.charset,
      counts,
      warnings: [...file.reading.warnings, ...mapped.warnings].sort((a, b) => a.line - b.line),
    };
  } finally {
    rmSync(stagedPath, { force: true });
  }
}

/**
 * Queues a previewed import (idempotent: a second call answers the import as it is).
 * @throws AppError 'conflict' when it already ended; 'too_large' when a GEDZIP's files have no room in
 *   the owner's storage allowance (storage/storage-usage.ts)
 */
export async function startImport(deps: TreeImportDependencies, row: ImportRow): Promise<ImportRow> {
  // A GEDZIP's files go into the vault: the archive's size stands for them (photos and recordings
  // are compressed already, so it is close).
  if (row.is_gedzip && row.status === 'previewed')
    checkStorageRoom(await deps.storageOf(row.owner_id), Number(row.size_bytes));
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    if (await updateImport(trx, row.id, 'previewed', { status: 'queued', updated_at: now.toISOString() })) {
      await insertJobs(trx, [jobOf({ type: IMPORT_JOB_TYPE }, row.id, { importId: row.id }, now)], now.toISOString());
    }
  });
  const current = (await findImport(deps.db, row.id))!;
  if (current.status === 'done' || current.status === 'failed') {
    throw new AppError('conflict', FAMILY_TREE_MESSAGES.importAlreadyRun);
  }
  return current;
}

/** A failure no retry can mend (a malformed file): the job fails at once. */
class PermanentImportError extends Error {
  readonly isPermanent = true;
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(message);
  }
}

/**
 * The `family-tree.import` job: decrypts the upload to a private file, maps it into a new tree,
 * ingests a GEDZIP's media into the owner's vault, and commits every row with the job.
 */
export function createTreeImportJob(deps: TreeImportDependencies): JobDefinition<{ importId: string }> {
  return defineJob({
    type: IMPORT_JOB_TYPE,
    payload: z.object({ importId: z.uuid() }),
    leaseMs: 10 * 60_000,
    maxAttempts: 3,
    retryDelaysMs: [30_000, 5 * 60_000],
    async run({ importId }, context) {
      const row = await findImport(deps.db, importId);
      if (!row || row.status !== 'queued') return;
      const progress = (value: number) =>
        updateImport(deps.db, importId, 'queued', { progress: value, updated_at: deps.clock.now().toISOString() });
      mkdirSync(deps.stagingDir, { recursive: true });
      const stagedPath = path.join(deps.stagingDir, `gedcom-run-${importId}`);
      const ingested: MediaRow[] = [];
      try {
        const identity = await deps.keyring.identityFor(row.owner_id);
        const layout = {
          prefix: row.storage_key,
          plaintextBytes: Number(row.size_bytes),
          segmentBytes: row.segment_bytes,
        };
        await pipeline(readDecryptedRange(deps.blobStore, layout, identity), createWriteStream(stagedPath));
        await progress(10);
        const file = await readStagedFile(stagedPath, row.is_gedzip === 1).catch((error: unknown) => {
          if (error instanceof GedcomSyntaxError) throw new PermanentImportError(error.message, error.line);
          throw error;
        });
        const options = {
          treeId: randomUUID(),
          ownerId: row.owner_id,
          treeName: row.file_name.replace(/\.(ged|gdz)$/i, ''),
          now: context.now.toISOString(),
        };
        await progress(30);
        let vaultItems: IngestedVaultFile[] = [];
        const itemIdByName = new Map<string, string>();
        if (file.archive) {
          // The archive's files first (a mapping that keeps only the multimedia files' rows).
          const mediaFiles: TreeRows['mediaFiles'] = [];
          await mapGedcomInBatches(file.reading, file.index, options, (rows) => {
            mediaFiles.push(...rows.mediaFiles);
          });
          vaultItems = await ingestArchiveMedia(deps, row.owner_id, file.archive, mediaFiles, ingested);
          for (const item of vaultItems) itemIdByName.set(item.name, item.itemId);
        }
        const archiveNames = new Set(file.archive?.fileNames ?? []);
        file.archive?.close();
        await progress(90);
        await context.holdLease();
        return {
          commit: async (trx) => {
            const now = context.now.toISOString();
            for (const item of vaultItems)
              await insertVaultMedia(
                trx,
                { ...item, ownerId: row.owner_id, now },
                hasSound(item.kind) ? newTranscriptOf(item.itemId, deps.canTranscribe, now) : null,
              );
            // Mapped and written a batch of records at a time, so the file's rows are never all in memory.
            await insertTree(trx, newTreeRow(file.reading.header, options));
            const { links } = await mapGedcomInBatches(file.reading, file.index, options, async (rows) => {
              for (const mediaFile of rows.mediaFiles) {
                const name = archiveNameOf(mediaFile.path, archiveNames);
                mediaFile.vault_item_id = (name && itemIdByName.get(name)) ?? null;
              }
              await insertRecordRows(trx, rows);
            });
            await insertLinkRows(trx, links);
            if (deps.dialect === 'postgres') await analyzeTreeTables(trx);
            await updateImport(trx, importId, 'queued', {
              status: 'done',
              progress: 100,
              tree_id: options.treeId,
              updated_at: context.now.toISOString(),
            });
            // Last, once every row is written: the upload is not needed any more (a commit failing
            // after this point is rare; the import then fails and asks for the file again).
            await deps.blobStore.removeAll(row.storage_key).catch(() => undefined);
          },
        };
      } catch (error) {
        for (const media of ingested) await discardMediaBlobs(deps.blobStore, media).catch(() => undefined);
        throw error;
      } finally {
        rmSync(stagedPath, { force: true });
      }
    },
    async onFailure({ importId }, failure, trx) {
      if (!failure.isFinal) return;
      const line = /^Line (\d+):/.exec(failure.error)?.[1];
      const row = await findImport(trx, importId);
      if (row) await deps.blobStore.removeAll(row.storage_key).catch(() => undefined);
      await updateImport(trx, importId, 'queued', {
        status: 'failed',
        error: failure.error.slice(0, 1000),
        error_line: line ? Number(line) : null,
        updated_at: deps.clock.now().toISOString(),
      });
    },
  });
}

interface IngestedVaultFile {
  itemId: string;
  /** The file's name in the archive. */
  name: string;
  media: MediaRow;
  kind: VaultItemKind;
  title: string;
}

/**
 * Puts each archive file one of `mediaFiles` names into the owner's vault (storage/media-ingest.ts:
 * sniffed, previewed, encrypted), once per file. Files of a kind the vault does not keep (text,
 * subtitles) stay referenced by path only.
 * @param ingested filled as media are stored, so the caller can discard them on failure
 */
async function ingestArchiveMedia(
  deps: TreeImportDependencies,
  ownerId: string,
  archive: OpenGedzip,
  mediaFiles: TreeRows['mediaFiles'],
  ingested: MediaRow[],
): Promise<IngestedVaultFile[]> {
  const names = new Set(archive.fileNames);
  const byName = new Map<string, IngestedVaultFile | null>();
  for (const file of mediaFiles) {
    const name = archiveNameOf(file.path, names);
    if (!name || byName.has(name)) continue;
    const stagedPath = path.join(deps.stagingDir, `gedzip-${randomUUID()}`);
    await archive.extractFile(name, stagedPath);
    const stored = await ingestMediaFile(deps, {
      ownerId,
      stagedPath,
      originalName: path.posix.basename(name),
      allowedKinds: VAULT_ITEM_KINDS,
      unsupportedMessage: 'unsupported',
      unreadableMessage: 'unreadable',
    }).catch((error: unknown) => {
      if (error instanceof AppError) return null;
      throw error;
    });
    if (stored) ingested.push(stored.media);
    byName.set(
      name,
      stored && {
        itemId: randomUUID(),
        name,
        media: stored.media,
        kind: stored.kind,
        title: file.title ?? path.posix.basename(name),
      },
    );
  }
  return [...byName.values()].filter((item) => item !== null);
}
