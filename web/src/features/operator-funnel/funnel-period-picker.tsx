/** Chooses the funnel's period: three presets, or any from–to range of UTC days (at most 366). */
import { useState, type FormEvent } from 'react';
import { FUNNEL_MAX_DAYS } from '@heirloom/common/contracts/site-analytics';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { lastDays, PERIOD_PRESETS, type FunnelPeriod } from './funnel-period';

export function FunnelPeriodPicker({
  period,
  onChange,
}: {
  period: FunnelPeriod;
  onChange: (next: FunnelPeriod) => void;
}) {
  const [draft, setDraft] = useState(period);
  const [error, setError] = useState<string>();
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.from || !draft.to) return setError('Please choose both days.');
    if (draft.to < draft.from) return setError('The period must end on or after the day it starts.');
    const days = (Date.parse(draft.to) - Date.parse(draft.from)) / 86_400_000 + 1;
    if (days > FUNNEL_MAX_DAYS) return setError(`Please choose a period of at most ${FUNNEL_MAX_DAYS} days.`);
    setError(undefined);
    onChange(draft);
  };
  const choosePreset = (days: number) => {
    const next = lastDays(days);
    setDraft(next);
    setError(undefined);
    onChange(next);
  };
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-2" role="group" aria-label="Period presets">
        {PERIOD_PRESETS.map((preset) => {
          const isChosen = lastDays(preset.days).from === period.from && lastDays(preset.days).to === period.to;
          return (
            <Button
              key={preset.days}
              size="sm"
              variant={isChosen ? 'primary' : 'secondary'}
              aria-pressed={isChosen}
              onClick={() => choosePreset(preset.days)}
            >
              {preset.label}
            </Button>
          );
        })}
      </div>
      <form onSubmit={apply} className="flex flex-wrap items-end gap-3" noValidate>
        <FormField id="funnel-from" label="From (UTC)">
          <Input
            id="funnel-from"
            type="date"
            className="w-44"
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
        </FormField>
        <FormField id="funnel-to" label="To (UTC)">
          <Input
            id="funnel-to"
            type="date"
            className="w-44"
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          />
        </FormField>
        <Button type="submit" variant="secondary">
          Show this period
        </Button>
      </form>
      {error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
