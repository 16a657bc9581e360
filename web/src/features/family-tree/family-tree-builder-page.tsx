/**
 * /family-tree-builder (docs/product/family-tree.md "The builder"): start from yourself; choose
 * anyone (?person=, by name or through their relatives) and edit them in place; add parents,
 * partners, children and siblings; "this is me"; delete with undo (the removal is sent once the
 * Undo toast has had its time); merge two records of one person after a confirmation; the tree's
 * warnings for impossible dates; GEDCOM import (preview with line-numbered warnings, then a job)
 * and export.
 */
import { AlertTriangle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { personName, type ChartPerson } from '@heirloom/common/contracts/family-tree-chart';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { LoadingScreen } from '../../components/layout/loading-screen';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog, type Confirmation } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { useSession } from '../../lib/auth';
import { usePageMeta } from '../../lib/page-meta';
import { BuilderStart } from './builder-start';
import { treeChanges, useTreeChange, useTreeDetail, useTrees, useTreeWarnings } from './family-tree-queries';
import { GedcomPanel } from './gedcom-panel';
import { PersonEditor } from './person-editor';
import { PersonMediaSection } from './person-media-section';
import { PersonSearch } from './person-search';
import { RelativesPanel } from './relatives-panel';
import { TreePicker, TreeVisitorIntroduction, useChosenTree } from './tree-access';

/** How long a removed person can be brought back before the removal is sent. */
const UNDO_MS = 6000;

