/**
 * The SEO check of /seo-enhancement (docs/product/marketing-and-figures.md "The operator's four
 * tools"): for every public page of the catalogue (and every blog article, the pages /blog/:slug
 * stands for), the head the server writes for it — the very function the SPA's HTML is served with
 * (plugins/page-head.ts) — read back with an HTML parser, and /sitemap.xml as its generator writes
 * it (plugins/crawler-files.ts). Nothing here is a list of its own: a page added to the catalogue
 * is checked the moment it exists.
 */
import { ARTICLES, slugify } from '@heirloom/common/domain/blog';
import { PAGES, type PageDefinition } from '@heirloom/common/domain/pages';
import { lengthStatus, SEO_LENGTH_RANGES, type SeoAudit, type SeoPage } from '@heirloom/common/contracts/seo-audit';
import { renderSitemap } from '../../plugins/crawler-files';
import { renderPageHead, type SiteSettings } from '../../plugins/page-head';
import { readPageHead, readSitemapLocations } from './page-head-reader';

/** Each public page at each address it answers: /blog/:slug once per article; other parameters (a private link's token) have no page of their own. */
function publicAddresses(): { page: PageDefinition; path: string }[] {
  return PAGES.filter((page) => page.access === 'public').flatMap((page) => {
    if (page.path === '/blog/:slug')
      return ARTICLES.map((article) => ({ page, path: `/blog/${slugify(article.title)}` }));
    return page.path.includes(':') ? [] : [{ page, path: page.path }];
  });
}

/** Checks JSON-LD blocks: each must parse as a JSON object with @context and @type. */
export function checkStructuredData(blocks: string[]): SeoPage['structuredData'] {
  const types: string[] = [];
  const problems: string[] = [];
  blocks.forEach((block, index) => {
    const name = `Block ${index + 1}`;
    let data: unknown;
    try {
      data = JSON.parse(block);
    } catch (error) {
      problems.push(`${name} is not valid JSON (${(error as Error).message}).`);
      return;
    }
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      problems.push(`${name} is not a JSON object.`);
      return;
    }
    const record = data as Record<string, unknown>;
    if (typeof record['@context'] !== 'string' || !record['@context']) problems.push(`${name} has no @context.`);
    if (typeof record['@type'] === 'string' && record['@type']) types.push(record['@type']);
    else problems.push(`${name} has no @type.`);
  });
  if (blocks.length === 0) problems.push('The page has no JSON-LD.');
  return { blockCount: blocks.length, types, problems, isValid: problems.length === 0 };
}

/** Audits every public page's head and its presence in /sitemap.xml. */
export function auditPublicPages(site: SiteSettings): SeoAudit {
  const locations = new Set(readSitemapLocations(renderSitemap(site.publicUrl)));
  const pages = publicAddresses().map(({ page, path }): SeoPage => {
    const head = readPageHead(renderPageHead(page, path, site));
    const robots = head.robots;
    return {
      path,
      title: head.title,
      titleLength: head.title.length,
      titleStatus: lengthStatus(head.title.length, SEO_LENGTH_RANGES.title),
      description: head.description,
      descriptionLength: head.description.length,
      descriptionStatus: lengthStatus(head.description.length, SEO_LENGTH_RANGES.description),
      canonical: head.canonical,
      isCanonicalOwnAddress: head.canonical === `${site.publicUrl}${path}`,
      robots,
      isIndexable: robots !== null && !robots.includes('noindex'),
      structuredData: checkStructuredData(head.jsonLd),
      isInSitemap: locations.has(`${site.publicUrl}${path}`),
    };
  });
  return { pages, sitemapUrlCount: locations.size };
}
