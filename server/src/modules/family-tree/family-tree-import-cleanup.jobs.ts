/**
 * The hourly `family-tree.import-cleanup` (docs/product/family-tree.md "GEDCOM import"): a GEDCOM
 * or GEDZIP preview that was never run is deleted a day after it was made — its row, its upload
 * kept encrypted in the `BlobStore` and any file left in the staging folder — so an abandoned
 * upload does not stay forever. A preview that was run is the import job's (which removes the
 * upload itself) and is left alone.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { defineJob } from '../../jobs/job-queue';
import type { TreeImportDependencies } from './family-tree-import.service';
import { deleteUnrunPreview, listStalePreviews } from './family-tree.repository';

/** How long a preview that was never run is kept, ms (a day to decide). */
export const UNRUN_PREVIEW_KEEP_MS = 24 * 60 * 60 * 1000;

/** Previews deleted per query, so a large backlog never loads at once. */
const BATCH_SIZE = 100;

type CleanupDependencies = Pick<TreeImportDependencies, 'db' | 'clock' | 'blobStore' | 'stagingDir'>;

/**
 * Deletes every preview never run that is older than UNRUN_PREVIEW_KEEP_MS, with its stored upload.
 * Idempotent: the row goes in the transaction that removes the upload, only while it is still a
 * preview, so a preview run meanwhile is kept and a failed removal leaves the row for the next run.
 * @returns how many were deleted
 */
export async function deleteUnrunPreviews(deps: CleanupDependencies): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - UNRUN_PREVIEW_KEEP_MS).toISOString();
  let deleted = 0;
  for (;;) {
    const stale = await listStalePreviews(deps.db, before, BATCH_SIZE);
    for (const preview of stale) {
      const isDeleted = await deps.db.transaction().execute(async (trx) => {
        if (!(await deleteUnrunPreview(trx, preview.id))) return false;
        await deps.blobStore.removeAll(preview.storage_key);
        return true;
      });
      if (!isDeleted) continue;
      // A preview's staged copy (previewImport's `gedcom-<id>`) is left behind only by a crash.
      rmSync(path.join(deps.stagingDir, `gedcom-${preview.id}`), { force: true });
      deleted++;
    }
    if (stale.length < BATCH_SIZE) return deleted;
  }
}

/** `family-tree.import-cleanup`, hourly: deletes the previews never run that are over a day old. */
export function createImportCleanupJob(deps: CleanupDependencies) {
  return defineJob({
    type: 'family-tree.import-cleanup',
    payload: z.object({}),
    leaseMs: 5 * 60_000,
    maxAttempts: 3,
    retryDelaysMs: [60_000],
    everyMs: 60 * 60_000,
    async run() {
      await deleteUnrunPreviews(deps);
    },
  });
}
