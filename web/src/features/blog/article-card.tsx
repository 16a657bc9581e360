/**
 * One article in the blog grid (docs/product/pages-and-routes.md "Blog list"): badge, emoji,
 * clamped title and excerpt, tags, byline.
 */
import { Link } from 'react-router';
import { slugify, type BlogArticle } from '@heirloom/common/domain/blog';
import { withProductName } from '@heirloom/common/domain/pages';
import { Card } from '../../components/ui/card';
import { appConfig } from '../../lib/app-config';

export function ArticleByline({ article }: { article: BlogArticle }) {
  return (
    <p className="text-sm text-ink-soft">
      {withProductName(article.author.name, appConfig.productName)} · {article.date} · {article.readTime}
    </p>
  );
}

export function CategoryBadge({ article }: { article: BlogArticle }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold text-accent-strong">
      <span aria-hidden>{article.image}</span> {article.category}
    </span>
  );
}

export function ArticleCard({ article }: { article: BlogArticle }) {
  return (
    <Card className="flex h-full flex-col gap-3" data-testid="article-card">
      <CategoryBadge article={article} />
      <p className="text-4xl" aria-hidden>
        {article.image}
      </p>
      <h3 className="line-clamp-2 text-xl text-ink">{article.title}</h3>
      <p className="line-clamp-3 text-ink-soft">{article.excerpt}</p>
      <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
        {article.tags.map((tag) => (
          <li key={tag} className="rounded-full bg-paper-deep px-2 py-0.5 text-xs text-ink-soft">
            #{tag}
          </li>
        ))}
      </ul>
      <div className="mt-auto grid gap-2">
        <ArticleByline article={article} />
        <Link to={`/blog/${slugify(article.title)}`} className="font-semibold text-accent underline">
          Read More<span className="sr-only"> about {article.title}</span>
        </Link>
      </div>
    </Card>
  );
}
