/**
 * Waveforms of long recordings, made after the upload
 * (docs/decisions/003-vault-storage-encryption-and-uploads.md "Uploads";
 * docs/decisions/004-one-job-queue.md): decoding a recording costs more than storing it (ffmpeg
 * decodes and resamples 100 MB of WAV in about 0.7 s), so a recording larger than one segment that
 * arrived encrypted (upload-ingest.ts) is stored at once, without waveform and duration, and a
 * `media.waveform` job (id `media.waveform:<mediaId>`) on the one job queue decrypts it to a
 * private temporary folder, reads its duration (ffprobe) and its peaks (lib/audio-waveform.ts) and
 * writes both on the media record.
 */
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/tables';
import { defineJob, jobOf, type JobResult } from '../jobs/job-queue';
import { computeWaveformPeaks } from '../lib/audio-waveform';
import { probeMedia } from '../lib/media-probe';
import type { BlobStore } from './blob-store';
import { readDecryptedRange } from './encrypted-blobs';
import type { Keyring } from './keyring';

/** The job type; every job id of it is `media.waveform:<mediaId>`. */
export const MEDIA_WAVEFORM_JOB_TYPE = 'media.waveform';

/** How long a claimed job may run before another instance may take it over, ms (an hour of WAV decodes in seconds). */
const WAVEFORM_LEASE_MS = 15 * 60 * 1000;

/** The job that reads media `mediaId`'s duration and waveform, due at `runAt` (ISO-8601). */
export const mediaWaveformJobOf = (mediaId: string, runAt: string) =>
  jobOf({ type: MEDIA_WAVEFORM_JOB_TYPE }, mediaId, { mediaId }, runAt);

export interface MediaWaveformDependencies {
  db: Kysely<Database>;
  blobStore: BlobStore;
  keyring: Keyring;
}

/**
 * The `media.waveform` job. A record that already has a waveform, or is gone, is left alone, so a
 * second run changes nothing. A recording that cannot be decoded keeps no waveform (the item still
 * plays and downloads); the failure is retried once a minute later.
 */
export function createMediaWaveformJob(deps: MediaWaveformDependencies) {
  return defineJob({
    type: MEDIA_WAVEFORM_JOB_TYPE,
    payload: z.object({ mediaId: z.string() }),
    leaseMs: WAVEFORM_LEASE_MS,
    maxAttempts: 2,
    retryDelaysMs: [60_000],
    async run({ mediaId }): Promise<JobResult | void> {
      const media = await deps.db
        .selectFrom('media')
        .select(['id', 'owner_id', 'storage_key', 'size_bytes', 'segment_bytes', 'waveform'])
        .where('id', '=', mediaId)
        .executeTakeFirst();
      if (!media || media.waveform !== null) return;
      const folder = mkdtempSync(path.join(os.tmpdir(), 'heirloom-waveform-'));
      try {
        const recording = path.join(folder, 'recording');
        const layout = {
          prefix: media.storage_key,
          plaintextBytes: Number(media.size_bytes),
          segmentBytes: media.segment_bytes,
        };
        await pipeline(
          readDecryptedRange(deps.blobStore, layout, await deps.keyring.identityFor(media.owner_id)),
          createWriteStream(recording, { mode: 0o600 }),
        );
        const [probe, peaks] = await Promise.all([probeMedia(recording), computeWaveformPeaks(recording)]);
        return {
          commit: async (trx) => {
            await trx
              .updateTable('media')
              .set({ waveform: JSON.stringify(peaks), duration_ms: probe.durationMs })
              .where('id', '=', media.id)
              .where('waveform', 'is', null)
              .execute();
          },
        };
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  });
}
