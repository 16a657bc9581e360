/**
 * Who a capsule is for (docs/product/capsules-scrapbooks-recipes.md "Time capsules"): rows of name
 * and e-mail, never fewer than one, and a button per member of the circle not listed yet, which
 * adds them in place of the blank rows. For the capsule form in its FormProvider.
 */
import { Plus, X } from 'lucide-react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { emptyRecipient, type CapsuleFormValues, type RecipientRow } from './capsule-form-values';
import { useCircleForCapsules } from './time-capsules-queries';

const FIELDS: { field: keyof RecipientRow; label: string; type?: string; placeholder: string }[] = [
  { field: 'name', label: 'name', placeholder: 'Name' },
  { field: 'email', label: 'e-mail', type: 'email', placeholder: 'E-mail address' },
];

export function CapsuleRecipientsField() {
  const {
    control,
    getValues,
    formState: { errors },
  } = useFormContext<CapsuleFormValues>();
  const rows = useFieldArray({ control, name: 'recipients' });
  const recipients = useWatch({ control, name: 'recipients' });
  const members = useCircleForCapsules().data?.members ?? [];
  const listError = errors.recipients?.root?.message;
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-semibold text-ink">Recipients: who it is for</legend>
      {rows.fields.map((_, index) => (
        // Rows are keyed by position, their inputs controlled: removing a row keeps the focus on the
        // Remove button now in its place.
        <div key={index} className="grid gap-2 sm:grid-cols-[1fr_1fr_auto]">
          {FIELDS.map(({ field, label, type, placeholder }) => (
            <Controller
              key={field}
              control={control}
              name={`recipients.${index}.${field}`}
              render={({ field: { value, onChange, onBlur, ref } }) => (
                <Input
                  ref={ref}
                  aria-label={`Recipient ${index + 1} ${label}`}
                  type={type}
                  placeholder={placeholder}
                  value={value}
                  onChange={onChange}
                  onBlur={onBlur}
                />
              )}
            />
          ))}
          <Button
            type="button"
            variant="ghost"
            aria-label={`Remove recipient ${index + 1}`}
            disabled={rows.fields.length === 1}
            onClick={() => rows.remove(index)}
          >
            <X className="size-4" aria-hidden />
          </Button>
        </div>
      ))}
      {listError && (
        <p role="alert" className="text-sm font-medium text-danger">
          {listError}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          // The focus stays on this button rather than moving to the new row.
          onClick={() => rows.append(emptyRecipient(), { shouldFocus: false })}
        >
          <Plus className="size-4" aria-hidden /> Add a recipient
        </Button>
        {members
          .filter((member) => !recipients.some((recipient) => recipient.email === member.email))
          .map((member) => (
            <Button
              key={member.userId}
              type="button"
              variant="ghost"
              size="sm"
              onClick={() =>
                rows.replace([
                  ...getValues('recipients').filter((recipient) => recipient.name || recipient.email),
                  { name: member.name, email: member.email },
                ])
              }
            >
              <Plus className="size-4" aria-hidden /> {member.name}
            </Button>
          ))}
      </div>
    </fieldset>
  );
}
