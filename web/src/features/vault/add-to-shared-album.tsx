/**
 * "Add my photos" to an album a relative shares with the user as an editor
 * (docs/product/roles-and-access.md "Sharing"): pick memories from one's own vault, or upload new
 * ones (they are picked once uploaded), then add them. They stay the user's own items; the album's
 * circle sees them while they are in it, and a public link the owner makes to the album shows them
 * only if the user ticks the box that agrees.
 */
import { Check, ImagePlus, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { SharedAlbum } from '@heirloom/common/contracts/vault';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { toast } from '../../components/ui/use-toast';
import { UploadList } from '../../components/vault/upload-list';
import { useVaultUploads } from '../../components/vault/use-vault-uploads';
import { VaultItemPicker } from '../../components/vault/vault-item-picker';
import { describeError } from '../../lib/api';
import { addItemsToAlbum, useRefreshVault, useVaultItems, useVaultOverview } from '../../lib/vault-queries';

const ACCEPTED_TYPES = 'image/*,video/*,audio/*,application/pdf';

function AddPhotosBody({ album, onDone }: { album: SharedAlbum; onDone: () => void }) {
  const refresh = useRefreshVault();
  const own = useVaultItems({});
  const maxFileSizeMb = useVaultOverview().data?.maxFileSizeMb;
  const [picked, setPicked] = useState<string[]>([]);
  const [isAdding, setIsAdding] = useState(false);
  const [linkConsent, setLinkConsent] = useState(false);
  const consentId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const uploads = useVaultUploads({
    collection: 'vault',
    maxFileSizeMb,
    onUploaded: (itemId) => {
      if (itemId) setPicked((list) => (list.includes(itemId) ? list : [...list, itemId]));
      void refresh();
    },
  });
  const items = own.data?.items ?? [];
  const toggle = (id: string) =>
    setPicked((list) => (list.includes(id) ? list.filter((picked) => picked !== id) : [...list, id]));
  const add = async () => {
    setIsAdding(true);
    try {
      await addItemsToAlbum(album.id, picked, linkConsent);
      await refresh();
      toast({
        title: `Added to “${album.name}”`,
        description: `${picked.length} ${picked.length === 1 ? 'memory is' : 'memories are'} now in ${album.owner.name}’s shared album.`,
      });
      onDone();
    } catch (error) {
      await refresh();
      toast({ variant: 'destructive', title: 'Could not add them', description: describeError(error) });
    } finally {
      setIsAdding(false);
    }
  };
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" onClick={() => fileInput.current?.click()}>
          <Upload className="size-4" aria-hidden /> Upload new photos
        </Button>
        <p className="text-sm text-ink-soft">New uploads go into your vault and are picked here.</p>
        <input
          ref={fileInput}
          type="file"
          multiple
          accept={ACCEPTED_TYPES}
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          data-testid="shared-album-file-input"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            files.forEach((file) => uploads.add(file, file.name));
          }}
        />
      </div>
      <UploadList
        entries={uploads.entries}
        onPause={uploads.pause}
        onResume={uploads.resume}
        onRemove={uploads.remove}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-semibold text-ink">Your memories</legend>
        {own.isPending ? (
          <p className="text-ink-soft">Opening your vault…</p>
        ) : items.length === 0 ? (
          <p className="flex items-center gap-2 text-ink-soft">
            <ImagePlus className="size-5 text-accent" aria-hidden /> Your vault is empty. Upload photos above, then add
            them.
          </p>
        ) : (
          <VaultItemPicker
            items={items}
            pickedIds={picked}
            onToggle={toggle}
            unavailableReason={(item) => (item.albumIds.includes(album.id) ? 'Already in the album' : null)}
          />
        )}
      </fieldset>
      <div className="grid gap-1 rounded-2xl bg-paper-deep p-4">
        <div className="flex items-start gap-3">
          <input
            id={consentId}
            type="checkbox"
            className="mt-1 size-4 accent-accent"
            checked={linkConsent}
            onChange={(event) => setLinkConsent(event.target.checked)}
          />
          <label htmlFor={consentId} className="text-sm font-semibold text-ink">
            Also when {album.owner.name} shares this album by link
          </label>
        </div>
        <p className="pl-7 text-sm text-ink-soft" data-testid="link-consent-hint">
          {linkConsent
            ? `Anyone ${album.owner.name} gives a link to the album can see ${picked.length === 1 ? 'it' : 'them'}, without an account. Add ${picked.length === 1 ? 'it' : 'them'} again with this box unticked to take that back.`
            : `Only ${album.owner.name} and their family circle will see ${picked.length === 1 ? 'it' : 'them'}. A link ${album.owner.name} makes to the album leaves ${picked.length === 1 ? 'it' : 'them'} out.`}
        </p>
      </div>
      <div className="sticky bottom-0 -mx-1 flex flex-wrap items-center gap-3 bg-paper px-1 py-2">
        <Button disabled={picked.length === 0 || isAdding} onClick={() => void add()}>
          <Check className="size-4" aria-hidden />
          {isAdding
            ? 'Adding…'
            : picked.length === 0
              ? 'Add to the album'
              : `Add ${picked.length} ${picked.length === 1 ? 'memory' : 'memories'}`}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

/** The "Add my photos" button of a shared album and the picker it opens. */
export function AddToSharedAlbum({ album }: { album: SharedAlbum }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Add my photos to “${album.name}”`}
        onClick={() => setIsOpen(true)}
      >
        <ImagePlus className="size-4" aria-hidden /> Add my photos
      </Button>
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        <DialogContent className="max-w-3xl scroll-pb-24">
          <DialogTitle className="mb-1 pr-10 text-2xl break-words text-ink">Add to “{album.name}”</DialogTitle>
          <DialogDescription className="mb-5 text-ink-soft">
            Choose memories from your vault. {album.owner.name} and their family circle will see them while they are in
            the album and you are in the circle; they stay yours. Nobody else sees them unless you agree below.
          </DialogDescription>
          {isOpen && <AddPhotosBody album={album} onDone={() => setIsOpen(false)} />}
        </DialogContent>
      </Dialog>
    </>
  );
}
