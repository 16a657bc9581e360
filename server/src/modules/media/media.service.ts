/**
 * Uploads for future messages: streamed to a staging file, never buffered whole; size bounded while
 * streaming; then sniffed, processed and encrypted by media-ingest.service.ts. A refused or aborted
 * upload leaves no record and no file.
 */
import { createWriteStream, rmSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import { RECORDING_NOT_FOUND } from '../../policies/media.policy';
import { discardMediaBlobs, ingestMediaFile, type IngestDependencies, type MediaRow } from '../../storage/media-ingest';
import { insertMedia } from './media.repository';

export const MEDIA_ERRORS = {
  tooLarge: (limitMb: number) => `This file is larger than the ${limitMb} MB limit. Please choose a smaller file.`,
  unsupported:
    'This file type is not supported. Please upload an audio or video file (MP3, M4A, WAV, OGG, WebM, MP4 or MOV).',
  unreadable: 'We could not read this recording. Please try recording or uploading it again.',
  noFile: 'Please choose a file to upload.',
  notFound: RECORDING_NOT_FOUND,
} as const;

/** The sentences an upload is refused with (MEDIA_ERRORS by default). */
export interface UploadMessages {
  tooLarge: (limitMb: number) => string;
  unsupported: string;
  unreadable: string;
}

/** How a caller stores an upload: in its own words, and with its own record beside the media row. */
export interface StoreOptions {
  messages?: UploadMessages;
  /** The kinds of recording accepted: audio and video unless the caller narrows them (a voice reply: audio). */
  allowedKinds?: readonly ('audio' | 'video')[];
  /**
   * Writes the caller's record of the media (a reply) in the transaction that inserts the media row:
   * if it throws, neither is written and the stored file is removed.
   */
  recordWith?: (trx: Transaction<Database>, media: MediaRow) => Promise<void>;
}

export interface MediaDependencies extends IngestDependencies {
  /** Folder for uploads in progress (plaintext, removed as soon as each is processed). */
  stagingDir: string;
  /**
   * The current upload limit, in MB (admin setting maxFileSize, 100 by default:
   * docs/product/admin.md "Settings").
   */
  maxUploadMb: () => number;
}

export interface IncomingFile {
  stream: Readable;
  filename?: string;
  /** True when the stream was cut at the size limit. */
  isTruncated: () => boolean;
}

/**
 * Streams an upload into storage and records it, with the job that makes its copy for phones
 * (storage/media-renditions.ts).
 * @param options the sentences of a refusal (MEDIA_ERRORS unless the caller words its own), and the
 *   caller's record written with the media row
 * @throws AppError 'too_large' (413, with the limit in MB), 'unsupported_media' (415), 'invalid'
 *   (unreadable); whatever `recordWith` throws
 */
export async function storeUpload(
  deps: MediaDependencies,
  ownerId: string,
  file: IncomingFile,
  { messages = MEDIA_ERRORS, allowedKinds = ['audio', 'video'], recordWith }: StoreOptions = {},
): Promise<MediaRow> {
  const staged = path.join(deps.stagingDir, randomUUID());
  try {
    await pipeline(file.stream, createWriteStream(staged));
    if (file.isTruncated()) throw new AppError('too_large', messages.tooLarge(deps.maxUploadMb()));
  } catch (error) {
    rmSync(staged, { force: true });
    throw error;
  }
  const { media } = await ingestMediaFile(deps, {
    ownerId,
    stagedPath: staged,
    originalName: file.filename ?? null,
    allowedKinds,
    unsupportedMessage: messages.unsupported,
    unreadableMessage: messages.unreadable,
  });
  // Every message recording gets a copy phones play, an M4A or an MP4
  // (docs/product/messages-and-delivery.md "Delivery to recipients").
  media.rendition_status = 'pending';
  try {
    await insertMedia(deps.db, media, recordWith);
  } catch (error) {
    await discardMediaBlobs(deps.blobStore, media);
    throw error;
  }
  return media;
}
