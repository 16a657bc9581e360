/**
 * "When Maya turns 18" in the capsule form (docs/product/capsules-scrapbooks-recipes.md "Time
 * capsules"): someone of a family tree the owner reads and an age. People without an exact birth
 * date are listed but cannot be chosen, and say why; the chosen birthday is shown before saving
 * (AGE_DELIVERY_HOUR on that day, the server's rule).
 */
import { Link } from 'react-router';
import { MAX_BIRTHDAY_AGE } from '@heirloom/common/contracts/time-capsules';
import { AGE_DELIVERY_HOUR, ageBirthday } from '@heirloom/common/domain/life-events';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { useBirthdayPeople, type BirthdayPerson } from './time-capsules-queries';
import { formatCalendarDay } from '../../lib/reader-dates';

/** "Opens on March 14, 2030 at 9:00, Maya Rivera's 18th birthday", or why it cannot. */
function describeBirthday(person: BirthdayPerson | undefined, age: number): string | null {
  if (!person?.birthDay || !Number.isInteger(age) || age < 1) return null;
  const day = ageBirthday(person.birthDay, age);
  if (!day) return null;
  return `Opens on ${formatCalendarDay(day, 'day')} at ${AGE_DELIVERY_HOUR}:00, when ${person.name} turns ${age}.`;
}

export function BirthdayOpeningFields({
  individualId,
  age,
  onChange,
  error,
}: {
  individualId: string;
  age: string;
  onChange: (next: { individualId?: string; age?: string }) => void;
  error?: string;
}) {
  const people = useBirthdayPeople(true);
  const list = people.data ?? [];
  const chosen = list.find((person) => person.individualId === individualId);
  const preview = describeBirthday(chosen, Number(age));
  if (people.isPending) return <p className="text-sm text-ink-soft">Reading your family tree…</p>;
  if (list.length === 0)
    return (
      <p className="text-sm text-ink-soft" data-testid="birthday-no-people">
        Nobody is in a family tree of yours yet.{' '}
        <Link to="/family-tree-builder" className="font-semibold text-accent underline underline-offset-4">
          Add people and their birth dates
        </Link>{' '}
        to open a capsule on a birthday.
      </p>
    );
  return (
    <div className="grid gap-3">
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <FormField id="capsule-person" label="Whose birthday" error={error}>
          <select
            id="capsule-person"
            value={individualId}
            onChange={(event) => onChange({ individualId: event.target.value })}
            className="h-11 w-full rounded-xl border border-line bg-white px-3 text-ink"
          >
            <option value="">Choose someone…</option>
            {list.map((person) => (
              <option key={person.individualId} value={person.individualId} disabled={!person.birthDay}>
                {person.name}
                {person.birthDay
                  ? ` (born ${person.birthDate})`
                  : person.birthDate
                    ? ` — birth date not exact (${person.birthDate})`
                    : ' — no birth date'}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="capsule-age" label="When they turn">
          <Input
            id="capsule-age"
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_BIRTHDAY_AGE}
            value={age}
            onChange={(event) => onChange({ age: event.target.value })}
          />
        </FormField>
      </div>
      <p className="text-sm text-ink-soft" data-testid="birthday-preview" aria-live="polite">
        {preview ??
          'Only an exact birth date (day, month and year) can open a capsule. If someone’s date is approximate, complete it in the family tree.'}{' '}
        While the capsule is being filled it follows the birth date in the tree; sealing fixes the day.
      </p>
    </div>
  );
}
