/**
 * GET /api/system/capabilities → { missingTools } (issue 15, "A fresh machine"): the vault, the
 * voice recordings and the message recorder read it to say what this server cannot do, instead of
 * failing after an upload. Signed-in users only: it describes the server, not anyone's data.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { systemCapabilitiesSchema, type MissingTool } from '@heirloom/common/contracts/system-capabilities';
import { requireUser } from '../../plugins/current-user';

export async function registerSystemRoutes(app: FastifyInstance, deps: { missingTools: MissingTool[] }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/system/capabilities',
    {
      config: { access: 'session' },
      schema: {
        summary: 'The Debian tools this server lacks and what each disables',
        response: { 200: systemCapabilitiesSchema.describe('Missing tools; empty when everything is installed') },
      },
    },
    async (request) => {
      requireUser(request);
      return { missingTools: deps.missingTools };
    },
  );
}
