/**
 * One memory in the grid: its thumbnail (photo), poster frame with a play badge and duration
 * (video), waveform (audio) or first page (document), then its title and date. Opens the detail view.
 * A "Shared" badge marks the user's items their family circle sees; someone else's item says whose.
 * In the owner's library a checkbox chooses it for acting on many at once, and it can be dragged onto an album.
 */
import { FileText, Image as ImageIcon, Mic, Play } from 'lucide-react';
import type { VaultItem } from '@heirloom/common/contracts/vault';
import { formatDuration } from '@heirloom/common/utils/format-duration';
import { Waveform } from '../../components/media/waveform';
import { ItemLink } from '../../components/vault/item-link';
import { SharedBadge } from '../../components/vault/share-switch';
import { itemDate, KIND_LABELS } from '../../components/vault/vault-format';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/reader-dates';

const FALLBACK_ICONS = { photo: ImageIcon, video: Play, audio: Mic, document: FileText } as const;

function DurationBadge({ durationMs }: { durationMs: number | null }) {
  if (durationMs === null) return null;
  return (
    <span className="absolute right-2 bottom-2 rounded-full bg-ink/80 px-2 py-0.5 text-sm font-semibold text-white tabular-nums">
      {formatDuration(durationMs)}
    </span>
  );
}

function Preview({ item }: { item: VaultItem }) {
  if (item.kind === 'audio') {
    return (
      <div className="flex size-full items-center bg-accent-soft/70 px-4">
        {item.waveform && item.waveform.length > 0 ? (
          <Waveform peaks={item.waveform} barCount={48} className="h-20" />
        ) : (
          <Mic className="mx-auto size-10 text-accent" aria-hidden />
        )}
        <DurationBadge durationMs={item.durationMs} />
      </div>
    );
  }
  if (!item.previewUrl) {
    const Icon = FALLBACK_ICONS[item.kind];
    return (
      <div className="flex size-full items-center justify-center">
        <Icon className="size-10 text-accent" aria-hidden />
      </div>
    );
  }
  return (
    <>
      <img
        src={item.previewUrl}
        alt={item.title}
        loading="lazy"
        className={item.kind === 'document' ? 'size-full bg-white object-cover object-top' : 'size-full object-cover'}
      />
      {item.kind === 'video' && (
        <>
          <span className="absolute inset-0 m-auto flex size-14 items-center justify-center rounded-full bg-ink/70 text-white">
            <Play className="ml-1 size-7" fill="currentColor" aria-hidden />
          </span>
          <DurationBadge durationMs={item.durationMs} />
        </>
      )}
      {item.kind === 'document' && (
        <span className="absolute right-2 bottom-2 rounded-full bg-ink/80 px-2 py-0.5 text-sm font-semibold text-white">
          {item.pageCount ? `${item.pageCount} page${item.pageCount > 1 ? 's' : ''}` : 'Document'}
        </span>
      )}
    </>
  );
}

/** How a card takes part in choosing many: its checkbox, and dragging it (with the others chosen) onto an album. */
export interface CardSelection {
  isChosen: boolean;
  /** A click on the checkbox; `isRange` when Shift was held. */
  onChoose: (isRange: boolean) => void;
  onDragStart: (dataTransfer: DataTransfer) => void;
}

export function VaultCard({
  item,
  isShared = false,
  selection,
}: {
  item: VaultItem;
  isShared?: boolean;
  selection?: CardSelection;
}) {
  return (
    <li
      className="relative"
      draggable={selection ? true : undefined}
      onDragStart={selection ? (event) => selection.onDragStart(event.dataTransfer) : undefined}
    >
      <ItemLink
        itemId={item.id}
        className={cn(
          'group block h-full overflow-hidden rounded-3xl border border-line bg-white shadow-sm transition-shadow hover:shadow-md',
          selection?.isChosen && 'border-accent ring-2 ring-accent',
        )}
        testId="vault-card"
      >
        <div className="relative aspect-[4/3] bg-paper-deep">
          <Preview item={item} />
          {isShared && item.owner === null && (
            <SharedBadge className="absolute bottom-2 left-2 bg-white/95 shadow-sm" label="Shared" />
          )}
        </div>
        <div className="grid gap-0.5 p-4">
          <h3 className="line-clamp-2 font-sans text-base font-semibold break-words text-ink group-hover:underline">
            {item.title}
          </h3>
          {item.owner && (
            <p
              className="line-clamp-2 text-sm font-semibold [overflow-wrap:anywhere] text-accent-strong"
              data-testid="shared-from"
            >
              From {item.owner.name}
            </p>
          )}
          <p className="text-sm text-ink-soft">
            {KIND_LABELS[item.kind]} · {formatDate(itemDate(item), 'short-day')}
          </p>
        </div>
      </ItemLink>
      {selection && (
        // Beside the link, not inside it: a checkbox may not sit in a link.
        <label className="absolute top-2 left-2 flex size-11 cursor-pointer items-center justify-center rounded-full bg-white/90 shadow-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent">
          <input
            type="checkbox"
            className="size-5 cursor-pointer accent-accent"
            aria-label={`Select ${item.title}`}
            checked={selection.isChosen}
            onChange={(event) => selection.onChoose((event.nativeEvent as MouseEvent).shiftKey === true)}
          />
        </label>
      )}
    </li>
  );
}
