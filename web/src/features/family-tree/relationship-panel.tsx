/**
 * The relationship calculator (docs/product/family-tree.md "Relationship calculator"): the focus
 * person and a second one chosen by name; the answer as a sentence ("Maya is Rose's second cousin
 * once removed") and the path of people between them, each a button that refocuses the chart.
 */
import { useState } from 'react';
import { personName, type ChartPerson } from '@heirloom/common/contracts/family-tree-chart';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useRelationship } from './family-tree-queries';
import { PersonSearch } from './person-search';

interface RelationshipPanelProps {
  treeId: string;
  focus: ChartPerson;
  onFocus: (personId: string) => void;
}

export function RelationshipPanel({ treeId, focus, onFocus }: RelationshipPanelProps) {
  const [other, setOther] = useState<ChartPerson | null>(null);
  const relationship = useRelationship(treeId, focus.id, other?.id ?? null);
  return (
    <Card>
      <h2 className="mb-3 text-xl text-ink">How are they related?</h2>
      <PersonSearch
        treeId={treeId}
        label={`Someone to compare with ${personName(focus)}`}
        onChoose={setOther}
        exceptId={focus.id}
      />
      {other && relationship.data && (
        <div className="mt-4" aria-live="polite">
          <p className="mb-2 text-lg font-semibold text-ink" data-testid="relationship-label">
            {relationship.data.label}
          </p>
          {relationship.data.people.length > 0 && (
            <ol className="flex flex-wrap items-center gap-1 text-sm" aria-label="The path between them">
              {relationship.data.people.map((person, index) => (
                <li key={person.id} className="flex items-center gap-1">
                  {index > 0 && <span aria-hidden>→</span>}
                  <Button variant="ghost" size="sm" onClick={() => onFocus(person.id)}>
                    {personName(person)}
                  </Button>
                </li>
              ))}
            </ol>
          )}
        </div>
      )}
    </Card>
  );
}
