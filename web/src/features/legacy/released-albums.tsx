/**
 * The albums a release granted a legacy contact (docs/product/legacy-release.md "What a release
 * gives"), the album of replies among them (docs/product/messages-and-delivery.md "Replies"): photos
 * as pictures, recordings and videos that play in place (range requests, so they seek), documents
 * as their first page that opens the whole file. Everything is read through the album's grant; the
 * server answers 404 to anyone else.
 */
import { ExternalLink } from 'lucide-react';
import type { ContactView } from '@heirloom/common/contracts/legacy';
import { Card } from '../../components/ui/card';
import { vaultItemFileAddress, vaultItemPreviewAddress } from '../../lib/vault-queries';

type Album = NonNullable<ContactView['released']>['albums'][number];
type AlbumItem = Album['items'][number];

/** One item of a granted album, shown as its kind is read. */
function AlbumItemBody({ item }: { item: AlbumItem }) {
  const file = vaultItemFileAddress(item.id);
  switch (item.kind) {
    case 'photo':
      return (
        <img
          src={vaultItemPreviewAddress(item.id)}
          alt={item.title}
          className="aspect-square w-full rounded-xl object-cover"
          loading="lazy"
        />
      );
    case 'audio':
      return <audio controls preload="metadata" src={file} aria-label={`Play ${item.title}`} className="w-full" />;
    case 'video':
      return (
        <video
          controls
          preload="metadata"
          poster={vaultItemPreviewAddress(item.id)}
          src={file}
          aria-label={`Play ${item.title}`}
          className="aspect-video w-full rounded-xl bg-ink"
        />
      );
    default: // a document (a PDF)
      return (
        <a
          href={file}
          target="_blank"
          rel="noopener"
          className="grid justify-items-start gap-2 rounded-xl bg-paper-deep p-3 text-accent underline"
        >
          <img
            src={vaultItemPreviewAddress(item.id)}
            alt={`First page of ${item.title}`}
            loading="lazy"
            className="max-h-72 w-auto max-w-full rounded-lg border border-line bg-white shadow-md"
          />
          <span className="inline-flex items-center gap-1 text-sm font-semibold">
            <ExternalLink className="size-4" aria-hidden /> Open the document
          </span>
        </a>
      );
  }
}

/** The albums `ownerName` left the signed-in contact, with their items, or a sentence when there are none. */
export function ReleasedAlbums({ ownerName, albums }: { ownerName: string; albums: Album[] }) {
  if (albums.length === 0)
    return (
      <Card>
        <p className="text-ink-soft">{ownerName} did not leave albums for their legacy contacts.</p>
      </Card>
    );
  return albums.map((album) => (
    <Card key={album.id} className="grid gap-3" data-testid="released-album">
      <h2 className="text-2xl text-ink">{album.name}</h2>
      {album.items.length === 0 ? (
        <p className="text-ink-soft">This album is empty.</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {album.items.map((item) => (
            // A photo is a tile; a player or a document's page takes a whole row on a phone, half of one wider.
            <li key={item.id} className={item.kind === 'photo' ? 'grid gap-1' : 'col-span-2 grid content-start gap-1'}>
              <AlbumItemBody item={item} />
              <span className="text-sm break-words text-ink">{item.title}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  ));
}
