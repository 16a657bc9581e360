import { describe, expect, it } from 'vitest';
import type { Ingredient } from '../contracts/recipes';
import {
  formatIngredient,
  formatIngredientQuantity,
  identifyUnit,
  parseQuantity,
  roundToKitchenFraction,
  scaleIngredient,
} from './recipe-scaling';

const ingredient = (quantity: number | null, unit: string, item: string, note = ''): Ingredient => ({
  quantity,
  quantity2: null,
  unit,
  item,
  note,
});

/** The line a cook reads after scaling. */
const scaled = (line: Ingredient, factor: number) => formatIngredient(scaleIngredient(line, factor));

describe('scaling a recipe', () => {
  it('recognises the units people write', () => {
    expect(identifyUnit('tsp')).toBe('teaspoon');
    expect(identifyUnit('Tablespoons')).toBe('tablespoon');
    expect(identifyUnit('T')).toBe('tablespoon');
    expect(identifyUnit('t')).toBe('teaspoon');
    expect(identifyUnit('cups')).toBe('cup');
    expect(identifyUnit('g')).toBe('gram');
    expect(identifyUnit('')).toBeNull();
    expect(identifyUnit('handfuls of love')).toBeNull();
  });

  it('scales 4 servings to 6 and moves along the kitchen ladder: 2 tsp → 1 tbsp, 2 tbsp → 3 tbsp', () => {
    expect(scaled(ingredient(2, 'cups', 'flour', 'sifted'), 1.5)).toBe('3 cups flour, sifted');
    expect(scaled(ingredient(2, 'tsp', 'vanilla extract'), 1.5)).toBe('1 tbsp vanilla extract');
    expect(scaled(ingredient(1, 'tsp', 'baking soda'), 1.5)).toBe('1½ tsp baking soda');
    expect(scaled(ingredient(2, 'tbsp', 'sugar'), 1.5)).toBe('3 tbsp sugar');
    expect(scaled(ingredient(3, 'tbsp', 'butter'), 2)).toBe('6 tbsp butter'); // not ⅜ cup: no such measure
    expect(scaled(ingredient(2, 'tbsp', 'cocoa'), 2)).toBe('¼ cup cocoa');
    expect(scaled(ingredient(3, '', 'eggs'), 1.5)).toBe('4½ eggs');
    expect(scaled(ingredient(0.75, 'cup', 'sugar'), 1.5)).toBe('1⅛ cups sugar'); // not 18 tbsp
    expect(scaled(ingredient(1, 'cup', 'cold butter'), 1.5)).toBe('1½ cups cold butter');
    expect(scaled(ingredient(2, 'Tablespoons', 'honey'), 0.5)).toBe('1 tbsp honey');
    expect(scaled(ingredient(null, '', 'salt to taste'), 1.5)).toBe('salt to taste');
  });

  it('goes down the ladder when halving, and keeps metric amounts decimal', () => {
    expect(scaled(ingredient(0.5, 'cup', 'milk'), 0.5)).toBe('¼ cup milk');
    expect(scaled(ingredient(1, 'tbsp', 'oil'), 0.5)).toBe('1½ tsp oil');
    expect(scaled(ingredient(750, 'g', 'potatoes'), 2)).toBe('1.5 kg potatoes');
    expect(scaled(ingredient(400, 'ml', 'stock'), 1.5)).toBe('600 ml stock');
    expect(scaled(ingredient(12, 'oz', 'chocolate'), 2)).toBe('1½ lb chocolate');
  });

  it('leaves every line as written at the servings it was written for', () => {
    const line = ingredient(8, 'tbsp', 'butter');
    expect(scaleIngredient(line, 1)).toEqual({ ...line, isConverted: false });
  });

  it('scales both ends of a range', () => {
    expect(scaled({ quantity: 2, quantity2: 3, unit: 'tbsp', item: 'honey', note: '' }, 0.5)).toBe('1–1½ tbsp honey');
  });

  it('rounds to fractions a cook can measure and writes them as ½ ⅓ ¼', () => {
    expect(roundToKitchenFraction(1.3)).toBeCloseTo(4 / 3);
    expect(roundToKitchenFraction(0.01)).toBe(1 / 8);
    expect(formatIngredientQuantity(1 / 3)).toBe('⅓');
    expect(formatIngredientQuantity(2.25)).toBe('2¼');
    expect(formatIngredientQuantity(1.25, 'kg')).toBe('1.25');
  });
});

describe('reading a typed quantity', () => {
  it('reads fractions, vulgar fractions, decimals and ranges', () => {
    expect(parseQuantity('1 1/2')).toEqual({ quantity: 1.5, quantity2: null });
    expect(parseQuantity('1½')).toEqual({ quantity: 1.5, quantity2: null });
    expect(parseQuantity('0.75')).toEqual({ quantity: 0.75, quantity2: null });
    expect(parseQuantity('2-3')).toEqual({ quantity: 2, quantity2: 3 });
    expect(parseQuantity('')).toBeNull();
    expect(parseQuantity('some')).toBeNull();
  });
});
