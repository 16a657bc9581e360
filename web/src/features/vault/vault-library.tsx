/**
 * The vault's library: search, filters and albums beside the grid of memories, with empty states
 * that say what to do next. Memories chosen with their checkboxes (Shift for a run) are filed in an
 * album or taken out of one all at once from the selection toolbar, or dragged onto an album. An
 * album's view also lists what relatives have added to it, by who added each.
 */
import { ImagePlus, SearchX, SlidersHorizontal } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { VaultOverview } from '@heirloom/common/contracts/vault';
import { LoadingScreen } from '../../components/layout/loading-screen';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import type { Confirmation } from '../../components/ui/confirm-dialog';
import { useVaultItems } from '../../lib/vault-queries';
import { AlbumAdditions } from './album-additions';
import { AlbumsPanel } from './albums-panel';
import { startDraggingItems } from './dragged-items';
import { SearchBox } from './search-box';
import { SelectionToolbar } from './selection-toolbar';
import { useAlbumFiling } from './use-album-filing';
import { useItemSelection } from './use-item-selection';
import { useVaultFilters } from './use-vault-filters';
import { VaultCard } from './vault-card';
import { VaultFilters } from './vault-filters';

function EmptyVault() {
  return (
    <Card className="text-center">
      <ImagePlus className="mx-auto mb-3 size-10 text-accent" aria-hidden />
      <h2 className="mb-2 text-2xl text-ink">Your vault is waiting for its first memory</h2>
      <p className="text-ink-soft">
        Drop photos, videos, voice recordings or PDF documents above, or press “Choose files”. Each one is encrypted and
        kept for your family.
      </p>
    </Card>
  );
}

function NoMatches({ onClear }: { onClear: () => void }) {
  return (
    <Card className="text-center">
      <SearchX className="mx-auto mb-3 size-10 text-accent" aria-hidden />
      <h2 className="mb-2 text-2xl text-ink">Nothing matches</h2>
      <p className="mb-5 text-ink-soft">Try fewer words, another person or tag, or a wider date range.</p>
      <Button variant="secondary" onClick={onClear}>
        Clear search and filters
      </Button>
    </Card>
  );
}

export function VaultLibrary({
  overview,
  onConfirm,
}: {
  overview: VaultOverview;
  onConfirm: (confirmation: Confirmation) => void;
}) {
  const { filters, isFiltered, setFilter, clearFilters } = useVaultFilters();
  const items = useVaultItems(filters);
  const [areFiltersShown, setAreFiltersShown] = useState(false);
  const list = useMemo(() => items.data?.items ?? [], [items.data]);
  const orderedIds = useMemo(() => list.map((item) => item.id), [list]);
  const selection = useItemSelection(orderedIds);
  const shownAlbum = overview.albums.find((album) => album.id === filters.albumId);
  const filing = useAlbumFiling(selection.clear);
  const sharedAlbumIds = new Set(overview.albums.filter((album) => album.sharedWithCircle).map((album) => album.id));
  const isShared = (item: (typeof list)[number]) =>
    item.sharedWithCircle || item.albumIds.some((id) => sharedAlbumIds.has(id));
  return (
    <div className="grid gap-6 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-8">
      <Button
        variant="secondary"
        className="justify-self-start lg:hidden"
        aria-expanded={areFiltersShown}
        aria-controls="vault-filters"
        onClick={() => setAreFiltersShown((shown) => !shown)}
      >
        <SlidersHorizontal className="size-4" aria-hidden /> Filters and albums
      </Button>
      <aside id="vault-filters" className={`${areFiltersShown ? 'grid' : 'hidden'} content-start gap-8 lg:grid`}>
        <VaultFilters
          filters={filters}
          overview={overview}
          isFiltered={isFiltered}
          onChange={setFilter}
          onClear={clearFilters}
        />
        <AlbumsPanel
          albums={overview.albums}
          selectedId={filters.albumId}
          onSelect={(albumId) => setFilter('albumId', albumId)}
          onConfirm={onConfirm}
          onDropItems={(album, itemIds) => filing.mutate({ album, itemIds, direction: 'add' })}
        />
      </aside>
      <section aria-labelledby="memories-heading" className="grid content-start gap-5">
        <h2 id="memories-heading" className="sr-only">
          Your memories
        </h2>
        <SearchBox value={filters.q ?? ''} onSearch={(query) => setFilter('q', query)} />
        {items.isPending ? (
          <LoadingScreen message="Opening your vault..." />
        ) : list.length === 0 ? (
          isFiltered ? (
            <NoMatches onClear={clearFilters} />
          ) : (
            <EmptyVault />
          )
        ) : (
          <>
            <p className="text-sm text-ink-soft" aria-live="polite">
              {list.length} {list.length === 1 ? 'memory' : 'memories'}
              {isFiltered && (list.length === 1 ? ' matches' : ' match')}
            </p>
            {shownAlbum && <AlbumAdditions albumName={shownAlbum.name} items={list} />}
            <ul className="grid grid-cols-2 gap-4 sm:gap-5 md:grid-cols-3" data-testid="vault-grid">
              {list.map((item) => (
                <VaultCard
                  key={item.id}
                  item={item}
                  isShared={isShared(item)}
                  selection={{
                    isChosen: selection.isChosen(item.id),
                    onChoose: (isRange) => selection.click(item.id, isRange),
                    onDragStart: (dataTransfer) =>
                      startDraggingItems(dataTransfer, selection.isChosen(item.id) ? selection.chosenIds : [item.id]),
                  }}
                />
              ))}
            </ul>
            <SelectionToolbar
              chosenIds={selection.chosenIds}
              shownCount={list.length}
              albums={overview.albums}
              shownAlbum={shownAlbum}
              onChooseAll={selection.chooseAll}
              onClear={selection.clear}
            />
          </>
        )}
      </section>
    </div>
  );
}
