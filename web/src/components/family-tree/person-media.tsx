/**
 * How a person's photos and recordings show (docs/product/family-tree.md "A person's page"): photos
 * as a grid of previews that open the full image; recordings with the browser's player and their
 * transcript; Heirloom's own videos with the label that says how they were made. For those who may
 * edit the tree, each has a button that takes it off the person (it stays in the vault).
 */
import { Link2Off } from 'lucide-react';
import { formatDuration } from '@heirloom/common/utils/format-duration';
import { ANIMATION_LABEL, type PersonMedia } from '@heirloom/common/contracts/tree-voices';
import { Button } from '../ui/button';

/** Taking an item off the person: their name (for the button's label) and what to do when pressed. */
export interface RemoveFromPerson {
  name: string;
  onRemove: (media: PersonMedia) => void;
}

function RemoveButton({
  media,
  remove,
  className,
}: {
  media: PersonMedia;
  remove: RemoveFromPerson;
  className?: string;
}) {
  return (
    <Button
      variant="secondary"
      size="sm"
      className={className}
      aria-label={`Remove ${media.title} from ${remove.name}`}
      title={`Remove from ${remove.name}`}
      onClick={() => remove.onRemove(media)}
    >
      <Link2Off className="size-4" aria-hidden />
    </Button>
  );
}

export function PhotoGrid({
  photos,
  name,
  remove,
}: {
  photos: PersonMedia[];
  name: string;
  remove?: RemoveFromPerson;
}) {
  if (photos.length === 0) return <p className="text-ink-soft">No photos of {name} yet.</p>;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={`Photos of ${name}`}>
      {photos.map((photo) => (
        <li key={photo.itemId} className="relative">
          <a
            href={photo.fileUrl}
            target="_blank"
            rel="noreferrer"
            className="block overflow-hidden rounded-2xl border border-line"
          >
            <img
              src={photo.previewUrl ?? photo.fileUrl}
              alt={photo.title}
              loading="lazy"
              className="aspect-square w-full object-cover"
            />
          </a>
          {remove && <RemoveButton media={photo} remove={remove} className="absolute top-2 right-2" />}
        </li>
      ))}
    </ul>
  );
}

/** One recording or video with its player, length and transcript. */
export function RecordingCard({ media, remove }: { media: PersonMedia; remove?: RemoveFromPerson }) {
  return (
    <article className="grid gap-3 rounded-3xl border border-line bg-white p-4" aria-label={media.title}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-lg text-ink">{media.title}</h4>
        <div className="flex items-center gap-2">
          {media.durationMs !== null && (
            <span className="text-sm text-ink-soft">{formatDuration(media.durationMs)}</span>
          )}
          {remove && <RemoveButton media={media} remove={remove} />}
        </div>
      </div>
      {media.kind === 'video' ? (
        <video
          controls
          preload="metadata"
          src={media.fileUrl}
          className="w-full rounded-2xl bg-ink"
          aria-label={`Play ${media.title}`}
        />
      ) : (
        <audio controls preload="metadata" src={media.fileUrl} className="w-full" aria-label={`Play ${media.title}`} />
      )}
      {media.isAnimation && <p className="text-sm font-semibold text-accent-strong">{ANIMATION_LABEL}</p>}
      {media.transcript && (
        <blockquote className="border-l-4 border-line pl-3 text-ink-soft">{media.transcript}</blockquote>
      )}
    </article>
  );
}
