/**
 * Who receives the message (docs/product/messages-and-delivery.md "What a message is"): one row per
 * recipient — name, e-mail, relationship, and what they call the author, which their delivery
 * e-mail and page name the author by ("Mum"; docs/product/messages-and-delivery.md "Delivery to
 * recipients") — added and removed here, never fewer than one.
 */
import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { RECIPIENTS_ERROR_PATH, useMessageErrors } from './message-form-errors';
import { emptyRecipient, type MessageFormValues, type RecipientDraft } from './message-form-values';

const FIELDS: { field: keyof RecipientDraft; label: string; type?: string; placeholder?: string }[] = [
  { field: 'name', label: 'Name' },
  { field: 'email', label: 'Email', type: 'email' },
  { field: 'relationship', label: 'Relationship', placeholder: 'Granddaughter' },
  { field: 'authorName', label: 'What they call you', placeholder: 'Grandma' },
];

/** Free text that nothing can make wrong: no error is shown for it. */
const isFreeText = (field: keyof RecipientDraft) => field === 'relationship' || field === 'authorName';

export function RecipientsFieldset() {
  const { control } = useFormContext<MessageFormValues>();
  const { errorOf, ariaOf } = useMessageErrors();
  const recipients = useFieldArray({ control, name: 'recipients' });
  const listError = errorOf(RECIPIENTS_ERROR_PATH);
  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-sm font-semibold text-ink">Who should receive it?</legend>
      {recipients.fields.map((_, index) => (
        // Rows are keyed by position, their inputs controlled: removing a row keeps the focus on the
        // Remove button now in its place.
        <div
          key={index}
          className="grid gap-3 rounded-2xl border border-line bg-white p-4 sm:grid-cols-[1fr_auto] sm:items-start"
        >
          <div className="grid gap-3 sm:grid-cols-2">
            {FIELDS.map(({ field, label, type, placeholder }) => {
              const id = `recipients.${index}.${field}` as const;
              const isChecked = !isFreeText(field);
              return (
                <FormField key={field} id={id} label={label} error={isChecked ? errorOf(id) : undefined}>
                  <Controller
                    control={control}
                    name={id}
                    render={({ field: { value, onChange, onBlur, ref } }) => (
                      <Input
                        ref={ref}
                        id={id}
                        type={type}
                        value={value}
                        placeholder={placeholder}
                        onChange={onChange}
                        onBlur={onBlur}
                        {...(isChecked ? ariaOf(id) : {})}
                      />
                    )}
                  />
                </FormField>
              );
            })}
          </div>
          <Button
            variant="ghost"
            size="sm"
            className="justify-self-end sm:mt-7"
            aria-label={`Remove recipient ${index + 1}`}
            disabled={recipients.fields.length === 1}
            onClick={() => recipients.remove(index)}
          >
            <Trash2 className="size-4" aria-hidden />
          </Button>
        </div>
      ))}
      {listError && (
        <p role="alert" className="text-sm font-medium text-danger">
          {listError}
        </p>
      )}
      <Button
        variant="secondary"
        className="justify-self-start"
        // As before, the focus stays on this button rather than moving to the new row.
        onClick={() => recipients.append(emptyRecipient(), { shouldFocus: false })}
      >
        <Plus className="size-4" aria-hidden /> Add another recipient
      </Button>
    </fieldset>
  );
}
