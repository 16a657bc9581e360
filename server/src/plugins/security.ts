/**
 * Cross-cutting protection: security headers (helmet), signed cookies, and CSRF on every
 * state-changing /api call (house rule 5; OWASP CSRF Prevention Cheat Sheet, synchronizer token
 * bound to a signed, HttpOnly secret cookie).
 */
import fastifyCookie from '@fastify/cookie';
import fastifyCsrf from '@fastify/csrf-protection';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Registers helmet, cookies and the CSRF check. `isProduction` turns on HSTS and Secure cookies. */
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
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return done();
    app.csrfProtection(request, reply, done);
  });
}
