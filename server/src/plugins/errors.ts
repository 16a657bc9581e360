/**
 * Every failure of /api becomes `{ message }` with a sentence a person understands and the right
 * status; stack traces and internals never leave the server.
 */
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from '@fastify/type-provider-zod';
import { AppError, type AppErrorKind } from '../lib/app-error';
import { BlobNotFoundError } from '../storage/blob-store';

const STATUS_OF: Record<AppErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  too_large: 413,
  unsupported_media: 415,
  too_many_requests: 429,
  unavailable: 503,
};

export const ERROR_MESSAGES = {
  invalidJson: 'The request body is not valid JSON.',
  notAnObject: 'The request body must be a JSON object.',
  unsupportedMediaType: 'Send the request body as JSON (Content-Type: application/json).',
  csrf: 'Your security token is missing or has expired. Please reload the page and try again.',
  notFound: 'There is nothing at this address.',
  internal: 'Something went wrong on our side. Please try again in a moment.',
  malformedMultipart: 'The upload could not be read: it was cut off or is not a valid form upload. Please try again.',
  oneFilePerUpload: 'Please send one file per upload.',
  badUrl: 'This address is not valid. Please check the link and try again.',
  urlTooLong: 'This address is too long. Please check the link and try again.',
  badRequest: 'The request could not be read. Please reload the page and try again.',
  malformedRequest: 'This request is malformed: its length or its headers could not be read. Please try again.',
  requestTimeout: 'The request took too long to arrive. Please try again.',
  headersTooLarge: 'This request carries too much in its headers. Please clear this site’s cookies and try again.',
  missingFile:
    'This file is missing from storage, so it cannot be shown. Please tell the person who runs this family site.',
  tooLarge: (limitBytes: number) => `The request is too large. The limit is ${Math.round(limitBytes / 1024)} KB.`,
} as const;

/**
 * @fastify/busboy's errors for a body that is not well-formed multipart: plain Errors without a code
 * or status, recognised by their wording (they answered 500).
 */
const MALFORMED_MULTIPART = [
  /^Multipart: Boundary not found$/,
  /^Unexpected end of multipart data$/,
  /terminated early due to unexpected end of multipart data$/,
];

function isMalformedMultipart(error: FastifyError, request: FastifyRequest): boolean {
  const isMultipartBody = /^multipart\//i.test(request.headers['content-type'] ?? '');
  return (
    isMultipartBody &&
    error.code === undefined &&
    error.statusCode === undefined &&
    MALFORMED_MULTIPART.some((pattern) => pattern.test(error.message))
  );
}

