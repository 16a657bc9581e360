/**
 * A Vite plugin that renders the blog articles' markdown
 * (docs/product/pages-and-routes.md "Blog article") to HTML at build time, as the virtual module
 * `virtual:blog-article-html` ({ [article id]: html }). The article page then shows ready HTML
 * instead of downloading and running a markdown parser (about 30 KB gzip) on every visit. Images
 * are centred and lazy-loaded; the blog image token is replaced or removed as that section says;
 * `{product}` stays for the page to fill in with the configured name.
 */
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown, { type Components } from 'react-markdown';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

type BlogModule = typeof import('../../common/src/domain/blog');

/** The blog images map: no vintageCamera image is configured, so the token is removed. */
const BLOG_IMAGES: { vintageCamera?: string } = {};

const MODULE_ID = 'virtual:blog-article-html';
const RESOLVED_ID = `\0${MODULE_ID}`;
const ARTICLES_FILE = fileURLToPath(new URL('../../common/src/content/blog-articles.ts', import.meta.url));

const components: Components = {
  img: ({ src, alt }) =>
    createElement('img', {
      src: typeof src === 'string' ? src : undefined,
      alt: alt ?? '',
      loading: 'lazy',
      className: 'mx-auto my-6 rounded-2xl',
    }),
  // Links inside the site are followed by the page's router (see the article page's click handler).
  a: ({ href, children }) =>
    createElement(
      'a',
      {
        href,
        className: 'font-semibold text-accent underline',
        rel: href?.startsWith('/') ? undefined : 'noopener noreferrer',
      },
      children,
    ),
};

/** Every article's body as HTML, by article id (what `virtual:blog-article-html` exports). */
export function renderArticleBodies({ ARTICLES, withBlogImage }: Pick<BlogModule, 'ARTICLES' | 'withBlogImage'>) {
  const html = ARTICLES.map((article) => [
    article.id,
    renderToStaticMarkup(createElement(Markdown, { components }, withBlogImage(article.content, BLOG_IMAGES))),
  ]);
  return Object.fromEntries(html) as Record<string, string>;
}

export function blogArticleHtml(): Plugin {
  return {
    name: 'heirloom:blog-article-html',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      this.addWatchFile(ARTICLES_FILE);
      // common/ is TypeScript; tsx runs it here as it does for the server's tooling.
      const { ARTICLES, withBlogImage } = (await tsImport(
        '../../common/src/domain/blog.ts',
        import.meta.url,
      )) as BlogModule;
      return `export const ARTICLE_HTML = ${JSON.stringify(renderArticleBodies({ ARTICLES, withBlogImage }))};`;
    },
  };
}
