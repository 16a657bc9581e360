/**
 * Family cookbooks over HTTP (docs/product/capsules-scrapbooks-recipes.md "Family recipes"): queue
 * a PDF of chosen recipes, follow its progress, download it (routes declared in
 * common/src/routes/recipes.ts). Only the requester reaches a cookbook (the recipe-cookbook gate);
 * every recipe in it is authorized for reading when it is asked for (the recipe.print gate).
 */
import type { FastifyInstance } from 'fastify';
import { recipeRoutes as routes } from '@heirloom/common/routes/recipes';
import { requireUser } from '../../plugins/current-user';
import { implementRoute } from '../../plugins/declared-routes';
import { sendMedia } from '../../plugins/media-response';
import { DEFAULT_SEGMENT_BYTES } from '../../storage/encrypted-blobs';
import { cookbookBlobKey } from './cookbook.jobs';
import * as service from './cookbook.service';
import { presentCookbook } from './recipes.presenter';
import type { RecipesRouteDependencies } from './recipes.routes';

export async function registerCookbookRoutes(app: FastifyInstance, deps: RecipesRouteDependencies) {
  implementRoute(app, routes.requestCookbook, async (request, reply, _recipes) =>
    reply.code(202).send(await service.requestCookbook(deps, requireUser(request).id, request.body)),
  );

  implementRoute(app, routes.readCookbook, async (_request, _reply, cookbook) => presentCookbook(cookbook));

  implementRoute(app, routes.cookbookFile, async (request, reply, row) => {
    const cookbook = service.readyCookbook(row);
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
  });
}
