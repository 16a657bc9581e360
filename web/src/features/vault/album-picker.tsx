/**
 * "Add to album": the owner's albums to file the chosen memories in, with how many each holds, or a
 * new album made on the spot. A dialog: focus moves into it, Escape closes it.
 */
import { FolderHeart, Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { VAULT_LIMITS, vaultAlbumInputSchema, type VaultAlbum } from '@heirloom/common/contracts/vault';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { SharedBadge } from '../../components/vault/share-switch';
import { describeError } from '../../lib/api';
import { createVaultAlbum } from '../../lib/vault-queries';
import { countMemories } from './use-album-filing';

export function AlbumPicker({
  isOpen,
  onOpenChange,
  albums,
  chosenCount,
  onPick,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  albums: readonly VaultAlbum[];
  chosenCount: number;
  onPick: (album: Pick<VaultAlbum, 'id' | 'name'>) => void;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [isCreating, setIsCreating] = useState(false);
  const createAndPick = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = vaultAlbumInputSchema.safeParse({ name });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setIsCreating(true);
    try {
      onPick(await createVaultAlbum(parsed.data.name));
      setName('');
      setError(undefined);
    } catch (caught) {
      setError(describeError(caught));
    } finally {
      setIsCreating(false);
    }
  };
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle className="mb-1 pr-10 text-2xl text-ink">Add to an album</DialogTitle>
        <DialogDescription className="mb-5 text-ink-soft">
          Choose where the {countMemories(chosenCount)} you selected go. They stay in your vault and may be in several
          albums.
        </DialogDescription>
        {albums.length === 0 ? (
          <p className="mb-4 text-ink-soft">You have no albums yet. Name the first one below.</p>
        ) : (
          <ul className="mb-5 grid gap-2" aria-label="Your albums">
            {albums.map((album) => (
              <li key={album.id}>
                <button
                  type="button"
                  onClick={() => onPick(album)}
                  className="flex w-full min-w-0 items-center gap-3 rounded-2xl border border-line bg-white px-4 py-3 text-left text-ink hover:bg-paper-deep focus-visible:ring-2 focus-visible:ring-accent"
                >
                  <FolderHeart className="size-5 shrink-0 text-accent" aria-hidden />
                  <span className="min-w-0 flex-1 truncate font-semibold">{album.name}</span>
                  {album.sharedWithCircle && <SharedBadge className="shrink-0" isCompact />}
                  <span className="shrink-0 text-sm text-ink-soft">{countMemories(album.itemCount)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <form onSubmit={createAndPick} noValidate className="grid gap-1.5">
          <label htmlFor="picker-new-album" className="text-sm font-semibold text-ink">
            A new album
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id="picker-new-album"
              value={name}
              maxLength={VAULT_LIMITS.nameLength}
              onChange={(event) => setName(event.target.value)}
              placeholder="Christmas at Nana’s"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'picker-new-album-error' : undefined}
            />
            <Button type="submit" variant="secondary" disabled={isCreating} className="shrink-0">
              <Plus className="size-4" aria-hidden /> Create and add
            </Button>
          </div>
          {error && (
            <p id="picker-new-album-error" role="alert" className="text-sm font-medium text-danger">
              {error}
            </p>
          )}
        </form>
      </DialogContent>
    </Dialog>
  );
}
