/**
 * Uploads and recordings (issue 3 "Media"): streamed to storage, never buffered whole; type sniffed
 * from the content against an allow-list; size bounded while streaming; a refused or aborted upload
 * leaves no record and no file.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream, renameSync, statSync } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromFile } from 'file-type';
import type { Kysely } from 'kysely';
import { parseFile } from 'music-metadata';
import type { Database } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { remuxMedia } from '../../lib/ffmpeg';
import type { BlobStore } from '../../storage/blob-store';
import { insertMedia, type MediaRow } from './media.repository';

/** Audio and video types accepted, as sniffed by file-type (content, not the file name). */
export const ALLOWED_MEDIA_TYPES = new Set([
  'audio/mpeg',
  'audio/ogg',
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
  'video/webm',
  'video/mp4',
  'video/quicktime',
  'video/ogg',
]);

/** Containers browsers record into without a duration header; rewritten by ffmpeg when present. */
const REMUX_FORMATS: Record<string, string> = {
  'video/webm': 'webm',
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/opus': 'ogg',
  'video/ogg': 'ogg',
};

export const MEDIA_ERRORS = {
  tooLarge: (limitMb: number) => `This file is larger than the ${limitMb} MB limit. Please choose a smaller file.`,
  unsupported:
    'This file type is not supported. Please upload an audio or video file (MP3, M4A, WAV, OGG, WebM, MP4 or MOV).',
  unreadable: 'We could not read this recording. Please try recording or uploading it again.',
  noFile: 'Please choose a file to upload.',
} as const;

export interface MediaDependencies {
  db: Kysely<Database>;
  clock: Clock;
  blobStore: BlobStore;
  /** The current upload limit, in MB (admin setting maxFileSize; SPEC.md §3 default 100). */
  maxUploadMb: () => number;
  log: { warn: (message: string) => void };
}

export interface IncomingFile {
  stream: Readable;
  filename?: string;
  /** True when the stream was cut at the size limit. */
  isTruncated: () => boolean;
}

/**
 * Streams an upload into storage and records it.
 * @throws AppError 'too_large' (413, with the limit), 'unsupported_media' (415), 'invalid' (unreadable)
 */
export async function storeUpload(deps: MediaDependencies, ownerId: string, file: IncomingFile): Promise<MediaRow> {
  const staged = deps.blobStore.stagingPath();
  let key: string | undefined;
  try {
    await pipeline(file.stream, createWriteStream(staged));
    if (file.isTruncated()) throw new AppError('too_large', MEDIA_ERRORS.tooLarge(deps.maxUploadMb()));
    const sniffed = await fileTypeFromFile(staged);
    if (!sniffed || !ALLOWED_MEDIA_TYPES.has(sniffed.mime))
      throw new AppError('unsupported_media', MEDIA_ERRORS.unsupported);

    const remuxFormat = REMUX_FORMATS[sniffed.mime];
    if (remuxFormat) {
      try {
        if (await remuxMedia(staged, `${staged}.remux`, remuxFormat)) renameSync(`${staged}.remux`, staged);
        else deps.log.warn('ffmpeg is not installed: browser recordings are kept without a duration header');
      } catch {
        deps.blobStore.remove(`${staged}.remux`);
        throw new AppError('invalid', MEDIA_ERRORS.unreadable);
      }
    }
    const metadata = await parseFile(staged, { duration: true }).catch(() => undefined);
    const durationSeconds = metadata?.format.duration;
    const isAudioOnly = metadata?.format.hasVideo === false;
    const contentType = sniffed.mime === 'video/webm' && isAudioOnly ? 'audio/webm' : sniffed.mime;

    key = deps.blobStore.commit(staged);
    const row: MediaRow = {
      id: randomUUID(),
      owner_id: ownerId,
      storage_key: key,
      content_type: contentType,
      size_bytes: statSync(deps.blobStore.pathOf(key)).size,
      duration_ms: durationSeconds ? Math.round(durationSeconds * 1000) : null,
      original_name: file.filename?.slice(0, 255) ?? null,
      created_at: deps.clock.now().toISOString(),
    };
    await insertMedia(deps.db, row);
    return row;
  } catch (error) {
    deps.blobStore.remove(staged);
    if (key) deps.blobStore.remove(key);
    throw error;
  }
}
