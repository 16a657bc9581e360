/**
 * The item itself in the detail view: the full photo, a video or audio player with seeking (range
 * requests), or a document's first page with links to open and save the whole file.
 */
import { Download, ExternalLink, FileText } from 'lucide-react';
import type { RefObject } from 'react';
import { HEIF_TYPES, VAULT_MESSAGES, type VaultItem } from '@heirloom/common/contracts/vault';
import { useMediaElementRef } from '../media/media-seek';
import { buttonClasses } from '../ui/button';
import { AudioPlayer } from './audio-player';

/** The file's address that makes the browser save it rather than show it. */
export const downloadUrl = (item: VaultItem) => `${item.fileUrl}${item.fileUrl.includes('?') ? '&' : '?'}download=1`;

function MediaLinks({ item }: { item: VaultItem }) {
  const openLabel = item.kind === 'document' ? 'Open the document' : item.kind === 'photo' ? 'Open full size' : null;
  return (
    <div className="flex flex-wrap gap-2">
      {openLabel && (
        <a href={item.fileUrl} target="_blank" rel="noopener" className={buttonClasses('secondary', 'sm')}>
          <ExternalLink className="size-4" aria-hidden /> {openLabel}
        </a>
      )}
      <a href={downloadUrl(item)} className={buttonClasses('secondary', 'sm')}>
        <Download className="size-4" aria-hidden /> Download
      </a>
    </div>
  );
}

function MediaBody({ item }: { item: VaultItem }) {
  const mediaElement = useMediaElementRef();
  switch (item.kind) {
    case 'photo':
      return (
        <img
          // Only Safari shows HEIC: other browsers get the WebP preview (the original still downloads).
          src={HEIF_TYPES.includes(item.contentType) && item.previewUrl ? item.previewUrl : item.fileUrl}
          alt={item.title}
          className="max-h-[65vh] w-full rounded-2xl bg-paper-deep object-contain"
          data-testid="photo-viewer"
        />
      );
    case 'video':
      // A video browsers cannot play (HEVC, 3GP) plays from its H.264 copy once made.
      return (
        <div className="grid gap-2">
          <video
            ref={mediaElement as RefObject<HTMLVideoElement | null> | undefined}
            controls
            preload="metadata"
            poster={item.previewUrl ?? undefined}
            src={item.playbackUrl}
            aria-label={`Play ${item.title}`}
            className="max-h-[65vh] w-full rounded-2xl bg-ink"
          />
          {(item.rendition === 'pending' || item.rendition === 'failed') && (
            <p role="status" className="text-sm text-ink-soft">
              {item.rendition === 'pending' ? VAULT_MESSAGES.renditionPending : VAULT_MESSAGES.renditionFailed}
            </p>
          )}
        </div>
      );
    case 'audio':
      return <AudioPlayer item={item} />;
    case 'document':
      return item.previewUrl ? (
        <figure className="grid gap-2">
          <img
            src={item.previewUrl}
            alt={`First page of ${item.title}`}
            className="mx-auto max-h-[65vh] w-auto max-w-full rounded-lg border border-line bg-white shadow-md"
            data-testid="document-preview"
          />
          <figcaption className="text-center text-sm text-ink-soft">
            First page{item.pageCount ? ` of ${item.pageCount}` : ''}
          </figcaption>
        </figure>
      ) : (
        <div className="flex h-48 items-center justify-center rounded-2xl bg-paper-deep">
          <FileText className="size-12 text-accent" aria-hidden />
        </div>
      );
  }
}

export function ItemMedia({ item }: { item: VaultItem }) {
  return (
    <div className="grid gap-3">
      <MediaBody item={item} />
      <MediaLinks item={item} />
    </div>
  );
}
