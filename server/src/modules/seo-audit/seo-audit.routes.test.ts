/**
 * The SEO check of /seo-enhancement (docs/product/marketing-and-figures.md "The operator's four
 * tools"), on SQLite and PostgreSQL: administrators only; one row per public page of the catalogue
 * and per blog article, each the same as the head the server really serves for that address and as
 * /sitemap.xml really lists; lengths outside the usual ranges flagged; broken JSON-LD caught.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import escapeHtml from 'escape-html';
import { expect, it } from 'vitest';
import { ARTICLES } from '@heirloom/common/domain/blog';
import { PAGES } from '@heirloom/common/domain/pages';
import type { SeoAudit } from '@heirloom/common/contracts/seo-audit';
import { buildUser } from '../../../test/factories';
import { describeEachDatabase, TestClient } from '../../../test/test-app';
import { checkStructuredData } from './seo-audit.service';

const ADMIN_EMAIL = 'seo-admin@example.com';
/** A built web app's page: the server writes each route's head into it. */
const webRoot = mkdtempSync(path.join(os.tmpdir(), 'heirloom-seo-web-'));
writeFileSync(
  path.join(webRoot, 'index.html'),
  '<!doctype html><html><head><title>Built</title></head><body><div id="root"></div></body></html>',
);
const jsonLdTypes = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => (JSON.parse(match[1]!) as { '@type': string })['@type'],
  );

describeEachDatabase(
  'seo audit',
  (context) => {
    const app = () => context().app;

    it('answers administrators only: 401 for a visitor, 404 for a user', async () => {
      expect((await new TestClient(app()).get('/api/admin/seo-audit')).statusCode).toBe(401);
      expect((await (await buildUser(app())).client.get('/api/admin/seo-audit')).statusCode).toBe(404);
    });

    it('checks every public page against the head and the sitemap the server really serves', async () => {
      const admin = await buildUser(app(), { email: ADMIN_EMAIL });
      const response = await admin.client.get('/api/admin/seo-audit');
      expect(response.statusCode).toBe(200);
      const audit = response.json<SeoAudit>();
      const publicPaths = PAGES.filter((page) => page.access === 'public' && !page.path.includes(':'));
      expect(audit.pages).toHaveLength(publicPaths.length + ARTICLES.length);
      expect(audit.pages.map((page) => page.path)).not.toContain('/admin');

      const sitemap = (await app().inject({ method: 'GET', url: '/sitemap.xml' })).body;
      expect(audit.sitemapUrlCount).toBe([...sitemap.matchAll(/<loc>/g)].length);
      for (const row of audit.pages) {
        const html = (await app().inject({ method: 'GET', url: row.path })).body;
        expect(html, row.path).toContain(`<title>${escapeHtml(row.title)}</title>`);
        expect(html, row.path).toContain(`<meta name="description" content="${escapeHtml(row.description)}">`);
        expect(jsonLdTypes(html), row.path).toEqual(row.structuredData.types);
        expect(html, row.path).toContain(`<link rel="canonical" href="${row.canonical}">`);
        expect(row.canonical).toBe(`http://localhost:3000${row.path}`);
        expect(row.isCanonicalOwnAddress).toBe(true);
        expect(html, row.path).toContain(`<meta name="robots" content="${row.robots}">`);
        expect(row.isInSitemap, row.path).toBe(sitemap.includes(`<loc>http://localhost:3000${row.path}</loc>`));
        expect(row.isInSitemap, row.path).toBe(row.isIndexable); // the sitemap lists exactly the indexable pages
        expect(row.titleLength).toBe(row.title.length);
        expect(row.titleStatus).toBe(row.titleLength < 30 ? 'short' : row.titleLength > 60 ? 'long' : 'ok');
        expect(row.descriptionStatus).toBe(
          row.descriptionLength < 70 ? 'short' : row.descriptionLength > 160 ? 'long' : 'ok',
        );
        expect(row.structuredData).toMatchObject({ isValid: true, problems: [] });
      }
      const home = audit.pages.find((page) => page.path === '/')!;
      expect(home.title).toBe('Heirloom — Preserve your family legacy');
      expect(home.structuredData.types).toEqual(['Organization', 'WebSite']);
      const faqs = audit.pages.find((page) => page.path === '/faqs')!;
      expect(faqs.structuredData.types).toContain('FAQPage');
      const article = audit.pages.find((page) => page.path.startsWith('/blog/'))!;
      expect(article.structuredData.types).toContain('Article');
    });

    it('names what is wrong with JSON-LD', () => {
      expect(checkStructuredData(['{"@context":"https://schema.org","@type":"Organization"}']).isValid).toBe(true);
      const broken = checkStructuredData(['{"@type": "Organization",}', '{"name":"x"}', '[]']);
      expect(broken.isValid).toBe(false);
      expect(broken.problems).toEqual([
        expect.stringMatching(/^Block 1 is not valid JSON/),
        'Block 2 has no @context.',
        'Block 2 has no @type.',
        'Block 3 is not a JSON object.',
      ]);
      expect(checkStructuredData([]).problems).toEqual(['The page has no JSON-LD.']);
    });
  },
  { config: { adminEmail: ADMIN_EMAIL }, overrides: () => ({ webRoot }) },
);
