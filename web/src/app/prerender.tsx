/**
 * The build's server-side entry (docs/decisions/016): which URLs are rendered to HTML ahead of time,
 * and the HTML of each — the app's own route table rendered by React's static renderer with React
 * Router's static handler, every lazy route and component resolved first. web/vite/prerender.ts
 * builds this file for Node and has it write each page into the built app.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { ARTICLES, FEATURED_ARTICLE_ALIAS, slugify } from '@heirloom/common/domain/blog';
import { findPage, PAGES, type PageScreen } from '@heirloom/common/domain/pages';
import { FEATURE_SECTIONS } from '../features/home/feature-sections';
import { AppProviders } from './app';
import { isPrerenderedPage, routes } from './router';

/** The URLs of every prerendered page, path and query as a visitor's browser asks for them. */
export function prerenderedUrls(): string[] {
  return PAGES.filter(isPrerenderedPage).flatMap((page) => {
    if (page.path === '/') return ['/', ...FEATURE_SECTIONS.map((section) => `/?section=${section}`)];
    if (page.path === '/blog/:slug') {
      const slugs = [...ARTICLES.map((article) => slugify(article.title)), FEATURED_ARTICLE_ALIAS];
      return slugs.map((slug) => `/blog/${slug}`);
    }
    return page.path.includes(':') ? [] : [page.path];
  });
}

const handler = createStaticHandler(routes);

/**
 * Renders the page at `url` as the browser's first render will see it.
 * @param url a path and query from prerenderedUrls()
 * @returns the markup of the app's root element
 * @throws when the route answers anything but a page (a redirect)
 */
export async function renderPage(url: string): Promise<string> {
  const context = await handler.query(new Request(new URL(url, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${url} answers ${context.status}, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  prelude.setEncoding('utf8');
  let html = '';
  for await (const chunk of prelude) html += chunk as string;
  return html;
}

/**
 * Renders every prerendered page into `webRoot`: prerendered/<n>.html, each the built index.html
 * with the page in its root element (marked `data-prerendered` until the browser has hydrated it), and prerendered/pages.json ({ [url]: file name }), which the
 * server reads (server/src/plugins/spa-static.ts).
 * @param webRoot the built app's folder, holding index.html with an empty `<div id="root"></div>`
 * @param headTagsFor extra tags for a page's head (modulepreload links for its screen's code)
 * @returns the URLs written
 */
export async function writePrerenderedPages(
  webRoot: string,
  headTagsFor: (screen: PageScreen) => string[] = () => [],
): Promise<string[]> {
  const template = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty root element.');
  const output = path.join(webRoot, 'prerendered');
  rmSync(output, { recursive: true, force: true });
  mkdirSync(output, { recursive: true });
  const files: Record<string, string> = {};
  for (const [index, url] of prerenderedUrls().entries()) {
    const screen = findPage(url.split('?')[0]!)?.screen;
    if (!screen) throw new Error(`${url} is not a page with a screen in the catalogue.`);
    const headTags = headTagsFor(screen).map((tag) => `  ${tag}\n`);
    const html = template
      .replace('</head>', `${headTags.join('')}  </head>`)
      .replace('<div id="root"></div>', `<div id="root" data-prerendered>${await renderPage(url)}</div>`);
    files[url] = `${index}.html`;
    writeFileSync(path.join(output, files[url]), html);
  }
  writeFileSync(path.join(output, 'pages.json'), `${JSON.stringify(files, null, 2)}\n`);
  return Object.keys(files);
}
