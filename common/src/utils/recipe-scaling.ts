/**
 * Scaling a recipe's ingredients to another number of servings, with quantities converted sensibly.
 * Units are recognised and converted with parse-ingredient's unit table (`unitsOfMeasure`,
 * `convertUnit`, US measures); after scaling, a quantity moves up or down its kitchen ladder
 * (3 tsp → 1 tbsp, 4 tbsp → ¼ cup, 1,000 g → 1 kg, 16 oz → 1 lb) and is rounded to a fraction a
 * cook can measure (eighths and thirds), written with vulgar fractions (½ ⅓ ¼) by format-quantity.
 * Metric quantities stay decimal.
 */
import { formatQuantity } from 'format-quantity';
import { convertUnit, parseIngredient, unitsOfMeasure } from 'parse-ingredient';
import type { Ingredient } from '../contracts/recipes';

/** A unit's id in parse-ingredient's table ("tbsp", "Tablespoons", "T" → "tablespoon"), or null. */
export function identifyUnit(unit: string): string | null {
  const written = unit.trim().replace(/\.$/, '');
  if (!written) return null;
  for (const [id, definition] of Object.entries(unitsOfMeasure)) {
    const names = [id, definition.short, definition.plural, ...(definition.alternates ?? [])];
    // "T" is a tablespoon and "t" a teaspoon: single letters match exactly, words in any case.
    if (names.some((name) => name.replace(/\.$/, '') === written)) return id;
  }
  const lower = written.toLowerCase();
  for (const [id, definition] of Object.entries(unitsOfMeasure)) {
    const names = [id, definition.short, definition.plural, ...(definition.alternates ?? [])];
    if (names.some((name) => name.length > 1 && name.replace(/\.$/, '').toLowerCase() === lower)) return id;
  }
  return null;
}

/** Each ladder from its smallest unit, with the amount (in its first unit) from which the next one is used. */
const LADDERS: { units: string[]; from: number[]; isMetric: boolean }[] = [
  // 1 tbsp = 3 tsp; a quarter cup = 12 tsp.
  { units: ['teaspoon', 'tablespoon', 'cup'], from: [0, 3, 12], isMetric: false },
  { units: ['ounce', 'pound'], from: [0, 16], isMetric: false },
  { units: ['gram', 'kilogram'], from: [0, 1000], isMetric: true },
  { units: ['milliliter', 'liter'], from: [0, 1000], isMetric: true },
];

/** How a converted unit is written: short names, except cups. */
const DISPLAY_NAMES: Record<string, [singular: string, plural: string]> = {
  teaspoon: ['tsp', 'tsp'],
  tablespoon: ['tbsp', 'tbsp'],
  cup: ['cup', 'cups'],
  ounce: ['oz', 'oz'],
  pound: ['lb', 'lb'],
  gram: ['g', 'g'],
  kilogram: ['kg', 'kg'],
  milliliter: ['ml', 'ml'],
  liter: ['l', 'l'],
};

/** Fractions of a whole a cook measures. */
const KITCHEN_FRACTIONS = [0, 1 / 8, 1 / 4, 1 / 3, 3 / 8, 1 / 2, 5 / 8, 2 / 3, 3 / 4, 7 / 8, 1];

/** `value` rounded to the nearest whole plus a kitchen fraction (⅛ steps and thirds); never 0 for a positive value. */
export function roundToKitchenFraction(value: number): number {
  const whole = Math.floor(value);
  const rest = value - whole;
  const nearest = KITCHEN_FRACTIONS.reduce((best, fraction) =>
    Math.abs(fraction - rest) < Math.abs(best - rest) ? fraction : best,
  );
  const rounded = whole + nearest;
  return rounded === 0 && value > 0 ? 1 / 8 : rounded;
}

/** Fractions a measuring cup or spoon set has. */
const CLEAN_FRACTIONS = [0, 1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4, 1];

/** True when `value` is within 2 % of a whole plus ¼, ⅓, ½, ⅔ or ¾. */
const isCleanMeasure = (value: number) =>
  CLEAN_FRACTIONS.some((fraction) => Math.abs(value - (Math.floor(value) + fraction)) <= value * 0.02);

/** A metric amount rounded as scales show it: whole under 1,000 of its unit's base, else 2 decimals. */
const roundMetric = (value: number) => (value >= 100 ? Math.round(value) : Math.round(value * 100) / 100);

