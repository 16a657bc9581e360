/**
 * A labelled field with its error shown under it
 * (docs/product/validation-and-errors.md "Field errors").
 */
import type { ReactNode } from 'react';

export interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}

/** The id of a field's error text, for aria-describedby. */
export const errorIdFor = (id: string) => `${id}-error`;

export function FormField({ id, label, error, children }: FormFieldProps) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {children}
      {error && (
        <p id={errorIdFor(id)} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
