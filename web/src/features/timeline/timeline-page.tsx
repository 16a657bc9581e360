/**
 * /timeline and /enhanced (docs/product/pages-and-routes.md "Route list"). Signed out: what the
 * timeline is, and a way in. Signed in: the family's memories, messages and tree events on one
 * timeline, by year, built from the user's own data (GET /api/messages, /api/vault/items,
 * /api/family-trees and each tree) with common/src/domain/timeline.ts. Nothing is invented: an
 * empty account shows an empty state.
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import { CalendarHeart, Image, Mail, TreeDeciduous } from 'lucide-react';
import { Link } from 'react-router';
import type { TreeDetail } from '@heirloom/common/contracts/family-tree';
import { vaultRoutes } from '@heirloom/common/routes/vault';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { buildTimeline, type TimelineEntry } from '@heirloom/common/domain/timeline';
import { messageRoutes } from '@heirloom/common/routes/messages';
import { PageIntro } from '../../components/marketing/page-intro';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { routeQuery } from '../../lib/api-client';
import { useAuthModal, useSession } from '../../lib/auth';
import { usePageMeta } from '../../lib/page-meta';
import { familyTreeRoutes } from '@heirloom/common/routes/family-tree';
import { describeGedcomDate } from '@heirloom/common/domain/everyday-date';
import { formatDate, READER_LOCALE } from '../../lib/reader-dates';

/** At most this many trees are read for the timeline (the first ones of the list). */
const MAX_TREES = 5;

const ICONS = { memory: Image, message: Mail, 'tree-event': TreeDeciduous } as const;

const dayLabel = (date: TimelineEntry['date']) =>
  'gedcom' in date ? describeGedcomDate(date.gedcom, READER_LOCALE) : formatDate(date.iso, 'day');

function SignedOut({ isEnhanced }: { isEnhanced: boolean }) {
  const { openAuthModal } = useAuthModal();
  return (
    <div className="mx-auto mt-10 grid max-w-3xl gap-6 px-4 sm:px-6">
      <Card className="grid gap-3">
        <h2 className="text-2xl text-ink">
          {isEnhanced ? 'Everything, in the order it happened' : 'What the timeline shows'}
        </h2>
        <ul className="grid list-disc gap-2 pl-6 text-ink">
          <li>Your memories, on the day each photo or recording was taken.</li>
          <li>Your messages, on the day each was delivered or will be.</li>
          <li>Births, marriages and other events from your family tree.</li>
        </ul>
        <p className="text-ink-soft">It is built from your own account and visible only to you.</p>
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => openAuthModal({ tab: 'signin' })}>Sign in to see yours</Button>
          <Link to="/features" className={buttonClasses('secondary')}>
            All features
          </Link>
        </div>
      </Card>
    </div>
  );
}

function Timeline() {
  const messages = useQuery(routeQuery(messageRoutes.list));
  const items = useQuery(routeQuery(vaultRoutes.listItems, { query: { limit: 1000 } }));
  const trees = useQuery(routeQuery(familyTreeRoutes.list));
  const details = useQueries({
    queries: (trees.data ?? [])
      .slice(0, MAX_TREES)
      .map((tree) => routeQuery(familyTreeRoutes.read, { params: { treeId: tree.id } })),
  });
  const isLoading =
    messages.isPending || items.isPending || trees.isPending || details.some((query) => query.isPending);
  const failed = [messages, items, trees, ...details].find((query) => query.isError);
  if (failed) {
    return (
      <p role="alert" className="mx-auto mt-10 max-w-3xl px-4 text-danger">
        Your timeline could not be loaded: {String(failed.error)}
      </p>
    );
  }
  if (isLoading) {
    return (
      <p role="status" className="mx-auto mt-10 max-w-3xl px-4 text-ink-soft">
        Loading your timeline…
      </p>
    );
  }
  const entries = buildTimeline({
    messages: messages.data ?? [],
    items: items.data?.items ?? [],
    trees: details.flatMap((query) => (query.data ? [query.data as TreeDetail] : [])),
  });
  if (entries.length === 0) {
    return (
      <Card className="mx-auto mt-10 grid max-w-3xl gap-3 text-center">
        <CalendarHeart className="mx-auto size-10 text-accent" aria-hidden />
        <h2 className="text-2xl text-ink">Your timeline is empty</h2>
        <p className="text-ink-soft">Add a memory or schedule a message, and it appears here on its day.</p>
        <p className="flex flex-wrap justify-center gap-3">
          <Link to="/memory-vault" className={buttonClasses('primary')}>
            Add a memory
          </Link>
          <Link to="/schedule-message" className={buttonClasses('secondary')}>
            Schedule a message
          </Link>
        </p>
      </Card>
    );
  }
  const years = [...new Set(entries.map((entry) => new Date(entry.at).getUTCFullYear()))];
  return (
    <div className="mx-auto mt-10 grid max-w-3xl gap-8 px-4 sm:px-6">
      {years.map((year) => (
        <section key={year} aria-labelledby={`year-${year}`}>
          <h2 id={`year-${year}`} className="mb-3 text-2xl text-ink">
            {year}
          </h2>
          <ol className="grid gap-3 border-l-2 border-accent/30 pl-5">
            {entries
              .filter((entry) => new Date(entry.at).getUTCFullYear() === year)
              .map((entry) => {
                const Icon = ICONS[entry.kind];
                return (
                  <li key={entry.key} data-testid="timeline-entry">
                    <Link
                      to={entry.path}
                      className="flex gap-3 rounded-2xl border border-line bg-white p-4 hover:border-accent"
                    >
                      <Icon className="mt-1 size-5 shrink-0 text-accent" aria-hidden />
                      <span className="grid gap-0.5">
                        <span className="text-sm text-ink-soft">{dayLabel(entry.date)}</span>
                        <span className="font-semibold text-ink">{entry.title}</span>
                        <span className="text-sm text-ink-soft">{entry.detail}</span>
                      </span>
                    </Link>
                  </li>
                );
              })}
          </ol>
        </section>
      ))}
    </div>
  );
}

export function TimelinePage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  const { user, isLoading } = useSession();
  const isEnhanced = page.path === '/enhanced';
  return (
    <>
      <PageIntro
        eyebrow={isEnhanced ? 'Enhanced view' : 'Family timeline'}
        title={isEnhanced ? 'Your family, in one view' : 'Your family’s timeline'}
        lead="Memories, messages and family tree events on one line, from the oldest to the ones still to come."
        isCentered
      />
      {isLoading ? null : user ? <Timeline /> : <SignedOut isEnhanced={isEnhanced} />}
    </>
  );
}
