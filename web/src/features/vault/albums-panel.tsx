/**
 * The owner's albums: choose one to see only its items, create one, or delete one (after asking;
 * its items stay in the vault).
 */
import { FolderHeart, Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { VAULT_LIMITS, vaultAlbumInputSchema, type VaultAlbum } from '@heirloom/common/contracts/vault';
import { Button } from '../../components/ui/button';
import type { Confirmation } from '../../components/ui/confirm-dialog';
import { Input } from '../../components/ui/input';
import { describeError } from '../../lib/api';
import { cn } from '../../lib/cn';
import { createVaultAlbum, deleteVaultAlbum, useRefreshVault } from '../../lib/vault-api';

interface AlbumsPanelProps {
  albums: VaultAlbum[];
  selectedId: string | undefined;
  onSelect: (albumId: string) => void;
  onConfirm: (confirmation: Confirmation) => void;
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

export function AlbumsPanel({ albums, selectedId, onSelect, onConfirm }: AlbumsPanelProps) {
  const refresh = useRefreshVault();
  return (
    <section aria-labelledby="albums-heading" className="grid gap-3">
      <h2 id="albums-heading" className="text-xl text-ink">
        Albums
      </h2>
      {albums.length === 0 ? (
        <p className="text-sm text-ink-soft">
          Group memories into albums: create one here, then add items from their details.
        </p>
      ) : (
        <ul className="grid gap-1">
          {albums.map((album) => {
            const isSelected = album.id === selectedId;
            return (
              <li key={album.id} className="flex items-center gap-1">
                <button
                  type="button"
                  aria-pressed={isSelected}
                  onClick={() => onSelect(isSelected ? '' : album.id)}
                  className={cn(
                    'flex min-w-0 flex-1 items-center gap-2 rounded-xl px-3 py-2 text-left text-ink hover:bg-paper-deep',
                    isSelected && 'bg-accent-soft font-semibold text-accent-strong',
                  )}
                >
                  <FolderHeart className="size-4 shrink-0 text-accent" aria-hidden />
                  <span className="truncate">{album.name}</span>
                  <span className="ml-auto text-sm text-ink-soft">{album.itemCount}</span>
                </button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Delete album ${album.name}`}
                  onClick={() =>
                    onConfirm({
                      title: `Delete the album “${album.name}”?`,
                      description: 'The album goes; the memories in it stay in your vault.',
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
              </li>
            );
          })}
        </ul>
      )}
      <NewAlbumForm />
    </section>
  );
}
