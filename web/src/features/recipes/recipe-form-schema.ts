/**
 * The recipe editor's rules (docs/product/validation-and-errors.md "One schema, one sentence"): its
 * values become the recipe the API takes, which the contract's recipeInputSchema checks, so each
 * field shows the server's own sentence. The one rule of the editor's own: an amount typed must be
 * readable (parseQuantity), said under its row.
 */
import { recipeInputSchema, type RecipeInput } from '@heirloom/common/contracts/recipes';
import { parseQuantity } from '@heirloom/common/utils/recipe-scaling';
import { contractFormSchema } from '../../lib/contract-form-schema';
import type { RecipeFormValues } from './recipe-form-values';

const UNREADABLE_AMOUNT = 'Write an amount such as 2, 1 1/2, ½ or 2-3';

/**
 * The recipe the form's values make, as the API takes it: only the ingredient rows and steps
 * begun, an amount that cannot be read as none, a time left empty as unknown.
 */
export function recipeInputOf(values: RecipeFormValues): RecipeInput {
  const minutes = (text: string) => (text.trim() ? Number(text) : null);
  return {
    title: values.title,
    cookName: values.cookName,
    cookIndividualId: values.cookIndividualId,
    story: values.story,
    servings: Number(values.servings),
    prepMinutes: minutes(values.prepMinutes),
    cookMinutes: minutes(values.cookMinutes),
    ingredients: values.ingredients
      .filter((row) => row.item.trim() || row.quantity.trim())
      .map((row) => {
        const amount = parseQuantity(row.quantity);
        return {
          quantity: amount?.quantity ?? null,
          quantity2: amount?.quantity2 ?? null,
          unit: row.unit,
          item: row.item,
          note: row.note,
        };
      }),
    steps: values.steps.map((step) => step.text).filter((text) => text.trim()),
    tags: values.tags,
    photoItemIds: values.photos.map((photo) => photo.itemId),
    voiceItemId: values.voice?.itemId ?? null,
  };
}

/** The form's values checked as the recipe they make, and each amount typed that cannot be read. */
export const recipeFormSchema = contractFormSchema(recipeInputSchema, (values: RecipeFormValues, context) => {
  values.ingredients.forEach((row, index) => {
    if (row.quantity.trim() && !parseQuantity(row.quantity)) {
      context.addIssue({ code: 'custom', path: ['ingredients', index, 'quantity'], message: UNREADABLE_AMOUNT });
    }
  });
  return recipeInputOf(values);
});
