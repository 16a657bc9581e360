/**
 * Transcribing a stored recording, the one way every transcript is made
 * (docs/decisions/003-vault-storage-encryption-and-uploads.md "Transcription and emotion"): a vault
 * item's (`vault.transcribe`, modules/vault/transcripts.service.ts) and a voice or video message's
 * (`message.transcribe`, modules/messages/message-transcripts.service.ts). The recording is
 * decrypted with its owner's key to a private temporary file (mode 0600, in a folder of its own,
 * removed afterwards whatever happens), handed to the installed transcriber, and its words come back
 * in the form the `words` columns keep.
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { TimedWord } from '@heirloom/common/domain/transcript-confidence';
import type { Transcriber, TranscriptionResult } from '../lib/transcription/transcription';
import type { BlobStore } from './blob-store';
import { readDecryptedRange } from './encrypted-blobs';
import type { Keyring } from './keyring';
import { originalLayoutOf } from './media-source';

/** Where a recording's encrypted file lives and whose key opens it (columns of its `media` row). */
export interface StoredRecording {
  owner_id: string;
  storage_key: string;
  /** The plaintext size, bytes. */
  size_bytes: number;
  /** Plaintext bytes per encrypted segment. */
  segment_bytes: number;
}

/**
 * Decrypts `recording` to a private temporary file and transcribes it with `deps.transcriber`.
 * @returns what the transcriber heard (text, timed words with confidences, duration, speed)
 * @throws Error when the owner's key is gone, a segment is missing or does not decrypt, or the
 *   transcriber fails (its message is written for people, e.g. "this recording has no sound track")
 */
export async function transcribeStoredRecording(
  deps: { blobStore: BlobStore; keyring: Keyring; transcriber: Transcriber },
  recording: StoredRecording,
): Promise<TranscriptionResult> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'heirloom-transcribe-'));
  try {
    const plainPath = path.join(folder, 'recording');
    await pipeline(
      readDecryptedRange(
        deps.blobStore,
        originalLayoutOf(recording),
        await deps.keyring.identityFor(recording.owner_id),
      ),
      createWriteStream(plainPath, { mode: 0o600 }),
    );
    return await deps.transcriber.transcribe(plainPath);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * The words of a machine transcript as a `words` column keeps them: JSON TimedWord[] (times ms,
 * confidences 0..1 or null), or null when the recogniser gave none (nothing heard, or Whisper).
 */
export const storedWordsOf = (words: readonly TimedWord[]): string | null =>
  words.length > 0 ? JSON.stringify(words) : null;

/** The words a `words` column keeps (storedWordsOf); [] for null. */
export const wordsFromStored = (stored: string | null): TimedWord[] =>
  stored ? (JSON.parse(stored) as TimedWord[]) : [];
