/** Narrowing the vault: type, person, tag, album, a date range, and the order of the grid. */
import { VAULT_ITEM_KINDS, type VaultItemsQuery, type VaultOverview } from '@heirloom/common/contracts/vault';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { selectClasses } from '../../components/ui/select-classes';
import { Input } from '../../components/ui/input';
import { KIND_LABELS } from '../../components/vault/vault-format';
import type { FilterKey } from './use-vault-filters';

const SORT_LABELS = {
  newest: 'Newest added first',
  oldest: 'Oldest added first',
  'taken-newest': 'Most recently taken',
  'taken-oldest': 'Earliest taken',
} as const;

interface VaultFiltersProps {
  filters: VaultItemsQuery;
  overview: VaultOverview;
  isFiltered: boolean;
  onChange: (key: FilterKey, value: string) => void;
  onClear: () => void;
}

function Choice({
  id,
  label,
  value,
  anyLabel,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string | undefined;
  anyLabel: string;
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
}) {
  return (
    <FormField id={id} label={label}>
      <select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value)} className={selectClasses}>
        <option value="">{anyLabel}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </FormField>
  );
}

export function VaultFilters({ filters, overview, isFiltered, onChange, onClear }: VaultFiltersProps) {
  const asPairs = (names: readonly string[]) => names.map((name) => [name, name] as const);
  return (
    <section aria-label="Filters" className="grid gap-4">
      <Choice
        id="filter-kind"
        label="Type"
        value={filters.kind}
        anyLabel="Every type"
        options={VAULT_ITEM_KINDS.map((kind) => [kind, KIND_LABELS[kind]] as const)}
        onChange={(value) => onChange('kind', value)}
      />
      <Choice
        id="filter-person"
        label="Person"
        value={filters.person}
        anyLabel="Anyone"
        options={asPairs(overview.people)}
        onChange={(value) => onChange('person', value)}
      />
      <Choice
        id="filter-tag"
        label="Tag"
        value={filters.tag}
        anyLabel="Any tag"
        options={asPairs(overview.tags)}
        onChange={(value) => onChange('tag', value)}
      />
      <div className="grid gap-4">
        <FormField id="filter-from" label="From">
          <Input
            id="filter-from"
            type="date"
            value={filters.from ?? ''}
            max={filters.to}
            onChange={(event) => onChange('from', event.target.value)}
          />
        </FormField>
        <FormField id="filter-to" label="To">
          <Input
            id="filter-to"
            type="date"
            value={filters.to ?? ''}
            min={filters.from}
            onChange={(event) => onChange('to', event.target.value)}
          />
        </FormField>
      </div>
      <FormField id="filter-sort" label="Order">
        <select
          id="filter-sort"
          value={filters.sort ?? 'newest'}
          onChange={(event) => onChange('sort', event.target.value === 'newest' ? '' : event.target.value)}
          className={selectClasses}
        >
          {Object.entries(SORT_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </FormField>
      {isFiltered && (
        <Button variant="secondary" size="sm" onClick={onClear} className="justify-self-start">
          Clear filters
        </Button>
      )}
    </section>
  );
}
