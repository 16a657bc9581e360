/**
 * Transcripts of voice and video messages (docs/product/messages-and-delivery.md "Transcripts"):
 * when a message is saved with a new recording, its transcript row and a `message.transcribe` job
 * (id `message.transcribe:<messageId>:<mediaId>`) are written in the same transaction, on the one
 * job queue (docs/decisions/004-one-job-queue.md); the job transcribes the recording the way the
 * vault's does (storage/recording-transcription.ts). The texts are sealed to the author's key, as a
 * letter is (docs/decisions/003-vault-storage-encryption-and-uploads.md "What is sealed and what
 * stays readable"). The author corrects the words and may try a failed transcript again; the
 * routes' `message` gate authorised the author (policies/message.policy.ts).
 */
import type { Kysely, Transaction, Updateable } from 'kysely';
import { z } from 'zod';
import { TRANSCRIPT_MESSAGES } from '@heirloom/common/contracts/message-transcripts';
import type { TimedWord } from '@heirloom/common/domain/transcript-confidence';
import type { Database, MessageKind, MessageTranscriptsTable, TranscriptStatus } from '../../db/tables';
import { defineJob, jobOf, type JobResult } from '../../jobs/job-queue';
import { insertJobs, requeueJob } from '../../jobs/jobs.repository';
import { AppError } from '../../lib/app-error';
import { storedWordsOf, transcribeStoredRecording, wordsFromStored } from '../../storage/recording-transcription';
import { createTextSealer } from '../../storage/sealed-text';
import type { MessagesDependencies } from './messages.dependencies';
import {
  deleteMessageTranscript,
  findMessageTranscript,
  findRecordingToTranscribe,
  insertMessageTranscript,
  updateMessageTranscript,
} from './message-transcripts.repository';
import type { MessageRow } from './messages.repository';

/** The type of the job that transcribes one message's recording. */
export const MESSAGE_TRANSCRIPTION_JOB_TYPE = 'message.transcribe';

/** How long a claimed job may run before another instance may take it over, ms (the vault's lease). */
const MESSAGE_TRANSCRIPTION_LEASE_MS = 15 * 60 * 1000;

/** The job that transcribes recording `mediaId` of message `messageId`, due at `runAt`. */
export const messageTranscriptionJobOf = (messageId: string, mediaId: string, runAt: Date | string) =>
  jobOf({ type: MESSAGE_TRANSCRIPTION_JOB_TYPE }, `${messageId}:${mediaId}`, { messageId, mediaId }, runAt);

/** A message's transcript with its texts opened: what the presenters show (message-transcripts.presenter.ts). */
export interface OpenedTranscript {
  status: TranscriptStatus;
  /** What the recogniser heard; null before it is made. */
  machineText: string | null;
  /** The machine transcript's timed words; [] when none were given. */
  words: TimedWord[];
  /** Mean word confidence, 0..1; null when not measured. */
  confidence: number | null;
  /** The author's correction; null: none. */
  editedText: string | null;
  error: string | null;
  updatedAt: string;
}

/**
 * Keeps a message's transcript with its recording, in the transaction that saves the message at
 * `now` (ISO-8601): the same recording keeps its transcript and the author's correction; a new one
 * replaces it with a pending transcript and its job ('unavailable', without a job, when no
 * transcriber is installed); a letter, or a message without a recording, has none.
 * @param previousMediaId the recording before this save (null for a new message)
 */
export async function keepTranscriptWithRecording(
  trx: Transaction<Database>,
  deps: Pick<MessagesDependencies, 'transcriber'>,
  message: { id: string; kind: MessageKind; mediaId: string | null; previousMediaId: string | null },
  now: string,
): Promise<void> {
  const mediaId = message.kind === 'letter' ? null : message.mediaId;
  if (mediaId === message.previousMediaId) return;
  await deleteMessageTranscript(trx, message.id);
  if (!mediaId) return;
  const canTranscribe = deps.transcriber !== null;
  await insertMessageTranscript(trx, {
    message_id: message.id,
    media_id: mediaId,
    status: canTranscribe ? 'pending' : 'unavailable',
    machine_text: null,
    words: null,
    confidence: null,
    edited_text: null,
    error: canTranscribe ? null : TRANSCRIPT_MESSAGES.unavailable,
    updated_at: now,
  });
  if (canTranscribe) await insertJobs(trx, [messageTranscriptionJobOf(message.id, mediaId, now)], now);
}

/**
 * The transcript of `message`'s recording with its texts opened; undefined for a letter, a message
 * without a recording, or one whose transcript belongs to a recording since replaced.
 * @throws Error when the author's key is gone (account deleted)
 */
export async function readMessageTranscript(
  deps: Pick<MessagesDependencies, 'db' | 'keyring'>,
  message: Pick<MessageRow, 'id' | 'owner_id' | 'media_id'>,
): Promise<OpenedTranscript | undefined> {
  const row = await findMessageTranscript(deps.db, message.id);
  if (!row || row.media_id !== message.media_id) return undefined;
  const sealer = createTextSealer(deps.keyring);
  return {
    status: row.status,
    machineText: await sealer.openOptional(message.owner_id, row.machine_text),
    words: wordsFromStored(await sealer.openOptional(message.owner_id, row.words)),
    confidence: row.confidence === null ? null : Number(row.confidence),
    editedText: await sealer.openOptional(message.owner_id, row.edited_text),
    error: row.error,
    updatedAt: row.updated_at,
  };
}

