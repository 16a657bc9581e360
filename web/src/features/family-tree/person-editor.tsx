/**
 * The builder's form for one person, edited in place: given names and surname (and, under "More
 * name parts", GEDCOM's other name pieces: a title, a nickname, a surname particle, a suffix), sex,
 * birth date and place, and "Has died" with the death's date and place when known (dates typed as
 * people write them, "14/03/1965" or "about 1938", saved as GEDCOM 7.0 dates; one that cannot be read
 * stops the save with a message under its field). "Has died" records the person as deceased even without
 * a date (exported as "1 DEAT Y"); unchecked, the living rule decides from the tree's dates
 * (docs/decisions/006). Saving changes the person and adds, changes or removes their BIRT and DEAT events.
 */
import { useState, type FormEvent } from 'react';
import { SEXES, type Individual, type TreeDetail } from '@heirloom/common/contracts/family-tree';
import { editableDate, isDayFirst, readEverydayDate } from '@heirloom/common/domain/everyday-date';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { describeError } from '../../lib/api';
import { EverydayDateField } from './everyday-date-field';
import { treeChanges, useTreeChange } from './family-tree-queries';
import { vitalChange } from './person-vitals';

/** How the reader's locale orders day and month in "3/4/1890". */
const dayFirst = isDayFirst();

const SEX_LABELS: Record<(typeof SEXES)[number], string> = { M: 'Male', F: 'Female', X: 'Intersex', U: 'Unknown' };

type Vital = 'BIRT' | 'DEAT';

/** GEDCOM's name pieces beyond given names and surname (NPFX, SPFX, NSFX, NICK), in the order a name is written. */
const NAME_PARTS = [
  { field: 'namePrefix', label: 'Title', placeholder: 'e.g. Dr., Rev.' },
  { field: 'surnamePrefix', label: 'Surname particle', placeholder: 'e.g. von, de la, van der' },
  { field: 'nameSuffix', label: 'Suffix', placeholder: 'e.g. Jr., Sr, III' },
  { field: 'nickname', label: 'Nickname', placeholder: 'e.g. Bill' },
] as const;

