/**
 * /sharing, the sharing dashboard (docs/product/roles-and-access.md "Share links"): every share
 * link the user made, newest first, with its status, expiry, passphrase, downloads, views and
 * dates; Copy and Revoke for an active link, Revoke all (each after asking; Revoke all keeps
 * delivered messages' links unless included); an empty state that explains share links. Visitors
 * are asked to sign in.
 */
import { ArrowRight, Ban, Link2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ShareLink } from '@heirloom/common/contracts/share-links';
import type { PageDefinition } from '@heirloom/common/domain/pages';
import { LoadingScreen } from '../../components/layout/loading-screen';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ConfirmDialog, type Confirmation } from '../../components/ui/confirm-dialog';
import { usePageMeta } from '../../lib/page-meta';
import { useRevokeShareLink, useShareLinks } from '../../lib/share-links-queries';
import { RevokeAllDialog } from './revoke-all-dialog';
import { ShareLinkCard } from './share-link-card';
import { describeRevoking } from './sharing-format';

function EmptySharing() {
  return (
    <Card className="grid justify-items-center gap-3 p-8 text-center" data-testid="sharing-empty">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-accent-soft text-accent">
        <Link2 className="size-7" aria-hidden />
      </span>
      <h2 className="text-2xl text-ink">You have not shared any links yet</h2>
      <p className="max-w-xl text-ink-soft">
        A share link lets someone without an account see one memory or a whole album — a cousin abroad, an old friend of
        the family. You choose whether it expires, whether it asks for a passphrase and whether people may download the
        files, and you can turn it off here at any time.
      </p>
      <p className="max-w-xl text-ink-soft">
        To make one, open a memory in your vault, or pick an album, and choose <strong>Get a link</strong>.
      </p>
      <Link to="/memory-vault" className={buttonClasses('primary', 'md', 'mt-2')}>
        Go to your memory vault <ArrowRight className="size-4" aria-hidden />
      </Link>
    </Card>
  );
}

/** "2 active · 1 expired · 3 revoked", skipping the zeros. */
function countsLine(links: ShareLink[]): string {
  const count = (status: ShareLink['status']) => links.filter((link) => link.status === status).length;
  return [
    [count('active'), 'active'],
    [count('expired'), 'expired'],
    [count('revoked'), 'revoked'],
  ]
    .filter(([number]) => number !== 0)
    .map(([number, word]) => `${number} ${word}`)
    .join(' · ');
}

function SharingDashboard() {
  const links = useShareLinks();
  const revoke = useRevokeShareLink();
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [isRevokingAll, setIsRevokingAll] = useState(false);
  if (links.isPending) return <LoadingScreen message="Loading your links..." />;
  const list = links.data ?? [];
  const activeCount = list.filter((link) => link.status === 'active').length;

  const askToRevoke = (link: ShareLink) =>
    setConfirmation({
      ...describeRevoking(link.target),
      confirmLabel: 'Revoke the link',
      done: 'Link revoked',
      run: () => revoke.mutateAsync(link.id),
    });

  return (
    <>
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="mb-1 text-4xl text-ink">Sharing</h1>
          <p className="max-w-2xl text-ink-soft">
            The links you made to your memories and albums, and the private link each delivered message was sent with.
            Anyone with an active link can open it without an account.
          </p>
          {list.length > 0 && (
            <p className="mt-2 text-sm font-semibold text-ink-soft" data-testid="sharing-counts">
              {countsLine(list)}
            </p>
          )}
        </div>
        {activeCount > 0 && (
          <Button variant="secondary" className="text-danger" onClick={() => setIsRevokingAll(true)}>
            <Ban className="size-4" aria-hidden /> Revoke all
          </Button>
        )}
      </div>
      {links.isError ? (
        <p role="alert" className="text-danger">
          We could not load your links. Please reload the page in a moment.
        </p>
      ) : list.length === 0 ? (
        <EmptySharing />
      ) : (
        <ul className="grid gap-4" aria-label="Your share links">
          {list.map((link) => (
            <ShareLinkCard key={link.id} link={link} onRevoke={askToRevoke} />
          ))}
        </ul>
      )}
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
      <RevokeAllDialog isOpen={isRevokingAll} links={list} onClose={() => setIsRevokingAll(false)} />
    </>
  );
}

export function SharingPage({ page }: { page: PageDefinition }) {
  usePageMeta(page);
  return <SharingDashboard />;
}
