import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names and lets later Tailwind utilities override earlier ones. With a single source
 * of classes there is nothing to override, so tailwind-merge (whose first call builds its whole
 * class map) is not run: most components are rendered without a className of their caller's.
 */
export function cn(...classes: ClassValue[]): string {
  const sources = classes.filter(Boolean);
  if (sources.length === 1 && typeof sources[0] === 'string') return sources[0];
  return twMerge(clsx(sources));
}
