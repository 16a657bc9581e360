import { describe, expect, it } from 'vitest';
import { findPage, isIndexable, isPlaceholder, PAGES, withProductName } from './pages';

describe('page catalogue', () => {
  it('lists each route of the route list once', () => {
    const paths = PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [
      '/',
      '/dashboard',
      '/blog/:slug',
      '/shared/:token',
      '/admin-control-panel',
      '/platform-overview-quiz',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('finds pages by path, with parameters and trailing slashes', () => {
    expect(findPage('/')?.path).toBe('/');
    expect(findPage('/pricing/')?.path).toBe('/pricing');
    expect(findPage('/blog/a-family-story')?.path).toBe('/blog/:slug');
    expect(findPage('/shared/abc')?.path).toBe('/shared/:token');
    expect(findPage('/blog/a/b')).toBeUndefined();
    expect(findPage('/shared/')).toBeUndefined();
    expect(findPage('/nowhere')).toBeUndefined();
  });

  it('keeps app, admin and private-link pages out of search engines', () => {
    expect(isIndexable(findPage('/pricing')!)).toBe(true);
    expect(isIndexable(findPage('/dashboard')!)).toBe(false);
    expect(isIndexable(findPage('/admin')!)).toBe(false);
    expect(isIndexable(findPage('/shared/x')!)).toBe(false);
  });

  it('decides placeholders from the one fact in the catalogue: a page without a screen', () => {
    // Whichever pages are still placeholders (web/src/app/placeholder-pages.test.ts lists them).
    for (const page of PAGES.filter(isPlaceholder)) expect(isIndexable(page), page.path).toBe(false);
    for (const path of ['/', '/pricing', '/transparent-pricing', '/voice-messages', '/blog', '/blog/x']) {
      expect(isPlaceholder(findPage(path)!), path).toBe(false);
      expect(isIndexable(findPage(path)!), path).toBe(true);
    }
    expect(findPage('/app')?.screen).toBe('dashboard');
    for (const page of PAGES) expect(isPlaceholder(page), page.path).toBe(page.screen === undefined);
  });

  it('gives every page a description search results can show whole: 50 to 160 characters', () => {
    const outOfRange = PAGES.map((page) => ({
      path: page.path,
      length: withProductName(page.description, 'Heirloom').length,
    })).filter(({ length }) => length < 50 || length > 160);
    expect(outOfRange).toEqual([]);
  });

  it('fills in the configured product name', () => {
    expect(withProductName('About {product} and {product}', 'Legacy')).toBe('About Legacy and Legacy');
  });
});
