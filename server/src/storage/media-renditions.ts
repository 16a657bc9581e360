/**
 * Renditions at the media level (a playable copy of a video browsers cannot play, and a message's
 * copy that plays on phones), shared by the vault, future messages and the family tree's imports: a
 * media record stored with `rendition_status = 'pending'` gets one `media.render` job (id
 * `media.render:<mediaId>`) in the same transaction, on the one job queue (docs/decisions/004). The
 * job decrypts the original to a private temporary folder, has ffmpeg make the rendition
 * (lib/media-rendition.ts: an M4A for sound, an H.264/AAC MP4 for a video) and stores it encrypted
 * to the owner's key under `<storage_key>/rendition`, beside the original, which is never altered.
 */
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/tables';
import { defineJob, jobOf, type JobResult } from '../jobs/job-queue';
import { insertJobs } from '../jobs/jobs.repository';
import { renderRendition } from '../lib/media-rendition';
import type { BlobStore } from './blob-store';
import { readDecryptedRange, writeEncryptedBlob } from './encrypted-blobs';
import type { Keyring } from './keyring';
import type { MediaRow } from './media-ingest';

/** The job type; every job id of it is `media.render:<mediaId>`. */
export const MEDIA_RENDITION_JOB_TYPE = 'media.render';

/**
 * How long a claim lasts, ms: the queue renews it every third of this while ffmpeg runs, so a long
 * render keeps it, and a render cut off by a restart is taken up again within minutes.
 */
const RENDITION_LEASE_MS = 5 * 60 * 1000;

/** The blob prefix of a media record's rendition. */
export const renditionKeyOf = (media: Pick<MediaRow, 'storage_key'>) => `${media.storage_key}/rendition`;

/** The job that makes media `mediaId`'s rendition, due at `runAt` (ISO-8601). */
export const mediaRenditionJobOf = (mediaId: string, runAt: string) =>
  jobOf({ type: MEDIA_RENDITION_JOB_TYPE }, mediaId, { mediaId }, runAt);

/**
 * Inserts a media record and, when it waits for a rendition (`rendition_status = 'pending'`), its
 * `media.render` job, in the caller's executor: call it inside a transaction so neither exists
 * without the other. Queuing twice is harmless (the job id is the media id).
 */
export async function insertMediaRecord(db: Kysely<Database> | Transaction<Database>, media: MediaRow): Promise<void> {
  await db.insertInto('media').values(media).execute();
  if (media.rendition_status === 'pending')
    await insertJobs(db, [mediaRenditionJobOf(media.id, media.created_at)], media.created_at);
}

export interface MediaRenditionDependencies {
  db: Kysely<Database>;
  blobStore: BlobStore;
  keyring: Keyring;
}

/**
 * The `media.render` job. Only a record still 'pending' is rendered, so a second run changes nothing.
 * The rendition's blobs are written before the commit and the row says 'done' only while the lease
 * holds; if the record was deleted meanwhile, its blobs go too. A failure is retried once five
 * minutes later, then the record says 'failed' (the original still plays and downloads).
 */
export function createMediaRenditionJob(deps: MediaRenditionDependencies) {
  return defineJob({
    type: MEDIA_RENDITION_JOB_TYPE,
    payload: z.object({ mediaId: z.string() }),
    leaseMs: RENDITION_LEASE_MS,
    maxAttempts: 2,
    retryDelaysMs: [5 * 60_000],
    async run({ mediaId }): Promise<JobResult | void> {
      const media = await deps.db
        .selectFrom('media')
        .select(['id', 'owner_id', 'storage_key', 'size_bytes', 'segment_bytes', 'content_type', 'rendition_status'])
        .where('id', '=', mediaId)
        .executeTakeFirst();
      if (media?.rendition_status !== 'pending') return; // deleted, already made, or not wanted
      const folder = mkdtempSync(path.join(os.tmpdir(), 'heirloom-render-'));
      try {
        const [originalPath, renditionPath] = [path.join(folder, 'original'), path.join(folder, 'rendition')];
        const layout = {
          prefix: media.storage_key,
          plaintextBytes: Number(media.size_bytes),
          segmentBytes: media.segment_bytes,
        };
        await pipeline(
          readDecryptedRange(deps.blobStore, layout, await deps.keyring.identityFor(media.owner_id)),
          createWriteStream(originalPath, { mode: 0o600 }),
        );
        await renderRendition(media.content_type, originalPath, renditionPath);
        const stored = await writeEncryptedBlob(
          deps.blobStore,
          renditionKeyOf(media),
          createReadStream(renditionPath),
          await deps.keyring.recipientFor(media.owner_id),
          media.segment_bytes,
        );
        return {
          commit: async (trx) => {
            const updated = await trx
              .updateTable('media')
              .set({ rendition_status: 'done', rendition_bytes: stored.plaintextBytes })
              .where('id', '=', media.id)
              .where('rendition_status', '=', 'pending')
              .executeTakeFirst();
            if (updated.numUpdatedRows > 0n) return;
            // Deleted while it was rendered: its blobs go too (a record that still exists keeps them).
            const isKept = await trx.selectFrom('media').select('id').where('id', '=', media.id).executeTakeFirst();
            if (!isKept) await deps.blobStore.removeAll(media.storage_key);
          },
        };
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
    onFailure: async ({ mediaId }, failure, trx) => {
      if (!failure.isFinal) return;
      await trx.updateTable('media').set({ rendition_status: 'failed' }).where('id', '=', mediaId).execute();
    },
  });
}
