/** Choosing a photo, recording or video of the vault to put on a page (the editor's "Add from the vault"). */
import { Mic, Plus, Video } from 'lucide-react';
import { useState } from 'react';
import type { VaultItem } from '@heirloom/common/contracts/vault';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { useVaultItems } from '../../lib/vault-queries';

export function VaultItemPicker({
  isOpen,
  onClose,
  onPick,
}: {
  isOpen: boolean;
  onClose: () => void;
  onPick: (item: VaultItem) => void;
}) {
  const [query, setQuery] = useState('');
  const items = useVaultItems({ q: query || undefined, sort: 'newest' });
  const placeable = (items.data?.items ?? []).filter((item) => item.kind !== 'document');
  return (
    <Dialog open={isOpen} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle className="mb-1 text-2xl text-ink">Add from the vault</DialogTitle>
        <DialogDescription className="mb-4 text-ink-soft">Photos, recordings and videos you may see.</DialogDescription>
        <label htmlFor="picker-search" className="sr-only">
          Search the vault
        </label>
        <Input
          id="picker-search"
          placeholder="Search the vault"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        {items.isPending ? (
          <p className="mt-4 text-ink-soft">Opening the vault…</p>
        ) : placeable.length === 0 ? (
          <p className="mt-4 text-ink-soft">Nothing here yet: add photos or recordings on the memory vault page.</p>
        ) : (
          <ul className="mt-4 grid max-h-[50vh] gap-2 overflow-y-auto">
            {placeable.map((item) => (
              <li key={item.id} className="flex items-center gap-3">
                {item.previewUrl ? (
                  <img src={item.previewUrl} alt="" className="size-12 rounded-md object-cover" />
                ) : (
                  <span className="flex size-12 items-center justify-center rounded-md bg-paper-deep">
                    {item.kind === 'video' ? <Video aria-hidden /> : <Mic aria-hidden />}
                  </span>
                )}
                <span className="min-w-0 flex-1 truncate text-ink">{item.title}</span>
                <Button size="sm" variant="secondary" onClick={() => onPick(item)} aria-label={`Add ${item.title}`}>
                  <Plus className="size-4" aria-hidden /> Add
                </Button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
