/** Move up, move down and remove buttons of one row of a recipe's ingredients or steps. */
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/button';

/** The rows of a list, as react-hook-form's useFieldArray hands them. */
interface Rows {
  fields: readonly unknown[];
  swap: (indexA: number, indexB: number) => void;
  remove: (index: number) => void;
}

/**
 * The buttons of row `index` of `rows`, labelled with the row's `name`. Moving swaps the row with
 * its neighbour; the first row going up, or the last going down, stays where it is.
 */
export function RowActions({
  name,
  index,
  rows,
  className,
}: {
  name: string;
  index: number;
  rows: Rows;
  className: string;
}) {
  const move = (offset: -1 | 1) => {
    const target = index + offset;
    if (target >= 0 && target < rows.fields.length) rows.swap(index, target);
  };
  return (
    <div className={`flex gap-1 ${className}`}>
      <Button variant="ghost" size="sm" aria-label={`Move ${name} up`} onClick={() => move(-1)}>
        <ArrowUp className="size-4" aria-hidden />
      </Button>
      <Button variant="ghost" size="sm" aria-label={`Move ${name} down`} onClick={() => move(1)}>
        <ArrowDown className="size-4" aria-hidden />
      </Button>
      <Button variant="ghost" size="sm" aria-label={`Remove ${name}`} onClick={() => rows.remove(index)}>
        <Trash2 className="size-4" aria-hidden />
      </Button>
    </div>
  );
}
