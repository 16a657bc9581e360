/**
 * A recipe as plain text, for "export everything": the archive holds the family's recipes, readable
 * without any program. The layout is the one `importRecipeText` reads (recipe-text-import.ts): the
 * title, the cook and the story, "Serves N", "Prep time: N min", "Cook time: N min", then an
 * "Ingredients" and a "Method" heading, so pasting an exported recipe into the recipe editor gives
 * the same recipe back (the cook's line joins the story).
 */
import type { RecipeContent } from '../contracts/recipes';
import { formatIngredient } from './recipe-scaling';

/** The recipe's words as a plain-text card, lines separated by "\n", ending with one. */
export function recipeAsText(
  recipe: Pick<
    RecipeContent,
    'title' | 'cookName' | 'story' | 'servings' | 'prepMinutes' | 'cookMinutes' | 'ingredients' | 'steps'
  >,
): string {
  const lines = [recipe.title, ''];
  if (recipe.cookName) lines.push(`From ${recipe.cookName}`, '');
  const story = recipe.story.trim();
  if (story) lines.push(story, '');
  lines.push(`Serves ${recipe.servings}`);
  if (recipe.prepMinutes !== null) lines.push(`Prep time: ${recipe.prepMinutes} min`);
  if (recipe.cookMinutes !== null) lines.push(`Cook time: ${recipe.cookMinutes} min`);
  lines.push('', 'Ingredients', ...recipe.ingredients.map((ingredient) => `- ${formatIngredient(ingredient)}`));
  lines.push('', 'Method', ...recipe.steps.map((step, index) => `${index + 1}. ${step}`));
  return `${lines.join('\n')}\n`;
}
