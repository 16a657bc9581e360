/**
 * The build's prerendered public pages (docs/decisions/016), read as a crawler without JavaScript
 * reads them: every page of the catalogue that the route table marks `isPrerendered` is written,
 * with its heading and its text in the root element, and the per-request texts left as tokens for
 * the server.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ARTICLES, FEATURED_ARTICLE, FEATURED_ARTICLE_ALIAS, slugify } from '@heirloom/common/domain/blog';
import { PAGES } from '@heirloom/common/domain/pages';
import { PRERENDER_TOKENS } from '@heirloom/common/domain/prerender-tokens';
import { QUIZZES } from '@heirloom/common/content/quizzes';
import { writePrerenderedPages } from './prerender';
import { isPrerenderedPage } from './router';

// The article bodies, as the build's Vite plugin renders them from the articles' markdown.
vi.mock('virtual:blog-article-html', async () => {
  const { renderArticleBodies } = await import('../../vite/blog-article-html');
  return { ARTICLE_HTML: renderArticleBodies(await import('@heirloom/common/domain/blog')) };
});

// jsdom parses the pages as a browser would, running none of their scripts (it ships no types).
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: Window } };

const webRoot = mkdtempSync(path.join(os.tmpdir(), 'heirloom-prerender-'));
let urls: string[] = [];

/** The prerendered page at `url`, parsed without running any script. */
function documentAt(url: string): Document {
  const files = JSON.parse(readFileSync(path.join(webRoot, 'prerendered', 'pages.json'), 'utf8')) as Record<
    string,
    string
  >;
  const html = readFileSync(path.join(webRoot, 'prerendered', files[url]!), 'utf8');
  return new JSDOM(html).window.document;
}

const textOf = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

beforeAll(async () => {
  writeFileSync(
    path.join(webRoot, 'index.html'),
    '<!doctype html><html><head><title>Built</title></head><body><div id="root"></div></body></html>',
  );
  urls = await writePrerenderedPages(webRoot, (screen) => [`<meta name="screen" content="${screen}">`]);
}, 120_000);
afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

describe('prerendered public pages', () => {
  it('covers the home page and its feature views, every marked page and every article', () => {
    const paths = PAGES.filter(isPrerenderedPage)
      .map((page) => page.path)
      .filter((pagePath) => !pagePath.includes(':'));
    expect(urls).toEqual(expect.arrayContaining([...paths, '/?section=memories', '/?section=recipes']));
    for (const pagePath of ['/', '/pricing', '/pricing-plans', '/blog', '/quizzes', '/faqs', '/privacy-policy']) {
      expect(urls).toContain(pagePath);
    }
    for (const article of ARTICLES) expect(urls).toContain(`/blog/${slugify(article.title)}`);
    expect(urls).toContain(`/blog/${FEATURED_ARTICLE_ALIAS}`);
    // Pages that show a signed-in member their own things are left to the browser.
    for (const pagePath of ['/dashboard', '/memory-vault', '/family-recipes', '/checkout']) {
      expect(urls).not.toContain(pagePath);
    }
  });

  it('orders each page’s headings without skipping a level (an h3 follows an h1 or h2 or h3)', () => {
    for (const url of urls) {
      const levels = [...documentAt(url).querySelectorAll('#root :is(h1, h2, h3, h4, h5, h6)')].map((heading) =>
        Number(heading.tagName.slice(1)),
      );
      const skips = levels.filter((level, index) => index > 0 && level > levels[index - 1]! + 1);
      expect(skips, `${url}: ${levels.join(' ')}`).toEqual([]);
    }
  });

  it('holds each page’s one heading and its text, in the site frame, with the head tags of its screen', () => {
    for (const url of urls) {
      const page = documentAt(url);
      const main = page.querySelector('#root[data-prerendered] main');
      expect(page.querySelectorAll('#root h1'), url).toHaveLength(1);
      expect(textOf(page.querySelector('#root h1')).length, url).toBeGreaterThan(3);
      expect(textOf(main).length, url).toBeGreaterThan(100);
      expect(textOf(main), url).not.toContain('Loading your family legacy platform');
      expect(page.querySelector('meta[name="screen"]'), url).not.toBeNull();
      // Scripts stay as the build wrote them; the page itself adds none.
      expect(page.querySelectorAll('#root script'), url).toHaveLength(0);
    }
  });

  it('shows an article’s title and body, a quiz’s title and the pricing plans', () => {
    const article = ARTICLES[2]!;
    const articlePage = documentAt(`/blog/${slugify(article.title)}`);
    expect(textOf(articlePage.querySelector('h1'))).toBe(article.title);
    const firstParagraph = article.content.split('\n').find((line) => /^[A-Z]/.test(line))!;
    expect(textOf(articlePage.querySelector('main'))).toContain(textOf(new JSDOM(firstParagraph).window.document.body));
    expect(textOf(documentAt(`/blog/${FEATURED_ARTICLE_ALIAS}`).querySelector('h1'))).toBe(FEATURED_ARTICLE.title);

    const quiz = QUIZZES[0]!;
    expect(textOf(documentAt(quiz.path).querySelector('main'))).toContain(quiz.title);
    expect(textOf(documentAt('/pricing').querySelector('main'))).toMatch(/Free Forever[\s\S]*Complete Legacy/);
  });

  it('leaves the product name, the home headline and the year as tokens for the server', () => {
    const home = documentAt('/');
    expect(textOf(home.querySelector('h1'))).toBe(PRERENDER_TOKENS.homeHeadline);
    expect(textOf(home.querySelector('header'))).toContain(PRERENDER_TOKENS.productName);
    expect(textOf(home.querySelector('footer'))).toContain(`© ${PRERENDER_TOKENS.currentYear}`);
    expect(textOf(documentAt('/about').querySelector('#root'))).not.toContain('Heirloom');
  });
});
