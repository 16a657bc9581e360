/**
 * A labelled multi-line answer of the document, with a hint and its error under it
 * (docs/product/validation-and-errors.md "Field errors").
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { LAST_WISHES_TEXT_MAX_LENGTH } from '@heirloom/common/contracts/last-wishes';
import { errorIdFor, FormField } from '../../components/ui/form-field';

export const fieldClasses =
  'w-full rounded-xl border border-line bg-white px-4 text-base text-ink focus:border-accent aria-[invalid=true]:border-danger';

export function TextAreaField({
  id,
  label,
  hint,
  error,
  rows = 4,
  registration,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  rows?: number;
  registration: UseFormRegisterReturn;
}) {
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorIdFor(id) : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <FormField id={id} label={label} error={error}>
      {hint && (
        <p id={hintId} className="-mt-1 text-sm text-ink-soft">
          {hint}
        </p>
      )}
      <textarea
        id={id}
        rows={rows}
        maxLength={LAST_WISHES_TEXT_MAX_LENGTH}
        className={`${fieldClasses} py-3`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...registration}
      />
    </FormField>
  );
}
