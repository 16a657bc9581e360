/**
 * The values of the recipe editor as the writer edits them (docs/product/capsules-scrapbooks-recipes.md
 * "Family recipes"): servings, times and amounts as typed ("1 1/2", "½", "2-3"), ingredient and
 * step rows blank or begun, the photos and the voice chosen; how the editor opens for a new recipe
 * or one to change, and what a pasted text fills in.
 */
import type { Ingredient, Recipe } from '@heirloom/common/contracts/recipes';
import { formatIngredientQuantity } from '@heirloom/common/utils/recipe-scaling';
import type { ImportedRecipe } from '@heirloom/common/utils/recipe-text-import';
import type { PhotoChoice } from './photos-field';
import type { VoiceChoice } from './voice-field';

/** An ingredient row: its amount as typed, unit, item and note. */
export interface IngredientRow {
  quantity: string;
  unit: string;
  item: string;
  note: string;
}

/** A step row (an object, as react-hook-form's rows are). */
export interface StepRow {
  text: string;
}

export interface RecipeFormValues {
  title: string;
  cookName: string;
  /** The cook as a person of a family tree, or null when not linked. */
  cookIndividualId: string | null;
  story: string;
  servings: string;
  /** Whole minutes as typed; '' when not known. */
  prepMinutes: string;
  cookMinutes: string;
  /** In order; rows left blank are not ingredients. */
  ingredients: IngredientRow[];
  /** In order; rows left blank are not steps. */
  steps: StepRow[];
  tags: string[];
  photos: PhotoChoice[];
  voice: VoiceChoice | null;
}

export const emptyIngredient = (): IngredientRow => ({ quantity: '', unit: '', item: '', note: '' });
export const emptyStep = (): StepRow => ({ text: '' });

/** A quantity as the form shows it: "1½", "2-3". */
const quantityText = (quantity: number | null, quantity2: number | null, unit: string) =>
  quantity === null
    ? ''
    : quantity2 === null
      ? formatIngredientQuantity(quantity, unit)
      : `${formatIngredientQuantity(quantity, unit)}-${formatIngredientQuantity(quantity2, unit)}`;

const ingredientRowsOf = (ingredients: Ingredient[]): IngredientRow[] =>
  ingredients.map((line) => ({
    quantity: quantityText(line.quantity, line.quantity2, line.unit),
    unit: line.unit,
    item: line.item,
    note: line.note,
  }));

const stepRowsOf = (steps: string[]): StepRow[] => steps.map((text) => ({ text }));

/** The editor of a new recipe (for 4, one blank ingredient and step), or of `recipe`. */
export function recipeFormValuesOf(recipe?: Recipe): RecipeFormValues {
  return {
    title: recipe?.title ?? '',
    cookName: recipe?.cookName ?? '',
    cookIndividualId: recipe?.cookIndividualId ?? null,
    story: recipe?.story ?? '',
    servings: String(recipe?.servings ?? 4),
    prepMinutes: recipe?.prepMinutes?.toString() ?? '',
    cookMinutes: recipe?.cookMinutes?.toString() ?? '',
    ingredients: recipe?.ingredients.length ? ingredientRowsOf(recipe.ingredients) : [emptyIngredient()],
    steps: recipe?.steps.length ? stepRowsOf(recipe.steps) : [emptyStep()],
    tags: recipe?.tags ?? [],
    photos:
      recipe?.photos.map((photo) => ({
        itemId: photo.itemId,
        title: photo.title,
        url: photo.previewUrl,
        withheld: photo.withheld,
      })) ?? [],
    voice: recipe?.voice
      ? {
          itemId: recipe.voice.itemId,
          title: recipe.voice.title,
          url: recipe.voice.fileUrl,
          withheld: recipe.voice.withheld,
        }
      : null,
  };
}

/** What a pasted recipe fills in: each field the text gives, replacing what the form held; the others stay. */
export function pastedValuesOf(imported: ImportedRecipe): Partial<RecipeFormValues> {
  return {
    ...(imported.title ? { title: imported.title } : {}),
    ...(imported.story ? { story: imported.story } : {}),
    ...(imported.servings ? { servings: String(imported.servings) } : {}),
    ...(imported.prepMinutes !== null ? { prepMinutes: String(imported.prepMinutes) } : {}),
    ...(imported.cookMinutes !== null ? { cookMinutes: String(imported.cookMinutes) } : {}),
    ...(imported.ingredients.length > 0 ? { ingredients: ingredientRowsOf(imported.ingredients) } : {}),
    ...(imported.steps.length > 0 ? { steps: stepRowsOf(imported.steps) } : {}),
  };
}