function Builder() {
  const { user } = useSession();
  const trees = useTrees();
  const { tree, choose } = useChosenTree(trees.data);
  const [params, setParams] = useSearchParams();
  const detail = useTreeDetail(tree?.id ?? null);
  const warnings = useTreeWarnings(tree?.id ?? null);
  const change = useTreeChange();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const pendingRemovals = useRef(new Map<string, () => void>());
  // Leaving the page sends the removals still waiting for their Undo time.
  useEffect(() => () => pendingRemovals.current.forEach((send) => send()), []);

  const choosePerson = (personId: string, treeId = tree?.id) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (treeId) next.set('tree', treeId);
      next.set('person', personId);
      return next;
    });

  if (trees.isPending || (tree && detail.isPending)) return <LoadingScreen message="Opening your family tree..." />;
  // Without a tree: start with yourself, or bring a tree made in another program (GEDCOM or GEDZIP).
  if (!tree) {
    return (
      <div className="mx-auto grid max-w-lg gap-6">
        <BuilderStart onStarted={(treeId, personId) => choosePerson(personId, treeId)} />
        <GedcomPanel tree={null} />
      </div>
    );
  }
  if (!detail.data) return <LoadingScreen message="Opening your family tree..." />;
  const people = detail.data.individuals.filter((individual) => !hidden.has(individual.id));
  const person =
    people.find((individual) => individual.id === params.get('person')) ??
    people.find((individual) => individual.linkedUserId === user?.id) ??
    people[0] ??
    null;
  const canEdit = tree.role !== 'viewer';
  // A person linked to an account is that account's and the tree owner's: nobody else claims it or
  // removes it (docs/product/roles-and-access.md "Sharing"; the server refuses the rest).
  const isSomeoneElses = (linkedUserId: string | null) => linkedUserId !== null && linkedUserId !== user?.id;
  const nameOf = new Map(detail.data.individuals.map((individual) => [individual.id, personName(individual)]));

  const remove = (id: string) => {
    const name = nameOf.get(id)!;
    setHidden((current) => new Set([...current, id]));
    const send = () => {
      clearTimeout(timer);
      pendingRemovals.current.delete(id);
      change.send(treeChanges.deletePerson(tree.id, id)).catch((error: unknown) => {
        setHidden((current) => new Set([...current].filter((hiddenId) => hiddenId !== id)));
        toast({ variant: 'destructive', title: `${name} was not removed`, description: describeError(error) });
      });
    };
    const timer = setTimeout(send, UNDO_MS);
    pendingRemovals.current.set(id, send);
    toast({
      title: `${name} removed`,
      description: 'Their events and family links go with them.',
      action: {
        label: 'Undo',
        altText: `Bring ${name} back`,
        onClick: () => {
          clearTimeout(timer);
          pendingRemovals.current.delete(id);
          setHidden((current) => new Set([...current].filter((hiddenId) => hiddenId !== id)));
        },
      },
    });
  };

  const askMerge = (kept: string, other: ChartPerson) =>
    setConfirmation({
      title: `Merge ${personName(other)} into ${nameOf.get(kept)}?`,
      description: `${personName(other)}'s events, families and photos move to ${nameOf.get(kept)}, and the second record is deleted. This cannot be undone.`,
      confirmLabel: 'Merge',
      done: 'Merged',
      run: () => change.send(treeChanges.merge(tree.id, kept, other.id)),
    });

  return (
    <>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="mb-1 text-4xl text-ink">{tree.name}</h1>
          <p className="text-ink-soft">
            {people.length} {people.length === 1 ? 'person' : 'people'} · choose anyone to edit them or add their
            family.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <TreePicker trees={trees.data ?? []} tree={tree} onChoose={choose} />
          <Link
            to={`/family-tree?tree=${tree.id}${person ? `&person=${person.id}` : ''}`}
            className={buttonClasses('primary', 'md')}
          >
            See the chart
          </Link>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_360px]">
        <div className="grid content-start gap-6">
          <Card>
            <PersonSearch treeId={tree.id} label="Find a person" onChoose={(found) => choosePerson(found.id)} />
          </Card>
          {person ? (
            <Card key={person.id}>
              <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
                <h2 className="text-2xl text-ink" data-testid="builder-person">
                  {personName(person)}
                  {person.linkedUserId === user?.id && <span className="ml-2 text-base text-accent">(you)</span>}
                </h2>
                <div className="flex flex-wrap gap-2">
                  {(person.linkedUserId === null || (tree.role === 'owner' && isSomeoneElses(person.linkedUserId))) && (
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => void change.send(treeChanges.linkMe(tree.id, person.id))}
                    >
                      This is me
                    </Button>
                  )}
                  {canEdit && (tree.role === 'owner' || !isSomeoneElses(person.linkedUserId)) && (
                    <Button variant="danger" size="sm" onClick={() => remove(person.id)}>
                      Delete
                    </Button>
                  )}
                </div>
              </div>
              {canEdit ? (
                <>
                  <PersonEditor treeId={tree.id} detail={detail.data} person={person} />
                  <hr className="my-6 border-line" />
                  <PersonMediaSection personId={person.id} name={personName(person)} />
                </>
              ) : (
                <p className="text-ink-soft">You can see this tree; its owner and editors change it.</p>
              )}
              <hr className="my-6 border-line" />
              <RelativesPanel
                treeId={tree.id}
                detail={detail.data}
                person={person}
                hidden={hidden}
                onChoose={choosePerson}
              />
              {canEdit && (
                <>
                  <hr className="my-6 border-line" />
                  <h3 className="mb-2 text-lg text-ink">The same person twice?</h3>
                  <PersonSearch
                    treeId={tree.id}
                    label={`Another record of ${personName(person)} to merge into this one`}
                    exceptId={person.id}
                    onChoose={(other) => askMerge(person.id, other)}
                  />
                </>
              )}
            </Card>
          ) : (
            <Card className="text-center text-ink-soft">Everyone in this tree has been removed.</Card>
          )}
        </div>
        <div className="grid content-start gap-6">
          <Card>
            <h2 className="mb-3 flex items-center gap-2 text-xl text-ink">
              <AlertTriangle className="size-5 text-accent" aria-hidden /> Things to check
            </h2>
            {warnings.data && warnings.data.length > 0 ? (
              <ul className="grid gap-2" aria-label="Warnings">
                {warnings.data.map((warning, index) => (
                  <li key={index}>
                    <button
                      type="button"
                      className="text-left text-ink underline-offset-4 hover:underline"
                      onClick={() => choosePerson(warning.individualId)}
                    >
                      {warning.message}
                    </button>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-ink-soft">Nothing looks impossible.</p>
            )}
          </Card>
          <GedcomPanel tree={tree} />
        </div>
      </div>
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </>
  );
}

export function FamilyTreeBuilderPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  const { user } = useSession();
  if (!user) return <TreeVisitorIntroduction returnUrl="/family-tree-builder" />;
  // A member sees it in the app frame, which gives the page its width and margins.
  return <Builder />;
}
