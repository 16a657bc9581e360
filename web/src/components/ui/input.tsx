/**
 * A text input with the design system's look; `aria-invalid` turns the border red. Focused, it
 * keeps the site's focus ring (styles.css `:focus-visible`; WCAG 2.2 SC 2.4.7).
 */
import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, ...props },
  ref,
) {
  return (
    <input
      ref={ref}
      className={cn(
        'h-11 w-full rounded-xl border border-line bg-white px-4 text-base text-ink placeholder:text-ink-soft/80',
        'focus:border-accent',
        'aria-[invalid=true]:border-danger',
        className,
      )}
      {...props}
    />
  );
});
