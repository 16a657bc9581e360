/**
 * The dashboard's scrapbooks: the most recently changed ones with their cover and page count, or
 * the way to make a first one.
 */
import { BookHeart } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { scrapbookRoutes } from '@heirloom/common/routes/scrapbooks';
import { routeQuery } from '../../lib/api-client';

/** How many scrapbooks the dashboard lists. */
const SHOWN = 3;

export function ScrapbooksSummary() {
  const scrapbooks = useQuery(routeQuery(scrapbookRoutes.list));
  if (scrapbooks.isPending) return null;
  const recent = (scrapbooks.data ?? []).slice(0, SHOWN);
  return (
    <section className="mb-8 rounded-2xl bg-paper-deep p-4 text-ink" data-testid="scrapbooks-summary">
      <h2 className="mb-3 flex items-center gap-2 text-lg font-semibold">
        <BookHeart className="size-5 text-accent" aria-hidden /> Recent scrapbooks
      </h2>
      {recent.length === 0 ? (
        <p className="mb-2">
          No scrapbook yet. Make one from an album, a person of your tree, a few years or an occasion.
        </p>
      ) : (
        <ul className="mb-3 grid gap-3 sm:grid-cols-3">
          {recent.map((scrapbook) => (
            <li key={scrapbook.id}>
              <Link
                to={`/scrapbooks?book=${scrapbook.id}`}
                className="flex items-center gap-3 rounded-xl bg-white/70 p-2 hover:bg-white"
              >
                {scrapbook.coverUrl ? (
                  <img
                    src={scrapbook.coverUrl}
                    alt=""
                    loading="lazy"
                    className="size-14 shrink-0 rounded-lg object-cover"
                  />
                ) : (
                  <span className="flex size-14 shrink-0 items-center justify-center rounded-lg bg-accent-soft">
                    <BookHeart className="size-6 text-accent" aria-hidden />
                  </span>
                )}
                <span className="min-w-0">
                  <span className="block truncate font-semibold underline underline-offset-4">{scrapbook.title}</span>
                  <span className="block text-sm text-ink-soft">
                    {scrapbook.pageCount} {scrapbook.pageCount === 1 ? 'page' : 'pages'}
                    {scrapbook.role === 'owner' ? '' : ` · ${scrapbook.ownerName}'s`}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link
        to={recent.length === 0 ? '/scrapbook-generator' : '/scrapbooks'}
        className="font-semibold text-accent underline"
      >
        {recent.length === 0 ? 'Make a scrapbook' : 'See your scrapbooks'}
      </Link>
    </section>
  );
}
