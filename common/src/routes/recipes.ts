/**
 * The routes of family recipes and family cookbooks (server: modules/recipes; access kinds
 * recipe.*: server/src/policies/recipe.policy.ts). A recipe's share link (kind "recipe") opens it
 * without a session.
 */
import { fileResponses, noContentSchema } from '../contracts/api';
import {
  cookbookInputSchema,
  cookbookParamsSchema,
  cookbookSchema,
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
} from '../contracts/recipes';
import { createdShareLinkSchema } from '../contracts/share-links';
import { defineRoute } from './define-route';

const described = { recipe: recipeSchema.describe('The recipe as the caller may see it') };
const cookbook = cookbookSchema.describe('The cookbook and its progress');
const MEDIA_TYPES = ['image/*', 'audio/*'];

export const recipeRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/recipes',
    access: 'session',
    summary: 'Family recipes you own or may read, searched by title, ingredient or cook, or by tag',
    query: recipeListQuerySchema,
    response: { 200: recipeListSchema.describe('Most recently changed first') },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/recipes',
    access: 'session',
    summary: 'Write a family recipe',
    body: recipeInputSchema,
    response: { 201: described.recipe },
  }),
  read: defineRoute({
    method: 'GET',
    path: '/api/recipes/:id',
    access: 'recipe.read',
    summary: 'A family recipe',
    params: recipeParamsSchema,
    response: { 200: described.recipe },
  }),
  replace: defineRoute({
    method: 'PUT',
    path: '/api/recipes/:id',
    access: 'recipe.edit',
    summary: 'Replace a recipe (owner and editors of their circle)',
    params: recipeParamsSchema,
    body: recipeInputSchema,
    response: { 200: described.recipe },
  }),
  setSharing: defineRoute({
    method: 'PATCH',
    path: '/api/recipes/:id',
    access: 'recipe.owner',
    summary: 'Share a recipe with your family circle, or keep it yours alone',
    params: recipeParamsSchema,
    body: recipeSharingSchema,
    response: { 200: described.recipe },
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/api/recipes/:id',
    access: 'recipe.owner',
    summary: 'Delete a recipe (its photos and voice stay in the vault)',
    params: recipeParamsSchema,
    response: { 204: noContentSchema.describe('Deleted') },
  }),
  mediaFile: defineRoute({
    method: 'GET',
    path: '/api/recipes/:id/media/:itemId/file',
    access: 'recipe.read',
    summary: "A recipe's photo or the cook's voice (range requests)",
    params: recipeMediaParamsSchema,
    produces: MEDIA_TYPES,
    response: fileResponses('The whole file'),
  }),
  mediaPreview: defineRoute({
    method: 'GET',
    path: '/api/recipes/:id/media/:itemId/preview',
    access: 'recipe.read',
    summary: "A photo's preview (WebP)",
    params: recipeMediaParamsSchema,
    produces: ['image/webp'],
    response: fileResponses('The preview image'),
  }),
  createShareLink: defineRoute({
    method: 'POST',
    path: '/api/recipes/:id/share-links',
    access: 'recipe.owner',
    summary: 'Make a share link to your recipe (a page that plays the voice; revocable on /sharing)',
    params: recipeParamsSchema,
    response: { 201: createdShareLinkSchema.describe('The link, with the address to give out') },
  }),
  openShared: defineRoute({
    method: 'GET',
    path: '/api/recipes/shared/:token',
    access: 'share-link-token',
    summary: 'The recipe a share link opens, with its schema.org Recipe JSON-LD (no session needed)',
    params: recipeTokenParamsSchema,
    response: { 200: sharedRecipeSchema.describe('The shared recipe') },
  }),
  sharedMediaFile: defineRoute({
    method: 'GET',
    path: '/api/recipes/shared/:token/media/:itemId/file',
    access: 'share-link-token',
    summary: "A shared recipe's photo (never its location) or the cook's voice",
    params: sharedRecipeMediaParamsSchema,
    produces: MEDIA_TYPES,
    response: fileResponses('The whole file'),
  }),
  sharedMediaPreview: defineRoute({
    method: 'GET',
    path: '/api/recipes/shared/:token/media/:itemId/preview',
    access: 'share-link-token',
    summary: "A shared recipe's photo preview",
    params: sharedRecipeMediaParamsSchema,
    produces: ['image/webp'],
    response: fileResponses('The preview image'),
  }),
  requestCookbook: defineRoute({
    method: 'POST',
    path: '/api/recipe-cookbooks',
    access: 'recipe.print',
    summary: 'Queue a family cookbook PDF of chosen recipes (a QR code per recipe plays the voice)',
    body: cookbookInputSchema,
    response: { 202: cookbook },
  }),
  readCookbook: defineRoute({
    method: 'GET',
    path: '/api/recipe-cookbooks/:id',
    access: 'recipe-cookbook',
    summary: "A cookbook's progress",
    params: cookbookParamsSchema,
    response: { 200: cookbook },
  }),
  cookbookFile: defineRoute({
    method: 'GET',
    path: '/api/recipe-cookbooks/:id/file',
    access: 'recipe-cookbook',
    summary: 'The cookbook PDF, once done',
    params: cookbookParamsSchema,
    produces: ['application/pdf'],
    response: fileResponses('The whole PDF'),
  }),
};
