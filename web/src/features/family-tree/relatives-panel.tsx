/**
 * The builder's relatives of the chosen person (docs/product/family-tree.md "The builder"):
 * parents, partners, children and siblings — each a button that chooses them — and "Add a parent /
 * partner / child / sibling" in one small form (given names, surname, sex): the new person and
 * their family link in two calls.
 */
import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { Individual, TreeDetail } from '@heirloom/common/contracts/family-tree';
import { personName } from '@heirloom/common/contracts/family-tree-chart';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { treeChanges, useTreeChange } from './family-tree-queries';
import { familyChangeFor, relativesOf, type Relation } from './tree-relatives';

const GROUPS: { relation: Relation; key: keyof ReturnType<typeof relativesOf>; title: string }[] = [
  { relation: 'parent', key: 'parents', title: 'Parents' },
  { relation: 'partner', key: 'partners', title: 'Partners' },
  { relation: 'child', key: 'children', title: 'Children' },
  { relation: 'sibling', key: 'siblings', title: 'Siblings' },
];

interface RelativesPanelProps {
  treeId: string;
  detail: TreeDetail;
  person: Individual;
  hidden: ReadonlySet<string>;
  onChoose: (id: string) => void;
}

function AddRelativeForm({
  treeId,
  detail,
  person,
  relation,
  onDone,
}: Omit<RelativesPanelProps, 'hidden' | 'onChoose'> & { relation: Relation; onDone: () => void }) {
  const change = useTreeChange();
  const [givenNames, setGivenNames] = useState('');
  // A relative by blood starts with the whole family name, its particle included ("von Goethe").
  const [surname, setSurname] = useState(
    relation === 'partner' ? '' : [person.surnamePrefix, person.surname].filter(Boolean).join(' '),
  );
  const [sex, setSex] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const added = await change.send<Individual>(
        treeChanges.addPerson(treeId, { givenNames, surname, sex: sex === '' ? null : (sex as Individual['sex']) }),
      );
      const { familyId, input } = familyChangeFor(detail, person.id, relation, added.id);
      await change.send(
        familyId ? treeChanges.changeFamily(treeId, familyId, input) : treeChanges.addFamily(treeId, input),
      );
      toast({ title: 'Added', description: `${personName(added)} is in the tree.` });
      onDone();
    } catch (error) {
      toast({ variant: 'destructive', title: 'Not added', description: describeError(error) });
    }
  };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="mt-2 grid gap-2 rounded-xl bg-paper-deep p-3"
      aria-label={`Add a ${relation}`}
    >
      <Input
        aria-label={`Given names of the ${relation}`}
        placeholder="Given names"
        value={givenNames}
        onChange={(e) => setGivenNames(e.target.value)}
        autoFocus
      />
      <Input
        aria-label={`Surname of the ${relation}`}
        placeholder="Surname"
        value={surname}
        onChange={(e) => setSurname(e.target.value)}
      />
      <select
        aria-label={`Sex of the ${relation}`}
        className="h-11 rounded-xl border border-line bg-white px-3 text-ink"
        value={sex}
        onChange={(e) => setSex(e.target.value)}
      >
        <option value="">Sex not recorded</option>
        <option value="F">Female</option>
        <option value="M">Male</option>
        <option value="X">Intersex</option>
      </select>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={change.isPending}>
          Add {relation}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

export function RelativesPanel({ treeId, detail, person, hidden, onChoose }: RelativesPanelProps) {
  const [adding, setAdding] = useState<Relation | null>(null);
  const relatives = relativesOf(detail, person.id);
  const byId = new Map(detail.individuals.map((individual) => [individual.id, individual]));
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {GROUPS.map((group) => {
        const people = relatives[group.key].filter((id) => !hidden.has(id) && byId.has(id));
        return (
          <section key={group.relation} aria-labelledby={`relatives-${group.relation}`}>
            <h3 id={`relatives-${group.relation}`} className="mb-2 text-lg text-ink">
              {group.title}
            </h3>
            {people.length === 0 && <p className="text-sm text-ink-soft">None recorded.</p>}
            <ul className="mb-2 grid gap-1">
              {people.map((id) => (
                <li key={id}>
                  <Button variant="ghost" size="sm" onClick={() => onChoose(id)}>
                    {personName(byId.get(id)!)}
                  </Button>
                </li>
              ))}
            </ul>
            {adding === group.relation ? (
              <AddRelativeForm
                treeId={treeId}
                detail={detail}
                person={person}
                relation={group.relation}
                onDone={() => setAdding(null)}
              />
            ) : (
              <Button variant="secondary" size="sm" onClick={() => setAdding(group.relation)}>
                <UserPlus className="size-4" aria-hidden /> Add a {group.relation}
              </Button>
            )}
          </section>
        );
      })}
    </div>
  );
}
