/**
 * The items of an opened share link: photos as previews that open the full image, videos and
 * audio with the browser's players (seekable: the files answer range requests), documents as their
 * first page with a link to open the whole file. A Download button only when the owner allows it.
 */
import { Download, ExternalLink, FileText, Maximize2 } from 'lucide-react';
import { useState } from 'react';
import type { SharedItem } from '@heirloom/common/contracts/share-links';
import { formatDuration } from '@heirloom/common/utils/format-duration';
import { buttonClasses } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/reader-dates';

function DownloadLink({ item }: { item: SharedItem }) {
  if (!item.downloadUrl) return null;
  return (
    <a
      href={item.downloadUrl}
      download
      className={buttonClasses('secondary', 'sm')}
      aria-label={`Download ${item.title}`}
    >
      <Download className="size-4" aria-hidden /> Download
    </a>
  );
}

/** The full image in a dialog, with its title, description and download. */
function PhotoViewer({ item, onClose }: { item: SharedItem; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="grid max-w-5xl gap-4">
        <DialogTitle className="pr-10 text-2xl break-words text-ink">{item.title}</DialogTitle>
        <DialogDescription className={item.description ? 'text-ink-soft' : 'sr-only'}>
          {item.description || 'The photo at full size'}
        </DialogDescription>
        <img
          src={item.fileUrl}
          alt={item.title}
          className="max-h-[70vh] w-full rounded-2xl bg-paper-deep object-contain"
          data-testid="shared-photo-full"
        />
        <div className="flex flex-wrap gap-2">
          <a href={item.fileUrl} target="_blank" rel="noopener" className={buttonClasses('secondary', 'sm')}>
            <ExternalLink className="size-4" aria-hidden /> Open full size
          </a>
          <DownloadLink item={item} />
        </div>
      </DialogContent>
    </Dialog>
  );
}

interface ItemProps {
  item: SharedItem;
  /** The link's only item: shown whole (not cropped to the grid's shape), its title being the page's. */
  isSingle: boolean;
  onOpenPhoto: () => void;
}

function ItemBody({ item, isSingle, onOpenPhoto }: ItemProps) {
  switch (item.kind) {
    case 'photo':
      return (
        <button
          type="button"
          onClick={onOpenPhoto}
          aria-label={`See ${item.title} at full size`}
          className="group relative block overflow-hidden rounded-2xl bg-paper-deep"
        >
          <img
            src={item.previewUrl ?? item.fileUrl}
            alt={item.title}
            loading={isSingle ? undefined : 'lazy'}
            className={cn(
              'w-full transition-transform group-hover:scale-[1.02]',
              isSingle ? 'max-h-[60vh] object-contain' : 'aspect-[4/3] object-cover',
            )}
            data-testid="shared-photo"
          />
          <span className="absolute right-2 bottom-2 flex items-center gap-1 rounded-full bg-ink/70 px-2.5 py-1 text-xs font-semibold text-white">
            <Maximize2 className="size-3" aria-hidden /> Full size
          </span>
        </button>
      );
    case 'video':
      return (
        <video
          controls
          preload="metadata"
          poster={item.previewUrl ?? undefined}
          src={item.fileUrl}
          aria-label={`Play ${item.title}`}
          className="aspect-video w-full rounded-2xl bg-ink"
        />
      );
    case 'audio':
      return (
        <div className="grid gap-2 rounded-2xl bg-paper-deep p-4">
          <audio controls preload="metadata" src={item.fileUrl} aria-label={`Play ${item.title}`} className="w-full" />
        </div>
      );
    case 'document':
      return item.previewUrl ? (
        <a href={item.fileUrl} target="_blank" rel="noopener" className="block rounded-2xl bg-paper-deep p-3">
          <img
            src={item.previewUrl}
            alt={`First page of ${item.title}`}
            loading="lazy"
            className="mx-auto max-h-96 w-auto max-w-full rounded-lg border border-line bg-white shadow-md"
          />
        </a>
      ) : (
        <div className="flex h-48 items-center justify-center rounded-2xl bg-paper-deep">
          <FileText className="size-12 text-accent" aria-hidden />
        </div>
      );
  }
}

function SharedItemCard({ item, isSingle, onOpenPhoto }: ItemProps) {
  const details = [
    item.takenAt && formatDate(item.takenAt, 'day'),
    item.durationMs !== null && formatDuration(item.durationMs),
  ].filter(Boolean);
  return (
    <li
      className="grid content-start gap-3 rounded-3xl border border-line bg-white p-4 shadow-sm"
      data-testid="shared-item"
    >
      <ItemBody item={item} isSingle={isSingle} onOpenPhoto={onOpenPhoto} />
      <div className="grid gap-1">
        <h2 className={isSingle ? 'sr-only' : 'text-lg break-words text-ink'}>{item.title}</h2>
        {details.length > 0 && <p className="text-sm text-ink-soft">{details.join(' · ')}</p>}
        {item.description && <p className="text-ink whitespace-pre-wrap">{item.description}</p>}
      </div>
      {(item.kind === 'document' || item.downloadUrl) && (
        <div className="flex flex-wrap gap-2">
          {item.kind === 'document' && (
            <a href={item.fileUrl} target="_blank" rel="noopener" className={buttonClasses('secondary', 'sm')}>
              <ExternalLink className="size-4" aria-hidden /> Open the document
            </a>
          )}
          <DownloadLink item={item} />
        </div>
      )}
    </li>
  );
}

export function SharedItems({ items, isSingle }: { items: SharedItem[]; isSingle: boolean }) {
  const [openPhoto, setOpenPhoto] = useState<SharedItem | null>(null);
  if (items.length === 0) {
    return (
      <p className="rounded-2xl bg-paper-deep p-6 text-center text-ink-soft">There is nothing in this album yet.</p>
    );
  }
  return (
    <>
      <ul
        className={cn('grid gap-5', isSingle ? 'mx-auto w-full max-w-2xl' : 'sm:grid-cols-2 lg:grid-cols-3')}
        aria-label="Shared memories"
      >
        {items.map((item) => (
          <SharedItemCard key={item.id} item={item} isSingle={isSingle} onOpenPhoto={() => setOpenPhoto(item)} />
        ))}
      </ul>
      {openPhoto && <PhotoViewer item={openPhoto} onClose={() => setOpenPhoto(null)} />}
    </>
  );
}
