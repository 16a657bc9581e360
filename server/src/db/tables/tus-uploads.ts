/** Table types of the shared records of unfinished tus uploads (migration 2026-11-29T1600-tus-uploads-u8s). */
import type { ColumnType } from 'kysely';

/** A bigint column: PostgreSQL's driver reads int8 as a string, SQLite as a number. */
type BigintColumn = ColumnType<number | string, number, number>;

export interface TusUploadsTable {
  /** The tus upload id (32 hex characters, @tus/server's Uid.rand). */
  id: string;
  /** The user who began the upload (written by the server at creation, never by the browser). */
  owner_id: string;
  /** Upload-Length, bytes. */
  size_bytes: BigintColumn;
  /** Plaintext bytes stored so far (Upload-Offset). */
  offset_bytes: BigintColumn;
  /** The upload's tus metadata (Upload-Metadata, decoded), as JSON: `{ "filename": "…", … }`. */
  metadata: string;
  /** ISO-8601 UTC, as @tus/server stamps creation (the system time). */
  created_at: string;
  /** Blob prefix of the encrypted segments: the media record's `storage_key` once the upload is finished. */
  storage_key: string;
  /** Plaintext bytes per segment. */
  segment_bytes: number;
  /** 1 once the first bytes have been sniffed (sniffed_type then says what they are, or null for nothing known). */
  is_sniffed: ColumnType<number, number | undefined, number>;
  /** The MIME type file-type read from the first bytes as they passed. */
  sniffed_type: string | null;
}

export interface TusUploadsTables {
  tus_uploads: TusUploadsTable;
}
