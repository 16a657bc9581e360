/**
 * A group of radio buttons for one of the document's choices (burial or cremation, organ donation,
 * the AI-likeness wish): a fieldset with its legend, each choice with an optional description, the
 * arrow keys moving between them as the browser does for radios.
 */
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface Choice {
  value: string;
  label: string;
  description?: string;
}

export function ChoiceGroup({
  legend,
  hint,
  choices,
  registration,
}: {
  legend: string;
  hint?: string;
  choices: readonly Choice[];
  registration: UseFormRegisterReturn;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-semibold text-ink">{legend}</legend>
      {hint && <p className="text-sm text-ink-soft">{hint}</p>}
      {choices.map((choice) => (
        <label
          key={choice.value}
          className="flex cursor-pointer items-start gap-3 rounded-xl border border-line bg-white p-3 has-[:checked]:border-accent has-[:checked]:bg-accent-soft"
        >
          <input type="radio" value={choice.value} className="mt-1 size-4 accent-accent" {...registration} />
          <span className="grid gap-0.5">
            <span className="font-medium text-ink">{choice.label}</span>
            {choice.description && <span className="text-sm text-ink-soft">{choice.description}</span>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
