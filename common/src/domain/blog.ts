/**
 * The blog (docs/product/pages-and-routes.md "Blog list", "Blog article").
 * Articles are static content kept in common/src/content so the web app renders them and the
 * server can put their titles and structured data into the HTML crawlers read.
 */
import { ARTICLE_SOURCES } from '../content/blog-articles';
import type { BlogArticle } from './blog-article';
import { formatReadTime } from './blog-read-time';

export type { BlogArticle };

/** The eight articles, each with the read time of its own text. */
export const ARTICLES: readonly BlogArticle[] = ARTICLE_SOURCES.map((source) => ({
  ...source,
  readTime: formatReadTime(source.content),
}));

/** The featured article: article 1. */
export const FEATURED_ARTICLE: BlogArticle = ARTICLES[0]!;

/** The featured article's second address. */
export const FEATURED_ARTICLE_ALIAS = 'eternal-communication-record-and-share-lasting-memories';

/** Replaced in article content by the blog images map's vintageCamera image, or removed. */
export const BLOG_IMAGE_TOKEN = '{{BLOG_IMAGE}}';

/** The twelve popular tags of the sidebar. */
export const POPULAR_TAGS = [
  'legacy letters',
  'family legacy',
  'voice messages',
  'generational wisdom',
  'family trees',
  'memory preservation',
  'elder care',
  'posthumous messages',
  'digital scrapbooks',
  'family traditions',
  'family stories',
  'advice sharing',
] as const;

/**
 * An article's address: the title lower-cased, every run of characters other than letters and
 * digits replaced by one hyphen, leading and trailing hyphens removed.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The article at `slug`; the featured one for its alias and for any unknown slug. */
export function findArticle(slug: string): BlogArticle {
  return ARTICLES.find((article) => slugify(article.title) === slug) ?? FEATURED_ARTICLE;
}

/** Categories with their article counts, "All Posts" first. */
export function blogCategories(): { name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const article of ARTICLES) counts.set(article.category, (counts.get(article.category) ?? 0) + 1);
  return [{ name: 'All Posts', count: ARTICLES.length }, ...[...counts].map(([name, count]) => ({ name, count }))];
}

/** Articles whose title, excerpt, category or tags contain every word of `query` (case-insensitive). */
export function searchArticles(query: string, articles: readonly BlogArticle[] = ARTICLES): BlogArticle[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return articles.filter((article) => {
    const haystack = [article.title, article.excerpt, article.category, ...article.tags].join(' ').toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** Puts the blog image in place of the token, or removes the token when there is none. */
export function withBlogImage(content: string, images: { vintageCamera?: string }): string {
  return content.replaceAll(
    BLOG_IMAGE_TOKEN,
    images.vintageCamera ? `![A vintage camera](${images.vintageCamera})` : '',
  );
}
