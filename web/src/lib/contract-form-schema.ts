/**
 * The schema of a form whose fields hold something other than its contract's input (texts for
 * numbers, a local date and time for an instant, rows with blank lines), derived from the
 * contract's schema so that the rules and their sentences stay the contract's
 * (docs/product/validation-and-errors.md "One schema, one sentence"). For react-hook-form's
 * zodResolver.
 */
import { get } from 'react-hook-form';
import { z } from 'zod';

/**
 * Where the form shows an issue the contract finds: 'field', on the form's top-level field its
 * path starts with (for a form whose parts and rows do not match the contract's one for one);
 * 'path', at its whole path, such as 'recipients.0.email' or 'lifeEvent.label' (for a form whose
 * fields have the contract's paths).
 */
export type IssuePlacement = 'field' | 'path';

/**
 * A schema of the form's `Values` whose output is the contract's output. `toInput` makes the
 * contract's input from the values, and may report a problem of the form's own on `context` (a
 * row's text that cannot be read), at the form's own path; the contract then checks that input,
 * whatever the form's own problems. Each issue the contract finds is reported where `placement`
 * puts it (zodResolver keeps the first per path); one that lands on a list of the form is the
 * list's own error, `<list>.root`, where react-hook-form keeps it beside the errors of its rows.
 * @param placement where the contract's issues are shown: 'field' unless told
 */
export function contractFormSchema<Values extends object, Contract extends z.ZodType>(
  contract: Contract,
  toInput: (values: Values, context: z.RefinementCtx<Values>) => z.input<Contract>,
  placement: IssuePlacement = 'field',
) {
  return z.custom<Values>().transform((values, context) => {
    const parsed = contract.safeParse(toInput(values, context));
    if (parsed.success) return parsed.data as z.output<Contract>;
    for (const { message, path } of parsed.error.issues) {
      const at = placement === 'field' ? path.slice(0, 1) : path;
      const isList = at.length > 0 && Array.isArray(get(values, at.map(String).join('.')));
      context.addIssue({ code: 'custom', message, path: isList ? [...at, 'root'] : at });
    }
    return z.NEVER;
  });
}
