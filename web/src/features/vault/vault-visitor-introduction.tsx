/** /memory-vault for a visitor: what the vault keeps and how, and the way in. */
import { FileText, Images, Lock, Mic } from 'lucide-react';
import { Link } from 'react-router';
import { FeatureIntroduction } from '../../components/layout/feature-introduction';
import { Button, buttonClasses } from '../../components/ui/button';
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
    <FeatureIntroduction
      className="mx-auto max-w-4xl px-4 py-16 sm:px-6"
      heading="Memory vault"
      lead="One safe place for your family’s photos, videos, voices and documents, easy to search and ready to pass on."
      actions={
        <>
          <Button size="lg" onClick={() => openAuthModal({ tab: 'signup', returnUrl: '/memory-vault' })}>
            Start your vault
          </Button>
          <Link to="/pricing" className={buttonClasses('secondary', 'lg')}>
            See the plans
          </Link>
        </>
      }
      points={POINTS}
      columns={2}
    />
  );
}
