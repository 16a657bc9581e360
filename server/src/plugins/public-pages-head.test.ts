/**
 * Heads of the public pages, as a crawler without JavaScript sees them: every route of the
 * catalogue gets its title, description, keywords, social tags, robots and canonical link on the
 * server; /faqs carries its questions as FAQPage data; the home page names the site search
 * (/advanced-features?search=) as a SearchAction.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { FAQS } from '@heirloom/common/content/faqs';
import { PAGES } from '@heirloom/common/domain/pages';
import { describeEachDatabase } from '../../test/test-app';

const webRoot = mkdtempSync(path.join(os.tmpdir(), 'heirloom-web-'));
writeFileSync(
  path.join(webRoot, 'index.html'),
  '<!doctype html><html><head><title>Built title</title>\n<meta name="description" content="Built description" />\n</head><body><div id="root"></div></body></html>',
);

const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1]!),
  );

describeEachDatabase(
  'public page heads as a crawler sees them',
  (context) => {
    it('writes title, description, keywords, social tags, robots and canonical on every route', async () => {
      for (const page of PAGES) {
        const url = page.path
          .replace(':slug', 'family-history-turning-old-stories-into-a-living-record')
          .replace(':token', 'abc');
        const html = (await context().app.inject({ method: 'GET', url })).body;
        for (const tag of [
          /<title>[^<]+\| Heirloom|Heirloom — [^<]+<\/title>/,
          /<meta name="description" content="[^"]{10,}">/,
          /<meta name="keywords" content="[^"]*">/,
          /<meta name="robots" content="(index, follow|noindex, nofollow)">/,
          new RegExp(`<link rel="canonical" href="http://localhost:3000${url}">`),
          /<meta property="og:title" content="[^"]+">/,
          /<meta property="og:description" content="[^"]+">/,
          /<meta name="twitter:card" content="summary">/,
        ]) {
          expect(html, `${url} ${String(tag)}`).toMatch(tag);
        }
        expect(html, url).not.toContain('{product}');
      }
    });

    it('gives /faqs its questions and answers as FAQPage data', async () => {
      const html = (await context().app.inject({ method: 'GET', url: '/faqs' })).body;
      const faq = structuredData(html).find((item) => item['@type'] === 'FAQPage');
      expect(faq.mainEntity).toHaveLength(FAQS.length);
      expect(faq.mainEntity[0]).toEqual({
        '@type': 'Question',
        name: FAQS[0]!.question,
        acceptedAnswer: { '@type': 'Answer', text: FAQS[0]!.answer.replaceAll('{product}', 'Heirloom') },
      });
      expect(html).toContain('<meta name="robots" content="index, follow">');
    });

    it('names /advanced-features?search= as the site search on the home page', async () => {
      const html = (await context().app.inject({ method: 'GET', url: '/' })).body;
      const website = structuredData(html).find((item) => item['@type'] === 'WebSite');
      expect(website.potentialAction).toEqual({
        '@type': 'SearchAction',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: 'http://localhost:3000/advanced-features?search={search_term_string}',
        },
        'query-input': 'required name=search_term_string',
      });
    });
  },
  { overrides: () => ({ webRoot }) },
);
