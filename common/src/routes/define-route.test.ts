import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute, pathParameterNames, routePath } from './define-route';

const itemFile = defineRoute({
  method: 'GET',
  path: '/api/things/:id/items/:itemId/file',
  access: 'public',
  summary: 'A thing',
  params: z.object({ id: z.string(), itemId: z.string() }),
  query: z.object({ download: z.string().optional(), q: z.string().optional() }),
  response: { 200: z.string() },
});

describe('route addresses from declarations', () => {
  it('lists the path parameters in order', () => {
    expect(pathParameterNames(itemFile.path)).toEqual(['id', 'itemId']);
  });

  it('fills each parameter percent-encoded, so a value cannot reach another path', () => {
    expect(routePath(itemFile, { id: 'a b', itemId: '../x?y' })).toBe('/api/things/a%20b/items/..%2Fx%3Fy/file');
  });

  it('appends only the query values that are set', () => {
    expect(routePath(itemFile, { id: '1', itemId: '2' }, { download: '1', q: '' })).toBe(
      '/api/things/1/items/2/file?download=1',
    );
  });

  it('refuses an address with a parameter missing', () => {
    expect(() => routePath(itemFile, { id: '1', itemId: '' })).toThrow('needs its "itemId" parameter');
  });
});
