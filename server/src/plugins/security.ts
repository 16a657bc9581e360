/**
 * Cross-cutting protection: security headers (helmet), signed cookies, and CSRF on every
 * state-changing request (house rule 5; OWASP CSRF Prevention Cheat Sheet, synchronizer token
 * bound to a signed, HttpOnly secret cookie). The check does not look at the path at all: the router
 * decodes `/%61pi/…` to `/api/…`, so a test on the raw URL let such calls through (issue 15).
 * Routes that expect a JSON body refuse any other content type with 415 — the bodies a cross-site
 * form can send (text/plain, form-urlencoded, multipart) never reach them.
 */
import fastifyCookie from '@fastify/cookie';
import fastifyCsrf from '@fastify/csrf-protection';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';
import { ERROR_MESSAGES } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a Content-Type header names JSON; parameters such as `charset` are allowed. */
function isJsonContentType(header: string): boolean {
  return header.split(';')[0]!.trim().toLowerCase() === 'application/json';
}

/**
 * Registers helmet, cookies, the CSRF check (403 for any non-GET/HEAD/OPTIONS request without a
 * valid token, whatever its path) and the JSON-only body rule (415 when a route with a body schema
 * gets another content type). `isProduction` turns on HSTS and Secure cookies. Source: issue 15.
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: { cookieSecret: string; isProduction: boolean },
): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        // Plain-HTTP hosts (localhost, a family's LAN box) must still load their own assets.
        upgradeInsecureRequests: options.isProduction ? [] : null,
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
      },
    },
    strictTransportSecurity: options.isProduction,
  });
  await app.register(fastifyCookie, { secret: options.cookieSecret });
  await app.register(fastifyCsrf, {
    cookieKey: 'heirloom_csrf',
    cookieOpts: { signed: true, httpOnly: true, sameSite: 'lax', secure: options.isProduction, path: '/' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    app.csrfProtection(request, reply, done);
  });
  app.addHook('onRequest', (request, _reply, done) => {
    const contentType = request.headers['content-type'];
    const expectsJson = request.routeOptions.schema?.body !== undefined;
    if (expectsJson && contentType !== undefined && !isJsonContentType(contentType))
      return done(new AppError('unsupported_media', ERROR_MESSAGES.unsupportedMediaType));
    done();
  });
}
