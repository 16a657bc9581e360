/**
 * A recipe's photos: uploaded through the vault's resumable upload (they are kept in the vault too)
 * and shown as thumbnails that can be removed; at most `max`.
 */
import { X } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { DropZone } from '../../components/vault/drop-zone';
import { WithheldItem } from '../../components/vault/withheld-item';
import { UploadList } from '../../components/vault/upload-list';
import { useVaultUploads } from '../../components/vault/use-vault-uploads';
import { useVaultOverview, vaultItemPreviewAddress } from '../../lib/vault-queries';

/**
 * A photo chosen for the recipe: its vault item and a thumbnail's address (null while none is
 * known), or the line saying why its owner's sharing does not show it to the writer.
 */
export interface PhotoChoice {
  itemId: string;
  title: string;
  url: string | null;
  withheld?: string | null;
}

export function PhotosField({
  photos,
  max,
  onChange,
}: {
  photos: PhotoChoice[];
  max: number;
  onChange: (photos: PhotoChoice[]) => void;
}) {
  const maxFileSizeMb = useVaultOverview().data?.maxFileSizeMb;
  const uploads = useVaultUploads({
    collection: 'vault',
    maxFileSizeMb,
    onUploaded: (itemId) => {
      if (itemId) onChange([...photos, { itemId, title: 'Photo', url: vaultItemPreviewAddress(itemId) }].slice(0, max));
    },
  });
  return (
    <Card className="grid gap-3">
      <h2 className="text-2xl text-ink">Photos</h2>
      {photos.length > 0 && (
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4">
          {photos.map((photo) => (
            <li key={photo.itemId} className="relative">
              {photo.withheld ? (
                <WithheldItem line={photo.withheld} className="aspect-square w-full p-2 text-xs" />
              ) : photo.url ? (
                <img src={photo.url} alt={photo.title} className="aspect-square w-full rounded-xl object-cover" />
              ) : (
                <div className="aspect-square w-full rounded-xl bg-paper-deep" />
              )}
              <Button
                variant="secondary"
                size="sm"
                className="absolute top-1 right-1"
                aria-label={`Remove ${photo.title || 'this photo'}`}
                onClick={() => onChange(photos.filter((other) => other.itemId !== photo.itemId))}
              >
                <X className="size-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {photos.length < max && (
        <DropZone
          accept="image/*"
          buttonLabel="Choose photos"
          hint="The dish, the handwritten card, the cook at the stove. They are kept in your vault too."
          onFiles={(files) => files.forEach((file) => uploads.add(file, file.name))}
        />
      )}
      <UploadList
        entries={uploads.entries}
        onPause={uploads.pause}
        onResume={uploads.resume}
        onRemove={uploads.remove}
      />
    </Card>
  );
}
