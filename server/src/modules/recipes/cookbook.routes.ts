/**
 * Family cookbooks over HTTP (issue 12 item 5): queue a PDF of chosen recipes, follow its progress,
 * download it. Only the requester reaches a cookbook (recipe.policy `authorizeCookbook`); every
 * recipe in it is authorized for reading when it is asked for.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { fileResponses } from '@heirloom/common/contracts/api';
import { cookbookInputSchema, cookbookParamsSchema, cookbookSchema } from '@heirloom/common/contracts/recipes';
import { requireUser } from '../../plugins/current-user';
import { sendMedia } from '../../plugins/media-response';
import { DEFAULT_SEGMENT_BYTES } from '../../storage/encrypted-blobs';
import { cookbookBlobKey } from './cookbook.jobs';
import * as service from './cookbook.service';
import type { RecipesRouteDependencies } from './recipes.routes';

const described = cookbookSchema.describe('The cookbook and its progress');

export async function registerCookbookRoutes(app: FastifyInstance, deps: RecipesRouteDependencies) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/recipe-cookbooks',
    {
      config: { access: 'recipe.print' },
      schema: {
        summary: 'Queue a family cookbook PDF of chosen recipes (a QR code per recipe plays the voice)',
        body: cookbookInputSchema,
        response: { 202: described },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await service.requestCookbook(deps, requireUser(request).id, request.body)),
  );

  api.get(
    '/api/recipe-cookbooks/:id',
    {
      config: { access: 'recipe-cookbook' },
      schema: { summary: "A cookbook's progress", params: cookbookParamsSchema, response: { 200: described } },
    },
    async (request) => service.readCookbook(deps, requireUser(request).id, request.params.id),
  );

  api.get(
    '/api/recipe-cookbooks/:id/file',
    {
      config: { access: 'recipe-cookbook' },
      schema: {
        summary: 'The cookbook PDF, once done',
        params: cookbookParamsSchema,
        produces: ['application/pdf'],
        response: fileResponses('The whole PDF'),
      },
    },
    async (request, reply) => {
      const cookbook = await service.readCookbookFile(deps, requireUser(request).id, request.params.id);
      return sendMedia(request, reply, {
        body: {
          store: deps.blobStore,
          layout: {
            prefix: cookbookBlobKey(cookbook.id),
            plaintextBytes: Number(cookbook.pdf_bytes),
            segmentBytes: DEFAULT_SEGMENT_BYTES,
          },
          identity: await deps.keyring.identityFor(cookbook.requested_by),
        },
        contentType: 'application/pdf',
        etag: `recipe-cookbook-${cookbook.id}`,
        downloadName: `${cookbook.title.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'cookbook'}.pdf`,
      });
    },
  );
}
