/**
 * The transcript of a new recording in the vault, however it arrived (a vault upload, a GEDZIP
 * import): its row, and the `vault.transcribe` job (modules/vault/transcripts.service.ts, id
 * `vault.transcribe:<itemId>`) that fills it, queued in the transaction that inserts the item
 * (docs/decisions/003-vault-storage-encryption-and-uploads.md "Transcription and emotion";
 * docs/decisions/004-one-job-queue.md).
 */
import type { Insertable, Kysely, Transaction } from 'kysely';
import { VAULT_MESSAGES, type VaultItemKind } from '@heirloom/common/contracts/vault';
import type { Database, TranscriptsTable } from '../db/tables';
import { jobOf } from '../jobs/job-queue';
import { insertJobs } from '../jobs/jobs.repository';

/** The type of the job that transcribes one recording. */
export const TRANSCRIPTION_JOB_TYPE = 'vault.transcribe';

/** The job that transcribes item `itemId`, due at `runAt`: queued with the item, and again on "retry". */
export const transcriptionJobOf = (itemId: string, runAt: Date | string) =>
  jobOf({ type: TRANSCRIPTION_JOB_TYPE }, itemId, { itemId }, runAt);

/** Whether items of `kind` carry sound, and so a transcript (recordings and videos). */
export const hasSound = (kind: VaultItemKind) => kind === 'audio' || kind === 'video';

/**
 * The transcript row of a new recording, written `now` (ISO-8601): pending, or 'unavailable' with
 * the reason when no transcriber is installed.
 */
export function newTranscriptOf(itemId: string, canTranscribe: boolean, now: string): Insertable<TranscriptsTable> {
  return {
    item_id: itemId,
    status: canTranscribe ? 'pending' : 'unavailable',
    provider: null,
    language: null,
    audio_duration_ms: null,
    real_time_factor: null,
    machine_text: null,
    edited_text: null,
    emotion: null,
    error: canTranscribe ? null : VAULT_MESSAGES.transcriptionUnavailable,
    words: null,
    confidence: null,
    updated_at: now,
  };
}

/** Inserts a transcript row and, while it is pending, its `vault.transcribe` job (both in `db`'s transaction). */
export async function insertItemTranscript(
  db: Kysely<Database> | Transaction<Database>,
  transcript: Insertable<TranscriptsTable>,
) {
  await db.insertInto('transcripts').values(transcript).execute();
  if (transcript.status === 'pending') {
    await insertJobs(db, [transcriptionJobOf(transcript.item_id, transcript.updated_at)], transcript.updated_at);
  }
}
