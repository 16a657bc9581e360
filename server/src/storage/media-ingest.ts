/**
 * Turns an uploaded file (a plaintext staging file on local disk) into a stored media record: type
 * sniffed from the content against an allow-list (never the name or the client's type), browser
 * recordings remuxed so they carry a duration, metadata and a preview made (thumbnail, poster
 * frame, first page, waveform), then original and preview encrypted to the owner's key
 * (docs/decisions/003-vault-storage-encryption-and-uploads.md "Encryption at rest"). Either the
 * record and its blobs all exist or none do; the staging file is always removed.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromFile } from 'file-type';
import type { Kysely, Selectable } from 'kysely';
import { parseFile } from 'music-metadata';
import { HEIF_TYPES, type VaultItemKind } from '@heirloom/common/contracts/vault';
import type { Database, MediaTable } from '../db/tables';
import { AppError } from '../lib/app-error';
import { computeWaveformPeaks } from '../lib/audio-waveform';
import type { Clock } from '../lib/clock';
import { remuxMedia } from '../lib/ffmpeg';
import { removeImageLocation } from '../lib/image-location';
import { withHeifAsJpeg } from '../lib/heif-image';
import { createImagePreview } from '../lib/image-preview';
import { renderPdfFirstPage } from '../lib/pdf-preview';
import { extractPdfText } from '../lib/pdf-text';
import { createVideoPoster } from '../lib/video-preview';
import { isBrowserPlayable } from '../lib/media-rendition';
import type { BlobStore } from './blob-store';
import { writeEncryptedBlob, type EncryptedBlobLayout } from './encrypted-blobs';
import type { Keyring } from './keyring';

/** A media record as stored (db/tables.ts MediaTable). */
export type MediaRow = Selectable<MediaTable>;

/** Sniffed MIME types accepted, by the kind of item they make (file-type's names). */
export const MEDIA_TYPES_BY_KIND: Record<VaultItemKind, readonly string[]> = {
  photo: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/tiff', ...HEIF_TYPES],
  // 3GPP: what Android phones record in.
  video: ['video/mp4', 'video/quicktime', 'video/webm', 'video/ogg', 'video/3gpp', 'video/3gpp2'],
  audio: [
    'audio/mpeg',
    'audio/ogg',
    'audio/ogg; codecs=opus', // file-type's name for Ogg Opus (WhatsApp voice notes)
    'audio/opus',
    'audio/wav',
    'audio/x-wav',
    'audio/vnd.wave',
    'audio/x-m4a',
    'audio/mp4',
    'audio/aac',
    'audio/flac',
    'audio/x-flac',
    'audio/webm',
  ],
  document: ['application/pdf'],
};

/** Containers browsers record into without a duration header; rewritten by ffmpeg when present. */
export const REMUX_FORMATS: Record<string, string> = {
  'video/webm': 'webm',
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/opus': 'ogg',
  'audio/ogg; codecs=opus': 'ogg',
  'video/ogg': 'ogg',
};

export interface IngestDependencies {
  db: Kysely<Database>;
  clock: Clock;
  blobStore: BlobStore;
  keyring: Keyring;
  log: { warn: (message: string) => void };
}

export interface IngestedMedia {
  media: MediaRow;
  kind: VaultItemKind;
  /** EXIF DateTimeOriginal of a photo, ISO-8601. */
  takenAt: string | null;
}

/** What a stored file is called and may be, and the sentences it is refused with. */
export interface IngestedFileRules {
  originalName: string | null;
  /** Kinds the caller accepts (e.g. only audio and video for a message). */
  allowedKinds: readonly VaultItemKind[];
  unsupportedMessage: string;
  unreadableMessage: string;
}

/** The kind of item a sniffed MIME type makes (MEDIA_TYPES_BY_KIND); undefined when the vault keeps no such file. */
export const kindOf = (mime: string) =>
  (Object.keys(MEDIA_TYPES_BY_KIND) as VaultItemKind[]).find((kind) => MEDIA_TYPES_BY_KIND[kind].includes(mime));

