/** Buttons in four variants and three sizes; `asChild` renders the styles onto a link (Radix Slot-like). */
import { cloneElement, forwardRef, isValidElement, type ButtonHTMLAttributes, type ReactElement } from 'react';
import { cn } from '../../lib/cn';

const variants = {
  primary: 'bg-accent text-white hover:bg-accent-strong shadow-sm',
  secondary: 'bg-white text-ink border border-line hover:bg-paper-deep',
  ghost: 'text-ink hover:bg-paper-deep',
  danger: 'bg-danger text-white hover:brightness-95',
} as const;

const sizes = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-base',
  lg: 'h-13 px-7 text-lg',
} as const;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Style the single child element (e.g. a router Link) instead of rendering a <button>. */
  asChild?: boolean;
}

/** The class names of a button, for elements that are not buttons. */
export function buttonClasses(
  variant: keyof typeof variants = 'primary',
  size: keyof typeof sizes = 'md',
  extra?: string,
) {
  // The base, variant and size classes never conflict, so only a caller's extra classes need merging.
  const classes = [
    'inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    sizes[size],
  ].join(' ');
  return extra ? cn(classes, extra) : classes;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', asChild = false, className, children, type = 'button', ...props },
  ref,
) {
  const classes = buttonClasses(variant, size, className);
  if (asChild && isValidElement(children)) {
    const child = children as ReactElement<{ className?: string }>;
    return cloneElement(child, { className: cn(classes, child.props.className) });
  }
  return (
    <button ref={ref} type={type} className={classes} {...props}>
      {children}
    </button>
  );
});
