/**
 * How the server answers the public pages the build rendered ahead of time (docs/decisions/016):
 * the exact URL a page was rendered for gets that page, with its head tags and this server's texts
 * in place of the tokens; any other URL or query gets the app's shell, with modulepreload links for
 * its page's code when the build listed it (and the session check's for a browser holding a
 * session); the files themselves are not served as they are.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { DEFAULT_HOME_HEADLINE } from '@heirloom/common/domain/home-headline';
import { PAGE_CODE_FILE, type PageCode } from '@heirloom/common/domain/page-code';
import { SESSION_HINT_COOKIE_NAME, SESSION_HINT_VALUE } from '@heirloom/common/domain/session-hint';
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
const pageCode: PageCode = {
  screens: { dashboard: ['assets/dashboard-page-a1.js', 'assets/stats-b2.js'], pricing: ['assets/pricing-c3.js'] },
  session: ['assets/session-routes-d4.js', 'assets/stats-b2.js'],
};
writeFileSync(path.join(webRoot, PAGE_CODE_FILE), JSON.stringify(pageCode));
const preloadLink = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;

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

    it('links the code of the page the shell shows, and no other', async () => {
      const dashboard = (await get('/dashboard')).body;
      expect(dashboard).toContain(preloadLink('assets/dashboard-page-a1.js'));
      expect(dashboard).toContain(preloadLink('assets/stats-b2.js'));
      expect(dashboard).not.toContain('pricing-c3.js');
      // The shell of a query the build did not render loads the page's code; the prerendered page
      // carries its own links, and a made-up path has no code to link.
      expect((await get('/pricing?plan=annual')).body).toContain(preloadLink('assets/pricing-c3.js'));
      expect((await get('/pricing')).body).not.toContain('modulepreload');
      expect((await get('/no-such-page')).body).not.toContain('modulepreload');
    });

    it('links the session check’s code only for a browser that holds a session', async () => {
      const session = preloadLink('assets/session-routes-d4.js');
      expect((await get('/dashboard')).body).not.toContain(session);
      for (const url of ['/dashboard', '/pricing']) {
        const response = await context().app.inject({
          method: 'GET',
          url,
          cookies: { [SESSION_HINT_COOKIE_NAME]: SESSION_HINT_VALUE },
        });
        expect(response.body, url).toContain(session);
      }
      // A chunk both lists name is linked once.
      const signedIn = await context().app.inject({
        method: 'GET',
        url: '/dashboard',
        cookies: { [SESSION_HINT_COOKIE_NAME]: SESSION_HINT_VALUE },
      });
      expect(signedIn.body.split(preloadLink('assets/stats-b2.js'))).toHaveLength(2);
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
