/**
 * The system routes (declared in common/src/routes/system.ts):
 * - GET /api/system/capabilities → { missingTools }: the vault, the voice recordings and the message
 *   recorder read it to say what this server cannot do, instead of failing after an upload.
 *   Signed-in users only (access 'session'): it describes the server, not anyone's data.
 * - GET /api/health (readiness, ./system-health.ts) and GET /api/health/live (liveness), never
 *   cached: what a load balancer polls. While the server shuts down it refuses new connections and
 *   Fastify answers requests on those still open 503 (its `return503OnClosing`), so the balancer
 *   stops sending more while in-flight requests end.
 */
import type { FastifyInstance } from 'fastify';
import type { MissingTool } from '@heirloom/common/contracts/system-capabilities';
import { systemRoutes as routes } from '@heirloom/common/routes/system';
import { implementRoute } from '../../plugins/declared-routes';
import { checkReadiness, type HealthDependencies } from './system-health';

export async function registerSystemRoutes(
  app: FastifyInstance,
  deps: { missingTools: MissingTool[] } & Omit<HealthDependencies, 'log'>,
) {
  implementRoute(app, routes.capabilities, async () => ({ missingTools: deps.missingTools }));
  implementRoute(app, routes.readiness, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return checkReadiness({ ...deps, log: request.log });
  });
  implementRoute(app, routes.liveness, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });
}
