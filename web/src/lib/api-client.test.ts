import { describe, expect, it } from 'vitest';
import { recipeRoutes } from '@heirloom/common/routes/recipes';
import { answerMismatch, routeAddress } from './api-client';

describe('the declared-route client', () => {
  it('builds addresses from the declaration, parameters encoded and empty query values left out', () => {
    expect(routeAddress(recipeRoutes.mediaFile, { params: { id: 'r 1', itemId: 'i/2' } })).toBe(
      '/api/recipes/r%201/media/i%2F2/file',
    );
    expect(routeAddress(recipeRoutes.list, { query: { q: 'soup', tag: undefined } })).toBe('/api/recipes?q=soup');
  });

  it("names the field of an answer its route's schema does not describe", () => {
    expect(answerMismatch(recipeRoutes.readCookbook, { id: 'c1' })).toMatch(
      /^GET \/api\/recipe-cookbooks\/:id answered a shape its declaration does not describe: \w+/,
    );
  });

  it('accepts an answer that fits, null (the default fetcher without a session) and no body', () => {
    expect(answerMismatch(recipeRoutes.list, [])).toBeNull();
    expect(answerMismatch(recipeRoutes.read, null)).toBeNull();
    expect(answerMismatch(recipeRoutes.delete, undefined)).toBeNull();
  });
});
