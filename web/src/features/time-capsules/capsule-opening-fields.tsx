/**
 * When a capsule opens (docs/product/capsules-scrapbooks-recipes.md "Time capsules"): on a date and
 * time in a time zone, or on a birthday from the family tree, for the capsule form in its
 * FormProvider. The time zone stays on offer either way.
 */
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { TimeZoneOptions } from '../../lib/time-zone-options';
import { BirthdayOpeningFields } from './birthday-opening-fields';
import type { CapsuleFormValues } from './capsule-form-values';

export function CapsuleOpeningFields() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<CapsuleFormValues>();
  const [opensBy, timeZone] = useWatch({ control, name: ['opensBy', 'timeZone'] });
  return (
    <>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold text-ink">When it opens</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <label className="flex items-center gap-2 text-ink">
            <input type="radio" value="moment" className="size-5 accent-accent" {...register('opensBy')} />
            On a date and time
          </label>
          <label className="flex items-center gap-2 text-ink">
            <input type="radio" value="birthday" className="size-5 accent-accent" {...register('opensBy')} />
            On a birthday from the family tree
          </label>
        </div>
      </fieldset>
      {opensBy === 'birthday' && (
        <Controller
          control={control}
          name="opensOnBirthday"
          render={({ field }) => (
            <BirthdayOpeningFields
              individualId={field.value.individualId}
              age={field.value.age}
              onChange={(next) => field.onChange({ ...field.value, ...next })}
              error={errors.opensOnBirthday?.message ?? errors.opensAt?.message}
            />
          )}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        {opensBy === 'moment' && (
          <>
            <FormField id="capsule-date" label="Opening date" error={errors.opensAt?.message}>
              <Input id="capsule-date" type="date" {...register('opensAt.date')} />
            </FormField>
            <FormField id="capsule-time" label="Opening time" error={undefined}>
              <Input id="capsule-time" type="time" {...register('opensAt.time')} />
            </FormField>
          </>
        )}
        <FormField id="capsule-zone" label="Time zone" error={errors.timeZone?.message}>
          <select
            id="capsule-zone"
            className="h-11 w-full rounded-xl border border-line bg-white px-3 text-ink"
            {...register('timeZone')}
          >
            <TimeZoneOptions chosen={timeZone} />
          </select>
        </FormField>
      </div>
    </>
  );
}
