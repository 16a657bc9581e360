/**
 * The public pages' content (issue 14) points only at pages that exist and says "coming" exactly
 * where the page catalogue still shows a placeholder; the feature search filters as
 * /advanced-features promises; FAQ anchors are unique.
 */
import { describe, expect, it } from 'vitest';
import { ARTICLES, slugify } from '../domain/blog';
import { findPage, isPlaceholder } from '../domain/pages';
import { FAQS } from './faqs';
import { FEATURES, featureStatus, searchFeatures } from './features';
import { GUIDED_PATHS } from './guided-paths';

const isArticlePath = (path: string) => ARTICLES.some((article) => `/blog/${slugify(article.title)}` === path);

describe('public page content (issue 14)', () => {
  it('links every feature and every guided step to a page of the catalogue', () => {
    const paths = [
      ...FEATURES.map((feature) => feature.path),
      ...GUIDED_PATHS.flatMap((path) => path.steps.map((step) => step.path)),
    ];
    for (const path of paths) expect(findPage(path), path).toBeDefined();
    for (const path of GUIDED_PATHS.flatMap((entry) => (entry.read ? [entry.read.path] : []))) {
      expect(path.startsWith('/blog/') ? isArticlePath(path) : findPage(path) !== undefined, path).toBe(true);
    }
  });

  it('calls a capability coming exactly while its page is a placeholder', () => {
    for (const feature of FEATURES) {
      expect(featureStatus(feature), feature.id).toBe(isPlaceholder(findPage(feature.path)!) ? 'coming' : 'available');
    }
    expect(featureStatus({ path: '/memory-vault' })).toBe('available');
    expect(featureStatus({ path: '/no-such-page' })).toBe('coming');
  });

  it('searches features by every word, in names, summaries and keywords, case-insensitively', () => {
    expect(searchFeatures(FEATURES, '').length).toBe(FEATURES.length);
    expect(searchFeatures(FEATURES, 'GEDCOM').map((feature) => feature.id)).toEqual(['family-tree']);
    expect(searchFeatures(FEATURES, 'print pdf').map((feature) => feature.id)).toEqual(['scrapbooks', 'printing']);
    expect(searchFeatures(FEATURES, 'passphrase expiry').map((feature) => feature.id)).toEqual(['sharing-links']);
    expect(searchFeatures(FEATURES, 'no such thing')).toEqual([]);
  });

  it('gives every FAQ a unique anchor', () => {
    const ids = FAQS.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
  });
});
