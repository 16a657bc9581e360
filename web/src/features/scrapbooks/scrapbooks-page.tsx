/**
 * /scrapbooks (docs/product/capsules-scrapbooks-recipes.md "Scrapbooks"): the signed-in user's
 * scrapbooks (an empty state when there are none); `?book=<id>` one scrapbook's editor (viewers get
 * the book); `&view=book` its page-turning book. A visitor sees what a scrapbook is and the way in.
 */
import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { LoadingScreen } from '../../components/layout/loading-screen';
import { useSession } from '../../lib/auth';
import { usePageMeta } from '../../lib/page-meta';
import { BookView } from '../../components/scrapbooks/book-view';
import { ScrapbookEditor } from './scrapbook-editor';
import { ScrapbookList } from './scrapbook-list';
import { ScrapbooksIntroduction } from './scrapbooks-introduction';
import { useScrapbook } from './scrapbooks-queries';

function OneScrapbook({ id, isBookView }: { id: string; isBookView: boolean }) {
  const scrapbook = useScrapbook(id);
  if (scrapbook.isPending) return <LoadingScreen message="Opening the scrapbook..." />;
  if (!scrapbook.data)
    return (
      <p role="alert" className="text-ink">
        We could not find that scrapbook. <Link to="/scrapbooks">See your scrapbooks</Link>
      </p>
    );
  const showBook = isBookView || scrapbook.data.role === 'viewer';
  return (
    <>
      <Link
        to={showBook && scrapbook.data.role !== 'viewer' ? `/scrapbooks?book=${id}` : '/scrapbooks'}
        className="mb-6 inline-flex items-center gap-1 text-ink-soft hover:text-ink"
      >
        <ArrowLeft className="size-4" aria-hidden />{' '}
        {showBook && scrapbook.data.role !== 'viewer' ? 'Edit the pages' : 'All scrapbooks'}
      </Link>
      {showBook ? (
        <>
          <h1 className="mb-6 text-center text-3xl text-ink">{scrapbook.data.title}</h1>
          <BookView scrapbook={scrapbook.data} />
        </>
      ) : (
        <ScrapbookEditor scrapbook={scrapbook.data} />
      )}
    </>
  );
}

export function ScrapbooksPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  const [search] = useSearchParams();
  const { user } = useSession();
  const id = search.get('book');
  let content;
  if (!user) content = <ScrapbooksIntroduction returnUrl={id ? `/scrapbooks?book=${id}` : '/scrapbooks'} />;
  else if (id) content = <OneScrapbook id={id} isBookView={search.get('view') === 'book'} />;
  else content = <ScrapbookList />;
  return <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6">{content}</div>;
}
