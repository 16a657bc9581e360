import { describe, expect, it } from 'vitest';
import {
  ARTICLES,
  BLOG_IMAGE_TOKEN,
  blogCategories,
  FEATURED_ARTICLE,
  FEATURED_ARTICLE_ALIAS,
  findArticle,
  searchArticles,
  slugify,
  withBlogImage,
} from './blog';

describe('blog (SPEC.md §2, §3, §9)', () => {
  it('makes slugs: lower case, runs of other characters become one hyphen, no hyphens at the ends', () => {
    expect(slugify('Dementia Support: Recording a Loved One’s Stories While You Still Can')).toBe(
      'dementia-support-recording-a-loved-one-s-stories-while-you-still-can',
    );
    expect(slugify('  --Hello,   World!!  ')).toBe('hello-world');
  });

  it('finds articles by slug, answers the alias with the featured article, and falls back to it', () => {
    for (const article of ARTICLES) expect(findArticle(slugify(article.title))).toBe(article);
    expect(findArticle(FEATURED_ARTICLE_ALIAS)).toBe(FEATURED_ARTICLE);
    expect(findArticle('no-such-article')).toBe(FEATURED_ARTICLE);
    expect(FEATURED_ARTICLE.id).toBe(1);
  });

  it('has eight articles with full bodies and the read times of §9', () => {
    expect(ARTICLES.map((article) => article.readTime)).toEqual([
      '3 min read',
      '8 min read',
      '6 min read',
      '7 min read',
      '5 min read',
      '9 min read',
      '6 min read',
      '8 min read',
    ]);
    for (const article of ARTICLES) expect(article.content.length).toBeGreaterThan(900);
  });

  it('links the pages SPEC.md §2 names from the article bodies', () => {
    const bodies = ARTICLES.map((article) => article.content).join('\n');
    for (const path of [
      '/free-voice-messages',
      '/features',
      '/dashboard',
      '/family-tree',
      '/scrapbook-generator',
      '/legacy-planning',
      '/legacy-messages',
      '/about',
      '/pricing',
      '/platform-overview-quiz',
    ]) {
      expect(bodies).toContain(`](${path})`);
    }
  });

  it('counts categories from the articles, All Posts first', () => {
    const categories = blogCategories();
    expect(categories[0]).toEqual({ name: 'All Posts', count: 8 });
    expect(categories.reduce((sum, category) => sum + (category.name === 'All Posts' ? 0 : category.count), 0)).toBe(8);
  });

  it('searches titles, excerpts, categories and tags', () => {
    expect(searchArticles('dementia').map((article) => article.id)).toEqual([3]);
    expect(searchArticles('FAMILY TREES').map((article) => article.id)).toContain(5);
    expect(searchArticles('')).toHaveLength(8);
    expect(searchArticles('zebra')).toEqual([]);
  });

  it('puts the vintage camera image in place of the token, or removes the token', () => {
    expect(withBlogImage(`a ${BLOG_IMAGE_TOKEN} b`, {})).toBe('a  b');
    expect(withBlogImage(`a ${BLOG_IMAGE_TOKEN} b`, { vintageCamera: '/camera.jpg' })).toBe(
      'a ![A vintage camera](/camera.jpg) b',
    );
  });
});
