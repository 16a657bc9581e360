/**
 * The opening of a public content page: a small eyebrow, the page's one <h1> and a lead paragraph,
 * centred or left-aligned, in the look of the pricing and blog pages.
 */
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface PageIntroProps {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  isCentered?: boolean;
  /** Anything under the lead: a search box, buttons, a date line. */
  children?: ReactNode;
  className?: string;
}

export function PageIntro({ eyebrow, title, lead, isCentered, children, className }: PageIntroProps) {
  return (
    <header className={cn('mx-auto max-w-3xl px-4 pt-14 sm:px-6', isCentered && 'text-center', className)}>
      {eyebrow && <p className="mb-3 text-sm font-semibold tracking-wide text-accent uppercase">{eyebrow}</p>}
      <h1 className="mb-4 text-4xl text-ink sm:text-5xl">{title}</h1>
      {lead && <p className={cn('max-w-3xl text-lg text-ink-soft', isCentered && 'mx-auto')}>{lead}</p>}
      {children}
    </header>
  );
}