/**
 * Fastify's `frameworkErrors` option: errors found before any route or hook runs — a bad
 * percent-encoding in the path (400), a path parameter over maxParamLength (414) — answered as
 * `{ message }` without echoing the path. Anything else is a 500.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      reply.code(400).send({ message: ERROR_MESSAGES.badUrl });
      return;
    case 'FST_ERR_MAX_PARAM_LENGTH':
      reply.code(414).send({ message: ERROR_MESSAGES.urlTooLong });
      return;
  }
  request.log.error({ err: error }, 'request failed before routing');
  reply.code(500).send({ message: ERROR_MESSAGES.internal });
}

/** The status, reason phrase and sentence for a request Node's HTTP parser refused. */
function clientErrorAnswer(code: string | undefined): { status: number; reason: string; message: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, reason: 'Request Timeout', message: ERROR_MESSAGES.requestTimeout };
  if (code === 'HPE_HEADER_OVERFLOW')
    return { status: 431, reason: 'Request Header Fields Too Large', message: ERROR_MESSAGES.headersTooLarge };
  return { status: 400, reason: 'Bad Request', message: ERROR_MESSAGES.malformedRequest };
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser cannot read, so no route or hook ever
 * sees it — a Content-Length that is negative, not a number, given twice with two values, or longer
 * than the body sent before the client closed (RFC 9112 §6.3: a framing error the server cannot
 * recover from), a malformed request line or header — answers `{ message }` (400; 408 for Node's
 * request timeout, 431 for headers over its limit, RFC 6585 §5) and the connection is closed, since
 * nothing after it can be framed. Nothing is written when an answer to that connection has begun.
 */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answerInProgress = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
  if (socket.writable && !answerInProgress?.headersSent) {
    const { status, reason, message } = clientErrorAnswer(error.code);
    const body = JSON.stringify({ message });
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export interface ErrorHandlingOptions {
  jsonBodyLimitBytes: number;
  /**
   * Notes a stored file found missing from the blob store, by its key, before the 410 goes out
   * (storage/missing-files.ts, for the admin's Database tab); its own failure is logged, never answered.
   */
  onMissingFile?: (key: string) => Promise<void>;
}

/** Registers the error handler and the JSON 404 for unknown /api paths. */
export function registerErrorHandling(app: FastifyInstance, options: ErrorHandlingOptions): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(STATUS_OF[error.kind]).send({ message: error.message });
    }
    // A stored file whose bytes are gone from the blob store (a damaged or partly restored store):
    // 410, the record exists but its file no longer does (RFC 9110 §15.5.11); the log and the
    // admin's list of missing files name the key.
    if ((error as unknown) instanceof BlobNotFoundError) {
      request.log.error({ err: error }, 'stored file missing from the blob store');
      const { key } = error as unknown as BlobNotFoundError;
      return (async () => {
        await options
          .onMissingFile?.(key)
          .catch((failure: unknown) => request.log.error({ err: failure }, 'the missing file could not be noted'));
        return reply.code(410).send({ message: ERROR_MESSAGES.missingFile });
      })();
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const isWholeBody =
        (first?.instancePath === '/' || first?.instancePath === '') && error.validationContext === 'body';
      return reply
        .code(400)
        .send({ message: isWholeBody ? ERROR_MESSAGES.notAnObject : (first?.message ?? ERROR_MESSAGES.notAnObject) });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return reply.code(400).send({ message: ERROR_MESSAGES.invalidJson });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.code(413).send({ message: ERROR_MESSAGES.tooLarge(options.jsonBodyLimitBytes) });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.code(415).send({ message: ERROR_MESSAGES.unsupportedMediaType });
      case 'FST_CSRF_INVALID_TOKEN':
      case 'FST_CSRF_MISSING_SECRET':
        return reply.code(403).send({ message: ERROR_MESSAGES.csrf });
      // @fastify/multipart's own errors: a broken body, or more parts than one upload has.
      case 'FST_MP_PREMATURE_CLOSE':
      case 'FST_PROTO_VIOLATION':
        return reply.code(400).send({ message: ERROR_MESSAGES.malformedMultipart });
      case 'FST_PARTS_LIMIT':
      case 'FST_FILES_LIMIT':
      case 'FST_FIELDS_LIMIT':
        return reply.code(413).send({ message: ERROR_MESSAGES.oneFilePerUpload });
    }
    if (isMalformedMultipart(error, request))
      return reply.code(400).send({ message: ERROR_MESSAGES.malformedMultipart });
    if (error instanceof SyntaxError) return reply.code(400).send({ message: ERROR_MESSAGES.invalidJson });
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: ERROR_MESSAGES.internal });
    }
    request.log.info({ err: error }, 'request refused');
    // Fastify's and its plugins' own wording is for developers ("FST_…"): people get a sentence.
    const isFrameworkWording = error.code?.startsWith('FST_') && status === 400;
    return reply.code(status).send({ message: isFrameworkWording ? ERROR_MESSAGES.badRequest : error.message });
  });
}

/** JSON 404 for /api paths no route answers (the SPA fallback handles every other path). */
export function sendApiNotFound(reply: import('fastify').FastifyReply): void {
  reply.code(404).send({ message: ERROR_MESSAGES.notFound });
}
