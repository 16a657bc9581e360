/**
 * Transcripts of voice recordings and videos (issue 4 "Transcription", "Emotion analysis"): a
 * background job per item, claimed atomically so several app instances never run the same one; the
 * owner's edits are kept when a job re-runs; a failed job is shown and can be retried, and never
 * touches the recording.
 */
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ExpressionBuilder } from 'kysely';
import { VAULT_MESSAGES, type VaultItem } from '@heirloom/common/contracts/vault';
import type { Database } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import { readDecryptedRange } from '../../storage/encrypted-blobs';
import { analyzeEmotion } from '../../lib/transcription/emotion';
import type { Transcriber } from '../../lib/transcription/transcriber';
import { reindexVaultItem } from './vault-search.repository';
import { getVaultItem, getVaultRecord, type VaultDependencies } from './vault.service';

/** How long a claimed job may run before another instance may take it over, ms. */
export const TRANSCRIPTION_LEASE_MS = 15 * 60 * 1000;

const emotionOf = (text: string | null) => (text?.trim() ? JSON.stringify(analyzeEmotion(text)) : null);

async function requireTranscript(deps: VaultDependencies, ownerId: string, itemId: string) {
  const record = await getVaultRecord(deps, ownerId, itemId);
  if (!record.transcript) throw new AppError('invalid', VAULT_MESSAGES.transcriptNotApplicable);
  return record;
}

/** Keeps the owner's wording of the transcript (and its emotion summary). @throws AppError */
export async function editTranscript(
  deps: VaultDependencies,
  ownerId: string,
  itemId: string,
  text: string,
): Promise<VaultItem> {
  await requireTranscript(deps, ownerId, itemId);
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('transcripts')
      .set({ edited_text: text, emotion: emotionOf(text), updated_at: deps.clock.now().toISOString() })
      .where('item_id', '=', itemId)
      .execute();
    await reindexVaultItem(trx, itemId);
  });
  return getVaultItem(deps, ownerId, itemId);
}

/** Queues a failed (or unavailable) transcript again. @throws AppError */
export async function retryTranscript(deps: VaultDependencies, ownerId: string, itemId: string): Promise<VaultItem> {
  const { transcript } = await requireTranscript(deps, ownerId, itemId);
  if (!deps.canTranscribe) throw new AppError('unavailable', VAULT_MESSAGES.transcriptionUnavailable);
  if (transcript!.status === 'failed' || transcript!.status === 'unavailable' || transcript!.status === 'done') {
    await deps.db
      .updateTable('transcripts')
      .set({ status: 'pending', error: null, lease_until: null, updated_at: deps.clock.now().toISOString() })
      .where('item_id', '=', itemId)
      .execute();
  }
  return getVaultItem(deps, ownerId, itemId);
}

/** Takes one due job (pending, or running with an expired lease) if another instance has not. */
async function claimTranscriptJob(deps: VaultDependencies): Promise<string | undefined> {
  const now = deps.clock.now().toISOString();
  const isDue = (eb: ExpressionBuilder<Database, 'transcripts'>) =>
    eb.or([eb('status', '=', 'pending'), eb.and([eb('status', '=', 'running'), eb('lease_until', '<', now)])]);
  const candidates = await deps.db
    .selectFrom('transcripts')
    .select('item_id')
    .where(isDue)
    .orderBy('updated_at')
    .limit(5)
    .execute();
  for (const { item_id: itemId } of candidates) {
    const claimed = await deps.db
      .updateTable('transcripts')
      .set((eb) => ({
        status: 'running',
        lease_until: new Date(deps.clock.now().getTime() + TRANSCRIPTION_LEASE_MS).toISOString(),
        attempts: eb('attempts', '+', 1),
      }))
      .where('item_id', '=', itemId)
      .where(isDue)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 1) return itemId;
  }
  return undefined;
}

/**
 * Job: transcribes one due recording — decrypted to a private temporary file (removed after),
 * transcribed, its emotion analysed — and stores the result. @returns true when a job ran
 */
export async function runTranscriptionJob(deps: VaultDependencies & { transcriber: Transcriber }): Promise<boolean> {
  const itemId = await claimTranscriptJob(deps);
  if (!itemId) return false;
  const record = await deps.db
    .selectFrom('vault_items')
    .innerJoin('media', 'media.id', 'vault_items.media_id')
    .select(['media.owner_id', 'storage_key', 'size_bytes', 'segment_bytes'])
    .where('vault_items.id', '=', itemId)
    .executeTakeFirst();
  if (!record) return true;
  const folder = mkdtempSync(path.join(os.tmpdir(), 'heirloom-transcribe-'));
  try {
    const plainPath = path.join(folder, 'recording');
    const identity = await deps.keyring.identityFor(record.owner_id);
    const layout = {
      prefix: record.storage_key,
      plaintextBytes: Number(record.size_bytes),
      segmentBytes: record.segment_bytes,
    };
    await pipeline(readDecryptedRange(deps.blobStore, layout, identity), createWriteStream(plainPath, { mode: 0o600 }));
    const result = await deps.transcriber.transcribe(plainPath);
    await deps.db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('transcripts')
        .select('edited_text')
        .where('item_id', '=', itemId)
        .executeTakeFirst();
      if (!current) return;
      await trx
        .updateTable('transcripts')
        .set({
          status: 'done',
          provider: result.provider,
          language: result.language,
          audio_duration_ms: Math.round(result.audioDurationMs),
          real_time_factor: Math.round(result.realTimeFactor * 1000) / 1000,
          machine_text: result.text,
          emotion: emotionOf(current.edited_text ?? result.text),
          error: null,
          lease_until: null,
          updated_at: deps.clock.now().toISOString(),
        })
        .where('item_id', '=', itemId)
        .execute();
      await reindexVaultItem(trx, itemId);
    });
  } catch (error) {
    deps.log.warn(`transcription of ${itemId} failed: ${String(error)}`);
    await deps.db
      .updateTable('transcripts')
      .set({
        status: 'failed',
        error: error instanceof Error ? error.message.slice(0, 500) : 'The transcription failed.',
        lease_until: null,
        updated_at: deps.clock.now().toISOString(),
      })
      .where('item_id', '=', itemId)
      .execute();
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return true;
}
