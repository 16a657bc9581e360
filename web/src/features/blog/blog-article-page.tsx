/**
 * /blog/{slug} (SPEC.md §2 "Blog article"): badge, emoji, title, byline, the markdown body (images
 * centred and lazy-loaded; the blog image token replaced or removed), tags and the way back. Unknown
 * slugs show the featured article. Title "{article title} | {product} Blog".
 */
import Markdown from 'react-markdown';
import { Link, useParams } from 'react-router';
import { findArticle, withBlogImage } from '@heirloom/common/domain/blog';
import { withProductName, type PageDefinition } from '@heirloom/common/domain/pages';
import { PublicLayout } from '../../components/layout/page-layouts';
import { appConfig } from '../../lib/app-config';
import { usePageMeta } from '../../lib/page-meta';
import { ArticleByline, CategoryBadge } from './article-card';

/** The blog images map (SPEC.md §3): no vintageCamera image is configured, so the token is removed. */
const BLOG_IMAGES: { vintageCamera?: string } = {};

export function BlogArticlePage({ page }: { page: PageDefinition }) {
  const { slug = '' } = useParams();
  const article = findArticle(slug);
  usePageMeta(
    { ...page, description: article.excerpt, keywords: article.tags },
    `${article.title} | ${appConfig.productName} Blog`,
  );
  const body = withProductName(withBlogImage(article.content, BLOG_IMAGES), appConfig.productName);
  return (
    <PublicLayout>
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
        <div className="article-body text-lg leading-relaxed text-ink">
          <Markdown
            components={{
              img: ({ src, alt }) => (
                <img
                  src={typeof src === 'string' ? src : undefined}
                  alt={alt ?? ''}
                  loading="lazy"
                  className="mx-auto my-6 rounded-2xl"
                />
              ),
              a: ({ href, children }) =>
                href?.startsWith('/') ? (
                  <Link to={href} className="font-semibold text-accent underline">
                    {children}
                  </Link>
                ) : (
                  <a href={href} className="font-semibold text-accent underline" rel="noopener noreferrer">
                    {children}
                  </a>
                ),
            }}
          >
            {body}
          </Markdown>
        </div>
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
    </PublicLayout>
  );
}