/**
 * The author's `message` with a transcript.
 * @throws AppError 'invalid' (TRANSCRIPT_MESSAGES.noTranscript) for a letter or a message without a recording
 */
async function requireTranscript(deps: MessagesDependencies, message: MessageRow) {
  const row = await findMessageTranscript(deps.db, message.id);
  if (!row || !message.media_id || row.media_id !== message.media_id) {
    throw new AppError('invalid', TRANSCRIPT_MESSAGES.noTranscript);
  }
  return { ...row, media_id: message.media_id };
}

/**
 * Keeps the author's wording of `message`'s transcript, in any state of the message (the recording
 * stays as it was; its recipients read the new words from now on); an empty `text` gives the
 * correction up, and the machine's transcript shows again.
 * @param text trimmed, at most MAX_TRANSCRIPT_LENGTH characters (the route's schema)
 * @throws AppError 'invalid' for a letter or a message without a recording
 */
export async function correctMessageTranscript(deps: MessagesDependencies, message: MessageRow, text: string) {
  const transcript = await requireTranscript(deps, message);
  const editedText = text === '' ? null : await createTextSealer(deps.keyring).seal(message.owner_id, text);
  await updateMessageTranscript(deps.db, message.id, transcript.media_id, {
    edited_text: editedText,
    updated_at: deps.clock.now().toISOString(),
  });
}

/**
 * Queues `message`'s transcript again after it failed, or said 'unavailable' on a server that has
 * a transcriber now; the author's correction stays.
 * @throws AppError 'invalid' for a letter or a message without a recording, 'unavailable' without a
 *   transcriber, 'conflict' while it is being made or once it is made
 */
export async function retryMessageTranscript(deps: MessagesDependencies, message: MessageRow) {
  const transcript = await requireTranscript(deps, message);
  if (!deps.transcriber) throw new AppError('unavailable', TRANSCRIPT_MESSAGES.unavailable);
  if (transcript.status !== 'failed' && transcript.status !== 'unavailable') {
    throw new AppError('conflict', TRANSCRIPT_MESSAGES.notRetryable);
  }
  const now = deps.clock.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await updateMessageTranscript(trx, message.id, transcript.media_id, {
      status: 'pending',
      error: null,
      updated_at: now,
    });
    await requeueJob(trx, messageTranscriptionJobOf(message.id, transcript.media_id, now), now);
  });
}

/**
 * The `message.transcribe` job: transcribes one message's recording (storage/recording-transcription.ts)
 * and stores what was heard, sealed to the author's key, committed only while the job's lease holds
 * and only while the message still has that recording; a message deleted or re-recorded meanwhile
 * makes it a no-op. Without a transcriber (a transcript queued by the migration, or by an instance
 * that had one) it says 'unavailable', never failed. A failure is retried once a minute later, then
 * shown as failed (the author can retry); the recording is never touched.
 */
export function createMessageTranscriptionJob(deps: MessagesDependencies) {
  return defineJob({
    type: MESSAGE_TRANSCRIPTION_JOB_TYPE,
    payload: z.object({ messageId: z.string(), mediaId: z.string() }),
    leaseMs: MESSAGE_TRANSCRIPTION_LEASE_MS,
    maxAttempts: 2,
    retryDelaysMs: [60_000],
    async run({ messageId, mediaId }): Promise<JobResult | void> {
      const recording = await findRecordingToTranscribe(deps.db, messageId, mediaId);
      if (!recording) return; // deleted or re-recorded meanwhile
      const update = (db: Kysely<Database>, changes: Updateable<MessageTranscriptsTable>) =>
        updateMessageTranscript(db, messageId, mediaId, { ...changes, updated_at: deps.clock.now().toISOString() });
      const { transcriber } = deps;
      if (!transcriber) {
        return {
          commit: async (trx) => {
            await update(trx, { status: 'unavailable', error: TRANSCRIPT_MESSAGES.unavailable });
          },
        };
      }
      await update(deps.db, { status: 'running' });
      const result = await transcribeStoredRecording({ ...deps, transcriber }, recording);
      const sealer = createTextSealer(deps.keyring);
      const words = storedWordsOf(result.words);
      const sealed = {
        machine_text: await sealer.seal(recording.author_id, result.text),
        words: words === null ? null : await sealer.seal(recording.author_id, words),
      };
      return {
        commit: async (trx) => {
          await update(trx, { status: 'done', ...sealed, confidence: result.confidence, error: null });
        },
      };
    },
    onFailure: async ({ messageId, mediaId }, failure, trx) => {
      await updateMessageTranscript(trx, messageId, mediaId, {
        status: failure.isFinal ? 'failed' : 'pending',
        error: failure.isFinal ? failure.error.slice(0, 500) : null,
        updated_at: deps.clock.now().toISOString(),
      });
    },
  });
}
