/**
 * Streams a stored media file with HTTP range support (RFC 9110 §14: 206 Partial Content, Accept-
 * Ranges), so players can seek; the Content-Type is the one sniffed at upload.
 */
import send from '@fastify/send';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

/**
 * @param options.downloadName when given, the browser saves the file under this name
 * @throws AppError 'not_found' when the file is missing from storage
 */
export async function sendMediaFile(
  request: FastifyRequest,
  reply: FastifyReply,
  filePath: string,
  options: { contentType: string; downloadName?: string },
) {
  const result = await send(request.raw, filePath, { dotfiles: 'allow', etag: true, lastModified: true });
  if (result.type !== 'file') {
    if (result.statusCode === 416) return reply.code(416).headers(result.headers).send(result.stream);
    throw new AppError('not_found', 'This recording is missing from storage.');
  }
  reply.code(result.statusCode).headers(result.headers);
  reply.header('content-type', options.contentType);
  reply.header('cache-control', 'private, max-age=3600');
  if (options.downloadName) {
    reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(options.downloadName)}`);
  }
  return reply.send(result.stream);
}
