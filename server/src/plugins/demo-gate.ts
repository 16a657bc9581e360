/**
 * The demo family's read-only rule (docs/product/overview.md "Demo family";
 * docs/decisions/014-demo-family.md): every state-changing /api call (any method but GET, HEAD and
 * OPTIONS) of a session of a demo account answers 403 with DEMO_MESSAGES.readOnly, before its body
 * is read, whatever the route — a route added later is covered without knowing of the demo (the
 * authorization matrix checks each one). The only writes left open change who is signed in (signing
 * out, in, up, or in to the demo again) or count a page view (presence, the site's visit counter),
 * and touch nothing of the family.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { DEMO_MESSAGES } from '@heirloom/common/domain/demo';
import type { Database } from '../db/tables';
import { AppError } from '../lib/app-error';
import { isReadOnlyDemoAccount } from '../policies/demo.policy';
import { SESSION_PLUGIN_NAME } from './feature-module';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Writes a demo session may make: none changes the demo family. */
export const OPEN_TO_DEMO: ReadonlySet<string> = new Set([
  '/api/auth/signin',
  '/api/auth/signin/two-factor',
  '/api/auth/signup',
  '/api/auth/signout',
  '/api/demo/session',
  '/api/presence',
  '/api/site/visits',
]);

export const demoGate = fp<{ db: Kysely<Database> }>(
  async (app: FastifyInstance, { db }) => {
    const gate = async (request: FastifyRequest) => {
      if (!request.user || READ_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
      if (await isReadOnlyDemoAccount(db, request.user.id)) throw new AppError('forbidden', DEMO_MESSAGES.readOnly);
    };
    // onRequest: refused before a body (an upload) is read or validated.
    app.addHook('onRoute', (route) => {
      if ([route.method].flat().every((method) => READ_METHODS.has(method)) || OPEN_TO_DEMO.has(route.url)) return;
      route.onRequest = [...[route.onRequest ?? []].flat(), gate];
    });
  },
  { name: 'demo-gate', fastify: '5.x', dependencies: [SESSION_PLUGIN_NAME] },
);
