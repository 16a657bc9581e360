/**
 * Streams a stored (encrypted) media file with HTTP range support (RFC 9110 §14: Accept-Ranges,
 * 206 Partial Content with Content-Range, 416 for an unsatisfiable range), so players can seek;
 * only the segments a range touches are decrypted. The Content-Type is the one sniffed at upload.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';
import { Readable } from 'node:stream';
import { openDecryptedRange, type EncryptedBlobLayout } from '../storage/encrypted-blobs';
import type { BlobStore } from '../storage/blob-store';

export interface MediaSource {
  /** The encrypted file and the owner's identity, or plaintext bytes already in memory. */
  body: { store: BlobStore; layout: EncryptedBlobLayout; identity: string } | Buffer;
  contentType: string;
  /** Changes whenever the bytes change (e.g. media id + variant). */
  etag: string;
  /** When given, the browser saves the file under this name. */
  downloadName?: string;
}

const sizeOf = (body: MediaSource['body']) => (Buffer.isBuffer(body) ? body.length : body.layout.plaintextBytes);

/**
 * Bytes `start`..`end` of the file, its first segment already read.
 * @throws BlobNotFoundError when the file is missing from the blob store
 */
async function openRange(body: MediaSource['body'], start: number, end: number): Promise<Readable> {
  if (Buffer.isBuffer(body)) return Readable.from([body.subarray(start, end + 1)]);
  return openDecryptedRange(body.store, body.layout, body.identity, start, end);
}

/** The headers every answer about the file carries (set only once the file is known to be there). */
function describeFile(reply: FastifyReply, source: MediaSource, etag: string): void {
  reply.header('accept-ranges', 'bytes');
  reply.header('etag', etag);
  reply.header('content-type', source.contentType);
  reply.header('cache-control', 'private, max-age=3600');
  reply.header('x-content-type-options', 'nosniff');
  if (source.downloadName) {
    reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(source.downloadName)}`);
  }
}

/**
 * Answers GET (and HEAD) for a media file: 200 whole, 206 for one byte range, 304, or 416. The
 * file's first bytes are read before anything is answered, so a file missing from the blob store
 * throws BlobNotFoundError to the error handler (plugins/errors.ts: 410 with a sentence) instead of
 * breaking off an answer already begun.
 */
export async function sendMedia(request: FastifyRequest, reply: FastifyReply, source: MediaSource) {
  const size = sizeOf(source.body);
  const etag = `"${source.etag}"`;
  if (request.headers['if-none-match'] === etag) {
    describeFile(reply, source, etag);
    return reply.code(304).send();
  }

  const rangeHeader = request.headers.range;
  // RFC 9110 §13.1.5: a Range with a stale If-Range validator gets the whole file.
  const ifRange = request.headers['if-range'];
  const ranges = rangeHeader && (!ifRange || ifRange === etag) ? parseRange(size, rangeHeader, { combine: true }) : -2;
  if (ranges === -1) {
    describeFile(reply, source, etag);
    return reply.code(416).header('content-range', `bytes */${size}`).send();
  }
  const isHead = request.method === 'HEAD';
  // One range is served partially; several (rare for players) or a malformed header get the whole file.
  if (Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1) {
    const { start, end } = ranges[0]!;
    const body = isHead ? undefined : await openRange(source.body, start, end);
    describeFile(reply, source, etag);
    reply
      .code(206)
      .header('content-range', `bytes ${start}-${end}/${size}`)
      .header('content-length', end - start + 1);
    return reply.send(body);
  }
  const body = isHead || size === 0 ? undefined : await openRange(source.body, 0, size - 1);
  describeFile(reply, source, etag);
  reply.code(200).header('content-length', size);
  return reply.send(body);
}
