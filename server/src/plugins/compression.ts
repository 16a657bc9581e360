/**
 * Compressed answers. Text bodies already in memory (every JSON answer, the rendered page) are
 * compressed in one synchronous zlib call; streamed bodies (static files) go through
 * @fastify/compress. The plugin pipes every body through four streams and brotli, which made a
 * 20-message list (18 KB) take a third of its time compressing (server/bench/requests.bench.ts).
 * Audio and video are never compressed.
 */
import { constants as zlibConstants, gzipSync, brotliCompressSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Bodies smaller than this go out as they are: they fit a packet or two anyway. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * In-memory bodies up to this size are compressed on the spot (about 0.1 ms for 18 KB of JSON
 * with gzip); larger ones stream through zlib off the main thread.
 */
const INLINE_COMPRESSION_LIMIT_BYTES = 64 * 1024;
const INLINE_BROTLI_WINDOW_BITS = 16;

const COMPRESSIBLE_TYPE = /^text\/(?!event-stream)|[+/](?:json|xml)(?:;|$)/u;

type Encoding = 'gzip' | 'br';

/**
 * The encoding to use for a request's Accept-Encoding: br first (at quality 4, the level brotli's
 * authors suggest for dynamic content: about 0.1 ms for 18 KB, 15 % smaller than gzip), then gzip;
 * none when the client accepts neither (`q=0` refuses one).
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, boolean>();
  for (const part of acceptEncoding.split(',')) {
    const [token = '', ...parameters] = part.split(';');
    const quality = parameters.map((parameter) => parameter.trim().toLowerCase()).find((p) => p.startsWith('q='));
    accepted.set(token.trim().toLowerCase(), quality === undefined || Number(quality.slice(2)) > 0);
  }
  const isAccepted = (name: string) => accepted.get(name) ?? accepted.get('*') ?? false;
  if (isAccepted('br')) return 'br';
  return isAccepted('gzip') || accepted.get('x-gzip') ? 'gzip' : undefined;
}

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/iu.test(String(vary)))
    reply.header('vary', `${String(vary)}, accept-encoding`);
}

function compressInline(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: Error | null, payload?: unknown) => void,
): void {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
  const contentType = reply.getHeader('content-type');
  const isCompressible =
    typeof contentType === 'string' &&
    COMPRESSIBLE_TYPE.test(contentType) &&
    reply.getHeader('content-encoding') === undefined &&
    reply.getHeader('content-range') === undefined;
  if (!isCompressible) return done(null, payload);
  const size = Buffer.byteLength(payload);
  if (size < COMPRESSION_THRESHOLD_BYTES || size > INLINE_COMPRESSION_LIMIT_BYTES) return done(null, payload);
  addVary(reply);
  const encoding =
    request.headers['x-no-compression'] === undefined && chooseEncoding(request.headers['accept-encoding']);
  if (!encoding) return done(null, payload);
  const compressed =
    encoding === 'gzip'
      ? gzipSync(payload)
      : brotliCompressSync(payload, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
            // A 64 KiB window holds any inline body whole; brotli's default 4 MiB one cost more to
            // set up than compressing 18 KB of JSON.
            [zlibConstants.BROTLI_PARAM_LGWIN]: INLINE_BROTLI_WINDOW_BITS,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: size,
          },
        });
  reply.header('content-encoding', encoding);
  // Fastify sets the length of the new body.
  reply.removeHeader('content-length');
  done(null, compressed);
}

/** Registers compression for every answer; call it before any route. */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Application hooks run before @fastify/compress's route hooks, which then see the
  // Content-Encoding and leave the body alone.
  app.addHook('onSend', compressInline);
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });
}