export function PersonEditor({ treeId, detail, person }: { treeId: string; detail: TreeDetail; person: Individual }) {
  const change = useTreeChange();
  const eventOf = (tag: Vital) => detail.events.find((event) => event.individualId === person.id && event.tag === tag);
  const [form, setForm] = useState(() => ({
    namePrefix: person.namePrefix,
    givenNames: person.givenNames,
    nickname: person.nickname,
    surnamePrefix: person.surnamePrefix,
    surname: person.surname,
    nameSuffix: person.nameSuffix,
    sex: person.sex ?? '',
    hasDied: !person.isLiving || eventOf('DEAT') !== undefined,
    birthDate: editableDate(eventOf('BIRT')?.date),
    birthPlace: eventOf('BIRT')?.place ?? '',
    deathDate: editableDate(eventOf('DEAT')?.date),
    deathPlace: eventOf('DEAT')?.place ?? '',
  }));
  const [dateErrors, setDateErrors] = useState<{ birthDate?: string; deathDate?: string }>({});
  const set = (field: keyof typeof form) => (value: string | boolean) =>
    setForm((current) => ({ ...current, [field]: value }));
  /** A date field's change, which also takes back the message of a refused save from that field. */
  const setDate = (field: 'birthDate' | 'deathDate') => (value: string) => {
    set(field)(value);
    setDateErrors((current) => ({ ...current, [field]: undefined }));
  };

  const saveVital = async (tag: Vital, date: string, place: string, isRecorded: boolean) => {
    const next = vitalChange(eventOf(tag), date, place, isRecorded);
    if (!next) return;
    if (next.kind === 'delete') return change.send(treeChanges.deleteEvent(treeId, next.id));
    const body = { individualId: person.id, tag, date: next.date, place: next.place };
    await change.send(
      next.kind === 'add' ? treeChanges.addEvent(treeId, body) : treeChanges.changeEvent(treeId, next.id, body),
    );
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const birth = readEverydayDate(form.birthDate, dayFirst);
    const death = readEverydayDate(form.hasDied ? form.deathDate : '', dayFirst);
    const errors = {
      birthDate: 'error' in birth ? birth.error : undefined,
      deathDate: 'error' in death ? death.error : undefined,
    };
    setDateErrors(errors);
    if (!('gedcom' in birth) || !('gedcom' in death)) {
      document.getElementById(id(errors.birthDate ? 'birth-date' : 'death-date'))?.focus();
      return;
    }
    try {
      await change.send(
        treeChanges.changePerson(treeId, person.id, {
          namePrefix: form.namePrefix,
          givenNames: form.givenNames,
          nickname: form.nickname,
          surnamePrefix: form.surnamePrefix,
          surname: form.surname,
          nameSuffix: form.nameSuffix,
          sex: SEXES.find((sex) => sex === form.sex) ?? null,
          isLiving: !form.hasDied,
        }),
      );
      await saveVital('BIRT', birth.gedcom, form.birthPlace, true);
      await saveVital('DEAT', death.gedcom, form.deathPlace, form.hasDied);
      toast({ title: 'Saved', description: `${form.givenNames || 'This person'} is up to date.` });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Not saved', description: describeError(error) });
    }
  };

  const id = (field: string) => `person-${field}`;
  return (
    <form onSubmit={(event) => void save(event)} className="grid gap-4 sm:grid-cols-2" aria-label="Edit this person">
      <FormField id={id('given')} label="Given names">
        <Input id={id('given')} value={form.givenNames} onChange={(e) => set('givenNames')(e.target.value)} />
      </FormField>
      <FormField id={id('surname')} label="Surname">
        <Input id={id('surname')} value={form.surname} onChange={(e) => set('surname')(e.target.value)} />
      </FormField>
      <details
        className="rounded-xl border border-line bg-white px-4 py-3 sm:col-span-2"
        open={Boolean(person.namePrefix || person.nickname || person.surnamePrefix || person.nameSuffix)}
      >
        <summary className="cursor-pointer font-semibold text-ink">More name parts</summary>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {NAME_PARTS.map((part) => (
            <FormField key={part.field} id={id(part.field)} label={part.label}>
              <Input
                id={id(part.field)}
                placeholder={part.placeholder}
                value={form[part.field]}
                onChange={(e) => set(part.field)(e.target.value)}
              />
            </FormField>
          ))}
        </div>
      </details>
      <FormField id={id('sex')} label="Sex">
        <select
          id={id('sex')}
          className="h-11 w-full rounded-xl border border-line bg-white px-3 text-ink"
          value={form.sex}
          onChange={(e) => set('sex')(e.target.value)}
        >
          <option value="">Not recorded</option>
          {SEXES.map((sex) => (
            <option key={sex} value={sex}>
              {SEX_LABELS[sex]}
            </option>
          ))}
        </select>
      </FormField>
      <EverydayDateField
        id={id('birth-date')}
        label="Born (date)"
        value={form.birthDate}
        onChange={setDate('birthDate')}
        dayFirst={dayFirst}
        error={dateErrors.birthDate}
      />
      <FormField id={id('birth-place')} label="Born (place)">
        <Input id={id('birth-place')} value={form.birthPlace} onChange={(e) => set('birthPlace')(e.target.value)} />
      </FormField>
      <label className="flex items-center gap-2 text-ink sm:col-span-2">
        <input
          type="checkbox"
          className="size-5"
          checked={form.hasDied}
          onChange={(e) => set('hasDied')(e.target.checked)}
        />
        Has died <span className="text-sm text-ink-soft">(even if you do not know when)</span>
      </label>
      {form.hasDied && (
        <>
          <EverydayDateField
            id={id('death-date')}
            label="Died (date)"
            value={form.deathDate}
            onChange={setDate('deathDate')}
            dayFirst={dayFirst}
            error={dateErrors.deathDate}
          />
          <FormField id={id('death-place')} label="Died (place)">
            <Input id={id('death-place')} value={form.deathPlace} onChange={(e) => set('deathPlace')(e.target.value)} />
          </FormField>
        </>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Saving...' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
