/**
 * When the message arrives (docs/product/messages-and-delivery.md "What a message is", "Life
 * events", "After-death messages"): on a date and time in a time zone, on a life event, or after the
 * owner's death — which has no date, so neither an occasion nor a time zone is asked. The occasion
 * follows the delivery chosen (a life event's own, "other" after death).
 */
import type { ChangeEvent } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { OCCASIONS, type DeliveryKind } from '@heirloom/common/contracts/messages';
import { occasionOfLifeEvent } from '@heirloom/common/domain/life-events';
import { FormField } from '../../components/ui/form-field';
import { selectClasses } from '../../components/ui/select-classes';
import { Input } from '../../components/ui/input';
import { TimeZoneOptions } from '../../lib/time-zone-options';
import { LifeEventFields } from './life-event-fields';
import { OCCASION_LABELS } from './message-format';
import { useMessageErrors } from './message-form-errors';
import { occasionOfDelivery, type MessageFormValues } from './message-form-values';

const DELIVERY_OPTIONS: { value: DeliveryKind; label: string }[] = [
  { value: 'date', label: 'On a date' },
  { value: 'life_event', label: 'On a life event' },
  { value: 'after_death', label: 'After my death' },
];

export function DeliveryFieldset() {
  const { control, register, setValue, getValues } = useFormContext<MessageFormValues>();
  const { errorOf, ariaOf } = useMessageErrors();
  const [deliveryKind, timeZone] = useWatch({ control, name: ['deliveryKind', 'timeZone'] });
  const deliveryChoice = register('deliveryKind', {
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValue(
        'occasion',
        occasionOfDelivery(event.target.value as DeliveryKind, getValues('lifeEvent.kind'), getValues('occasion')),
        { shouldDirty: true },
      ),
  });

  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold text-ink">When should it arrive?</legend>
      <div role="radiogroup" aria-label="Delivery" className="flex flex-wrap gap-3 sm:col-span-2">
        {DELIVERY_OPTIONS.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-line bg-white px-4 has-[:checked]:border-accent has-[:checked]:bg-accent-soft"
          >
            <input type="radio" value={option.value} className="accent-accent" {...deliveryChoice} />
            {option.label}
          </label>
        ))}
      </div>
      {deliveryKind === 'after_death' && (
        <p className="text-ink-soft sm:col-span-2" data-testid="after-death-note">
          Delivered only after your death: when your legacy contacts confirm it and the waiting period you chose has
          passed without a word from you.{' '}
          <Link to="/legacy" className="text-accent underline">
            Your legacy plan
          </Link>
        </p>
      )}
      {deliveryKind === 'life_event' && (
        <Controller
          control={control}
          name="lifeEvent"
          render={({ field }) => (
            <LifeEventFields
              value={field.value}
              onChange={(changes) => {
                field.onChange({ ...field.value, ...changes });
                if (changes.kind) setValue('occasion', occasionOfLifeEvent(changes.kind), { shouldDirty: true });
              }}
            />
          )}
        />
      )}
      {deliveryKind !== 'after_death' && (
        <>
          <FormField id="occasion" label="Occasion">
            <select id="occasion" className={selectClasses} {...register('occasion')}>
              {OCCASIONS.map((occasion) => (
                <option key={occasion} value={occasion}>
                  {OCCASION_LABELS[occasion]}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="timeZone" label="Time zone" error={errorOf('timeZone')}>
            {/* Controlled: the zone chosen moves to the top of the list, and must stay the one selected. */}
            <Controller
              control={control}
              name="timeZone"
              render={({ field: { value, onChange, onBlur, ref } }) => (
                <select
                  id="timeZone"
                  ref={ref}
                  value={value}
                  onChange={onChange}
                  onBlur={onBlur}
                  className={selectClasses}
                >
                  <TimeZoneOptions chosen={timeZone} />
                </select>
              )}
            />
          </FormField>
        </>
      )}
      {deliveryKind === 'date' && (
        <>
          <FormField id="deliverAt" label="Delivery date" error={errorOf('deliverAt')}>
            <Input id="deliverAt" type="date" {...ariaOf('deliverAt')} {...register('date')} />
          </FormField>
          <FormField id="deliverTime" label="Time">
            <Input id="deliverTime" type="time" {...register('time')} />
          </FormField>
        </>
      )}
    </fieldset>
  );
}
