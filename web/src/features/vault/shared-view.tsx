/**
 * "Shared with me" (docs/product/memory-vault.md "Sharing"): what the family circles the user
 * belongs to share with them — albums with their owners (editors may add their own photos), and the
 * memories, each saying whose it is, a page at a time ("Show more"). Choosing an album shows
 * everything in it the user may see (?sharedAlbum=; the vault's album filter). Items open
 * read-only.
 */
import { Eye, FolderHeart, Users } from 'lucide-react';
import type { SharedAlbum } from '@heirloom/common/contracts/vault';
import { LoadingScreen } from '../../components/layout/loading-screen';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { useSharedWithMe, useVaultItems } from '../../lib/vault-queries';
import { AddToSharedAlbum } from './add-to-shared-album';
import { useVaultFilters } from './use-vault-filters';
import { VaultCard } from './vault-card';

function NothingShared() {
  return (
    <Card className="text-center" data-testid="shared-empty">
      <Users className="mx-auto mb-3 size-10 text-accent" aria-hidden />
      <h2 className="mb-2 text-2xl text-ink">Nothing is shared with you yet.</h2>
      <p className="mx-auto max-w-xl text-ink-soft">
        When a relative invites you to their family circle and shares memories, they appear here.
      </p>
    </Card>
  );
}

function SharedAlbumCard({
  album,
  isSelected,
  onSelect,
}: {
  album: SharedAlbum;
  isSelected: boolean;
  onSelect: () => void;
}) {
  return (
    <li
      className={cn(
        'grid content-start gap-3 rounded-3xl border bg-white p-4 shadow-sm',
        isSelected ? 'border-accent ring-1 ring-accent' : 'border-line',
      )}
      data-testid="shared-album"
    >
      <div className="flex min-w-0 items-start gap-3">
        <FolderHeart className="mt-1 size-5 shrink-0 text-accent" aria-hidden />
        <div className="min-w-0">
          <h3 className="font-sans text-base font-semibold break-words text-ink">{album.name}</h3>
          <p className="text-sm text-ink-soft">
            From {album.owner.name} · {album.itemCount} {album.itemCount === 1 ? 'memory' : 'memories'}
            {album.canAdd && ' · you can add'}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant={isSelected ? 'primary' : 'secondary'}
          size="sm"
          aria-pressed={isSelected}
          aria-label={`Show only “${album.name}”`}
          onClick={onSelect}
        >
          <Eye className="size-4" aria-hidden /> {isSelected ? 'Showing' : 'Show only'}
        </Button>
        {album.canAdd && <AddToSharedAlbum album={album} />}
      </div>
    </li>
  );
}

export function SharedView() {
  const shared = useSharedWithMe();
  const { sharedAlbumId, setSharedAlbum } = useVaultFilters();
  // An album's view is the vault's album filter: everything in it the user may see, their own additions too.
  const inAlbum = useVaultItems(sharedAlbumId ? { albumId: sharedAlbumId } : {});
  if (shared.isPending) return <LoadingScreen message="Opening what your family shares..." />;
  if (!shared.data) {
    return (
      <Card className="text-center">
        <h2 className="mb-2 text-2xl text-ink">We could not open what is shared with you</h2>
        <p className="mb-5 text-ink-soft">Please try again in a moment.</p>
        <Button onClick={() => void shared.refetch()}>Try again</Button>
      </Card>
    );
  }
  const items = shared.data.pages.flatMap((page) => page.items);
  const albums = shared.data.pages[0]?.albums ?? [];
  if (items.length === 0 && albums.length === 0) return <NothingShared />;
  const selectedAlbum = albums.find((album) => album.id === sharedAlbumId);
  // The album filter guards against the previous list, shown while the album's own is on its way.
  const shown = selectedAlbum
    ? (inAlbum.data?.items ?? []).filter((item) => item.albumIds.includes(selectedAlbum.id))
    : items;
  const hasMore = !selectedAlbum && shared.hasNextPage;
  return (
    <div className="grid gap-10">
      {albums.length > 0 && (
        <section aria-labelledby="shared-albums-heading" className="grid gap-4">
          <h2 id="shared-albums-heading" className="text-2xl text-ink">
            Shared albums
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {albums.map((album) => (
              <SharedAlbumCard
                key={album.id}
                album={album}
                isSelected={album.id === selectedAlbum?.id}
                onSelect={() => setSharedAlbum(album.id === selectedAlbum?.id ? '' : album.id)}
              />
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="shared-items-heading" className="grid content-start gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="shared-items-heading" className="text-2xl text-ink">
            {selectedAlbum ? `In “${selectedAlbum.name}”` : 'Shared memories'}
          </h2>
          {selectedAlbum && (
            <Button variant="ghost" size="sm" onClick={() => setSharedAlbum('')}>
              Show everything shared
            </Button>
          )}
        </div>
        {shown.length === 0 ? (
          <p className="text-ink-soft">
            {selectedAlbum
              ? selectedAlbum.canAdd
                ? 'This album has nothing in it yet. Add your photos to start it.'
                : 'This album has nothing in it yet.'
              : 'No memories are shared with you yet, only albums.'}
          </p>
        ) : (
          <>
            <p className="text-sm text-ink-soft" aria-live="polite">
              {shown.length} {shown.length === 1 ? 'memory' : 'memories'}
              {hasMore && ' so far'}
            </p>
            <ul className="grid grid-cols-2 gap-4 sm:gap-5 md:grid-cols-3 lg:grid-cols-4" data-testid="shared-grid">
              {shown.map((item) => (
                <VaultCard key={item.id} item={item} isShared />
              ))}
            </ul>
            {hasMore && (
              <Button
                variant="secondary"
                className="justify-self-center"
                disabled={shared.isFetchingNextPage}
                onClick={() => void shared.fetchNextPage()}
              >
                {shared.isFetchingNextPage ? 'Opening more...' : 'Show more'}
              </Button>
            )}
          </>
        )}
      </section>
    </div>
  );
}
