/**
 * Cross-cutting protection: security headers (helmet), signed cookies, and CSRF on every
 * state-changing request (docs/product/api-conventions.md "CSRF"; OWASP CSRF Prevention Cheat
 * Sheet, synchronizer token bound to a signed, HttpOnly secret cookie). The check does not look at
 * the path at all: the router decodes `/%61pi/…` to `/api/…`, so a test on the raw URL would let
 * such calls through. Routes that expect a JSON body refuse any other content type with 415 — the
 * bodies a cross-site form can send (text/plain, form-urlencoded, multipart) never reach them.
 */
import fastifyCookie from '@fastify/cookie';
import fastifyCsrf from '@fastify/csrf-protection';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import { ERROR_MESSAGES } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a Content-Type header names JSON; parameters such as `charset` are allowed. */
function isJsonContentType(header: string): boolean {
  return header.split(';')[0]!.trim().toLowerCase() === 'application/json';
}

/** 415 for a body that is not JSON on a route that expects JSON; undefined otherwise. */
function unsupportedBody(request: FastifyRequest): AppError | undefined {
  const contentType = request.headers['content-type'];
  if (contentType === undefined || isJsonContentType(contentType)) return undefined;
  const expectsJson = request.routeOptions.schema?.body !== undefined;
  return expectsJson ? new AppError('unsupported_media', ERROR_MESSAGES.unsupportedMediaType) : undefined;
}

/**
 * The headers helmet sets, computed once by @fastify/helmet itself on a throw-away instance. They
 * are the same for every answer (no nonces, no per-route options), while the plugin rebuilds
 * helmet's middleware on every request — a tenth of a signed-in API call's time
 * (server/bench/requests.bench.ts).
 */
async function helmetHeaders(isProduction: boolean): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        // Plain-HTTP hosts (localhost, a family's LAN box) must still load their own assets.
        upgradeInsecureRequests: isProduction ? [] : null,
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
      },
    },
    strictTransportSecurity: isProduction,
  });
  // What helmet wrote onto the raw response before any route code ran.
  probe.get('/', (_request, reply) => reply.send(reply.raw.getHeaders()));
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return response.json<Record<string, string>>();
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A webhook whose handler verifies the sender's signature (no CSRF token; modules/billing). */
    isSignedWebhook?: boolean;
  }
}

/**
 * Registers helmet's headers, cookies, the CSRF check (403 for any non-GET/HEAD/OPTIONS request without a
 * valid token, whatever its path) and the JSON-only body rule (415 when a route with a body schema
 * gets another content type). `isProduction` turns on HSTS and Secure cookies.
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: { cookieSecret: string; isProduction: boolean },
): Promise<void> {
  const securityHeaders = Object.entries(await helmetHeaders(options.isProduction));
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of securityHeaders) reply.raw.setHeader(name, value);
    done();
  });
  await app.register(fastifyCookie, { secret: options.cookieSecret });
  await app.register(fastifyCsrf, {
    cookieKey: 'heirloom_csrf',
    cookieOpts: { signed: true, httpOnly: true, sameSite: 'lax', secure: options.isProduction, path: '/' },
  });
  // One hook for both checks, the content type's after the token's; a GET without a Content-Type
  // (nearly every request) costs two comparisons and makes no closure.
  app.addHook('onRequest', (request, reply, done) => {
    // A signed webhook (Stripe's) proves itself by its signature; it has no session or token.
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.isSignedWebhook)
      return done(unsupportedBody(request));
    app.csrfProtection(request, reply, (error?: Error) => done(error ?? unsupportedBody(request)));
  });
}
