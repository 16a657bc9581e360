/**
 * Calls of family recipes and cookbooks (common/contracts/recipes.ts; server: modules/recipes). A
 * change answers with the whole recipe, which replaces the cached one; the lists refresh.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatedShareLink } from '@heirloom/common/contracts/share-links';
import type { Cookbook, CookbookInput, Recipe, RecipeInput, RecipeSummary } from '@heirloom/common/contracts/recipes';
import { apiRequest } from '../../lib/api';

export const RECIPES_PATH = '/api/recipes';
export const recipePath = (id: string) => `${RECIPES_PATH}/${encodeURIComponent(id)}`;
/** How often a cookbook being made is asked for again, ms. */
const COOKBOOK_POLL_MS = 1_000;

/** The recipes the signed-in user may read, narrowed by words (title, ingredient, cook) and a tag. */
export function useRecipes(search: { q: string; tag: string }) {
  const params = new URLSearchParams();
  if (search.q.trim()) params.set('q', search.q.trim());
  if (search.tag) params.set('tag', search.tag);
  const query = params.toString();
  return useQuery<RecipeSummary[] | null>({
    queryKey: [query ? `${RECIPES_PATH}?${query}` : RECIPES_PATH],
    placeholderData: (previous) => previous,
  });
}

/** One recipe. */
export const useRecipe = (id: string | null) =>
  useQuery<Recipe | null>({ queryKey: [recipePath(id ?? '')], enabled: id !== null });

/** Writes a new recipe (no id) or replaces one. */
export function useSaveRecipe(id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RecipeInput) =>
      id ? apiRequest<Recipe>('PUT', recipePath(id), input) : apiRequest<Recipe>('POST', RECIPES_PATH, input),
    onSuccess: (recipe) => {
      client.setQueryData([recipePath(recipe.id)], recipe);
      return client.invalidateQueries({
        predicate: (query) =>
          String(query.queryKey[0]).startsWith(RECIPES_PATH) && query.queryKey[0] !== recipePath(recipe.id),
      });
    },
  });
}

export function useDeleteRecipe(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<null>('DELETE', recipePath(id)),
    onSuccess: () => {
      client.removeQueries({ queryKey: [recipePath(id)] });
      return client.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(RECIPES_PATH) });
    },
  });
}

/** The owner's "Share with my family circle" switch: the answer replaces the cached recipe; the lists refresh. */
export function useRecipeSharing(id: string) {
  const client = useQueryClient();
  return async (isSharedWithCircle: boolean) => {
    const recipe = await apiRequest<Recipe>('PATCH', recipePath(id), { isSharedWithCircle });
    client.setQueryData([recipePath(id)], recipe);
    await client.invalidateQueries({
      predicate: (query) => String(query.queryKey[0]).startsWith(RECIPES_PATH) && query.queryKey[0] !== recipePath(id),
    });
    return recipe;
  };
}

/** A new share link to the recipe (its owner's), listed on /sharing. */
export const shareRecipe = (id: string) => apiRequest<CreatedShareLink>('POST', `${recipePath(id)}/share-links`);

export const requestCookbook = (input: CookbookInput) => apiRequest<Cookbook>('POST', '/api/recipe-cookbooks', input);

/** A cookbook's progress, asked again every second until it is done or failed. */
export const useCookbook = (id: string | null) =>
  useQuery<Cookbook | null>({
    queryKey: [`/api/recipe-cookbooks/${id}`],
    enabled: id !== null,
    refetchInterval: ({ state }) =>
      state.data && (state.data.status === 'done' || state.data.status === 'failed') ? false : COOKBOOK_POLL_MS,
  });