/** A scaled ingredient: its new amount and the unit it is written in. */
export interface ScaledIngredient extends Ingredient {
  /** True when the unit changed (3 tsp became 1 tbsp). */
  isConverted: boolean;
}

/**
 * `ingredient` for `factor` times the servings (6 servings of a recipe for 4: 1.5), moved along its
 * unit's ladder and rounded to what a cook measures. Ingredients without a quantity, and every
 * ingredient at factor 1, stay as written.
 */
export function scaleIngredient(ingredient: Ingredient, factor: number): ScaledIngredient {
  if (ingredient.quantity === null || factor === 1) return { ...ingredient, isConverted: false };
  const unitId = identifyUnit(ingredient.unit);
  const ladder = unitId ? LADDERS.find((candidate) => candidate.units.includes(unitId)) : undefined;
  if (!unitId || !ladder) {
    const round = (value: number) => roundToKitchenFraction(value * factor);
    return {
      ...ingredient,
      quantity: round(ingredient.quantity),
      quantity2: ingredient.quantity2 === null ? null : round(ingredient.quantity2),
      isConverted: false,
    };
  }
  const base = ladder.units[0]!;
  const inBase = (value: number) => (convertUnit(value, unitId, base) ?? value) * factor;
  const amount = inBase(ingredient.quantity);
  // The largest unit of the ladder the amount reaches and measures cleanly (18 tsp is 6 tbsp, not
  // ⅜ cup), never below the unit the cook wrote while the amount still reaches it (1⅛ cups stay cups).
  const written = ladder.units.indexOf(unitId);
  const step = ladder.from.reduce((chosen, from, index) => {
    if (amount < from - 1e-9) return chosen;
    const inUnit = convertUnit(amount, base, ladder.units[index]!) ?? amount;
    return index === 0 || index === written || ladder.isMetric || isCleanMeasure(inUnit) ? index : chosen;
  }, 0);
  const target = ladder.units[step]!;
  const round = ladder.isMetric ? roundMetric : roundToKitchenFraction;
  const toTarget = (value: number) => round(convertUnit(value, base, target) ?? value);
  const quantity = toTarget(amount);
  const isConverted = target !== unitId;
  const [singular, plural] = DISPLAY_NAMES[target]!;
  return {
    ...ingredient,
    quantity,
    quantity2: ingredient.quantity2 === null ? null : toTarget(inBase(ingredient.quantity2)),
    // Written in the unit's usual short name, singular or plural for the new amount ("1½ cups").
    unit: quantity > 1 ? plural : singular,
    isConverted,
  };
}

/** A quantity as a cook reads it: 1.5 → "1½", 0.333 → "⅓", 2 → "2"; metric units keep decimals ("1.25"). */
export function formatIngredientQuantity(quantity: number, unit = ''): string {
  const unitId = identifyUnit(unit);
  const isMetric = LADDERS.some((ladder) => ladder.isMetric && unitId !== null && ladder.units.includes(unitId));
  if (isMetric) return String(quantity);
  return formatQuantity(quantity, { vulgarFractions: true }) ?? String(quantity);
}

/** One ingredient line: "1½ cups flour, sifted", "2–3 tbsp sugar", "salt to taste". */
export function formatIngredient(ingredient: Ingredient): string {
  const amount =
    ingredient.quantity === null
      ? ''
      : ingredient.quantity2 === null
        ? formatIngredientQuantity(ingredient.quantity, ingredient.unit)
        : `${formatIngredientQuantity(ingredient.quantity, ingredient.unit)}–${formatIngredientQuantity(ingredient.quantity2, ingredient.unit)}`;
  const note = ingredient.note ? `, ${ingredient.note}` : '';
  return [amount, ingredient.unit, `${ingredient.item}${note}`].filter(Boolean).join(' ');
}

/** A quantity typed by a cook ("1 1/2", "1½", "0.75", "2-3"): its amount and the range's upper end; null when empty or unreadable. */
export function parseQuantity(text: string): { quantity: number; quantity2: number | null } | null {
  if (!text.trim()) return null;
  const [parsed] = parseIngredient(`${text.trim()} x`);
  if (!parsed?.quantity || parsed.quantity <= 0 || parsed.description.trim() !== 'x') return null;
  return { quantity: parsed.quantity, quantity2: parsed.quantity2 && parsed.quantity2 > 0 ? parsed.quantity2 : null };
}
