/**
 * React Query hooks over the recipe and cookbook routes (common/src/routes/recipes.ts; server:
 * modules/recipes), called through the declared-route client. A change answers with the whole
 * recipe, which replaces the cached one; the lists refresh.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CookbookInput, Recipe, RecipeInput } from '@heirloom/common/contracts/recipes';
import { recipeRoutes } from '@heirloom/common/routes/recipes';
import { callRoute, routeAddress, routeQuery } from '../../lib/api-client';

/** How often a cookbook being made is asked for again, ms. */
const COOKBOOK_POLL_MS = 1_000;
const LIST_ADDRESS = routeAddress(recipeRoutes.list);

/** Refreshes every cached recipe list and recipe except `keep` (an address whose answer is fresh). */
const refreshRecipes = (client: QueryClient, keep?: string) =>
  client.invalidateQueries({
    predicate: (query) => String(query.queryKey[0]).startsWith(LIST_ADDRESS) && query.queryKey[0] !== keep,
  });

/** Caches `recipe` as its own answer and refreshes the rest. */
function cacheRecipe(client: QueryClient, recipe: Recipe) {
  const address = routeAddress(recipeRoutes.read, { params: { id: recipe.id } });
  client.setQueryData([address], recipe);
  return refreshRecipes(client, address);
}

/** The recipes the signed-in user may read, narrowed by words (title, ingredient, cook) and a tag. */
export const useRecipes = (search: { q: string; tag: string }) =>
  useQuery({
    ...routeQuery(recipeRoutes.list, { query: { q: search.q.trim() || undefined, tag: search.tag || undefined } }),
    placeholderData: (previous) => previous,
  });

/** One recipe. */
export const useRecipe = (id: string | null) =>
  useQuery({ ...routeQuery(recipeRoutes.read, { params: { id: id ?? 'none' } }), enabled: id !== null });

/** Writes a new recipe (no id) or replaces one. */
export function useSaveRecipe(id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RecipeInput) =>
      id
        ? callRoute(recipeRoutes.replace, { params: { id }, body: input })
        : callRoute(recipeRoutes.create, { body: input }),
    onSuccess: (recipe) => cacheRecipe(client, recipe),
  });
}

export function useDeleteRecipe(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callRoute(recipeRoutes.delete, { params: { id } }),
    onSuccess: () => {
      client.removeQueries({ queryKey: [routeAddress(recipeRoutes.read, { params: { id } })] });
      return refreshRecipes(client);
    },
  });
}

/** The owner's "Share with my family circle" switch: the answer replaces the cached recipe; the lists refresh. */
export function useRecipeSharing(id: string) {
  const client = useQueryClient();
  return async (isSharedWithCircle: boolean) => {
    const recipe = await callRoute(recipeRoutes.setSharing, { params: { id }, body: { isSharedWithCircle } });
    await cacheRecipe(client, recipe);
    return recipe;
  };
}

/** A new share link to the recipe (its owner's), listed on /sharing. */
export const shareRecipe = (id: string) => callRoute(recipeRoutes.createShareLink, { params: { id } });

export const requestCookbook = (input: CookbookInput) => callRoute(recipeRoutes.requestCookbook, { body: input });

/** A cookbook's progress, asked again every second until it is done or failed. */
export const useCookbook = (id: string | null) =>
  useQuery({
    ...routeQuery(recipeRoutes.readCookbook, { params: { id: id ?? 'none' } }),
    enabled: id !== null,
    refetchInterval: ({ state }) =>
      state.data && (state.data.status === 'done' || state.data.status === 'failed') ? false : COOKBOOK_POLL_MS,
  });
