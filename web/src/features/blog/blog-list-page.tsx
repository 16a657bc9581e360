/**
 * /blog (docs/product/pages-and-routes.md "Blog list"): search that filters as you type, the
 * featured article, a two-column grid with "Load More Articles", and a sidebar with categories and
 * their counts, the newsletter box, the twelve popular tags and a note about the blog. A newsletter
 * issue's unsubscribe link opens this page to confirm leaving (?unsubscribe=…).
 */
import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  blogCategories,
  FEATURED_ARTICLE,
  POPULAR_TAGS,
  searchArticles,
  slugify,
  ARTICLES,
} from '@heirloom/common/domain/blog';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { buttonClasses, Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { appConfig } from '../../lib/app-config';
import { usePageMeta } from '../../lib/page-meta';
import { ArticleByline, ArticleCard, CategoryBadge } from './article-card';
import { NewsletterBox } from './newsletter-box';
import { NewsletterUnsubscribe } from './newsletter-unsubscribe';

/** Articles shown in the grid at first, and added by each "Load More Articles". */
const PAGE_SIZE = 4;

export function BlogListPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState('All Posts');
  const [visibleCount, setVisibleCount] = useState(PAGE_SIZE);
  const isFiltering = query.trim() !== '' || category !== 'All Posts';
  const matches = useMemo(
    () => searchArticles(query).filter((article) => category === 'All Posts' || article.category === category),
    [query, category],
  );
  const grid = isFiltering ? matches : ARTICLES.filter((article) => article.id !== FEATURED_ARTICLE.id);
  const shown = grid.slice(0, visibleCount);

  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_300px]">
      <div className="grid content-start gap-8">
        <NewsletterUnsubscribe />
        <header>
          <h1 className="mb-3 text-4xl text-ink sm:text-5xl">{appConfig.productName} Blog</h1>
          <p className="mb-6 text-lg text-ink-soft">
            For families, caregivers and anyone grieving: ideas for keeping the voices and stories that matter.
          </p>
          <label className="relative block">
            <span className="sr-only">Search articles</span>
            <Search className="absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-soft" aria-hidden />
            <Input
              id="blog-search"
              name="q"
              type="search"
              placeholder="Search articles..."
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setVisibleCount(PAGE_SIZE);
              }}
              className="pl-12"
            />
          </label>
        </header>

        {!isFiltering && (
          <Card className="grid gap-3 bg-accent-soft/40" data-testid="featured-article">
            <CategoryBadge article={FEATURED_ARTICLE} />
            <h2 className="text-3xl text-ink">
              <span aria-hidden>{FEATURED_ARTICLE.image} </span>
              {FEATURED_ARTICLE.title}
            </h2>
            <p className="text-ink">{FEATURED_ARTICLE.excerpt}</p>
            <ArticleByline article={FEATURED_ARTICLE} />
            <Link
              to={`/blog/${slugify(FEATURED_ARTICLE.title)}`}
              className={buttonClasses('primary', 'md', 'justify-self-start')}
            >
              Read Article
            </Link>
          </Card>
        )}

        <section aria-label="Articles">
          {isFiltering && (
            <p className="mb-4 text-ink-soft" aria-live="polite">
              {matches.length === 0
                ? 'No articles match your search.'
                : `${matches.length} article${matches.length > 1 ? 's' : ''} found`}
            </p>
          )}
          <ul className="grid gap-5 md:grid-cols-2">
            {shown.map((article) => (
              <li key={article.id}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
          {shown.length < grid.length && (
            <Button variant="secondary" className="mt-6" onClick={() => setVisibleCount((count) => count + PAGE_SIZE)}>
              Load More Articles
            </Button>
          )}
        </section>
      </div>

      <aside className="grid content-start gap-6">
        <Card>
          <h2 className="mb-3 text-xl text-ink">Categories</h2>
          <ul className="grid gap-1">
            {blogCategories().map((entry) => (
              <li key={entry.name}>
                <button
                  type="button"
                  aria-pressed={category === entry.name}
                  onClick={() => {
                    setCategory(entry.name);
                    setVisibleCount(PAGE_SIZE);
                  }}
                  className={`flex w-full justify-between rounded-lg px-2 py-1.5 text-left text-sm ${category === entry.name ? 'bg-accent-soft font-semibold text-accent-strong' : 'text-ink hover:bg-paper-deep'}`}
                >
                  {entry.name}
                  <span>{entry.count}</span>
                </button>
              </li>
            ))}
          </ul>
        </Card>
        <NewsletterBox />
        <Card>
          <h2 className="mb-3 text-xl text-ink">Popular Tags</h2>
          <ul className="flex flex-wrap gap-2">
            {POPULAR_TAGS.map((tag) => (
              <li key={tag}>
                <button
                  type="button"
                  onClick={() => setQuery(tag)}
                  className="rounded-full bg-paper-deep px-3 py-1 text-sm text-ink hover:bg-accent-soft"
                >
                  #{tag}
                </button>
              </li>
            ))}
          </ul>
        </Card>
        <Card>
          <h2 className="mb-2 text-xl text-ink">About Our Blog</h2>
          <p className="text-sm text-ink-soft">
            Written by the {appConfig.productName} team for families, caregivers and grieving readers. We write about
            keeping memories and voices safe, never to sell you something you do not need.
          </p>
        </Card>
      </aside>
    </div>
  );
}
