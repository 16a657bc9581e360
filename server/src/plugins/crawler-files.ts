/**
 * /sitemap.xml (sitemaps.org protocol 0.9) listing every indexable public route and article, and
 * /robots.txt keeping crawlers out of app, admin and API paths (docs/product/pages-and-routes.md
 * "Page head tags").
 */
import type { FastifyInstance } from 'fastify';
import escapeHtml from 'escape-html';
import { ARTICLES, slugify } from '@heirloom/common/domain/blog';
import { isIndexable, PAGES } from '@heirloom/common/domain/pages';

/**
 * Paths crawlers are asked to leave alone: the API, every app and admin page of the catalogue with
 * its aliases (the catalogue is their one list), private share links and e-mailed answer links.
 */
const DISALLOWED = [
  '/api/',
  ...PAGES.filter((page) => page.access !== 'public').map((page) => page.path),
  '/shared/',
  '/legacy-messages?respond',
];

/** Every indexable page of the catalogue and every article. */
const INDEXABLE_PATHS = [
  ...PAGES.filter((page) => isIndexable(page) && !page.path.includes(':')).map((page) => page.path),
  ...ARTICLES.map((article) => `/blog/${slugify(article.title)}`),
];

/**
 * Indexable paths a Disallow line would catch as their prefix (`/legacy` catches `/legacy-planning`):
 * robots.txt allows each by name, as the longest matching rule wins (RFC 9309, section 2.2.2).
 */
const ALLOWED = INDEXABLE_PATHS.filter((path) => DISALLOWED.some((disallowed) => path.startsWith(disallowed)));

/** /sitemap.xml's text: every indexable page of the catalogue and every article, under `publicUrl`. */
export function renderSitemap(publicUrl: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    INDEXABLE_PATHS.map((path) => `  <url><loc>${escapeHtml(`${publicUrl}${path}`)}</loc></url>`).join('\n') +
    '\n</urlset>\n'
  );
}

/** Registers both files; `publicUrl` is the origin written into them. */
export function registerCrawlerFiles(app: FastifyInstance, publicUrl: string): void {
  const sitemap = renderSitemap(publicUrl);
  const rules = [
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    ...[...ALLOWED, '/'].map((path) => `Allow: ${path}`),
  ];
  const robots = `User-agent: *\n${rules.join('\n')}\n\nSitemap: ${publicUrl}/sitemap.xml\n`;

  app.get('/sitemap.xml', async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(sitemap),
  );
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );
}
