/**
 * GET /api/system/capabilities → { missingTools } (declared in
 * common/src/routes/system.ts): the vault, the voice recordings and the message recorder read it to
 * say what this server cannot do, instead of failing after an upload. Signed-in users only (access
 * 'session'): it describes the server, not anyone's data.
 */
import type { FastifyInstance } from 'fastify';
import type { MissingTool } from '@heirloom/common/contracts/system-capabilities';
import { systemRoutes as routes } from '@heirloom/common/routes/system';
import { implementRoute } from '../../plugins/declared-routes';

export async function registerSystemRoutes(app: FastifyInstance, deps: { missingTools: MissingTool[] }) {
  implementRoute(app, routes.capabilities, async () => ({ missingTools: deps.missingTools }));
}
