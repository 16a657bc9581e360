/**
 * Playable renditions (issue 15 "Real files from real phones"): a `vault.render` job per video that
 * browsers cannot play (HEVC, H.263, AMR; lib/video-rendition.ts), on the one job queue
 * (docs/decisions/004). It decrypts the original to a private temporary folder, has ffmpeg make an
 * H.264/AAC MP4, and stores it encrypted to the owner's key under `<storage_key>/rendition`, beside
 * the original, which is never altered.
 */
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { defineJob, type JobResult } from '../../jobs/job-queue';
import { renderPlayableVideo } from '../../lib/video-rendition';
import { readDecryptedRange, writeEncryptedBlob } from '../../storage/encrypted-blobs';
import { RENDITION_JOB_TYPE } from './vault.repository';
import type { VaultDependencies } from './vault.service';

/** How long a claimed job may run before another instance may take it over, ms. */
const RENDITION_LEASE_MS = 60 * 60 * 1000;

/**
 * The `vault.render` job. The rendition's blobs are written before the commit and the row says 'done'
 * only while the lease holds; a failure is retried once five minutes later, then marked 'failed' (the
 * original still downloads).
 */
export function createRenditionJob(deps: VaultDependencies) {
  return defineJob({
    type: RENDITION_JOB_TYPE,
    payload: z.object({ itemId: z.string() }),
    leaseMs: RENDITION_LEASE_MS,
    maxAttempts: 2,
    retryDelaysMs: [5 * 60_000],
    async run({ itemId }): Promise<JobResult | void> {
      const media = await deps.db
        .selectFrom('vault_items')
        .innerJoin('media', 'media.id', 'vault_items.media_id')
        .select(['media.id', 'media.owner_id', 'storage_key', 'size_bytes', 'segment_bytes'])
        .where('vault_items.id', '=', itemId)
        .executeTakeFirst();
      if (!media) return; // deleted meanwhile
      const folder = mkdtempSync(path.join(os.tmpdir(), 'heirloom-render-'));
      try {
        const [originalPath, renditionPath] = [path.join(folder, 'original'), path.join(folder, 'rendition.mp4')];
        const layout = {
          prefix: media.storage_key,
          plaintextBytes: Number(media.size_bytes),
          segmentBytes: media.segment_bytes,
        };
        const identity = await deps.keyring.identityFor(media.owner_id);
        await pipeline(
          readDecryptedRange(deps.blobStore, layout, identity),
          createWriteStream(originalPath, { mode: 0o600 }),
        );
        await renderPlayableVideo(originalPath, renditionPath);
        const stored = await writeEncryptedBlob(
          deps.blobStore,
          `${media.storage_key}/rendition`,
          createReadStream(renditionPath),
          await deps.keyring.recipientFor(media.owner_id),
          media.segment_bytes,
        );
        return {
          commit: async (trx) => {
            await trx
              .updateTable('media')
              .set({ rendition_status: 'done', rendition_bytes: stored.plaintextBytes })
              .where('id', '=', media.id)
              .execute();
          },
        };
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
    onFailure: async ({ itemId }, failure, trx) => {
      if (!failure.isFinal) return;
      const mediaId = trx.selectFrom('vault_items').select('media_id').where('id', '=', itemId);
      await trx.updateTable('media').set({ rendition_status: 'failed' }).where('id', 'in', mediaId).execute();
    },
  });
}
