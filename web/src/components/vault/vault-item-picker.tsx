/**
 * Choosing memories from one's own vault by their thumbnails: a grid of checkboxes (Tab and Space),
 * each with the item's preview, title and kind; an item that cannot be chosen says why (already in
 * the album or capsule). Used where a container takes existing items by reference: an album shared
 * with the user, a time capsule.
 */
import { FileText, Mic, Play } from 'lucide-react';
import type { VaultItem } from '@heirloom/common/contracts/vault';
import { cn } from '../../lib/cn';
import { KIND_LABELS } from './vault-format';

const KIND_ICONS = { photo: null, video: Play, audio: Mic, document: FileText } as const;

function PickableItem({
  item,
  unavailableReason,
  isPicked,
  onToggle,
}: {
  item: VaultItem;
  unavailableReason: string | null;
  isPicked: boolean;
  onToggle: () => void;
}) {
  const isUnavailable = unavailableReason !== null;
  const Icon = KIND_ICONS[item.kind];
  return (
    <li>
      <label
        className={cn(
          'relative grid h-full cursor-pointer overflow-hidden rounded-2xl border-2 bg-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent',
          isPicked || isUnavailable ? 'border-accent' : 'border-line',
          isUnavailable && 'cursor-default opacity-70',
        )}
        data-testid="pickable-item"
      >
        <input
          type="checkbox"
          className="absolute top-2 left-2 z-10 size-5 accent-accent"
          checked={isPicked || isUnavailable}
          disabled={isUnavailable}
          onChange={onToggle}
        />
        <span className="relative flex aspect-[4/3] items-center justify-center bg-paper-deep">
          {item.previewUrl ? (
            <img src={item.previewUrl} alt="" loading="lazy" className="size-full object-cover" />
          ) : (
            Icon && <Icon className="size-8 text-accent" aria-hidden />
          )}
        </span>
        <span className="grid p-2 text-sm">
          <span className="truncate font-semibold text-ink">{item.title}</span>
          <span className="text-ink-soft">{unavailableReason ?? KIND_LABELS[item.kind]}</span>
        </span>
      </label>
    </li>
  );
}

/** The grid of `items` to choose from; `unavailableReason` says why one cannot be chosen (null: it can). */
export function VaultItemPicker({
  items,
  pickedIds,
  onToggle,
  unavailableReason = () => null,
}: {
  items: readonly VaultItem[];
  pickedIds: readonly string[];
  onToggle: (itemId: string) => void;
  unavailableReason?: (item: VaultItem) => string | null;
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4" data-testid="vault-item-picker">
      {items.map((item) => (
        <PickableItem
          key={item.id}
          item={item}
          unavailableReason={unavailableReason(item)}
          isPicked={pickedIds.includes(item.id)}
          onToggle={() => onToggle(item.id)}
        />
      ))}
    </ul>
  );
}
