import { describe, expect, it } from 'vitest';
import { recipeAsText } from './recipe-text-export';
import { importRecipeText } from './recipe-text-import';

const CAKE = {
  title: "Rose's apple cake",
  cookName: 'Rose Moreno',
  story: 'She baked it every October.\nThe apples came from the tree behind the house.',
  servings: 8,
  prepMinutes: 25,
  cookMinutes: 50,
  ingredients: [
    { quantity: 2.5, quantity2: null, unit: 'cups', item: 'flour', note: 'sifted' },
    { quantity: 2, quantity2: 3, unit: 'tbsp', item: 'lemon juice', note: '' },
    { quantity: 4, quantity2: null, unit: '', item: 'apples', note: 'peeled and sliced' },
    { quantity: null, quantity2: null, unit: '', item: 'cinnamon', note: 'to taste' },
  ],
  steps: ['Heat the oven to 180 °C.', 'Fold the apples into the batter.', 'Bake 50 minutes.'],
};

describe('recipeAsText', () => {
  it('writes a card a person reads: title, cook, story, servings, times, ingredients, numbered method', () => {
    expect(recipeAsText(CAKE)).toBe(
      [
        "Rose's apple cake",
        '',
        'From Rose Moreno',
        '',
        'She baked it every October.',
        'The apples came from the tree behind the house.',
        '',
        'Serves 8',
        'Prep time: 25 min',
        'Cook time: 50 min',
        '',
        'Ingredients',
        '- 2½ cups flour, sifted',
        '- 2–3 tbsp lemon juice',
        '- 4 apples, peeled and sliced',
        '- cinnamon, to taste',
        '',
        'Method',
        '1. Heat the oven to 180 °C.',
        '2. Fold the apples into the batter.',
        '3. Bake 50 minutes.',
        '',
      ].join('\n'),
    );
  });

  it('reads back through the recipe import as the same recipe (the cook joins the story)', () => {
    const imported = importRecipeText(recipeAsText(CAKE));
    expect(imported.title).toBe(CAKE.title);
    expect(imported.story).toBe(`From Rose Moreno\n${CAKE.story}`);
    expect(imported.servings).toBe(8);
    expect(imported.prepMinutes).toBe(25);
    expect(imported.cookMinutes).toBe(50);
    expect(imported.steps).toEqual(CAKE.steps);
    expect(imported.ingredients).toEqual(CAKE.ingredients);
  });

  it('leaves out what a recipe does not say', () => {
    const text = recipeAsText({ ...CAKE, cookName: '', story: '', prepMinutes: null, cookMinutes: null });
    expect(text).toBe(
      "Rose's apple cake\n\nServes 8\n\nIngredients\n- 2½ cups flour, sifted\n- 2–3 tbsp lemon juice\n- 4 apples, peeled and sliced\n- cinnamon, to taste\n\nMethod\n1. Heat the oven to 180 °C.\n2. Fold the apples into the batter.\n3. Bake 50 minutes.\n",
    );
  });
});
