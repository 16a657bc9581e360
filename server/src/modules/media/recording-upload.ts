/**
 * Receives one recording sent as multipart/form-data (one file part) and stores it through
 * `storeUpload`: streamed, bounded by the caller's limit while streaming, sniffed and encrypted to
 * `ownerId`'s key (media.service.ts). Used by POST /api/media and by a recipient's voice reply
 * (modules/messages; docs/product/messages-and-delivery.md "Replies"), which answer in their own words.
 */
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { MediaRow } from '../../storage/media-ingest';
import {
  MEDIA_ERRORS,
  storeUpload,
  type MediaDependencies,
  type StoreOptions,
  type UploadMessages,
} from './media.service';

/**
 * Reads the request's one file part and stores it for `ownerId`, at most `deps.maxUploadMb()` MB.
 * The route must be registered where @fastify/multipart is.
 * @param options the sentences for a missing, too large, unsupported or unreadable file, the kinds
 *   accepted, and the caller's record written with the media row (storeUpload)
 * @returns the stored media row, with its `media.render` job queued
 * @throws AppError 'invalid' (no file, unreadable), 'too_large' (413), 'unsupported_media' (415);
 *   whatever `recordWith` throws
 */
export async function receiveRecording(
  request: FastifyRequest,
  deps: MediaDependencies,
  ownerId: string,
  { messages = MEDIA_ERRORS, ...options }: StoreOptions & { messages?: UploadMessages & { noFile: string } } = {},
): Promise<MediaRow> {
  if (!request.isMultipart()) throw new AppError('invalid', messages.noFile);
  const file = await request.file({ limits: { fileSize: deps.maxUploadMb() * 1024 * 1024, files: 1 } });
  if (!file) throw new AppError('invalid', messages.noFile);
  return storeUpload(
    deps,
    ownerId,
    { stream: file.file, filename: file.filename, isTruncated: () => file.file.truncated },
    { messages, ...options },
  );
}
