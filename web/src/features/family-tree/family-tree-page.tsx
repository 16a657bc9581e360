/**
 * /family-tree and /ancestry: the chart around a focus person (?person=, else the person marked
 * "this is me", else the most connected person) — pedigree, descendants or both (/ancestry opens on the
 * pedigree), search by name, click or Enter to refocus, the focus person's details with a link to
 * their page (/voice-ancestry?person=), the relationship calculator, and for the tree's owner the
 * "Share with my family circle" switch.
 */
import { Mic } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { personName, type ChartPerson } from '@heirloom/common/contracts/family-tree-chart';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { LoadingScreen } from '../../components/layout/loading-screen';
import { CircleSharing } from '../../components/sharing/circle-sharing';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useSession } from '../../lib/auth';
import { usePageMeta } from '../../lib/page-meta';
import type { ChartView } from './chart-layout';
import { chartFocusId, treeChanges, useFocus, useTreeChange, useTrees, useTreeSearch } from './family-tree-queries';
import { lifeSpan, livingWord } from './person-format';
import { PersonSearch } from './person-search';
import { RelationshipPanel } from './relationship-panel';
import { TreeChart } from './tree-chart';
import { TreePicker, TreeVisitorIntroduction, useChosenTree } from './tree-access';

const VIEWS: { view: ChartView; label: string }[] = [
  { view: 'both', label: 'Whole family' },
  { view: 'pedigree', label: 'Ancestors' },
  { view: 'descendants', label: 'Descendants' },
];

function FocusDetails({ person }: { person: ChartPerson }) {
  return (
    <Card>
      <h2 className="mb-1 text-2xl text-ink" data-testid="focus-name">
        {personName(person)}
      </h2>
      <p className="mb-3 text-ink-soft">
        {[lifeSpan(person), livingWord(person)].filter(Boolean).join(' · ') || 'No dates yet'}
      </p>
      {person.hasVoice && (
        <p className="mb-3 flex items-center gap-2 text-sm text-accent">
          <Mic className="size-4" aria-hidden /> Their voice is kept
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Link to={`/voice-ancestry?person=${person.id}`} className={buttonClasses('primary', 'sm')}>
          Open their page
        </Link>
        <Link to={`/family-tree-builder?person=${person.id}`} className={buttonClasses('secondary', 'sm')}>
          Edit in the builder
        </Link>
      </div>
    </Card>
  );
}

function TreeChartScreen({ defaultView }: { defaultView: ChartView }) {
  const trees = useTrees();
  const { tree, choose } = useChosenTree(trees.data);
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState<ChartView>(defaultView);
  // Until the list of trees arrives, the address's tree: the chart's own requests start at once
  // instead of after the list (the same query when the list confirms it).
  const treeId = trees.data ? (tree?.id ?? null) : params.get('tree');
  const start = useTreeSearch(treeId, '', !params.get('person'));
  const focusId = chartFocusId(params.get('person'), start.data);
  const focus = useFocus(treeId, focusId);
  const { send } = useTreeChange();
  const refocus = (personId: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('person', personId);
      return next;
    });

  if (trees.isPending) return <LoadingScreen message="Opening your family tree..." />;
  if (!tree) {
    return (
      <Card className="mx-auto max-w-lg text-center">
        <h1 className="mb-2 text-2xl text-ink">No family tree yet</h1>
        <p className="mb-5 text-ink-soft">Start with yourself and add your family, or bring in a GEDCOM file.</p>
        <Link to="/family-tree-builder" className={buttonClasses('primary', 'md')}>
          Open the builder
        </Link>
      </Card>
    );
  }
  const focusPerson = focus.data?.people.find((person) => person.id === focus.data?.focusId) ?? null;
  const sharing = tree.role === 'owner' && (
    <div className="max-w-2xl [grid-area:sharing]">
      <CircleSharing
        id="tree-circle-sharing"
        name={tree.name}
        isShared={tree.isSharedWithCircle}
        onChange={(isShared) => send(treeChanges.share(tree.id, isShared))}
      />
    </div>
  );
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 sm:mb-6 sm:items-end sm:gap-4">
        <div>
          <h1 className="text-3xl text-ink sm:mb-1 sm:text-4xl">{tree.name}</h1>
          <p className="hidden text-ink-soft sm:block">Click a person to see their family around them.</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <TreePicker trees={trees.data ?? []} tree={tree} onChoose={choose} />
          <Link to={`/family-tree-builder?tree=${tree.id}`} className={buttonClasses('secondary', 'md')}>
            Builder
          </Link>
        </div>
      </div>
      {/* On a phone the chart comes first, its controls under it; on a wide screen the controls lead. */}
      <div className="grid gap-6 [grid-template-areas:'chart''controls''side''sharing'] lg:grid-cols-[1fr_320px] lg:[grid-template-areas:'sharing_sharing''controls_controls''chart_side']">
        {sharing}
        <div className="flex flex-wrap items-end gap-4 [grid-area:controls]">
          <div
            className="inline-flex rounded-full border border-line bg-white p-1"
            role="group"
            aria-label="Chart view"
          >
            {VIEWS.map((option) => (
              <button
                key={option.view}
                type="button"
                aria-pressed={view === option.view}
                className={`rounded-full px-4 py-2 text-sm font-semibold ${view === option.view ? 'bg-accent text-white' : 'text-ink'}`}
                onClick={() => setView(option.view)}
              >
                {option.label}
              </button>
            ))}
          </div>
          <div className="w-full max-w-sm">
            <PersonSearch treeId={tree.id} label="Find a person" onChoose={(person) => refocus(person.id)} />
          </div>
        </div>
        {focus.data ? (
          <>
            <div className="-mx-4 min-w-0 [grid-area:chart] sm:mx-0">
              <TreeChart treeId={tree.id} focus={focus.data} view={view} onFocus={refocus} />
            </div>
            {focusPerson && (
              <div className="grid content-start gap-6 [grid-area:side]">
                <FocusDetails person={focusPerson} />
                <RelationshipPanel treeId={tree.id} focus={focusPerson} onFocus={refocus} />
              </div>
            )}
          </>
        ) : focusId === null && !start.isPending ? (
          <Card className="text-center [grid-area:chart]">
            <p className="mb-4 text-ink-soft">This tree has nobody in it yet.</p>
            <Link to={`/family-tree-builder?tree=${tree.id}`} className={buttonClasses('primary', 'md')}>
              Add the first person
            </Link>
          </Card>
        ) : (
          <div className="[grid-area:chart]">
            <LoadingScreen message="Drawing the family..." />
          </div>
        )}
      </div>
    </>
  );
}

export function FamilyTreePage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  const { user } = useSession();
  const { pathname } = useLocation();
  if (!user) return <TreeVisitorIntroduction returnUrl={pathname} />;
  // A member sees it in the app frame, which gives the page its width and margins.
  return <TreeChartScreen defaultView={pathname === '/ancestry' ? 'pedigree' : 'both'} />;
}