/**
 * Sniffs, processes and stores `stagedPath` for `ownerId`, then removes the staging file.
 * Does not insert the record: the caller does, in its own transaction, and calls `discard` if that fails.
 * @param input the file's rules (IngestedFileRules)
 * @param input.storedOriginal the same file already stored encrypted (a tus upload, encrypted as it arrived:
 *   upload-ingest.ts): it becomes the record's original, rewritten only if a browser recording is
 *   remuxed, and is removed if the file is refused; `stagedPath` is then a private decrypted copy
 * @throws AppError 'unsupported_media' (415, `unsupportedMessage`), 'invalid' (unreadable file)
 */
export async function ingestMediaFile(
  deps: IngestDependencies,
  input: {
    ownerId: string;
    stagedPath: string;
    storedOriginal?: EncryptedBlobLayout;
  } & IngestedFileRules,
): Promise<IngestedMedia> {
  const { stagedPath, storedOriginal } = input;
  const id = randomUUID();
  const storageKey = storedOriginal?.prefix ?? `media/${id}`;
  let isRemuxed = false;
  const previewKey = `previews/${id}`;
  try {
    const sniffed = await fileTypeFromFile(stagedPath);
    let kind = sniffed && kindOf(sniffed.mime);
    if (!sniffed || !kind) throw new AppError('unsupported_media', input.unsupportedMessage);

    const remuxFormat = REMUX_FORMATS[sniffed.mime];
    if (remuxFormat) {
      try {
        if (await remuxMedia(stagedPath, `${stagedPath}.remux`, remuxFormat)) {
          renameSync(`${stagedPath}.remux`, stagedPath);
          isRemuxed = true;
        } else deps.log.warn('ffmpeg is not installed: browser recordings are kept without a duration header');
      } catch {
        throw new AppError('invalid', input.unreadableMessage);
      }
    }
    let contentType = sniffed.mime;
    let durationMs: number | null = null;
    if (kind === 'audio' || kind === 'video') {
      const metadata = await parseFile(stagedPath, { duration: true }).catch(() => undefined);
      if (metadata?.format.duration) durationMs = Math.round(metadata.format.duration * 1000);
      // A WebM or MP4 with sound only (a browser recording) is audio.
      if (kind === 'video' && metadata?.format.hasVideo === false) {
        kind = 'audio';
        if (contentType === 'video/webm') contentType = 'audio/webm';
      }
    }
    if (!input.allowedKinds.includes(kind)) throw new AppError('unsupported_media', input.unsupportedMessage);

    const recipient = await deps.keyring.recipientFor(input.ownerId);
    // Previews (ffmpeg, poppler and sharp work off the main thread) run while the original is encrypted.
    // Both settle before any clean-up, so no segment is written after the blobs are discarded.
    const [described, encrypted] = await Promise.allSettled([
      describeMedia(kind, contentType, stagedPath, deps.log),
      storedOriginal && !isRemuxed
        ? storedOriginal
        : // A remuxed browser recording replaces the segments that arrived.
          (storedOriginal ? deps.blobStore.removeAll(storageKey) : Promise.resolve()).then(() =>
            writeEncryptedBlob(deps.blobStore, storageKey, createReadStream(stagedPath), recipient),
          ),
    ]);
    if (described.status === 'rejected') {
      deps.log.warn(`could not process an upload (${contentType}): ${String(described.reason)}`);
      throw new AppError('invalid', input.unreadableMessage);
    }
    if (encrypted.status === 'rejected') throw encrypted.reason;
    const [processed, layout] = [described.value, encrypted.value];
    const redacted = processed.hasLocation
      ? await writeEncryptedBlob(
          deps.blobStore,
          `${storageKey}/redacted`,
          await removeImageLocation(readFileSync(stagedPath)),
          recipient,
        )
      : undefined;
    const preview = processed.preview
      ? await writeEncryptedBlob(deps.blobStore, previewKey, processed.preview, recipient)
      : undefined;
    const media: MediaRow = {
      id,
      owner_id: input.ownerId,
      storage_key: storageKey,
      segment_bytes: layout.segmentBytes,
      content_type: contentType,
      size_bytes: layout.plaintextBytes,
      duration_ms: durationMs ?? processed.durationMs ?? null,
      original_name: input.originalName?.slice(0, 255) ?? null,
      preview_key: preview ? previewKey : null,
      preview_bytes: preview?.plaintextBytes ?? null,
      redacted_bytes: redacted?.plaintextBytes ?? null,
      width: processed.width ?? null,
      height: processed.height ?? null,
      page_count: processed.pageCount ?? null,
      document_text: processed.documentText ?? null,
      rendition_status: processed.needsRendition ? 'pending' : null,
      rendition_bytes: null,
      waveform: processed.waveform ? JSON.stringify(processed.waveform) : null,
      has_location: processed.hasLocation ? 1 : 0,
      created_at: deps.clock.now().toISOString(),
    };
    return { media, kind, takenAt: processed.takenAt ?? null };
  } catch (error) {
    await discardMediaBlobs(deps.blobStore, { storage_key: storageKey, preview_key: previewKey });
    throw error;
  } finally {
    rmSync(stagedPath, { force: true });
    rmSync(`${stagedPath}.remux`, { force: true });
  }
}

