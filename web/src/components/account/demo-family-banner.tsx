/**
 * The banner of the app frame while the visitor is signed in to the demo family
 * (docs/product/overview.md "Demo family"): it says the family is a read-only sample rebuilt every
 * day, and offers an account of their own. Asked of the server once per session (the demo routes'
 * status), only when someone is signed in.
 */
import { useQuery } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { demoRoutes } from '@heirloom/common/routes/demo';
import { routeQuery } from '../../lib/api-client';
import { useAuthModal, useSession } from '../../lib/auth';
import { Button } from '../ui/button';

export function DemoFamilyBanner() {
  const { user } = useSession();
  const { openAuthModal } = useAuthModal();
  const status = useQuery({ ...routeQuery(demoRoutes.status), enabled: Boolean(user) });
  if (!user || !status.data?.isDemoSession) return null;
  return (
    <div role="region" aria-label="The sample family" className="border-b border-line bg-accent-soft/60">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-sm text-ink sm:px-6">
        <Sparkles className="size-5 shrink-0 text-accent" aria-hidden />
        <p className="min-w-0 flex-1 basis-60">
          You are looking around <strong>{status.data.familyName}</strong>, a sample family. Look and listen as much as
          you like — changes are not saved, and it is rebuilt every day.
        </p>
        <Button size="sm" onClick={() => openAuthModal({ tab: 'signup' })}>
          Start your own family
        </Button>
      </div>
    </div>
  );
}
