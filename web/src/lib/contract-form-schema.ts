/**
 * The schema of a form whose fields hold something other than its contract's input (texts for
 * numbers, a local date and time for an instant, rows with blank lines), derived from the
 * contract's schema so that the rules and their sentences stay the contract's
 * (docs/product/validation-and-errors.md "One schema, one sentence"). For react-hook-form's
 * zodResolver.
 */
import { z } from 'zod';

/**
 * A schema of the form's `Values` whose output is the contract's output. `toInput` makes the
 * contract's input from the values, and may report a problem of the form's own on `context` (a
 * row's text that cannot be read); the contract then checks that input, whatever the form's own
 * problems. Each issue the contract finds is reported on the form's top-level field of the same
 * name (zodResolver keeps the first per field): on a list, as the list's own error,
 * `<field>.root`, where react-hook-form keeps it beside the errors of its rows.
 */
export function contractFormSchema<Values extends object, Contract extends z.ZodType>(
  contract: Contract,
  toInput: (values: Values, context: z.RefinementCtx<Values>) => z.input<Contract>,
) {
  return z.custom<Values>().transform((values, context) => {
    const parsed = contract.safeParse(toInput(values, context));
    if (parsed.success) return parsed.data as z.output<Contract>;
    for (const { message, path } of parsed.error.issues) {
      const field = path.slice(0, 1);
      const isList = field.length === 1 && Array.isArray(values[field[0] as keyof Values]);
      context.addIssue({ code: 'custom', message, path: isList ? [...field, 'root'] : field });
    }
    return z.NEVER;
  });
}
