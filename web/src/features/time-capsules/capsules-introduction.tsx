/** /time-capsules for a visitor: what a time capsule is, and the way in (sign in or sign up). */
import { Hourglass, Lock, MailOpen } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useAuthModal } from '../../lib/auth';

const STEPS = [
  {
    icon: Hourglass,
    title: 'Fill it together',
    text: 'Invite your family circle to add letters, photos, recordings and videos.',
  },
  { icon: Lock, title: 'Seal it', text: 'Once sealed, nobody can look inside until the day you chose — not even you.' },
  {
    icon: MailOpen,
    title: 'Open it together',
    text: 'On that day everyone it was made for gets an e-mail and opens it, one item at a time.',
  },
];

export function CapsulesIntroduction({ returnUrl }: { returnUrl: string }) {
  const { openAuthModal } = useAuthModal();
  return (
    <section>
      <h1 className="mb-4 text-4xl text-ink sm:text-5xl">Time capsules</h1>
      <p className="mb-8 max-w-2xl text-lg text-ink">
        Seal memories until an opening date you choose: a birthday, a wedding, the day a grandchild turns eighteen.
      </p>
      <div className="mb-10 flex flex-wrap gap-3">
        <Button size="lg" onClick={() => openAuthModal({ tab: 'signup', returnUrl })}>
          Start a time capsule
        </Button>
        <Button size="lg" variant="secondary" onClick={() => openAuthModal({ tab: 'signin', returnUrl })}>
          Sign in
        </Button>
      </div>
      <ul className="grid gap-5 sm:grid-cols-3">
        {STEPS.map(({ icon: Icon, title, text }) => (
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
