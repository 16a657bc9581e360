import { describe, expect, it } from 'vitest';
import { isoDuration, recipeJsonLd } from './recipe-json-ld';

describe('schema.org Recipe JSON-LD', () => {
  it('writes minutes as ISO 8601 durations', () => {
    expect(isoDuration(90)).toBe('PT1H30M');
    expect(isoDuration(45)).toBe('PT45M');
    expect(isoDuration(120)).toBe('PT2H');
    expect(isoDuration(0)).toBe('PT0M');
  });

  it('describes the recipe with its ingredients, steps, yield, author and times', () => {
    const jsonLd = recipeJsonLd(
      {
        title: 'Apple pie',
        cookName: 'Grandma Rose',
        story: 'Every Thanksgiving.',
        servings: 8,
        prepMinutes: 45,
        cookMinutes: 70,
        ingredients: [{ quantity: 2.5, quantity2: null, unit: 'cups', item: 'flour', note: 'sifted' }],
        steps: ['Mix.', 'Bake.'],
        tags: ['dessert', 'autumn'],
        photos: [
          { itemId: 'p', title: 'Pie', previewUrl: '/api/p/preview', fileUrl: '/api/p/file', withheld: null },
          // Withheld from this reader (docs/decisions/015): no address, so no image.
          {
            itemId: 'q',
            title: '',
            previewUrl: null,
            fileUrl: null,
            withheld: 'Anna does not share this photo with you.',
          },
        ],
      },
      'https://heirloom.example/shared/r.abc',
      (path) => `https://heirloom.example${path}`,
    );
    expect(jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Apple pie',
      url: 'https://heirloom.example/shared/r.abc',
      author: { '@type': 'Person', name: 'Grandma Rose' },
      description: 'Every Thanksgiving.',
      recipeYield: '8 servings',
      prepTime: 'PT45M',
      cookTime: 'PT1H10M',
      totalTime: 'PT1H55M',
      keywords: 'dessert, autumn',
      image: ['https://heirloom.example/api/p/preview'],
      recipeIngredient: ['2½ cups flour, sifted'],
      recipeInstructions: [
        { '@type': 'HowToStep', position: 1, text: 'Mix.' },
        { '@type': 'HowToStep', position: 2, text: 'Bake.' },
      ],
    });
  });
});
