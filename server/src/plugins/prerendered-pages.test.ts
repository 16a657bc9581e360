/**
 * How the server answers the public pages the build rendered ahead of time (docs/decisions/016):
 * the exact URL a page was rendered for gets that page, with its head tags and this server's texts
 * in place of the tokens; any other URL or query gets the app's shell; the files themselves are
 * not served as they are.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { DEFAULT_HOME_HEADLINE } from '@heirloom/common/domain/home-headline';
import { PRERENDER_TOKENS } from '@heirloom/common/domain/prerender-tokens';
import { describeEachDatabase } from '../../test/test-app';

const { productName, homeHeadline, currentYear } = PRERENDER_TOKENS;
const shell = (root: string) =>
  `<!doctype html><html><head><title>Built title</title>\n<meta name="description" content="Built description" />\n</head><body><div id="root">${root}</div></body></html>`;

const webRoot = mkdtempSync(path.join(os.tmpdir(), 'heirloom-prerendered-'));
mkdirSync(path.join(webRoot, 'prerendered'));
writeFileSync(path.join(webRoot, 'index.html'), shell(''));
writeFileSync(
  path.join(webRoot, 'prerendered', '0.html'),
  shell(`<header>${productName}</header><main><h1>${homeHeadline}</h1></main><footer>© ${currentYear}</footer>`),
);
writeFileSync(path.join(webRoot, 'prerendered', '1.html'), shell(`<main><h1>Plans of ${productName}</h1></main>`));
writeFileSync(path.join(webRoot, 'prerendered', 'pages.json'), JSON.stringify({ '/': '0.html', '/pricing': '1.html' }));

describeEachDatabase(
  'prerendered public pages',
  (context) => {
    const get = (url: string) => context().app.inject({ method: 'GET', url });

    it('answers a prerendered URL with its page, its head tags and this server’s texts', async () => {
      const response = await get('/');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain(
        `<header>Smith &amp; Sons</header><main><h1>${DEFAULT_HOME_HEADLINE}</h1></main>`,
      );
      expect(response.body).toContain(`© ${new Date().getFullYear()}`);
      expect(response.body).toContain('<title>Smith &amp; Sons — Preserve your family legacy</title>');
      expect(response.body).toContain('<meta name="app-config"');
      expect(response.body).not.toContain('Built title');
      expect(response.body).not.toContain('__HEIRLOOM_');
      expect((await get('/pricing')).body).toContain('<main><h1>Plans of Smith &amp; Sons</h1></main>');
    });

    it('gives any other URL or query the app’s shell', async () => {
      for (const url of ['/pricing?plan=annual', '/pricing/', '/dashboard', '/?section=messages']) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.body, url).toContain('<div id="root"></div>');
      }
    });

    it('does not serve the prerendered files as they are', async () => {
      for (const url of ['/prerendered/0.html', '/prerendered/pages.json']) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).not.toContain(productName);
      }
    });
  },
  { config: { productName: 'Smith & Sons' }, overrides: () => ({ webRoot }) },
);
