/**
 * Importing a recipe pasted as plain text, split into ingredients and steps for the owner to check
 * (docs/product/capsules-scrapbooks-recipes.md "Family recipes"). The first line is the title;
 * "Serves 4", "Prep: 20 min", "Cook time: 1 hour" lines give servings and times; an "Ingredients"
 * heading and an "Instructions" / "Method" / "Directions" / "Steps" heading split the rest. Without
 * headings, a line that starts with a quantity is an ingredient and the others are steps (or,
 * before the first ingredient, the story). Ingredient lines are read by parse-ingredient
 * (quantities such as "2 1/2", "½", "2-3", units such as "tbsp"); step numbers and bullets are
 * dropped.
 */
import { parseIngredient } from 'parse-ingredient';
import type { Ingredient } from '../contracts/recipes';

/** What a pasted text gives, for the editor to show before saving. */
export interface ImportedRecipe {
  title: string;
  story: string;
  /** Null when the text does not say. */
  servings: number | null;
  prepMinutes: number | null;
  cookMinutes: number | null;
  ingredients: Ingredient[];
  steps: string[];
}

const INGREDIENTS_HEADING = /^(?:ingredients?|you(?:'|’)ll need|what you need)\s*:?$/i;
const STEPS_HEADING = /^(?:instructions?|method|directions?|steps|preparation)\s*:?$/i;
const SERVINGS_LINE = /^(?:serves|servings|yield|yields|makes|portions)\s*:?\s*(\d+)/i;
const SERVINGS_ANYWHERE = /\b(?:serves|servings:?)\s*(\d+)\b/i;
const TIME_LINE = /^(prep(?:aration)?|cook(?:ing)?|bake|baking|total)(?:\s+time)?\s*:?\s*(.+)$/i;
const BULLET = /^(?:[-*•·–]\s*|\d+\s*[.)]\s+|step\s+\d+\s*[:.)-]?\s*)/i;
const STARTS_WITH_QUANTITY = /^(?:\d|[¼½¾⅐⅑⅒⅓⅔⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]|a\s+(?:pinch|dash|handful)|pinch|dash)/i;

const FRACTION_VALUES: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75 };

/** "1 hour 15 min", "45 minutes", "1½ hours" in whole minutes; null when there is no duration. */
export function parseMinutes(text: string): number | null {
  let minutes = 0;
  let isFound = false;
  const pattern = /(\d+(?:[.,]\d+)?)?\s*([½¼¾])?\s*(h(?:ours?|rs?)?|m(?:in(?:ute)?s?)?)\b/gi;
  for (const match of text.matchAll(pattern)) {
    if (!match[1] && !match[2]) continue;
    const value = Number((match[1] ?? '0').replace(',', '.')) + (match[2] ? FRACTION_VALUES[match[2]]! : 0);
    minutes += match[3]!.toLowerCase().startsWith('h') ? value * 60 : value;
    isFound = true;
  }
  return isFound ? Math.round(minutes) : null;
}

/** One ingredient line in the recipe's terms; a description's first comma starts its note. */
function toIngredient(line: string): Ingredient | null {
  const [parsed] = parseIngredient(line);
  if (!parsed || parsed.isGroupHeader || !parsed.description.trim()) return null;
  const description = parsed.description.trim();
  const comma = description.indexOf(',');
  const item = (comma === -1 ? description : description.slice(0, comma)).trim();
  const note = comma === -1 ? '' : description.slice(comma + 1).trim();
  return {
    quantity: parsed.quantity && parsed.quantity > 0 ? parsed.quantity : null,
    quantity2: parsed.quantity2 && parsed.quantity2 > 0 ? parsed.quantity2 : null,
    unit: parsed.unitOfMeasure ?? '',
    item: item.slice(0, 200),
    note: note.slice(0, 200),
  };
}

/**
 * Splits a pasted recipe into its parts (see the file's comment). Never throws: a text it cannot
 * read comes back with its first line as the title and the rest as steps, for the owner to fix.
 */
export function importRecipeText(text: string): ImportedRecipe {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim());
  const recipe: ImportedRecipe = {
    title: '',
    story: '',
    servings: null,
    prepMinutes: null,
    cookMinutes: null,
    ingredients: [],
    steps: [],
  };
  const story: string[] = [];
  let section: 'intro' | 'ingredients' | 'steps' = 'intro';
  const hasHeadings = lines.some((line) => INGREDIENTS_HEADING.test(line));

  for (const line of lines) {
    if (!line) continue;
    if (!recipe.title) {
      recipe.title = line.replace(BULLET, '').slice(0, 200);
      continue;
    }
    if (INGREDIENTS_HEADING.test(line)) {
      section = 'ingredients';
      continue;
    }
    if (STEPS_HEADING.test(line)) {
      section = 'steps';
      continue;
    }
    const servings = SERVINGS_LINE.exec(line);
    if (servings && section !== 'steps') {
      recipe.servings = Number(servings[1]);
      continue;
    }
    const time = TIME_LINE.exec(line);
    const minutes = time ? parseMinutes(time[2]!) : null;
    if (time && minutes !== null && section !== 'steps') {
      const kind = time[1]!.toLowerCase();
      if (kind.startsWith('prep')) recipe.prepMinutes = minutes;
      else if (kind !== 'total') recipe.cookMinutes = minutes;
      continue;
    }
    const content = line.replace(BULLET, '').trim();
    if (!content) continue;
    if (section === 'ingredients' && hasHeadings) {
      // Under the heading every line is an ingredient; "For the crust:" heads a group and is left out.
      const ingredient = toIngredient(content);
      if (ingredient) recipe.ingredients.push(ingredient);
      continue;
    }
    const ingredient =
      !hasHeadings && section !== 'steps' && STARTS_WITH_QUANTITY.test(content) ? toIngredient(content) : null;
    if (ingredient) {
      recipe.ingredients.push(ingredient);
      section = 'ingredients';
      continue;
    }
    if (section === 'intro') story.push(line);
    else {
      section = 'steps';
      recipe.steps.push(content.slice(0, 2000));
    }
  }
  recipe.servings ??= Number(SERVINGS_ANYWHERE.exec(story.join(' '))?.[1] ?? NaN) || null;
  recipe.story = story.join('\n');
  return recipe;
}
