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

describe('blog', () => {
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

  it('has eight articles with full bodies, each read time matching its text at about 230 words a minute', () => {
    // Read times are not fixed figures (once 3, 8, 6, 7, 5, 9, 6, 8 min): they must match the text.
    expect(ARTICLES).toHaveLength(8);
    for (const article of ARTICLES) {
      expect(article.content.length).toBeGreaterThan(900);
      const words = article.content.split(/\s+/).filter((word) => /[a-z0-9]/i.test(word)).length;
      const minutes = Number(/^(\d+) min read$/.exec(article.readTime)?.[1]);
      expect(Math.abs(minutes - words / 230), `${article.title}: ${words} words, ${article.readTime}`).toBeLessThan(1);
      expect(minutes).toBeGreaterThanOrEqual(1);
    }
  });

  it('links the product pages the articles talk about from their bodies', () => {
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
