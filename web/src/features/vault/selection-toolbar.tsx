/**
 * What to do with the memories chosen in the grid, all at once: "N selected", add them to an album
 * (the album picker), take them out of the album being shown, choose all, or clear the choice. A
 * toolbar that stays at the bottom of the screen while the grid scrolls; also the keyboard's way of
 * doing what dragging cards onto an album does.
 */
import { FolderMinus, FolderPlus, ListChecks, X } from 'lucide-react';
import { useState } from 'react';
import type { VaultAlbum } from '@heirloom/common/contracts/vault';
import { Button } from '../../components/ui/button';
import { AlbumPicker } from './album-picker';
import { useAlbumFiling } from './use-album-filing';

export function SelectionToolbar({
  chosenIds,
  shownCount,
  albums,
  shownAlbum,
  onChooseAll,
  onClear,
}: {
  chosenIds: string[];
  /** How many memories the grid shows (what "Select all" chooses). */
  shownCount: number;
  albums: readonly VaultAlbum[];
  /** The album the grid is narrowed to, whose items can be taken out of it. */
  shownAlbum: VaultAlbum | undefined;
  onChooseAll: () => void;
  onClear: () => void;
}) {
  const [isPickerOpen, setIsPickerOpen] = useState(false);
  const filing = useAlbumFiling(onClear);
  if (chosenIds.length === 0) return null;
  return (
    <div
      role="toolbar"
      aria-label="Selected memories"
      data-testid="selection-toolbar"
      className="sticky bottom-3 z-20 flex flex-wrap items-center gap-2 rounded-3xl border border-line bg-white p-3 shadow-lg"
    >
      <p className="mr-auto px-2 font-semibold text-ink" aria-live="polite">
        {chosenIds.length} selected
      </p>
      <Button size="sm" disabled={filing.isPending} onClick={() => setIsPickerOpen(true)}>
        <FolderPlus className="size-4" aria-hidden /> Add to album
      </Button>
      {shownAlbum && (
        <Button
          size="sm"
          variant="secondary"
          disabled={filing.isPending}
          onClick={() => filing.mutate({ album: shownAlbum, itemIds: chosenIds, direction: 'remove' })}
        >
          <FolderMinus className="size-4" aria-hidden /> Remove from “{shownAlbum.name}”
        </Button>
      )}
      {chosenIds.length < shownCount && (
        <Button size="sm" variant="ghost" onClick={onChooseAll}>
          <ListChecks className="size-4" aria-hidden /> Select all {shownCount}
        </Button>
      )}
      <Button size="sm" variant="ghost" onClick={onClear}>
        <X className="size-4" aria-hidden /> Clear
      </Button>
      <AlbumPicker
        isOpen={isPickerOpen}
        onOpenChange={setIsPickerOpen}
        albums={albums}
        chosenCount={chosenIds.length}
        onPick={(album) => {
          setIsPickerOpen(false);
          filing.mutate({ album, itemIds: chosenIds, direction: 'add' });
        }}
      />
    </div>
  );
}
