/** /voice-recordings for a visitor: what recording here gives a family, and the way in. */
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { useAuthModal } from '../../lib/auth';

export function VoiceVisitorIntroduction() {
  const { openAuthModal } = useAuthModal();
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="mb-4 text-4xl text-ink sm:text-5xl">Voice recordings</h1>
      <p className="mb-4 text-lg text-ink">
        Record a grandparent’s stories, a lullaby or a few words of love right in your browser, or upload recordings you
        already have.
      </p>
      <p className="mb-8 text-ink-soft">
        Each recording gets a written transcript you can search and correct, and a short summary of the feeling in the
        words. It is kept in your memory vault, encrypted, for the people who come after you.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button size="lg" onClick={() => openAuthModal({ tab: 'signup', returnUrl: '/voice-recordings' })}>
          Start recording
        </Button>
        <Link to="/pricing" className={buttonClasses('secondary', 'lg')}>
          See the plans
        </Link>
      </div>
    </section>
  );
}
