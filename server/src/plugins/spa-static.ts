/**
 * Serves the built single-page app (web/dist) from the same origin as /api. A public page the build
 * rendered ahead of time (web/dist/prerendered, docs/decisions/016) gets its own HTML with its
 * per-request texts filled in; other client routes get index.html, with modulepreload links for
 * their page's code (so it loads alongside the app's entry, not after it) and status 404 when the
 * page catalogue does not know the path (the SPA then shows its 404 page); a browser holding a
 * session also gets links for the session check's code. Unknown /api paths get a JSON 404.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import escapeHtml from 'escape-html';
import { DEFAULT_HOME_HEADLINE } from '@heirloom/common/domain/home-headline';
import { findPage, type PageDefinition } from '@heirloom/common/domain/pages';
import { PAGE_CODE_FILE, type PageCode } from '@heirloom/common/domain/page-code';
import { fillPrerenderTokens } from '@heirloom/common/domain/prerender-tokens';
import { SESSION_HINT_COOKIE_NAME, SESSION_HINT_VALUE } from '@heirloom/common/domain/session-hint';
import type { PublicConfig } from '@heirloom/common/contracts/public-config';
import { sendApiNotFound } from './errors';
import { renderPageHead } from './page-head';

/** The head of the 404 page: its own title, never indexed. */
const NOT_FOUND_PAGE: PageDefinition = {
  path: '/404',
  title: 'Page not found',
  description: 'There is no page at this address.',
  keywords: [],
  access: 'app',
  purpose: '',
};

/** Escapes text for a double-quoted HTML attribute. */
const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The built page's own title and description make way for each route's (renderPageHead). */
const withoutBuiltHead = (html: string) =>
  html.replace(/<title>[\s\S]*?<\/title>\s*/, '').replace(/<meta\s+name="description"[^>]*>\s*/, '');

/**
 * The prerendered pages of a build, by the URL (path and query) they answer.
 * @returns an empty map when the build has none
 */
function readPrerenderedPages(webRoot: string): Map<string, string> {
  const folder = path.join(webRoot, 'prerendered');
  const listFile = path.join(folder, 'pages.json');
  if (!existsSync(listFile)) return new Map();
  const files = JSON.parse(readFileSync(listFile, 'utf8')) as Record<string, string>;
  return new Map(
    Object.entries(files).map(([url, file]) => [url, withoutBuiltHead(readFileSync(path.join(folder, file), 'utf8'))]),
  );
}

/** Modulepreload links for built chunk files, each once. */
const preloadLinks = (files: Iterable<string>) =>
  [...new Set(files)]
    .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`)
    .join('\n    ');

/**
 * The build's list of each page's code (PageCode, common/src/domain/page-code.ts).
 * @returns empty lists when the build has none
 */
function readPageCode(webRoot: string): PageCode {
  const listFile = path.join(webRoot, PAGE_CODE_FILE);
  if (!existsSync(listFile)) return { screens: {}, session: [] };
  return JSON.parse(readFileSync(listFile, 'utf8')) as PageCode;
}

/** A prerendered page with this request's texts in place of its tokens (common/src/domain/prerender-tokens.ts). */
const fillPage = (html: string, config: PublicConfig) =>
  fillPrerenderTokens(html, {
    productName: escapeHtml(config.productName),
    homeHeadline: escapeHtml(config.headline?.text ?? DEFAULT_HOME_HEADLINE),
    currentYear: String(new Date().getFullYear()),
  });

/**
 * @param webRoot folder holding the built index.html and assets/; when it has no index.html the
 *   app still serves /api and answers other paths with a note to build the web app
 * @param publicConfig reads the settings the browser needs, embedded in index.html as a meta tag
 *   on every page load (the admin panel's Content tab changes some of them; the home headline
 *   depends on the visitor while an A/B test runs)
 * @param publicUrl origin of canonical links
 */
export async function registerSpa(
  app: FastifyInstance,
  webRoot: string,
  publicConfig: (request: FastifyRequest) => Promise<PublicConfig>,
  publicUrl: string,
): Promise<void> {
  const indexFile = path.join(webRoot, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // The prerendered pages are answered at their own URLs, with their tokens filled (below).
      allowedPath: (pathName) => !pathName.startsWith('/prerendered/'),
      setHeaders: (response, filePath) => {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        response.header('cache-control', isHashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }
  const indexHtml = hasBuild ? withoutBuiltHead(readFileSync(indexFile, 'utf8')) : undefined;
  const prerenderedPages = hasBuild ? readPrerenderedPages(webRoot) : new Map<string, string>();
  const pageCode = readPageCode(webRoot);

  // Anything no route answers, any method: JSON 404 (the API's; pages are answered below).
  app.setNotFoundHandler((_request, reply) => sendApiNotFound(reply));

  // Every page path is a GET route, so route hooks (compression) apply; files and /api routes,
  // being more specific, win over this wildcard.
  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || pathname === '/api') return sendApiNotFound(reply);
    if (!indexHtml) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build` (npm start does it for you).');
    }
    const config = await publicConfig(request);
    const page = findPage(pathname);
    const head = renderPageHead(page ?? NOT_FOUND_PAGE, pathname, { productName: config.productName, publicUrl });
    const configMeta = `<meta name="app-config" content="${escapeAttribute(JSON.stringify(config))}">`;
    // Only the exact URL a page was rendered for: any other query may change what the page shows.
    const prerendered = prerenderedPages.get(request.url);
    const html = prerendered === undefined ? indexHtml : fillPage(prerendered, config);
    // A prerendered page carries its own code's links already; a browser holding a session checks it first.
    const screenFiles = prerendered === undefined && page?.screen ? (pageCode.screens[page.screen] ?? []) : [];
    const sessionFiles = request.cookies[SESSION_HINT_COOKIE_NAME] === SESSION_HINT_VALUE ? pageCode.session : [];
    const codeLinks = preloadLinks([...screenFiles, ...sessionFiles]);
    return reply
      .code(page ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html.replace('</head>', `${configMeta}\n    ${head}\n    ${codeLinks}\n  </head>`));
  });
}
