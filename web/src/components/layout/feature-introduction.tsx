/**
 * What a signed-out visitor sees on a feature's page (the vault, scrapbooks, time capsules,
 * recipes): the feature's name, one sentence, the ways in, and its points as cards.
 */
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { useAuthModal } from '../../lib/auth';

/** One point of a feature: an icon, a short title, a sentence. */
export interface FeaturePoint {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** The introduction: `heading` (the page's h1), `lead`, `actions` (buttons), `points` in 2 or 3 columns. */
export function FeatureIntroduction({
  heading,
  lead,
  actions,
  points,
  columns = 3,
  className,
}: {
  heading: string;
  lead: ReactNode;
  actions: ReactNode;
  points: readonly FeaturePoint[];
  columns?: 2 | 3;
  className?: string;
}) {
  return (
    <section className={className}>
      <h1 className="mb-4 text-4xl text-ink sm:text-5xl">{heading}</h1>
      <p className="mb-8 max-w-2xl text-lg text-ink">{lead}</p>
      <div className="mb-10 flex flex-wrap gap-3">{actions}</div>
      <ul className={`grid gap-5 ${columns === 2 ? 'sm:grid-cols-2' : 'sm:grid-cols-3'}`}>
        {points.map(({ icon: Icon, title, text }) => (
          <li key={title}>
            <Card className="h-full">
              <Icon className="mb-3 size-7 text-accent" aria-hidden />
              <h2 className="mb-1 text-xl text-ink">{title}</h2>
              <p className="text-ink-soft">{text}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The two ways in: `signUpLabel` opens sign-up, "Sign in" sign-in; both come back to `returnUrl`. */
export function SignUpOrSignIn({ signUpLabel, returnUrl }: { signUpLabel: string; returnUrl: string }) {
  const { openAuthModal } = useAuthModal();
  return (
    <>
      <Button size="lg" onClick={() => openAuthModal({ tab: 'signup', returnUrl })}>
        {signUpLabel}
      </Button>
      <Button size="lg" variant="secondary" onClick={() => openAuthModal({ tab: 'signin', returnUrl })}>
        Sign in
      </Button>
    </>
  );
}
