/**
 * The Fastify instance and what every request passes through before a module's route
 * (ARCHITECTURE.md "Request flow"): the zod compilers, the table of /api routes, the JSON parser,
 * then the error handling, compression, security headers and CSRF, rate limits, API docs, the
 * access gates' context, the session, the admin's settings gate and the demo gate.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from '@fastify/type-provider-zod';
import type { Config } from '../config';
import { sessionPlugin } from '../modules/auth';
import { registerApiDocs } from '../plugins/api-docs';
import { registerCompression } from '../plugins/compression';
import { provideAccessContext, type RouteTableEntry } from '../plugins/declared-routes';
import { demoGate } from '../plugins/demo-gate';
import { answerClientError, answerFrameworkError, registerErrorHandling } from '../plugins/errors';
import { registerRateLimit } from '../plugins/rate-limit';
import { registerSecurity } from '../plugins/security';
import { systemSettingsGate } from '../plugins/system-settings-gate';
import { recordMissingFile } from '../storage/missing-files';
import type { AppContext } from './app-context';

/** Largest JSON body accepted, in bytes (64 KiB); uploads have their own limits. */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its declared access (plugins/declared-routes.ts), for the matrix test. */
    routeTable: RouteTableEntry[];
  }
}

/** A Fastify instance configured for the app, recording every /api route in `app.routeTable`. */
export function createHttpServer(config: Config): FastifyInstance {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // Signed links carry a token of ~250 characters in the path (find-my-way's default is 100).
    routerOptions: { maxParamLength: 2048 },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const routeTable: RouteTableEntry[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    // HEAD twins Fastify makes for GET routes answer like their GET.
    if (!route.url.startsWith('/api') || route.method === 'HEAD') return;
    routeTable.push({
      methods: [route.method].flat(),
      url: route.url,
      access: route.config?.access,
      declaration: route.config?.declaration,
    });
  });
  // Sign-out is a POST with a JSON content type and no body; an empty body is "no payload"
  // (docs/product/api-conventions.md "Request bodies").
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    parseJson(request, body as string, done);
  });
  return app;
}

/** Registers, in order, what runs before every module's routes. */
export async function registerRequestPipeline(app: FastifyInstance, context: AppContext): Promise<void> {
  const { config, db, clock } = context;
  registerErrorHandling(app, {
    jsonBodyLimitBytes: JSON_BODY_LIMIT_BYTES,
    onMissingFile: (key) => recordMissingFile(db, key, clock.now()),
  });
  // Text answers (HTML, JS, CSS, JSON) go out compressed; audio and video are left as they are.
  await registerCompression(app);
  await registerSecurity(app, { cookieSecret: config.secrets.COOKIE_SECRET, isProduction: config.isProduction });
  await registerRateLimit(app, context.connection);
  await registerApiDocs(app, { productName: context.site.productName });
  // What every route's access gate reads (plugins/declared-routes.ts).
  provideAccessContext(app, { db, clock, linkSecret: context.linkSecret });
  await app.register(sessionPlugin, {
    db,
    clock,
    adminEmail: config.adminEmail,
    isAdminProofRequired: config.isProduction,
    isSecureCookie: config.isProduction,
  });
  // Before every route: maintenance, closed registration and suspended sign-ins
  // (docs/product/admin.md "Settings take effect").
  await app.register(systemSettingsGate, { db, settings: context.settings });
  // Every write of a demo family's session is refused, whatever the route
  // (docs/product/roles-and-access.md "Demo session").
  await app.register(demoGate, { db });
}
