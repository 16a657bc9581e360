/**
 * A card of a recipe's rows, its ingredients or its steps: a heading, the list's own error, the rows
 * in order, and a button that adds a blank row while the list has fewer than its most.
 */
import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';

/** The rows of a list, as react-hook-form's useFieldArray hands them. */
interface Rows<Row> {
  fields: readonly unknown[];
  append: (row: Row, options: { shouldFocus: boolean }) => void;
}

/**
 * The card, its rows given as `children`.
 * @param rows the list's rows; `newRow` makes the blank one the button adds, up to `max` rows
 * @param error the list's own error, if any
 * @param children the rows, each an `<li>` of the card's ordered list
 */
export function RowsCard<Row>({
  title,
  addLabel,
  rows,
  newRow,
  max,
  error,
  children,
}: {
  title: string;
  addLabel: string;
  rows: Rows<Row>;
  newRow: () => Row;
  max: number;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <Card className="grid gap-3">
      <h2 className="text-2xl text-ink">{title}</h2>
      {error && (
        <p role="alert" className="text-danger">
          {error}
        </p>
      )}
      <ol className="grid gap-3">{children}</ol>
      <Button
        variant="secondary"
        size="sm"
        className="justify-self-start"
        disabled={rows.fields.length >= max}
        // The focus stays on this button rather than moving to the new row.
        onClick={() => rows.append(newRow(), { shouldFocus: false })}
      >
        <Plus className="size-4" aria-hidden /> {addLabel}
      </Button>
    </Card>
  );
}
