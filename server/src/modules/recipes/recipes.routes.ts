/**
 * Family recipes over HTTP (issue 12 item 5); the calls are listed in common/src/contracts/recipes.ts.
 * Each route declares its access; the policy (policies/recipe.policy.ts) answers 404 to everyone
 * else. A recipe's share link (kind "recipe") is opened here without a session, like a delivered
 * message's link is opened by the messages module; /sharing lists and revokes it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { fileResponses, noContentSchema } from '@heirloom/common/contracts/api';
import {
  RECIPE_MESSAGES,
  recipeInputSchema,
  recipeListQuerySchema,
  recipeListSchema,
  recipeMediaParamsSchema,
  recipeParamsSchema,
  recipeSchema,
  recipeSharingSchema,
  recipeTokenParamsSchema,
  sharedRecipeMediaParamsSchema,
  sharedRecipeSchema,
} from '@heirloom/common/contracts/recipes';
import { createdShareLinkSchema } from '@heirloom/common/contracts/share-links';
import { AppError } from '../../lib/app-error';
import { requireUser } from '../../plugins/current-user';
import { sendMedia } from '../../plugins/media-response';
import type { BlobStore } from '../../storage/blob-store';
import type { Keyring } from '../../storage/keyring';
import { mediaSourceOf, servedFileVariant } from '../../storage/media-source';
import { presentRecipeLink } from './recipes.presenter';
import type { RecipeMedia } from './recipes.repository';
import * as service from './recipes.service';

/** The service's dependencies and what streaming files needs. */
export interface RecipesRouteDependencies extends service.RecipesDependencies {
  blobStore: BlobStore;
  keyring: Keyring;
}

const described = { recipe: recipeSchema.describe('The recipe as the caller may see it') };

export async function registerRecipeRoutes(app: FastifyInstance, deps: RecipesRouteDependencies) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /**
   * Streams a recipe's photo (its copy without location unless a member reads one whose owner keeps
   * it) or voice (the copy phones play once made), or a photo's preview.
   */
  async function sendRecipeMedia(
    request: FastifyRequest,
    reply: FastifyReply,
    media: RecipeMedia,
    variant: 'file' | 'preview',
    isOutsider: boolean,
  ) {
    if (variant === 'preview' && !media.preview_key) throw new AppError('not_found', RECIPE_MESSAGES.mediaNotFound);
    const kind = variant === 'preview' ? 'preview' : servedFileVariant(media, !isOutsider);
    if (isOutsider) reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
    return sendMedia(request, reply, await mediaSourceOf(deps, media, kind));
  }

  api.get(
    '/api/recipes',
    {
      config: { access: 'session' },
      schema: {
        summary: 'Family recipes you own or may read, searched by title, ingredient or cook, or by tag',
        querystring: recipeListQuerySchema,
        response: { 200: recipeListSchema.describe('Most recently changed first') },
      },
    },
    async (request) => service.listRecipes(deps, requireUser(request).id, request.query),
  );

  api.post(
    '/api/recipes',
    {
      config: { access: 'session' },
      schema: { summary: 'Write a family recipe', body: recipeInputSchema, response: { 201: described.recipe } },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createRecipe(deps, requireUser(request).id, request.body)),
  );

  api.get(
    '/api/recipes/:id',
    {
      config: { access: 'recipe.read' },
      schema: { summary: 'A family recipe', params: recipeParamsSchema, response: { 200: described.recipe } },
    },
    async (request) => service.readRecipe(deps, requireUser(request).id, request.params.id),
  );

  api.put(
    '/api/recipes/:id',
    {
      config: { access: 'recipe.edit' },
      schema: {
        summary: 'Replace a recipe (owner and editors of their circle)',
        params: recipeParamsSchema,
        body: recipeInputSchema,
        response: { 200: described.recipe },
      },
    },
    async (request) => service.replaceRecipe(deps, requireUser(request).id, request.params.id, request.body),
  );

  api.patch(
    '/api/recipes/:id',
    {
      config: { access: 'recipe.owner' },
      schema: {
        summary: 'Share a recipe with your family circle, or keep it yours alone',
        params: recipeParamsSchema,
        body: recipeSharingSchema,
        response: { 200: described.recipe },
      },
    },
    async (request) =>
      service.setRecipeSharing(deps, requireUser(request).id, request.params.id, request.body.isSharedWithCircle),
  );

  api.delete(
    '/api/recipes/:id',
    {
      config: { access: 'recipe.owner' },
      schema: {
        summary: 'Delete a recipe (its photos and voice stay in the vault)',
        params: recipeParamsSchema,
        response: { 204: noContentSchema.describe('Deleted') },
      },
    },
    async (request, reply) => {
      await service.deleteRecipe(deps, requireUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  );

  for (const variant of ['file', 'preview'] as const) {
    api.get(
      `/api/recipes/:id/media/:itemId/${variant}`,
      {
        config: { access: 'recipe.read' },
        schema: {
          summary:
            variant === 'file' ? "A recipe's photo or the cook's voice (range requests)" : "A photo's preview (WebP)",
          params: recipeMediaParamsSchema,
          produces: variant === 'file' ? ['image/*', 'audio/*'] : ['image/webp'],
          response: fileResponses(variant === 'file' ? 'The whole file' : 'The preview image'),
        },
      },
      async (request, reply) => {
        const { id, itemId } = request.params;
        const media = await service.findMemberMedia(deps, requireUser(request).id, id, itemId);
        return sendRecipeMedia(request, reply, media, variant, false);
      },
    );
  }

  api.post(
    '/api/recipes/:id/share-links',
    {
      config: { access: 'recipe.owner' },
      schema: {
        summary: 'Make a share link to your recipe (a page that plays the voice; revocable on /sharing)',
        params: recipeParamsSchema,
        response: { 201: createdShareLinkSchema.describe('The link, with the address to give out') },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(presentRecipeLink(await service.shareRecipe(deps, requireUser(request).id, request.params.id))),
  );

  api.get(
    '/api/recipes/shared/:token',
    {
      config: { access: 'share-link-token' },
      schema: {
        summary: 'The recipe a share link opens, with its schema.org Recipe JSON-LD (no session needed)',
        params: recipeTokenParamsSchema,
        response: { 200: sharedRecipeSchema.describe('The shared recipe') },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      return service.openSharedRecipe(deps, request.params.token);
    },
  );

  for (const variant of ['file', 'preview'] as const) {
    api.get(
      `/api/recipes/shared/:token/media/:itemId/${variant}`,
      {
        config: { access: 'share-link-token' },
        schema: {
          summary:
            variant === 'file'
              ? "A shared recipe's photo (never its location) or the cook's voice"
              : "A shared recipe's photo preview",
          params: sharedRecipeMediaParamsSchema,
          produces: variant === 'file' ? ['image/*', 'audio/*'] : ['image/webp'],
          response: fileResponses(variant === 'file' ? 'The whole file' : 'The preview image'),
        },
      },
      async (request, reply) => {
        const media = await service.findSharedMedia(deps, request.params.token, request.params.itemId);
        return sendRecipeMedia(request, reply, media, variant, true);
      },
    );
  }
}
