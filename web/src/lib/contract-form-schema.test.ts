import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractFormSchema } from './contract-form-schema';

/** A contract with a list of rows, a nested part holding a list, and a default. */
const contract = z.object({
  title: z.string().trim().min(1, 'Add a title'),
  guests: z
    .array(z.object({ email: z.email('Check the e-mail') }))
    .min(1, 'Add a guest')
    .max(2, 'At most two guests'),
  event: z.object({ label: z.string().min(1, 'Describe it'), ids: z.array(z.string()).max(1, 'One at most') }),
  note: z.string().default('none'),
});

/** The form's values: texts as typed, guest rows blank or begun. */
interface Values {
  title: string;
  guests: { email: string }[];
  event: { label: string; ids: string[] };
}

const toInput = (values: Values) => ({ ...values, guests: values.guests.filter((guest) => guest.email) });

const valid: Values = { title: 'Tea', guests: [{ email: 'ann@example.com' }], event: { label: 'Party', ids: [] } };

/** Each issue the schema reports, as "path: message". */
function issuesOf(schema: z.ZodType, values: Values) {
  const result = schema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('contractFormSchema', () => {
  it("gives the contract's output for values it accepts, defaults filled in", () => {
    const values = { ...valid, guests: [{ email: '' }, ...valid.guests] };
    expect(contractFormSchema(contract, toInput).parse(values)).toEqual({ ...valid, note: 'none' });
  });

  /** Values the contract refuses in a row, in a nested part and in a list within it. */
  const refused: Values = { title: ' ', guests: [{ email: 'ann' }], event: { label: '', ids: ['a', 'b'] } };
  const tooMany = { ...valid, guests: ['ann', 'ben', 'cleo'].map((name) => ({ email: `${name}@example.com` })) };

  it.each([
    {
      placement: 'field',
      filed: ['title: Add a title', 'guests.root: Check the e-mail', 'event: Describe it', 'event: One at most'],
    },
    {
      placement: 'path',
      filed: [
        'title: Add a title',
        'guests.0.email: Check the e-mail',
        'event.label: Describe it',
        'event.ids.root: One at most',
      ],
    },
  ] as const)(
    "with placement $placement, files each of the contract's issues there, a list's as the list's root",
    ({ placement, filed }) => {
      const schema = contractFormSchema(contract, toInput, placement);
      expect(issuesOf(schema, refused)).toEqual(filed);
      expect(issuesOf(schema, tooMany)).toEqual(['guests.root: At most two guests']);
      expect(issuesOf(schema, { ...valid, guests: [{ email: '' }] })).toEqual(['guests.root: Add a guest']);
    },
  );

  it('files them on the top-level field unless told', () => {
    expect(issuesOf(contractFormSchema(contract, toInput), refused)).toContain('event: Describe it');
  });

  it("keeps the form's own problems at their paths, and the contract still checks the input", () => {
    const schema = contractFormSchema(contract, (values: Values, context) => {
      values.guests.forEach((guest, index) => {
        if (guest.email.includes(' '))
          context.addIssue({ code: 'custom', path: ['guests', index, 'email'], message: 'No spaces' });
      });
      return toInput(values);
    });
    expect(issuesOf(schema, { ...valid, title: '', guests: [{ email: 'a b' }] })).toEqual([
      'guests.0.email: No spaces',
      'title: Add a title',
      'guests.root: Check the e-mail',
    ]);
  });
});
