/**
 * /genealogy-blog: the blog's family-history articles — the Family History category and every
 * article tagged "family trees" — in the blog's own cards.
 */
import { Link } from 'react-router';
import { ARTICLES } from '@heirloom/common/domain/blog';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { PageIntro } from '../../components/marketing/page-intro';
import { buttonClasses } from '../../components/ui/button';
import { usePageMeta } from '../../lib/page-meta';
import { ArticleCard } from './article-card';

/** The articles about family history and genealogy. */
const GENEALOGY_ARTICLES = ARTICLES.filter(
  (article) => article.category === 'Family History' || article.tags.includes('family trees'),
);

export function GenealogyBlogPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  return (
    <>
      <PageIntro
        eyebrow="Genealogy blog"
        title="Family history, in your family’s own voices"
        lead="Articles for family historians: mapping your roots, and turning old stories into a record the next generation can hear."
        className="max-w-5xl"
      />
      <section aria-labelledby="genealogy-articles" className="mx-auto mt-10 max-w-5xl px-4 sm:px-6">
        <h2 id="genealogy-articles" className="mb-6 text-3xl text-ink">
          Family history articles
        </h2>
        <ul className="grid gap-6 md:grid-cols-2">
          {GENEALOGY_ARTICLES.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      </section>
      <p className="mx-auto mt-10 flex max-w-5xl flex-wrap gap-3 px-4 sm:px-6">
        <Link to="/blog" className={buttonClasses('secondary')}>
          All articles
        </Link>
        <Link to="/discover-your-path#genealogists" className={buttonClasses('secondary')}>
          Where genealogists start
        </Link>
      </p>
    </>
  );
}