/**
 * Stores `content`, bytes or a stream the server made or read itself (a letter's PDF, the decrypted
 * copy of a stored recording), as a new media record of `ownerId` through ingestMediaFile: staged
 * in a private temporary folder (mode 0700, removed when done). Like ingestMediaFile it inserts
 * nothing; the caller does, and calls `discardMediaBlobs` if that fails.
 * @throws AppError 'unsupported_media', 'invalid' (ingestMediaFile); the stream's error
 */
export async function ingestContent(
  deps: IngestDependencies,
  input: { ownerId: string; content: Buffer | Readable } & IngestedFileRules,
): Promise<IngestedMedia> {
  const { content, ...rules } = input;
  const folder = mkdtempSync(path.join(os.tmpdir(), 'heirloom-ingest-'));
  try {
    const stagedPath = path.join(folder, 'original');
    await pipeline(
      Buffer.isBuffer(content) ? Readable.from([content]) : content,
      createWriteStream(stagedPath, { mode: 0o600 }),
    );
    return await ingestMediaFile(deps, { ...rules, stagedPath });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Removes a media record's blobs (original and preview); missing ones are fine. */
export async function discardMediaBlobs(
  store: BlobStore,
  media: { storage_key: string; preview_key: string | null },
): Promise<void> {
  await store.removeAll(media.storage_key);
  if (media.preview_key) await store.removeAll(media.preview_key);
}

interface MediaDescription {
  preview?: Buffer;
  width?: number;
  height?: number;
  durationMs?: number | null;
  pageCount?: number | null;
  documentText?: string | null;
  /** A video browsers cannot play: a rendition job is queued with the item (lib/media-rendition.ts). */
  needsRendition?: boolean;
  waveform?: number[];
  takenAt?: string | null;
  hasLocation?: boolean;
}

/**
 * Preview and metadata per kind (lib/*-preview.ts); HEIF photos through libheif (lib/heif-image.ts); a
 * PDF's text for search (lib/pdf-text.ts; a PDF whose text cannot be read is still kept, unsearchable).
 */
async function describeMedia(
  kind: VaultItemKind,
  contentType: string,
  path: string,
  log: IngestDependencies['log'],
): Promise<MediaDescription> {
  switch (kind) {
    case 'photo': {
      const image = HEIF_TYPES.includes(contentType)
        ? await withHeifAsJpeg(path, createImagePreview)
        : await createImagePreview(path);
      return { ...image, preview: image.thumbnail };
    }
    case 'video': {
      // Two ffmpeg runs at once: the poster frame and the sound's peaks (a silent video has none);
      // an unreadable video still waits for the peaks, so no ffmpeg outlives its staging file.
      const peaks = computeWaveformPeaks(path).catch(() => undefined);
      const video = await createVideoPoster(path).finally(() => peaks);
      const waveform = await peaks;
      return {
        preview: video.poster,
        width: video.width,
        height: video.height,
        durationMs: video.durationMs,
        needsRendition: !isBrowserPlayable(video),
        waveform,
      };
    }
    case 'audio':
      return { waveform: await computeWaveformPeaks(path) };
    case 'document': {
      const [pdf, documentText] = await Promise.all([
        renderPdfFirstPage(path),
        extractPdfText(path).catch((error: unknown) => {
          log.warn(`could not read a PDF's text for search: ${String(error)}`);
          return null;
        }),
      ]);
      return { preview: pdf.preview, pageCount: pdf.pageCount, documentText };
    }
  }
}
