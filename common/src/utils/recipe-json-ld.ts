/**
 * A recipe as schema.org Recipe JSON-LD (https://schema.org/Recipe), which a shared recipe's page
 * carries (docs/product/capsules-scrapbooks-recipes.md "Family recipes"): recipeIngredient as
 * lines, recipeInstructions as HowToStep, recipeYield, the cook as author, times as ISO 8601
 * durations, the photos' addresses.
 */
import type { RecipeContent } from '../contracts/recipes';
import { formatIngredient } from './recipe-scaling';

/** Whole minutes as an ISO 8601 duration: 90 → "PT1H30M", 45 → "PT45M", 0 → "PT0M". */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours > 0 ? `${hours}H` : ''}${rest > 0 || hours === 0 ? `${rest}M` : ''}`;
}

/**
 * The JSON-LD object of `recipe` as shared at `pageUrl`.
 * @param absoluteUrl turns a path such as "/api/..." into an absolute address (the site's origin)
 */
export function recipeJsonLd(
  recipe: Pick<
    RecipeContent,
    | 'title'
    | 'cookName'
    | 'story'
    | 'servings'
    | 'prepMinutes'
    | 'cookMinutes'
    | 'ingredients'
    | 'steps'
    | 'tags'
    | 'photos'
  >,
  pageUrl: string,
  absoluteUrl: (path: string) => string,
): Record<string, unknown> {
  const total =
    recipe.prepMinutes === null && recipe.cookMinutes === null
      ? null
      : (recipe.prepMinutes ?? 0) + (recipe.cookMinutes ?? 0);
  // A withheld photo (its owner does not share it with the reader) has no address and is left out.
  const images = recipe.photos.flatMap((photo) => {
    const address = photo.previewUrl ?? photo.fileUrl;
    return address ? [absoluteUrl(address)] : [];
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    url: pageUrl,
    ...(recipe.cookName && { author: { '@type': 'Person', name: recipe.cookName } }),
    ...(recipe.story && { description: recipe.story.slice(0, 500) }),
    recipeYield: `${recipe.servings} ${recipe.servings === 1 ? 'serving' : 'servings'}`,
    ...(recipe.prepMinutes !== null && { prepTime: isoDuration(recipe.prepMinutes) }),
    ...(recipe.cookMinutes !== null && { cookTime: isoDuration(recipe.cookMinutes) }),
    ...(total !== null && { totalTime: isoDuration(total) }),
    ...(recipe.tags.length > 0 && { keywords: recipe.tags.join(', ') }),
    ...(images.length > 0 && { image: images }),
    recipeIngredient: recipe.ingredients.map(formatIngredient),
    recipeInstructions: recipe.steps.map((text, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      text,
    })),
  };
}
