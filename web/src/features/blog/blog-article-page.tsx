/**
 * /blog/{slug} (docs/product/pages-and-routes.md "Blog article"): badge, emoji, title, byline, the
 * markdown body (rendered at build time by web/vite/blog-article-html.ts: images centred and
 * lazy-loaded, the blog image token replaced or removed), tags and the way back. Unknown slugs show
 * the featured article. Title "{article title} | {product} Blog".
 */
import type { MouseEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ARTICLE_HTML } from 'virtual:blog-article-html';
import { findArticle } from '@heirloom/common/domain/blog';
import { withProductName, type PageDefinition } from '@heirloom/common/domain/pages';
import { appConfig } from '../../lib/app-config';
import { usePageMeta } from '../../lib/page-meta';
import { ArticleByline, CategoryBadge } from './article-card';

/** Escapes text for HTML (the configured product name goes into the article's HTML). */
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function BlogArticlePage({ page }: { page: PageDefinition }) {
  const { slug = '' } = useParams();
  const article = findArticle(slug);
  usePageMeta(
    { ...page, description: article.excerpt, keywords: article.tags },
    `${article.title} | ${appConfig.productName} Blog`,
  );
  const navigate = useNavigate();
  const body = withProductName(ARTICLE_HTML[article.id] ?? '', escapeHtml(appConfig.productName));
  // A plain click on a link inside the site moves within the app instead of reloading it.
  const followSiteLink = (event: MouseEvent<HTMLDivElement>) => {
    const href = (event.target as Element).closest('a')?.getAttribute('href');
    const isPlainClick = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (!href?.startsWith('/') || !isPlainClick) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <nav className="mb-8 flex gap-4 text-sm font-semibold" aria-label="Breadcrumb">
        <Link to="/blog" className="text-accent underline">
          Back to Blog
        </Link>
        <Link to="/" className="text-accent underline">
          Home
        </Link>
      </nav>
      <header className="mb-8 grid gap-3">
        <CategoryBadge article={article} />
        <p className="text-5xl" aria-hidden>
          {article.image}
        </p>
        <h1 className="text-4xl text-ink sm:text-5xl">{article.title}</h1>
        <ArticleByline article={article} />
      </header>
      {/* Our own articles, rendered from markdown at build time (React-escaped, no raw HTML in them). */}
      <div
        className="article-body text-lg leading-relaxed text-ink"
        onClick={followSiteLink}
        dangerouslySetInnerHTML={{ __html: body }}
      />
      <ul className="mt-10 flex flex-wrap gap-2" aria-label="Tags">
        {article.tags.map((tag) => (
          <li key={tag} className="rounded-full bg-paper-deep px-3 py-1 text-sm text-ink-soft">
            #{tag}
          </li>
        ))}
      </ul>
      <p className="mt-10">
        <Link to="/blog" className="font-semibold text-accent underline">
          ← Back to All Articles
        </Link>
      </p>
    </article>
  );
}
