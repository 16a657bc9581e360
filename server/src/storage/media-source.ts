/** Builds what plugins/media-response.ts streams for a stored media record (original or preview). */
import { renditionContentType } from '../lib/media-rendition';
import type { MediaSource } from '../plugins/media-response';
import type { BlobStore } from './blob-store';
import type { EncryptedBlobLayout } from './encrypted-blobs';
import type { Keyring } from './keyring';
import type { MediaRow } from './media-ingest';
import { renditionKeyOf } from './media-renditions';

/**
 * The columns of a vault item and its media record that serving the item's file needs (a query
 * joining `vault_items` to `media` selects them: `.select([...SERVED_MEDIA_COLUMNS])`).
 */
export const SERVED_MEDIA_COLUMNS = [
  'vault_items.kind',
  'vault_items.keep_location',
  'media.id',
  'media.owner_id',
  'media.storage_key',
  'media.size_bytes',
  'media.segment_bytes',
  'media.content_type',
  'media.preview_key',
  'media.preview_bytes',
  'media.redacted_bytes',
  'media.rendition_bytes',
] as const;

/**
 * Which stored file answers a request for a shared vault item's file: its copy without location
 * unless the owner keeps the location (`keep_location` 1) and `mayShowLocation`, else the copy
 * phones play when one was made (storage/media-renditions.ts), else the original.
 */
export function servedFileVariant(
  media: Pick<MediaRow, 'redacted_bytes' | 'rendition_bytes'> & { keep_location: number },
  mayShowLocation = true,
): 'redacted' | 'rendition' | 'original' {
  if (media.redacted_bytes !== null && (!mayShowLocation || media.keep_location !== 1)) return 'redacted';
  return media.rendition_bytes !== null ? 'rendition' : 'original';
}

/**
 * The decrypting source of a media record's original file, its WebP preview, (photos with EXIF GPS)
 * its copy without location, or its rendition (storage/media-renditions.ts: an M4A or an MP4).
 * @throws Error when the owner's key is gone (deleted account) or the record has no preview
 */
export async function mediaSourceOf(
  deps: { blobStore: BlobStore; keyring: Keyring },
  media: Pick<MediaRow, 'id' | 'owner_id' | 'storage_key' | 'size_bytes' | 'segment_bytes' | 'content_type'> &
    Partial<Pick<MediaRow, 'preview_key' | 'preview_bytes' | 'redacted_bytes' | 'rendition_bytes'>>,
  variant: 'original' | 'preview' | 'redacted' | 'rendition' = 'original',
): Promise<MediaSource> {
  const identity = await deps.keyring.identityFor(media.owner_id);
  if (variant === 'preview') {
    if (!media.preview_key || media.preview_bytes == null) throw new Error(`media ${media.id} has no preview`);
    return {
      body: {
        store: deps.blobStore,
        layout: {
          prefix: media.preview_key,
          plaintextBytes: Number(media.preview_bytes),
          segmentBytes: media.segment_bytes,
        },
        identity,
      },
      contentType: 'image/webp',
      etag: `${media.id}-preview`,
    };
  }
  if (variant === 'rendition') {
    if (media.rendition_bytes == null) throw new Error(`media ${media.id} has no rendition`);
    return {
      body: {
        store: deps.blobStore,
        layout: {
          prefix: renditionKeyOf(media),
          plaintextBytes: Number(media.rendition_bytes),
          segmentBytes: media.segment_bytes,
        },
        identity,
      },
      contentType: renditionContentType(media.content_type),
      etag: `${media.id}-rendition`,
    };
  }
  if (variant === 'redacted') {
    if (media.redacted_bytes == null) throw new Error(`media ${media.id} has no copy without location`);
    return {
      body: {
        store: deps.blobStore,
        layout: {
          prefix: `${media.storage_key}/redacted`,
          plaintextBytes: Number(media.redacted_bytes),
          segmentBytes: media.segment_bytes,
        },
        identity,
      },
      contentType: media.content_type,
      etag: `${media.id}-without-location`,
    };
  }
  return {
    body: { store: deps.blobStore, layout: originalLayoutOf(media), identity },
    contentType: media.content_type,
    etag: media.id,
  };
}

/** Where a media record's original lies in the BlobStore, encrypted (encrypted-blobs.ts), and its plaintext size. */
export const originalLayoutOf = (
  media: Pick<MediaRow, 'storage_key' | 'size_bytes' | 'segment_bytes'>,
): EncryptedBlobLayout => ({
  prefix: media.storage_key,
  plaintextBytes: Number(media.size_bytes),
  segmentBytes: media.segment_bytes,
});
