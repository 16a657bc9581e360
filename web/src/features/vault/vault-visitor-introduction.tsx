/** /memory-vault for a visitor: what the vault keeps and how, and the way in. */
import { FileText, Images, Lock, Mic } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useAuthModal } from '../../lib/auth';

const POINTS = [
  { icon: Images, title: 'Photos and videos', text: 'Thumbnails, albums, people and tags, and players that seek.' },
  { icon: Mic, title: 'Voices', text: 'Recordings with a transcript you can search and correct.' },
  { icon: FileText, title: 'Documents', text: 'Letters, certificates and recipes as PDFs, first page at a glance.' },
  { icon: Lock, title: 'Kept private', text: 'Encrypted at rest; photo locations removed unless you keep them.' },
];

export function VaultVisitorIntroduction() {
  const { openAuthModal } = useAuthModal();
  return (
    <section className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
      <h1 className="mb-4 text-4xl text-ink sm:text-5xl">Memory vault</h1>
      <p className="mb-8 max-w-2xl text-lg text-ink">
        One safe place for your family’s photos, videos, voices and documents, easy to search and ready to pass on.
      </p>
      <div className="mb-10 flex flex-wrap gap-3">
        <Button size="lg" onClick={() => openAuthModal({ tab: 'signup', returnUrl: '/memory-vault' })}>
          Start your vault
        </Button>
        <Link to="/pricing" className={buttonClasses('secondary', 'lg')}>
          See the plans
        </Link>
      </div>
      <ul className="grid gap-5 sm:grid-cols-2">
        {POINTS.map(({ icon: Icon, title, text }) => (
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
