/**
 * The demo family's calls, implementing the routes declared in
 * common/src/routes/demo.ts: GET /api/demo (whether /demo offers it) and POST /api/demo/session
 * ("Try it with a sample family": signs the caller in to it).
 */
import type { FastifyInstance } from 'fastify';
import { demoRoutes as routes } from '@heirloom/common/routes/demo';
import { implementRoute } from '../../plugins/declared-routes';
import { SESSION_COOKIE_NAME } from '../auth';
import { readDemoStatus, signInToDemo, type DemoDependencies } from './demo.service';

/** Demo sign-ins one network address may make in a minute: each opens a session row. */
export const DEMO_SIGN_INS_PER_MINUTE = 20;

export async function registerDemoRoutes(app: FastifyInstance, deps: DemoDependencies): Promise<void> {
  implementRoute(app, routes.status, async (_request, reply, user) =>
    reply.header('cache-control', 'no-store').send(await readDemoStatus(deps, user?.id)),
  );

  implementRoute(
    app,
    routes.signIn,
    async (request, reply) => signInToDemo(deps, request.cookies[SESSION_COOKIE_NAME], reply, request.body),
    { rateLimit: { max: DEMO_SIGN_INS_PER_MINUTE, timeWindow: 60_000 } },
  );
}
