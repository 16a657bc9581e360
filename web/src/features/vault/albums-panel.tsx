/**
 * The owner's albums: choose one to see only its items, create one, delete one (after asking; its
 * items stay in the vault), share one with the family circle (everything in it, now and later,
 * including what the circle's editors add), or get a share link to it for people without an account.
 * Memories dragged from the grid drop onto an album to be filed in it.
 */
import { useMutation } from '@tanstack/react-query';
import { FolderHeart, Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  VAULT_LIMITS,
  vaultAlbumInputSchema,
  type VaultAlbum,
  type VaultOverview,
} from '@heirloom/common/contracts/vault';
import { Button } from '../../components/ui/button';
import type { Confirmation } from '../../components/ui/confirm-dialog';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/use-toast';
import { GetLinkButton } from '../../components/vault/share-link-dialog';
import { SharedBadge, ShareSwitch } from '../../components/vault/share-switch';
import { describeError } from '../../lib/api';
import { cn } from '../../lib/cn';
import { createVaultAlbum, deleteVaultAlbum, setVaultAlbumSharing, useRefreshVault } from '../../lib/vault-queries';
import { droppedItemIds, isDraggingItems } from './dragged-items';

interface AlbumsPanelProps {
  albums: VaultOverview['albums'];
  selectedId: string | undefined;
  onSelect: (albumId: string) => void;
  onConfirm: (confirmation: Confirmation) => void;
  /** Memories dropped on an album (dragged from the grid). */
  onDropItems: (album: VaultAlbum, itemIds: string[]) => void;
}

function NewAlbumForm() {
  const refresh = useRefreshVault();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [isSaving, setIsSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = vaultAlbumInputSchema.safeParse({ name });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setIsSaving(true);
    try {
      await createVaultAlbum(parsed.data.name);
      await refresh();
      setName('');
      setError(undefined);
    } catch (caught) {
      setError(describeError(caught));
    } finally {
      setIsSaving(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate className="grid gap-1.5">
      <label htmlFor="new-album" className="text-sm font-semibold text-ink">
        New album
      </label>
      <div className="flex gap-2">
        <Input
          id="new-album"
          value={name}
          maxLength={VAULT_LIMITS.nameLength}
          onChange={(event) => setName(event.target.value)}
          placeholder="Christmas at Nana’s"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'new-album-error' : undefined}
        />
        <Button type="submit" variant="secondary" disabled={isSaving} aria-label="Create album">
          <Plus className="size-4" aria-hidden />
        </Button>
      </div>
      {error && (
        <p id="new-album-error" role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </form>
  );
}

/** "Share with my family circle" for one album, saved at once with a toast. */
function AlbumSharing({ album }: { album: VaultAlbum }) {
  const refresh = useRefreshVault();
  const mutation = useMutation({
    mutationFn: (shared: boolean) => setVaultAlbumSharing(album.id, shared),
    onSuccess: async (saved) => {
      await refresh();
      toast(
        saved.sharedWithCircle
          ? {
              title: 'Album shared with your family circle',
              description: `Everything in “${saved.name}”, now and later, is shared with your circle.`,
            }
          : { title: 'Album no longer shared', description: `“${saved.name}” is just yours again.` },
      );
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Could not change sharing', description: describeError(error) }),
  });
  return (
    <ShareSwitch
      id={`album-share-${album.id}`}
      size="sm"
      isOn={mutation.isPending ? mutation.variables : album.sharedWithCircle}
      isBusy={mutation.isPending}
      label="Share with my family circle"
      ariaLabel={`Share with my family circle: ${album.name}`}
      onChange={(next) => mutation.mutate(next)}
    />
  );
}

export function AlbumsPanel({ albums, selectedId, onSelect, onConfirm, onDropItems }: AlbumsPanelProps) {
  const refresh = useRefreshVault();
  const [dropTargetId, setDropTargetId] = useState<string | null>(null);
  return (
    // min-w-0 down the tree: a long name or the Shared badge truncates instead of widening the sidebar.
    <section aria-labelledby="albums-heading" className="grid min-w-0 gap-3">
      <h2 id="albums-heading" className="text-xl text-ink">
        Albums
      </h2>
      {albums.length === 0 ? (
        <p className="text-sm text-ink-soft">
          Group memories into albums: create one here, then select memories and choose “Add to album”, or drag them onto
          it.
        </p>
      ) : (
        <>
          <ul className="grid min-w-0 gap-2">
            {albums.map((album) => {
              const isSelected = album.id === selectedId;
              return (
                <li key={album.id} className="grid min-w-0 gap-1" data-testid="vault-album">
                  <div className="flex min-w-0 items-center gap-1">
                    <button
                      type="button"
                      aria-pressed={isSelected}
                      onClick={() => onSelect(isSelected ? '' : album.id)}
                      onDragOver={(event) => {
                        if (!isDraggingItems(event.dataTransfer)) return;
                        event.preventDefault();
                        event.dataTransfer.dropEffect = 'copy';
                        setDropTargetId(album.id);
                      }}
                      onDragLeave={() => setDropTargetId(null)}
                      onDrop={(event) => {
                        event.preventDefault();
                        setDropTargetId(null);
                        const itemIds = droppedItemIds(event.dataTransfer);
                        if (itemIds.length > 0) onDropItems(album, itemIds);
                      }}
                      data-testid="album-drop-target"
                      className={cn(
                        'flex min-w-0 flex-1 items-center gap-2 rounded-xl px-3 py-2 text-left text-ink hover:bg-paper-deep',
                        isSelected && 'bg-accent-soft font-semibold text-accent-strong',
                        dropTargetId === album.id && 'bg-accent-soft ring-2 ring-accent',
                      )}
                    >
                      <FolderHeart className="size-4 shrink-0 text-accent" aria-hidden />
                      <span className="truncate">{album.name}</span>
                      {album.sharedWithCircle && <SharedBadge className="shrink-0" isCompact />}
                      <span className="ml-auto text-sm text-ink-soft">{album.itemCount}</span>
                    </button>
                    <GetLinkButton
                      target={{
                        kind: 'vault_album',
                        id: album.id,
                        title: album.name,
                        withheld: album.withheldFromLinks,
                      }}
                      variant="ghost"
                      isIconOnly
                      ariaLabel={`Get a link to the album ${album.name}`}
                    />
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Delete album ${album.name}`}
                      onClick={() =>
                        onConfirm({
                          title: `Delete the album “${album.name}”?`,
                          description: album.sharedWithCircle
                            ? 'The album goes, and your family circle no longer sees it; the memories in it stay in your vault.'
                            : 'The album goes; the memories in it stay in your vault.',
                          confirmLabel: 'Delete the album',
                          done: 'Album deleted',
                          run: async () => {
                            await deleteVaultAlbum(album.id);
                            if (isSelected) onSelect('');
                            await refresh();
                          },
                        })
                      }
                    >
                      <Trash2 className="size-4" aria-hidden />
                    </Button>
                  </div>
                  <div className="pl-9">
                    <AlbumSharing album={album} />
                  </div>
                </li>
              );
            })}
          </ul>
          <p className="text-sm text-ink-soft">
            Sharing an album shares everything in it with your circle’s viewers and editors, now and later, including
            what editors add. Legacy contacts see nothing until a release.
          </p>
        </>
      )}
      <NewAlbumForm />
    </section>
  );
}
