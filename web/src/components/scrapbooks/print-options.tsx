/**
 * The options of a print-ready PDF (docs/product/capsules-scrapbooks-recipes.md "Printing"): its
 * page size (A4, US Letter, 8×8 in square) as radio buttons and "bleed and trim marks" as a
 * checkbox — the scrapbook's print panel, the family cookbook's and the last wishes'.
 */
import { PRINT_PAGE_SIZES, type PrintPageSize } from '@heirloom/common/contracts/scrapbooks';

/** `name` groups the radios (unique on the page); `value` is the size chosen. */
export function PageSizeFieldset({
  name,
  value,
  onChange,
}: {
  name: string;
  value: PrintPageSize;
  onChange: (size: PrintPageSize) => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 font-semibold text-ink">Page size</legend>
      {(Object.keys(PRINT_PAGE_SIZES) as PrintPageSize[]).map((size) => (
        <label key={size} className="flex items-center gap-2 text-ink">
          <input
            type="radio"
            name={name}
            value={size}
            checked={value === size}
            onChange={() => onChange(size)}
            className="size-4 accent-[var(--color-accent)]"
          />
          {PRINT_PAGE_SIZES[size].label}
        </label>
      ))}
    </fieldset>
  );
}

/** "Bleed and trim marks", with what it is for. */
export function BleedCheckbox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex items-start gap-2 text-ink">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-1 size-4"
      />
      <span>
        Bleed and trim marks{' '}
        <span className="block text-sm text-ink-soft">3 mm past every edge, for a print shop that trims.</span>
      </span>
    </label>
  );
}
