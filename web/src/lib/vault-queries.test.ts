import { describe, expect, it } from 'vitest';
import { vaultRoutes } from '@heirloom/common/routes/vault';
import { routeAddress } from './api-client';
import { isVaultQueryKey } from './vault-queries';

describe('the vault item list address', () => {
  it('sends only the filters that are set', () => {
    expect(routeAddress(vaultRoutes.listItems)).toBe('/api/vault/items');
    expect(
      routeAddress(vaultRoutes.listItems, {
        query: { q: 'summer at the lake', kind: 'audio', tag: '', person: undefined },
      }),
    ).toBe('/api/vault/items?q=summer+at+the+lake&kind=audio');
    expect(routeAddress(vaultRoutes.listItems, { query: { trash: 'only' } })).toBe('/api/vault/items?trash=only');
  });
});

describe('isVaultQueryKey', () => {
  it('knows every vault answer and nothing else', () => {
    for (const key of ['/api/vault/overview', '/api/vault/items?kind=audio', '/api/vault/items/x', '/api/vault/shared'])
      expect(isVaultQueryKey([key])).toBe(true);
    expect(isVaultQueryKey(['/api/recipes'])).toBe(false);
  });
});
