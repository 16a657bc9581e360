/** Modules that Vite plugins generate at build time (web/vite/). */
declare module 'virtual:blog-article-html' {
  /** Each blog article's body as HTML, by article id; `{product}` is still to be replaced. */
  export const ARTICLE_HTML: Record<number, string>;
}
