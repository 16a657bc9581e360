/** The signed-in user's scrapbooks, most recently changed first, and the way to make one (an empty state when there is none). */
import { BookHeart, Plus } from 'lucide-react';
import { Link } from 'react-router';
import type { ScrapbookSummary } from '@heirloom/common/contracts/scrapbooks';
import { findScrapbookTemplate } from '@heirloom/common/domain/scrapbook-templates';
import { LoadingScreen } from '../../components/layout/loading-screen';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useScrapbooks } from './scrapbooks-queries';

const ROLE = { owner: 'Yours', editor: 'You may edit it', viewer: 'Shared with you' } as const;

function ScrapbookRow({ scrapbook }: { scrapbook: ScrapbookSummary }) {
  return (
    <li>
      <Link
        to={`/scrapbooks?book=${scrapbook.id}`}
        className="block rounded-3xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        <Card className="flex items-center gap-4 transition-colors hover:bg-paper-deep">
          {scrapbook.coverUrl ? (
            <img src={scrapbook.coverUrl} alt="" className="size-16 shrink-0 rounded-lg object-cover" />
          ) : (
            <BookHeart className="size-12 shrink-0 text-accent" aria-hidden />
          )}
          <div className="min-w-0 flex-1">
            <h2 className="truncate text-xl text-ink">{scrapbook.title}</h2>
            <p className="text-sm text-ink-soft">
              {scrapbook.pageCount} {scrapbook.pageCount === 1 ? 'page' : 'pages'} ·{' '}
              {findScrapbookTemplate(scrapbook.templateId)?.name ?? 'Template'} · {ROLE[scrapbook.role]}
            </p>
            <p className="truncate text-sm text-ink-soft">{scrapbook.sourceLabel}</p>
          </div>
        </Card>
      </Link>
    </li>
  );
}

export function ScrapbookList() {
  const scrapbooks = useScrapbooks();
  if (scrapbooks.isPending) return <LoadingScreen message="Opening your scrapbooks..." />;
  const list = scrapbooks.data ?? [];
  return (
    <>
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="mb-1 text-4xl text-ink">Scrapbooks</h1>
          <p className="text-ink-soft">Pages of photos, captions and the family's own voices, to turn or to print.</p>
        </div>
        <Link to="/scrapbook-generator" className={buttonClasses('primary')}>
          <Plus className="size-4" aria-hidden /> New scrapbook
        </Link>
      </div>
      {list.length === 0 ? (
        <Card className="text-center" data-testid="scrapbooks-empty">
          <BookHeart className="mx-auto mb-3 size-10 text-accent" aria-hidden />
          <h2 className="mb-2 text-2xl text-ink">No scrapbooks yet</h2>
          <p className="mb-5 text-ink-soft">
            Choose an album, a person of your tree, a stretch of dates or an occasion, and we lay out a first draft.
          </p>
          <Link to="/scrapbook-generator" className={buttonClasses('primary')}>
            Make your first scrapbook
          </Link>
        </Card>
      ) : (
        <ul className="grid gap-4">
          {list.map((scrapbook) => (
            <ScrapbookRow key={scrapbook.id} scrapbook={scrapbook} />
          ))}
        </ul>
      )}
    </>
  );
}
