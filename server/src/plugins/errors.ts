/**
 * Every failure of /api becomes `{ message }` with a sentence a person understands and the right
 * status; stack traces and internals never leave the server (house rule 4).
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from '@fastify/type-provider-zod';
import { AppError, type AppErrorKind } from '../lib/app-error';

const STATUS_OF: Record<AppErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
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
  tooLarge: (limitBytes: number) => `The request is too large. The limit is ${Math.round(limitBytes / 1024)} KB.`,
} as const;

/** Registers the error handler and the JSON 404 for unknown /api paths. */
export function registerErrorHandling(app: FastifyInstance, options: { jsonBodyLimitBytes: number }): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(STATUS_OF[error.kind]).send({ message: error.message });
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
    }
    if (error instanceof SyntaxError) return reply.code(400).send({ message: ERROR_MESSAGES.invalidJson });
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: ERROR_MESSAGES.internal });
    }
    request.log.info({ err: error }, 'request refused');
    return reply.code(status).send({ message: error.message });
  });
}

/** JSON 404 for /api paths no route answers (the SPA fallback handles every other path). */
export function sendApiNotFound(reply: import('fastify').FastifyReply): void {
  reply.code(404).send({ message: ERROR_MESSAGES.notFound });
}
