/**
 * Family recipes over HTTP, implementing the routes declared in
 * common/src/routes/recipes.ts. Each handler gets the recipe its access gate authorised
 * (policies/recipe.policy.ts answers 404 to everyone else). A recipe's share link (kind "recipe") is opened here without a session, like a delivered
 * message's link is opened by the messages module; /sharing lists and revokes it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RECIPE_MESSAGES } from '@heirloom/common/contracts/recipes';
import { recipeRoutes as routes } from '@heirloom/common/routes/recipes';
import { AppError } from '../../lib/app-error';
import { requireUser } from '../../plugins/current-user';
import { implementRoute } from '../../plugins/declared-routes';
import { sendMedia } from '../../plugins/media-response';
import type { BlobStore } from '../../storage/blob-store';
import type { Keyring } from '../../storage/keyring';
import { mediaSourceOf, servedFileVariant } from '../../storage/media-source';
import { presentRecipeLink } from './recipes.presenter';
import * as service from './recipes.service';

/** The service's dependencies and what streaming files needs. */
export interface RecipesRouteDependencies extends service.RecipesDependencies {
  blobStore: BlobStore;
  keyring: Keyring;
}

export async function registerRecipeRoutes(app: FastifyInstance, deps: RecipesRouteDependencies) {
  /**
   * Streams a recipe's photo (its copy without location unless a member reads one whose owner keeps
   * it) or voice (the copy phones play once made), or a photo's preview.
   */
  async function sendRecipeMedia(
    request: FastifyRequest,
    reply: FastifyReply,
    media: Awaited<ReturnType<typeof service.findMemberMedia>>,
    variant: 'file' | 'preview',
    isOutsider: boolean,
  ) {
    if (variant === 'preview' && !media.preview_key) throw new AppError('not_found', RECIPE_MESSAGES.mediaNotFound);
    const kind = variant === 'preview' ? 'preview' : servedFileVariant(media, !isOutsider);
    if (isOutsider) reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    return sendMedia(request, reply, await mediaSourceOf(deps, media, kind));
  }

  implementRoute(app, routes.list, async (request, _reply, user) => service.listRecipes(deps, user.id, request.query));

  implementRoute(app, routes.create, async (request, reply, user) =>
    reply.code(201).send(await service.createRecipe(deps, user.id, request.body)),
  );

  implementRoute(app, routes.read, async (request, _reply, access) =>
    service.readRecipe(deps, access, requireUser(request).id),
  );

  implementRoute(app, routes.replace, async (request, _reply, access) =>
    service.replaceRecipe(deps, access, requireUser(request).id, request.body),
  );

  implementRoute(app, routes.setSharing, async (request, _reply, access) =>
    service.setRecipeSharing(deps, access, requireUser(request).id, request.body.isSharedWithCircle),
  );

  implementRoute(app, routes.delete, async (_request, reply, access) => {
    await service.deleteRecipe(deps, access);
    return reply.code(204).send();
  });

  for (const [route, variant] of [
    [routes.mediaFile, 'file'],
    [routes.mediaPreview, 'preview'],
  ] as const) {
    implementRoute(app, route, async (request, reply, access) => {
      const media = await service.findMemberMedia(deps, access, requireUser(request).id, request.params.itemId);
      return sendRecipeMedia(request, reply, media, variant, false);
    });
  }

  implementRoute(app, routes.createShareLink, async (_request, reply, access) =>
    reply.code(201).send(presentRecipeLink(await service.shareRecipe(deps, access))),
  );

  implementRoute(app, routes.openShared, async (request, reply, link) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    return service.openSharedRecipe(deps, link, request.params.token);
  });

  for (const [route, variant] of [
    [routes.sharedMediaFile, 'file'],
    [routes.sharedMediaPreview, 'preview'],
  ] as const) {
    implementRoute(app, route, async (request, reply, link) => {
      const media = await service.findSharedMedia(deps, link, request.params.itemId);
      return sendRecipeMedia(request, reply, media, variant, true);
    });
  }
}
