/**
 * Table types: Encrypted media files: recordings of messages and vault items
 * (storage/media-ingest.ts, modules/media). Merged into `Database` (db/tables.ts).
 */
import type { ColumnType } from 'kysely';

export interface MediaTable {
  id: string;
  owner_id: string;
  /** Key prefix of the encrypted segments in the BlobStore (storage/encrypted-blobs.ts). */
  storage_key: string;
  /** Plaintext bytes per encrypted segment. */
  segment_bytes: number;
  /** Key prefix of the encrypted WebP preview (thumbnail, poster frame, first page); null for audio. */
  preview_key: string | null;
  /** Plaintext size of the preview, bytes. */
  preview_bytes: number | null;
  /**
   * Plaintext size of the photo without its EXIF location, stored encrypted under
   * `<storage_key>/redacted`: served photos drop location unless the owner keeps it
   * (docs/decisions/003-vault-storage-encryption-and-uploads.md "Previews and location").
   */
  redacted_bytes: number | null;
  /** Pixels, after EXIF orientation (photos, videos). */
  width: number | null;
  height: number | null;
  page_count: number | null;
  /** A PDF's text (pdftotext), kept readable for search like transcripts (docs/decisions/003); null otherwise. */
  document_text: string | null;
  /** JSON array of waveform peaks 0..1 (audio, video). */
  waveform: string | null;
  /**
   * A video browsers cannot play gets an H.264 MP4 rendition, encrypted under
   * `<storage_key>/rendition`: 'pending' (queued), 'done', 'failed'; null when the original plays
   * as it is.
   */
  rendition_status: 'pending' | 'done' | 'failed' | null;
  /** Plaintext size of the rendition, bytes. */
  rendition_bytes: number | null;
  /** 1 when the original photo carries EXIF GPS data. */
  has_location: number;
  /** Sniffed from the content, never taken from the client. */
  content_type: string;
  size_bytes: number;
  duration_ms: number | null;
  original_name: string | null;
  created_at: string;
}

/**
 * A stored file found missing from the blob store when it was asked for (storage/missing-files.ts;
 * docs/product/admin.md "Database tab").
 */
export interface MissingFilesTable {
  /** The blob key that was not there (a segment, preview or rendition of a record, or another file). */
  storage_key: string;
  /** The media record the key belongs to; null for a file of no record (an export, a print). */
  media_id: string | null;
  first_seen_at: string;
  last_seen_at: string;
  /** How many times it was asked for and found missing. */
  reads: ColumnType<number, number | undefined, number>;
}

export interface MediaTables {
  media: MediaTable;
  missing_files: MissingFilesTable;
}
