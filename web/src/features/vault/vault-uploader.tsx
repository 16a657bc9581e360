/**
 * Adding to the vault: the drop zone and a progress row per file. While the library shows one album
 * (?albumId=), what is uploaded goes straight into that album too.
 */
import type { VaultOverview } from '@heirloom/common/contracts/vault';
import { toast } from '../../components/ui/use-toast';
import { DropZone } from '../../components/vault/drop-zone';
import { UploadList } from '../../components/vault/upload-list';
import { useVaultUploads } from '../../components/vault/use-vault-uploads';
import { describeError } from '../../lib/api';
import { addItemsToAlbum, useRefreshVault } from '../../lib/vault-queries';
import { useVaultFilters } from './use-vault-filters';

const ACCEPTED_TYPES = 'image/*,video/*,audio/*,application/pdf';

export function VaultUploader({ overview }: { overview: VaultOverview }) {
  const refresh = useRefreshVault();
  const { maxFileSizeMb } = overview;
  const { albumId } = useVaultFilters().filters;
  const album = overview.albums.find((candidate) => candidate.id === albumId);
  const uploads = useVaultUploads({ collection: 'vault', maxFileSizeMb, onUploaded: () => void refresh() });
  /** Files the upload in the album shown when it was dropped, whatever is shown when it ends. */
  const fileInAlbum = (albumShown: typeof album) => (itemId: string | null) => {
    if (!albumShown || !itemId) return;
    addItemsToAlbum(albumShown.id, [itemId]).then(
      () => void refresh(),
      (error: unknown) =>
        toast({
          variant: 'destructive',
          title: `Uploaded, but not added to “${albumShown.name}”`,
          description: describeError(error),
        }),
    );
  };
  return (
    <section aria-label="Add memories" className="grid gap-3">
      <DropZone
        accept={ACCEPTED_TYPES}
        buttonLabel={album ? `Choose files for “${album.name}”` : 'Choose files'}
        hint={`${album ? `They go into your vault and into the album “${album.name}”. ` : ''}Photos, videos, voice recordings and PDF documents, up to ${maxFileSizeMb} MB each. Big files go up in pieces, so you can pause and carry on later.`}
        onFiles={(files) => files.forEach((file) => uploads.add(file, file.name, undefined, fileInAlbum(album)))}
      />
      <UploadList
        entries={uploads.entries}
        onPause={uploads.pause}
        onResume={uploads.resume}
        onRemove={uploads.remove}
      />
    </section>
  );
}
