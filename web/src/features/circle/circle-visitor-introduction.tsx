/** /family-collaboration for a visitor: what a family circle is, its roles, and the way in. */
import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { CIRCLE_ROLES, ROLE_DESCRIPTIONS } from '@heirloom/common/contracts/circle';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useAuthModal } from '../../lib/auth';

export function CircleVisitorIntroduction() {
  const { openAuthModal } = useAuthModal();
  return (
    <section className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <h1 className="mb-4 text-4xl text-ink sm:text-5xl">Your family circle</h1>
      <p className="mb-8 max-w-2xl text-lg text-ink">
        Invite your children, grandchildren and trusted friends by e-mail. Each gets a role that says exactly what they
        can see and do, and you can change it or remove them at any time.
      </p>
      <div className="mb-10 flex flex-wrap gap-3">
        <Button size="lg" onClick={() => openAuthModal({ tab: 'signup', returnUrl: '/family-collaboration' })}>
          Start your family circle
        </Button>
        <Link to="/pricing" className={buttonClasses('secondary', 'lg')}>
          See the plans
        </Link>
      </div>
      <ul className="grid gap-5 sm:grid-cols-3">
        {CIRCLE_ROLES.map((role) => (
          <li key={role}>
            <Card className="h-full">
              <Users className="mb-3 size-7 text-accent" aria-hidden />
              <h2 className="mb-1 text-xl text-ink">{ROLE_DESCRIPTIONS[role].label}</h2>
              <p className="text-ink-soft">{ROLE_DESCRIPTIONS[role].canSee}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
