/**
 * Transcripts of voice recordings and videos (docs/product/memory-vault.md
 * "Transcripts and emotion"): a `vault.transcribe` job per item on the one job queue
 * (docs/decisions/004-one-job-queue.md), so several app instances never run the same one; the
 * owner's edits are kept when a job re-runs; a failed job is shown and can be retried, and never
 * touches the recording.
 */
import { z } from 'zod';
import { VAULT_MESSAGES, type VaultItem } from '@heirloom/common/contracts/vault';
import { defineJob, type JobResult } from '../../jobs/job-queue';
import { requeueJob } from '../../jobs/jobs.repository';
import { AppError } from '../../lib/app-error';
import type { VaultItemGrant } from '../../policies/vault.policy';
import { TRANSCRIPTION_JOB_TYPE, transcriptionJobOf } from '../../storage/item-transcripts';
import { storedWordsOf, transcribeStoredRecording } from '../../storage/recording-transcription';
import { analyzeEmotion } from '../../lib/transcription/emotion';
import type { Transcriber } from '../../lib/transcription/transcription';
import { reindexVaultItem } from './vault-search.repository';
import { findEditedText, findRecordingToTranscribe, updateTranscript } from './vault.transcripts.repository';
import { presentVaultItem } from './vault.presenter';
import { loadVaultRecord, type VaultDependencies } from './vault.service';

const emotionOf = (text: string | null) => (text?.trim() ? JSON.stringify(analyzeEmotion(text)) : null);

/**
 * The record of the user's own recording (the gate of 'vault-item.write': only the owner changes a
 * transcript).
 * @throws AppError 'not_found' (gone meanwhile), 'invalid' (a photo or document has no transcript)
 */
async function requireTranscript(deps: VaultDependencies, item: VaultItemGrant) {
  const record = await loadVaultRecord(deps.db, item.id);
  if (!record.transcript) throw new AppError('invalid', VAULT_MESSAGES.transcriptNotApplicable);
  return record;
}

/** Keeps the owner's wording of the transcript (and its emotion summary). @throws AppError */
export async function editTranscript(deps: VaultDependencies, item: VaultItemGrant, text: string): Promise<VaultItem> {
  const itemId = item.id;
  await requireTranscript(deps, item);
  await deps.db.transaction().execute(async (trx) => {
    await updateTranscript(trx, itemId, {
      edited_text: text,
      emotion: emotionOf(text),
      updated_at: deps.clock.now().toISOString(),
    });
    await reindexVaultItem(trx, itemId);
  });
  return presentVaultItem(await loadVaultRecord(deps.db, itemId));
}

/** Queues a failed (or unavailable, or finished) transcript again. @throws AppError */
export async function retryTranscript(deps: VaultDependencies, item: VaultItemGrant): Promise<VaultItem> {
  const itemId = item.id;
  const { transcript } = await requireTranscript(deps, item);
  if (!deps.canTranscribe) throw new AppError('unavailable', VAULT_MESSAGES.transcriptionUnavailable);
  if (transcript!.status === 'failed' || transcript!.status === 'unavailable' || transcript!.status === 'done') {
    const now = deps.clock.now();
    await deps.db.transaction().execute(async (trx) => {
      await updateTranscript(trx, itemId, { status: 'pending', error: null, updated_at: now.toISOString() });
      await requeueJob(trx, transcriptionJobOf(itemId, now), now.toISOString());
    });
  }
  return presentVaultItem(await loadVaultRecord(deps.db, itemId));
}

/** How long a claimed job may run before another instance may take it over, ms. */
export const TRANSCRIPTION_LEASE_MS = 15 * 60 * 1000;

/**
 * The `vault.transcribe` job: transcribes one recording (storage/recording-transcription.ts, through
 * a private temporary file removed after), analyses its emotion and stores the result with the
 * search index — committed only while the job's lease holds. A failure is retried once a minute later, then shown as failed (the
 * owner can retry); the recording is never touched.
 */
export function createTranscriptionJob(deps: VaultDependencies & { transcriber: Transcriber }) {
  return defineJob({
    type: TRANSCRIPTION_JOB_TYPE,
    payload: z.object({ itemId: z.string() }),
    leaseMs: TRANSCRIPTION_LEASE_MS,
    maxAttempts: 2,
    retryDelaysMs: [60_000],
    async run({ itemId }): Promise<JobResult | void> {
      const record = await findRecordingToTranscribe(deps.db, itemId);
      if (!record) return; // deleted meanwhile
      await updateTranscript(deps.db, itemId, { status: 'running', updated_at: deps.clock.now().toISOString() });
      const result = await transcribeStoredRecording(deps, record);
      return {
        commit: async (trx) => {
          const current = await findEditedText(trx, itemId);
          if (!current) return;
          await updateTranscript(trx, itemId, {
            status: 'done',
            provider: result.provider,
            language: result.language,
            audio_duration_ms: Math.round(result.audioDurationMs),
            real_time_factor: Math.round(result.realTimeFactor * 1000) / 1000,
            machine_text: result.text,
            words: storedWordsOf(result.words),
            confidence: result.confidence,
            emotion: emotionOf(current.edited_text ?? result.text),
            error: null,
            updated_at: deps.clock.now().toISOString(),
          });
          await reindexVaultItem(trx, itemId);
        },
      };
    },
    onFailure: async ({ itemId }, failure, trx) => {
      await updateTranscript(trx, itemId, {
        status: failure.isFinal ? 'failed' : 'pending',
        error: failure.isFinal ? failure.error.slice(0, 500) : null,
        updated_at: deps.clock.now().toISOString(),
      });
    },
  });
}
