import { describe, expect, it } from 'vitest';
import { vaultItemsPath } from './vault-api';

describe('vaultItemsPath', () => {
  it('sends only the filters that are set', () => {
    expect(vaultItemsPath({})).toBe('/api/vault/items');
    expect(vaultItemsPath({ q: 'summer at the lake', kind: 'audio', tag: '', person: undefined })).toBe(
      '/api/vault/items?q=summer+at+the+lake&kind=audio',
    );
    expect(vaultItemsPath({ trash: 'only' })).toBe('/api/vault/items?trash=only');
  });
});
