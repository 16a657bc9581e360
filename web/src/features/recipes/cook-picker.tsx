/**
 * Whose recipe it is, as a person of the family tree: the people of the trees the writer may read,
 * to link the recipe to; choosing one fills the cook's name when it is empty.
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import type { TreeDetail } from '@heirloom/common/contracts/family-tree';
import { FormField } from '../../components/ui/form-field';
import { familyTreeRoutes } from '@heirloom/common/routes/family-tree';
import { routeQuery } from '../../lib/api-client';

export interface CookChoice {
  individualId: string | null;
  name: string;
}

export function CookPicker({ value, onChange }: { value: string | null; onChange: (choice: CookChoice) => void }) {
  const trees = useQuery(routeQuery(familyTreeRoutes.list));
  const details = useQueries({
    queries: (trees.data ?? []).map((tree) => routeQuery(familyTreeRoutes.read, { params: { treeId: tree.id } })),
  });
  const people = details
    .flatMap((detail) => (detail.data as TreeDetail | null | undefined)?.individuals ?? [])
    .map((person) => ({ id: person.id, name: person.name }))
    .filter((person) => person.name)
    .sort((a, b) => a.name.localeCompare(b.name));
  if (people.length === 0 && !value) return null;
  return (
    <FormField id="recipe-cook-person" label="In the family tree (optional)">
      <select
        id="recipe-cook-person"
        value={value ?? ''}
        onChange={(event) => {
          const person = people.find((candidate) => candidate.id === event.target.value);
          onChange({ individualId: person?.id ?? null, name: person?.name ?? '' });
        }}
        className="h-11 w-full rounded-xl border border-line bg-white px-4 text-base text-ink focus:border-accent"
      >
        <option value="">Not linked to a person</option>
        {people.map((person) => (
          <option key={person.id} value={person.id}>
            {person.name}
          </option>
        ))}
      </select>
    </FormField>
  );
}
