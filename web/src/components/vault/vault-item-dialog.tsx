/**
 * The detail view of one item, opened by ?item={id} on the vault or the voice recordings page:
 * the media, its transcript and emotion summary, and the owner's details, sharing switch and
 * "Get a link" (a share link for people without an account). An
 * item someone else shares (item.owner set) opens read-only with its owner's name. Escape or the
 * close button closes it and focus goes back to the item's card.
 */
import { Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { VAULT_MESSAGES, type VaultItem } from '@heirloom/common/contracts/vault';
import { formatDuration } from '@heirloom/common/utils/format-duration';
import { useVaultItem } from '../../lib/vault-queries';
import { LoadingScreen } from '../layout/loading-screen';
import { MediaSeekProvider } from '../media/media-seek';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog';
import { EmotionSummary } from './emotion-summary';
import { ItemDetailsForm } from './item-details-form';
import { ItemMedia } from './item-media';
import { ItemSharing } from './item-sharing';
import { GetLinkButton } from './share-link-dialog';
import { SharedItemDetails } from './shared-item-details';
import { TranscriptPanel } from './transcript-panel';
import { ITEM_LINK_ATTRIBUTE, useItemParam } from './use-item-param';
import { useMoveToTrash } from './use-move-to-trash';
import { formatBytes } from '@heirloom/common/utils/format-bytes';
import { itemDate, KIND_LABELS } from './vault-format';
import { formatDate } from '../../lib/reader-dates';

function summaryLine(item: VaultItem): string {
  return [
    KIND_LABELS[item.kind],
    formatDate(itemDate(item), 'day'),
    item.durationMs !== null && formatDuration(item.durationMs),
    formatBytes(item.sizeBytes),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The owner's side: details form, sharing and the trash button. */
function OwnItemControls({ item, onTrashed }: { item: VaultItem; onTrashed: () => void }) {
  const moveToTrash = useMoveToTrash();
  return (
    <>
      {!item.deletedAt && <ItemSharing item={item} />}
      {!item.deletedAt && (
        <section aria-label="Share link" className="grid gap-2 rounded-2xl bg-paper-deep p-4">
          <p className="text-sm text-ink-soft">
            Share it with someone without an account: a private link, with an expiry and a passphrase if you like.
          </p>
          <GetLinkButton
            target={{ kind: 'vault_item', id: item.id, title: item.title }}
            className="justify-self-start"
          />
        </section>
      )}
      <ItemDetailsForm key={item.id} item={item} />
      {!item.deletedAt && (
        <Button
          variant="ghost"
          className="justify-self-start text-danger"
          onClick={async () => {
            if (await moveToTrash(item)) onTrashed();
          }}
        >
          <Trash2 className="size-4" aria-hidden /> Move to trash
        </Button>
      )}
    </>
  );
}

function ItemDetail({ item, onTrashed }: { item: VaultItem; onTrashed: () => void }) {
  const isOwn = item.owner === null;
  return (
    <>
      <DialogTitle className="mb-1 pr-10 text-3xl break-words text-ink">{item.title}</DialogTitle>
      <DialogDescription className="mb-6 text-ink-soft">
        {item.owner && `From ${item.owner.name} · `}
        {summaryLine(item)}
      </DialogDescription>
      {item.purgeAt && (
        <p className="mb-4 rounded-2xl bg-accent-soft p-3 text-ink">
          This item is in the trash. It will be removed for good on {formatDate(item.purgeAt, 'day')}.
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="grid content-start gap-5">
          <MediaSeekProvider>
            <ItemMedia item={item} />
            <TranscriptPanel item={item} isReadOnly={!isOwn} />
          </MediaSeekProvider>
          {item.transcript?.emotion && <EmotionSummary emotion={item.transcript.emotion} />}
        </div>
        <div className="grid content-start gap-6">
          {item.owner === null ? (
            <OwnItemControls item={item} onTrashed={onTrashed} />
          ) : (
            <SharedItemDetails item={item} ownerName={item.owner.name} />
          )}
        </div>
      </div>
    </>
  );
}

export function VaultItemDialog() {
  const { itemId, close } = useItemParam();
  const item = useVaultItem(itemId);
  const lastOpenedId = useRef<string | null>(null);
  useEffect(() => {
    if (itemId) lastOpenedId.current = itemId;
  }, [itemId]);
  const returnFocus = (event: Event) => {
    event.preventDefault();
    // The same item can have a link in a hidden tab (the library stays mounted): focus the one on screen.
    const links = document.querySelectorAll<HTMLElement>(`[${ITEM_LINK_ATTRIBUTE}="${lastOpenedId.current}"]`);
    [...links].find((link) => link.getClientRects().length > 0)?.focus();
  };
  return (
    <Dialog open={itemId !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent className="max-w-6xl" onCloseAutoFocus={returnFocus}>
        {item.data ? (
          <ItemDetail item={item.data} onTrashed={close} />
        ) : item.isPending ? (
          <>
            <DialogTitle className="sr-only">Opening the memory</DialogTitle>
            <DialogDescription className="sr-only">Loading</DialogDescription>
            <LoadingScreen message="Opening the memory..." />
          </>
        ) : (
          <>
            <DialogTitle className="mb-2 text-2xl text-ink">{VAULT_MESSAGES.notFound}</DialogTitle>
            <DialogDescription className="text-ink-soft">
              It may have been moved to the trash or removed for good.
            </DialogDescription>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
