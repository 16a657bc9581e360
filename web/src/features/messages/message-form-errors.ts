/**
 * The schedule form's errors (docs/product/validation-and-errors.md "Field errors"): each sits at
 * the path of the message the form makes ('deliverAt', 'recipients.0.email', 'lifeEvent.label'),
 * which is also the id of the field it is shown under.
 */
import { get, useFormState, type FieldErrors } from 'react-hook-form';
import { errorIdFor } from '../../components/ui/form-field';

/** The error of the whole recipient list, which the form's schema files as the list's `root`. */
export const RECIPIENTS_ERROR_PATH = 'recipients.root';

/**
 * The form's current errors, for fields of the form in its FormProvider.
 * @returns errorOf(path): the sentence at `path`, if any; ariaOf(path): the attributes that mark the
 *   field with the id `path` invalid and link it to that sentence
 */
export function useMessageErrors() {
  const { errors } = useFormState();
  const errorOf = (path: string): string | undefined =>
    (get(errors, path) as { message?: string } | undefined)?.message;
  const ariaOf = (path: string) => {
    const error = errorOf(path);
    return { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorIdFor(path) : undefined };
  };
  return { errorOf, ariaOf };
}

/** The sentence of the first problem found, in the order the schema found them; undefined for none. */
export function firstErrorMessage(errors: FieldErrors): string | undefined {
  for (const [key, value] of Object.entries(errors)) {
    // Each error carries the field's element as `ref`, which is no part of the errors.
    if (key === 'ref' || typeof value !== 'object' || value === null) continue;
    if (typeof value.message === 'string') return value.message;
    const inner = firstErrorMessage(value as FieldErrors);
    if (inner) return inner;
  }
  return undefined;
}
