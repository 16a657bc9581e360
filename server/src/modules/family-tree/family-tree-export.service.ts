/**
 * GEDCOM export: 7.0 (with its byte-order mark) or 5.5.1 text, or a GEDZIP with every linked vault file
 * decrypted into the archive and recordings' transcripts as notes of their multimedia objects.
 * Individuals not known to be deceased can be left out or reduced to "Living" (family-tree.living.ts).
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { ExportQuery } from '@heirloom/common/contracts/family-tree';
import type { Database } from '../../db/tables';
import { listTreesFor } from '../../policies/family-tree.policy';
import { encodeGedcom, serializeGedcom } from '../../lib/gedcom/gedcom-serialize';
import { writeGedzip } from '../../lib/gedcom/gedzip';
import type { Clock } from '../../lib/clock';
import type { BlobStore } from '../../storage/blob-store';
import { readDecryptedRange } from '../../storage/encrypted-blobs';
import type { Keyring } from '../../storage/keyring';
import { treeToGedcom } from './family-tree.gedcom-export';
import { linkGraph } from './family-tree.graph';
import { decideLiving } from './family-tree.living';
import { findExportableVaultFiles, loadTreeRows } from './family-tree.repository';

export interface TreeExportDependencies {
  db: Kysely<Database>;
  blobStore: BlobStore;
  keyring: Keyring;
  stagingDir: string;
  clock: Clock;
}

export interface TreeExport {
  fileName: string;
  contentType: string;
  body: Buffer | Readable;
}

/** GEDCOM 7.0's media type (GEDCOM 7.0 §3.1); also used for 5.5.1, which registered none. */
const GEDCOM_TYPE = 'text/vnd.familysearch.gedcom; charset=utf-8';
const EXTENSIONS: Record<string, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
  'image/gif': '.gif',
  'audio/mpeg': '.mp3',
  'audio/ogg': '.ogg',
  'audio/webm': '.webm',
  'audio/wav': '.wav',
  'video/mp4': '.mp4',
  'video/webm': '.webm',
  'application/pdf': '.pdf',
};

/** A FILE path that names a file inside the archive: relative, no "..", no scheme. */
const isArchivePath = (filePath: string) =>
  filePath !== '' &&
  !/^[a-z][a-z0-9+.-]*:/i.test(filePath) &&
  !filePath.startsWith('/') &&
  !filePath.split('/').includes('..');

/**
 * Builds the export of tree `treeId` (its owner's, authorised by the route's access gate).
 * @returns the file's name, type and bytes (a GEDZIP streams from a private file removed once read)
 */
export async function exportTree(
  deps: TreeExportDependencies,
  treeId: string,
  query: ExportQuery,
): Promise<TreeExport> {
  const rows = (await loadTreeRows(deps.db, treeId))!;
  const statuses = decideLiving(
    linkGraph(rows, null),
    {
      events: rows.events,
      recordedDeceasedIds: new Set(rows.individuals.filter((row) => !row.is_living).map((row) => row.id)),
    },
    rows.individuals.map((row) => row.id),
    deps.clock.now(),
  );
  const baseName = rows.tree.name.replace(/[^\p{L}\p{N} ._-]+/gu, '').trim() || 'family-tree';
  if (query.format !== 'gedzip') {
    const version = query.format === 'gedcom551' ? '5.5.1' : '7.0';
    const text = serializeGedcom(treeToGedcom(rows, { version, living: query.living, statuses }), version);
    return { fileName: `${baseName}.ged`, contentType: GEDCOM_TYPE, body: encodeGedcom(text, version) };
  }
  const files = await findExportableVaultFiles(deps.db, treeId, rows.tree.owner_id);
  const filePaths = new Map<string, string>();
  const objectNotes = new Map<string, string[]>();
  const entries = new Map<string, (typeof files)[number]>();
  for (const file of files) {
    let name = isArchivePath(file.path) ? safeDecode(file.path) : undefined;
    if (!name || (entries.has(name) && entries.get(name)!.item_id !== file.item_id)) {
      name = `media/${file.item_id}${EXTENSIONS[file.content_type] ?? ''}`;
    }
    entries.set(name, file);
    filePaths.set(file.file_id, encodeURI(name));
    const transcript = file.edited_text ?? file.machine_text;
    if (transcript) {
      objectNotes.set(file.media_object_id, [
        ...(objectNotes.get(file.media_object_id) ?? []),
        `Transcript of ${file.title}: ${transcript}`,
      ]);
    }
  }
  const text = serializeGedcom(
    treeToGedcom(rows, { version: '7.0', living: query.living, statuses, filePaths, objectNotes }),
    '7.0',
  );
  mkdirSync(deps.stagingDir, { recursive: true });
  const zipPath = path.join(deps.stagingDir, `gedzip-export-${randomUUID()}.gdz`);
  try {
    await writeGedzip(
      zipPath,
      text,
      [...entries].map(([name, file]) => ({
        name,
        open: async () =>
          readDecryptedRange(
            deps.blobStore,
            { prefix: file.storage_key, plaintextBytes: Number(file.size_bytes), segmentBytes: file.segment_bytes },
            await deps.keyring.identityFor(file.owner_id),
          ),
      })),
    );
  } catch (error) {
    rmSync(zipPath, { force: true });
    throw error;
  }
  const body = createReadStream(zipPath);
  body.once('close', () => rmSync(zipPath, { force: true }));
  return { fileName: `${baseName}.gdz`, contentType: 'application/zip', body };
}

function safeDecode(filePath: string): string | undefined {
  try {
    return decodeURIComponent(filePath);
  } catch {
    return undefined;
  }
}

/**
 * Every tree `ownerId` owns (not those read through a circle), living people kept, the family tree
 * part of "export everything": as GEDCOM 7.0, which any genealogy program reading 7.0 opens, and as
 * GEDZIP, which carries the photos and recordings too (docs/product/accounts-and-sessions.md
 * "Export everything").
 * @returns two exports per tree (.ged, then .gdz), oldest tree first; none when the user has no tree
 */
export async function exportOwnTrees(deps: TreeExportDependencies, ownerId: string): Promise<TreeExport[]> {
  const owned = (await listTreesFor(deps.db, ownerId)).filter((tree) => tree.owner_id === ownerId).reverse();
  const exports: TreeExport[] = [];
  for (const tree of owned) {
    exports.push(await exportTree(deps, tree.id, { format: 'gedcom7', living: 'include' }));
    exports.push(await exportTree(deps, tree.id, { format: 'gedzip', living: 'include' }));
  }
  return exports;
}
