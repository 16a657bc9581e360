/**
 * /shared/{token} for a share link (tokens starting with SHARE_LINK_TOKEN_PREFIX;
 * docs/product/roles-and-access.md "Share links"): the memory, album or scrapbook (as the
 * page-turning book) someone shared, with who shared it and until when; the passphrase form first
 * when the link asks for one; "This link is no longer shared" when it expired, was revoked or never
 * existed. No account needed.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import type { OpenedShareLink } from '@heirloom/common/contracts/share-links';
import { LoadingScreen } from '../../components/layout/loading-screen';
import { BookView } from '../../components/scrapbooks/book-view';
import { Logo } from '../../components/layout/logo';
import { appConfig } from '../../lib/app-config';
import { openedShareLinkKey, openShareLink } from '../../lib/share-links-queries';
import { PassphraseForm } from './passphrase-form';
import { SharedItems } from './shared-items';
import { UnavailableLink } from './unavailable-link';
import { formatDate } from '../../lib/reader-dates';

function introduction(opened: OpenedShareLink): string {
  if (opened.kind === 'vault_item') return 'A memory shared with you';
  if (opened.kind === 'scrapbook')
    return 'A scrapbook shared with you — turn its pages with the buttons or the arrow keys';
  if (opened.needsPassphrase) return 'An album shared with you';
  const count = opened.items.length;
  return `An album of ${count} ${count === 1 ? 'memory' : 'memories'} shared with you`;
}

function OpenedLink({ token, opened }: { token: string; opened: OpenedShareLink }) {
  const queryClient = useQueryClient();
  const key = openedShareLinkKey(token);
  return (
    <article className="grid gap-8" data-testid="share-link-page">
      <header className="grid justify-items-center gap-2 text-center">
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">Shared by {opened.ownerName}</p>
        <h1 className="text-4xl break-words text-ink sm:text-5xl">{opened.title}</h1>
        <p className="text-ink-soft">
          {introduction(opened)}
          {opened.expiresAt ? ` · this link works until ${formatDate(opened.expiresAt, 'day')}` : ''}.
        </p>
      </header>
      {opened.needsPassphrase ? (
        <PassphraseForm
          token={token}
          ownerName={opened.ownerName}
          onUnlocked={(unlocked) => queryClient.setQueryData(key, unlocked)}
          onGone={() => void queryClient.invalidateQueries({ queryKey: key })}
        />
      ) : opened.book ? (
        <BookView scrapbook={{ title: opened.title, ownerName: opened.ownerName, ...opened.book }} />
      ) : (
        <SharedItems items={opened.items} isSingle={opened.kind === 'vault_item'} />
      )}
    </article>
  );
}

export function ShareLinkView({ token }: { token: string }) {
  const opened = useQuery({ queryKey: openedShareLinkKey(token), queryFn: () => openShareLink(token) });
  return (
    <div className="mx-auto grid max-w-6xl min-w-0 gap-10">
      <div className="flex justify-center">
        <Logo />
      </div>
      {opened.isPending ? (
        <LoadingScreen message="Opening the link..." />
      ) : opened.isError || !opened.data ? (
        <UnavailableLink error={opened.error} />
      ) : (
        <OpenedLink token={token} opened={opened.data} />
      )}
      <p className="text-center text-sm text-ink-soft">
        <Heart className="mr-1 inline size-4 text-accent" aria-hidden />
        Shared privately through {appConfig.productName}. Only people with this link can see this page.
      </p>
    </div>
  );
}
