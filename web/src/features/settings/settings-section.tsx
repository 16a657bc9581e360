/**
 * One section of /settings: a heading, a sentence saying what it is for, and its form. Every
 * section (name, e-mail, plan, password, two-factor, devices, notifications, export and deletion)
 * uses it, so the page reads as one list.
 */
import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';

export function SettingsSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-24">
      <Card>
        <h2 id={`${id}-heading`} className="mb-1 text-2xl text-ink">
          {title}
        </h2>
        <p className="mb-5 text-ink-soft">{description}</p>
        {children}
      </Card>
    </section>
  );
}
