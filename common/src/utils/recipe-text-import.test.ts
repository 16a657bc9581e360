import { describe, expect, it } from 'vitest';
import { importRecipeText, parseMinutes } from './recipe-text-import';

/** A card as a family writes it, with headings. */
const APPLE_PIE = `Grandma Rose's Apple Pie

She baked it every Thanksgiving in the farmhouse in Vermont.
Serves 8
Prep time: 45 minutes
Cook time: 1 hour 10 min

Ingredients
2 1/2 cups all-purpose flour, plus more for rolling
1 tsp salt
1 cup (2 sticks) cold butter, cubed
6 Granny Smith apples, peeled and sliced
¾ cup sugar
2-3 tbsp lemon juice
For the top:
1 egg, beaten
Cinnamon to taste

Instructions
1. Mix the flour and salt, then cut in the butter until it looks like coarse crumbs.
2) Add ice water a spoonful at a time and chill the dough for an hour.
Step 3: Toss the apples with the sugar and lemon juice.
- Bake at 375°F until golden.`;

/** A recipe copied from a message, without headings. */
const PANCAKES = `Dad's Sunday pancakes
Makes 4 servings
• 1 ½ cups milk
• 2 eggs
• 1 tbsp melted butter
• 1 1/2 cups flour
• 2 tsp baking powder
• a pinch of salt
Whisk the milk, eggs and butter.
Fold in the flour, baking powder and salt.
Cook on a hot griddle until bubbles form, then flip.`;

describe('importing a pasted recipe', () => {
  it('splits a recipe card with headings into its parts', () => {
    const recipe = importRecipeText(APPLE_PIE);
    expect(recipe.title).toBe("Grandma Rose's Apple Pie");
    expect(recipe.story).toBe('She baked it every Thanksgiving in the farmhouse in Vermont.');
    expect(recipe).toMatchObject({ servings: 8, prepMinutes: 45, cookMinutes: 70 });
    expect(recipe.ingredients).toEqual([
      { quantity: 2.5, quantity2: null, unit: 'cups', item: 'all-purpose flour', note: 'plus more for rolling' },
      { quantity: 1, quantity2: null, unit: 'tsp', item: 'salt', note: '' },
      { quantity: 1, quantity2: null, unit: 'cup', item: '(2 sticks) cold butter', note: 'cubed' },
      { quantity: 6, quantity2: null, unit: '', item: 'Granny Smith apples', note: 'peeled and sliced' },
      { quantity: 0.75, quantity2: null, unit: 'cup', item: 'sugar', note: '' },
      { quantity: 2, quantity2: 3, unit: 'tbsp', item: 'lemon juice', note: '' },
      { quantity: 1, quantity2: null, unit: '', item: 'egg', note: 'beaten' },
      { quantity: null, quantity2: null, unit: '', item: 'Cinnamon to taste', note: '' },
    ]);
    expect(recipe.steps).toEqual([
      'Mix the flour and salt, then cut in the butter until it looks like coarse crumbs.',
      'Add ice water a spoonful at a time and chill the dough for an hour.',
      'Toss the apples with the sugar and lemon juice.',
      'Bake at 375°F until golden.',
    ]);
  });

  it('tells ingredients from steps without headings', () => {
    const recipe = importRecipeText(PANCAKES);
    expect(recipe.title).toBe("Dad's Sunday pancakes");
    expect(recipe.servings).toBe(4);
    expect(recipe.ingredients.map((line) => [line.quantity, line.unit, line.item])).toEqual([
      [1.5, 'cups', 'milk'],
      [2, '', 'eggs'],
      [1, 'tbsp', 'melted butter'],
      [1.5, 'cups', 'flour'],
      [2, 'tsp', 'baking powder'],
      [null, '', 'a pinch of salt'],
    ]);
    expect(recipe.steps).toHaveLength(3);
    expect(recipe.steps[2]).toBe('Cook on a hot griddle until bubbles form, then flip.');
  });

  it('gives back what it cannot read for the owner to fix, never throwing', () => {
    expect(importRecipeText('')).toMatchObject({ title: '', ingredients: [], steps: [] });
    expect(importRecipeText('Just a title\nStir well.')).toMatchObject({ title: 'Just a title', story: 'Stir well.' });
  });

  it('reads durations in hours and minutes', () => {
    expect(parseMinutes('1 hour 15 min')).toBe(75);
    expect(parseMinutes('45 minutes')).toBe(45);
    expect(parseMinutes('1½ hours')).toBe(90);
    expect(parseMinutes('2 hrs')).toBe(120);
    expect(parseMinutes('overnight')).toBeNull();
  });
});
