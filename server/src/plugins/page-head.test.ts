/**
 * The HTML a crawler sees without running JavaScript (docs/product/pages-and-routes.md "Page head
 * tags").
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { findPage, isIndexable, isPlaceholder, PAGES } from '@heirloom/common/domain/pages';
import { describeEachDatabase } from '../../test/test-app';

const webRoot = mkdtempSync(path.join(os.tmpdir(), 'heirloom-web-'));
writeFileSync(
  path.join(webRoot, 'index.html'),
  '<!doctype html><html><head><title>Built title</title>\n<meta\n  name="description"\n  content="Built description"\n/>\n</head><body><div id="root"></div></body></html>',
);

/** The JSON-LD objects in an HTML page. */
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1]!),
  );

describeEachDatabase(
  'page heads for crawlers',
  (context) => {
    it('gives the pricing page its title, description, canonical link and Product/FAQ data', async () => {
      const response = await context().app.inject({ method: 'GET', url: '/pricing' });
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html).toContain('<title>Pricing | Heirloom</title>');
      expect(html).toContain(
        '<meta name="description" content="Free Forever or Complete Legacy: compare plans, monthly or annual.">',
      );
      expect(html).toContain('<link rel="canonical" href="http://localhost:3000/pricing">');
      expect(html).toContain('<meta name="robots" content="index, follow">');
      expect(html).not.toContain('Built description');
      const data = structuredData(html);
      expect(data.map((item) => item['@type'])).toEqual(['Organization', 'Product', 'FAQPage']);
      expect(data[1].offers.map((offer: { price: string }) => offer.price)).toEqual(['0.00', '9.95', '95.52']);
      expect(data[2].mainEntity[0].acceptedAnswer.text).toMatch(/upgrade takes effect immediately/);
    });

    it('sends pages compressed to browsers that accept it', async () => {
      const response = await context().app.inject({
        method: 'GET',
        url: '/pricing',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
    });

    it('gives the home page its own head and keeps app pages and unknown paths out of search engines', async () => {
      const home = await context().app.inject({ method: 'GET', url: '/' });
      expect(home.body).toContain('<title>Heirloom — Preserve your family legacy</title>');
      expect(structuredData(home.body)[0]).toMatchObject({ '@type': 'Organization', name: 'Heirloom' });
      const dashboard = await context().app.inject({ method: 'GET', url: '/dashboard' });
      expect(dashboard.body).toContain('<meta name="robots" content="noindex, nofollow">');
      const missing = await context().app.inject({ method: 'GET', url: '/no-such-page' });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('<title>Page not found | Heirloom</title>');
      expect(missing.body).toContain('noindex');
    });

    it('gives an article its title, excerpt and Article data, and the alias the featured article', async () => {
      const response = await context().app.inject({
        method: 'GET',
        url: '/blog/dementia-support-recording-a-loved-one-s-stories-while-you-still-can',
      });
      expect(response.body).toContain(
        '<title>Dementia Support: Recording a Loved One’s Stories While You Still Can | Heirloom Blog</title>',
      );
      const article = structuredData(response.body).find((item) => item['@type'] === 'Article');
      expect(article).toMatchObject({
        headline: expect.stringMatching(/^Dementia Support/),
        datePublished: '2026-11-21',
      });
      expect(article.articleBody).toContain('15 to 30 minutes');
      const alias = await context().app.inject({
        method: 'GET',
        url: '/blog/eternal-communication-record-and-share-lasting-memories',
      });
      expect(alias.body).toContain(
        '<title>About Us: Eternal Communication, Record and Share Lasting Memories | Heirloom Blog</title>',
      );
    });

    it('lists every indexable route in sitemap.xml and points robots.txt at it', async () => {
      const sitemap = await context().app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(sitemap.headers['content-type']).toMatch(/application\/xml/);
      expect(sitemap.body).toContain('<loc>http://localhost:3000/pricing</loc>');
      expect(sitemap.body).toContain('<loc>http://localhost:3000/</loc>');
      expect(sitemap.body).not.toContain('/dashboard');
      expect(sitemap.body).not.toContain(':slug');
      expect(sitemap.body).toContain('<loc>http://localhost:3000/blog/grief-support-finding-comfort-in-memories</loc>');
      const robots = await context().app.inject({ method: 'GET', url: '/robots.txt' });
      expect(robots.body).toContain('Disallow: /api/');
      for (const path of ['/dashboard', '/app-dashboard', '/family-connections', '/admin-control-panel', '/cpanel']) {
        expect(robots.body).toContain(`Disallow: ${path}\n`);
      }
      expect(robots.body).not.toContain('Disallow: /pricing');
      expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
      // Every page of the sitemap is allowed: the longest rule matching its path is an Allow (RFC 9309).
      const rules = [...robots.body.matchAll(/^(Allow|Disallow): (\S+)$/gm)].map(([, kind, prefix]) => ({
        kind,
        prefix,
      }));
      const listed = [...sitemap.body.matchAll(/<loc>http:\/\/localhost:3000([^<]*)<\/loc>/g)].map(
        (match) => match[1]!,
      );
      expect(listed).toContain('/legacy-planning');
      for (const path of listed) {
        const matching = rules.filter((rule) => path.startsWith(rule.prefix!));
        const longest = matching.sort(
          (a, b) => b.prefix!.length - a.prefix!.length || (a.kind === 'Allow' ? -1 : 1),
        )[0];
        expect(longest?.kind, path).toBe('Allow');
      }
      expect(robots.body).toContain('Disallow: /legacy\n');
    });

    it('marks placeholder pages noindex until they are real, and real public pages for indexing', async () => {
      // Every public page of the catalogue, so the test follows pages as they become real.
      for (const page of PAGES.filter((entry) => entry.access === 'public' && !entry.path.includes(':'))) {
        const response = await context().app.inject({ method: 'GET', url: page.path });
        expect(response.statusCode, page.path).toBe(200);
        const robots = isPlaceholder(page) || !isIndexable(page) ? 'noindex, nofollow' : 'index, follow';
        expect(response.body, page.path).toContain(`<meta name="robots" content="${robots}">`);
      }
    });

    it('lists every real, indexable page in sitemap.xml and no placeholder', async () => {
      const sitemap = await context().app.inject({ method: 'GET', url: '/sitemap.xml' });
      const paths = [...sitemap.body.matchAll(/<loc>http:\/\/localhost:3000([^<]*)<\/loc>/g)].map((match) => match[1]!);
      const pagePaths = paths.filter((path) => !path.startsWith('/blog/'));
      expect(pagePaths.sort()).toEqual(
        PAGES.filter((page) => isIndexable(page) && !page.path.includes(':'))
          .map((page) => page.path)
          .sort(),
      );
      for (const path of [
        '/',
        '/pricing',
        '/future-messages',
        '/voice-recordings',
        '/memory-vault',
        '/blog',
        '/faqs',
      ]) {
        expect(paths).toContain(path);
      }
      for (const path of paths) expect(isPlaceholder(findPage(path)!), path).toBe(false);
    });
  },
  { overrides: () => ({ webRoot }) },
);
