/**
 * A search of the tree's people by name (docs/product/family-tree.md "The chart"): a text box and
 * up to 20 matches as buttons; choosing one calls `onChoose`. Used to refocus the chart, to pick
 * the second person of the relationship calculator and the record to merge.
 */
import { Search } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { personName, type ChartPerson } from '@heirloom/common/contracts/family-tree-chart';
import { Input } from '../../components/ui/input';
import { useTreeSearch } from './family-tree-queries';
import { lifeSpan } from './person-format';

interface PersonSearchProps {
  treeId: string;
  label: string;
  onChoose: (person: ChartPerson) => void;
  /** A person not to offer (the one already chosen). */
  exceptId?: string;
}

export function PersonSearch({ treeId, label, onChoose, exceptId }: PersonSearchProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const found = useTreeSearch(treeId, deferred);
  const matches = (found.data ?? []).filter((person) => person.id !== exceptId);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute top-3.5 left-3 size-4 text-ink-soft" aria-hidden />
        <Input
          id={id}
          type="search"
          className="pl-9"
          placeholder="Type a name"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
        />
      </div>
      {deferred.trim() && (
        <ul
          className="mt-2 max-h-60 overflow-y-auto rounded-xl border border-line bg-white"
          aria-label="Matching people"
        >
          {matches.length === 0 && !found.isPending && (
            <li className="px-3 py-2 text-ink-soft">Nobody by that name.</li>
          )}
          {matches.map((person) => (
            <li key={person.id}>
              <button
                type="button"
                className="flex w-full justify-between gap-3 px-3 py-2 text-left hover:bg-paper-deep focus-visible:bg-paper-deep focus-visible:outline-none"
                onClick={() => {
                  onChoose(person);
                  setQuery('');
                }}
              >
                <span className="font-semibold text-ink">{personName(person)}</span>
                <span className="text-sm text-ink-soft">{lifeSpan(person)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
