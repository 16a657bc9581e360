/**
 * Turns a finished tus upload, already stored encrypted as it arrived (encrypting-upload-store.ts),
 * into a media record (docs/decisions/003-vault-storage-encryption-and-uploads.md "Uploads").
 * - A recording larger than one segment (sniffed as audio from its first bytes as they passed, and
 *   not a browser recording to remux) is recorded at once: its duration and waveform come from a
 *   `media.waveform` job (media-waveforms.ts), so the upload ends when its bytes are stored.
 * - Everything else needs the plaintext for its previews and metadata (sharp, ffmpeg, poppler and
 *   ExifTool read files): it is decrypted into a private temporary folder (mode 0700, removed when
 *   done, as transcription does) and processed by media-ingest.ts, which keeps the segments as the
 *   original.
 * A file whose first bytes are of no kind the vault keeps is refused before anything is decrypted.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { VaultItemKind } from '@heirloom/common/contracts/vault';
import { AppError } from '../lib/app-error';
import { readDecryptedRange, type EncryptedBlobLayout } from './encrypted-blobs';
import { ingestMediaFile, kindOf, REMUX_FORMATS, type IngestDependencies, type IngestedMedia } from './media-ingest';

export interface IngestedUpload extends IngestedMedia {
  /** True when the record waits for its `media.waveform` job (queue it with the record). */
  waitsForWaveform: boolean;
}

/**
 * Processes the encrypted upload at `layout` for `ownerId`. On refusal or failure the upload's
 * segments are removed.
 * @param sniffedType the MIME type file-type read from the first bytes as they arrived (null: none;
 *   undefined: not read, e.g. the first PATCH was too short)
 * @throws AppError 'unsupported_media' (415, `unsupportedMessage`), 'invalid' (unreadable file)
 */
export async function ingestEncryptedUpload(
  deps: IngestDependencies,
  input: {
    ownerId: string;
    layout: EncryptedBlobLayout;
    sniffedType: string | null | undefined;
    originalName: string | null;
    allowedKinds: readonly VaultItemKind[];
    unsupportedMessage: string;
    unreadableMessage: string;
    createdAt: string;
  },
): Promise<IngestedUpload> {
  const { layout, sniffedType } = input;
  if (sniffedType === null || (sniffedType !== undefined && !kindOf(sniffedType))) {
    await deps.blobStore.removeAll(layout.prefix);
    throw new AppError('unsupported_media', input.unsupportedMessage);
  }
  if (
    sniffedType &&
    kindOf(sniffedType) === 'audio' &&
    input.allowedKinds.includes('audio') &&
    !REMUX_FORMATS[sniffedType] &&
    layout.plaintextBytes > layout.segmentBytes
  ) {
    return { media: storedFileRow(input, sniffedType), kind: 'audio', takenAt: null, waitsForWaveform: true };
  }
  const folder = mkdtempSync(path.join(os.tmpdir(), 'heirloom-upload-'));
  try {
    const stagedPath = path.join(folder, 'original');
    try {
      await pipeline(
        readDecryptedRange(deps.blobStore, layout, await deps.keyring.identityFor(input.ownerId)),
        createWriteStream(stagedPath, { mode: 0o600 }),
      );
    } catch (error) {
      await deps.blobStore.removeAll(layout.prefix);
      throw error;
    }
    const ingested = await ingestMediaFile(deps, { ...input, stagedPath, storedOriginal: layout });
    return { ...ingested, waitsForWaveform: false };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * The media row of a file stored as it arrived, with nothing derived from it yet (no preview,
 * duration or waveform): a long recording whose waveform is still to come.
 */
export function storedFileRow(
  input: { ownerId: string; layout: EncryptedBlobLayout; originalName: string | null; createdAt: string },
  contentType: string,
): IngestedMedia['media'] {
  return {
    id: randomUUID(),
    owner_id: input.ownerId,
    storage_key: input.layout.prefix,
    segment_bytes: input.layout.segmentBytes,
    content_type: contentType,
    size_bytes: input.layout.plaintextBytes,
    duration_ms: null,
    original_name: input.originalName?.slice(0, 255) ?? null,
    preview_key: null,
    preview_bytes: null,
    redacted_bytes: null,
    width: null,
    height: null,
    page_count: null,
    document_text: null,
    rendition_status: null,
    rendition_bytes: null,
    waveform: null,
    has_location: 0,
    created_at: input.createdAt,
  };
}
