/**
 * A date field of the tree builder: people type a date as they write it ("14/03/1965", "March 1965",
 * "about 1938"); under the field it says how the date will be saved, in words, or why it cannot be
 * read. Reading and wording: common/src/domain/everyday-date.ts (GEDCOM 7.0 dates).
 */
import { describeGedcomDate, readEverydayDate } from '@heirloom/common/domain/everyday-date';
import { errorIdFor, FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';

/** The placeholder of every date field in the builder. */
const DATE_EXAMPLES = 'e.g. 14 March 1965, 1965 or about 1938';

export function EverydayDateField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Read "3/4/1890" as 3 April (true) or March 4 (false): the reader's locale decides. */
  dayFirst: boolean;
  /** Shown after a save was refused for this field. */
  error?: string;
}) {
  const reading = readEverydayDate(props.value, props.dayFirst);
  const hintId = `${props.id}-reading`;
  const words = 'gedcom' in reading && reading.gedcom ? describeGedcomDate(reading.gedcom) : '';
  // Said only when it adds something: "14/03/1965" is read as "March 14, 1965"; those words need no echo.
  const hint = words && words !== props.value.trim() ? `We read this as ${words}.` : '';
  return (
    <FormField id={props.id} label={props.label} error={props.error}>
      <Input
        id={props.id}
        placeholder={DATE_EXAMPLES}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={[props.error && errorIdFor(props.id), hint && hintId].filter(Boolean).join(' ') || undefined}
      />
      {hint && !props.error && (
        <p id={hintId} className="text-sm text-ink-soft" aria-live="polite">
          {hint}
        </p>
      )}
    </FormField>
  );
}
