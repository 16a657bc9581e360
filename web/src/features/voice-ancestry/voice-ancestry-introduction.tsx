/** /voice-ancestry for a visitor: hearing one's ancestors, and the way in. */
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { useAuthModal } from '../../lib/auth';

export function VoiceAncestryIntroduction() {
  const { openAuthModal } = useAuthModal();
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="mb-4 text-4xl text-ink sm:text-5xl">Voice ancestry</h1>
      <p className="mb-4 text-lg text-ink">
        A family tree where every person can be heard: their photos, their recordings with transcripts, and a short clip
        of how to say their name and where they come from.
      </p>
      <p className="mb-8 text-ink-soft">
        Play the family's voices one generation after another as one story, and turn a real photo and a real recording
        into an animated ancestor — never a made-up voice or face.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button size="lg" onClick={() => openAuthModal({ tab: 'signup', returnUrl: '/voice-ancestry' })}>
          Build your voice family tree
        </Button>
        <Link to="/pricing" className={buttonClasses('secondary', 'lg')}>
          See the plans
        </Link>
      </div>
    </section>
  );
}
