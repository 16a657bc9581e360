/**
 * What the chart and the builder share around a tree: the signed-out introduction, the chosen tree
 * (?tree= or the newest) and its picker when there are several.
 */
import { GitBranch } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useSearchParams } from 'react-router';
import type { FamilyTree } from '@heirloom/common/contracts/family-tree';
import { Button } from '../../components/ui/button';
import { useAuthModal } from '../../lib/auth';

/** The signed-out visitor's view: what the tree is and the way in. */
export function TreeVisitorIntroduction({ returnUrl }: { returnUrl: string }) {
  const { openAuthModal } = useAuthModal();
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
      <GitBranch className="mx-auto mb-4 size-10 text-accent" aria-hidden />
      <h1 className="mb-4 text-4xl text-ink">Your family tree, with their voices</h1>
      <p className="mb-8 text-lg text-ink-soft">
        Add your parents, grandparents and children in a few clicks, bring in a GEDCOM file from another program, and
        keep each person's photos and recordings beside their name.
      </p>
      <Button size="lg" onClick={() => openAuthModal({ tab: 'signup', returnUrl })}>
        Start your family tree
      </Button>
    </section>
  );
}

/** The tree named by ?tree=, else the first of `trees` (then named in the address); and a way to choose another. */
export function useChosenTree(trees: FamilyTree[] | null | undefined) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('tree');
  const tree = trees?.find((candidate) => candidate.id === wanted) ?? trees?.[0] ?? null;
  // The tree shown is written into the address, so a tree added meanwhile (an import) does not replace it.
  useEffect(() => {
    if (tree && wanted !== tree.id) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('tree', tree.id);
          return next;
        },
        { replace: true },
      );
    }
  }, [tree, wanted, setParams]);
  const choose = (treeId: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('tree', treeId);
      next.delete('person');
      return next;
    });
  return { tree, choose };
}

/** A select of the user's trees, shown only when there is more than one. */
export function TreePicker({
  trees,
  tree,
  onChoose,
}: {
  trees: FamilyTree[];
  tree: FamilyTree;
  onChoose: (id: string) => void;
}) {
  const id = useId();
  if (trees.length < 2) return null;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        Tree
      </label>
      <select
        id={id}
        className="h-11 rounded-xl border border-line bg-white px-3 text-ink"
        value={tree.id}
        onChange={(event) => onChoose(event.target.value)}
      >
        {trees.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.name}
          </option>
        ))}
      </select>
    </div>
  );
}
