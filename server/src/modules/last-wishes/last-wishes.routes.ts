/**
 * GET/PUT /api/last-wishes and GET /api/last-wishes/pdf (issue 11 item 5): the signed-in owner's own
 * document; no route names anyone else's (access `session`, policies/route-access.ts).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { fileBytesSchema } from '@heirloom/common/contracts/api';
import { lastWishesInputSchema, lastWishesSchema } from '@heirloom/common/contracts/last-wishes';
import { requireUser } from '../../plugins/current-user';
import { printLastWishes, readLastWishes, saveLastWishes, type LastWishesDependencies } from './last-wishes.service';

export async function registerLastWishesRoutes(app: FastifyInstance, deps: LastWishesDependencies): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { access: 'session' } as const;

  api.get(
    '/api/last-wishes',
    {
      config,
      schema: {
        summary: 'My last wishes, which sections are answered, and who will receive them',
        response: { 200: lastWishesSchema.describe('The document (empty before the first save)') },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readLastWishes(deps, requireUser(request).id);
    },
  );

  api.put(
    '/api/last-wishes',
    {
      config,
      schema: {
        summary: 'Save my whole last-wishes document (sealed with my key); text that looks like a password is refused',
        body: lastWishesInputSchema,
        response: { 200: lastWishesSchema.describe('The saved document') },
      },
    },
    async (request) => saveLastWishes(deps, requireUser(request).id, request.body),
  );

  api.get(
    '/api/last-wishes/pdf',
    {
      config,
      schema: {
        summary: 'My last wishes as a printable PDF',
        produces: ['application/pdf'],
        response: { 200: fileBytesSchema.describe('"last-wishes-{YYYY-MM-DD}.pdf"') },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await printLastWishes(deps, requireUser(request).id);
      // The typed reply expects the schema's string; the bytes go out as they are (as admin downloads do).
      return (reply as FastifyReply)
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
