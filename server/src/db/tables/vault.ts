/**
 * Table types: Vault items, albums, transcripts and search (modules/vault). Merged into `Database`
 * (db/tables.ts).
 */
import type { Generated } from 'kysely';

export type VaultItemKind = 'photo' | 'video' | 'audio' | 'document';
export type VaultCollection = 'vault' | 'voice';

export interface VaultItemsTable {
  id: string;
  owner_id: string;
  media_id: string;
  /** The tus upload that created it (answers a repeated completion with the same item). */
  upload_id: string | null;
  collection: VaultCollection;
  kind: VaultItemKind;
  title: string;
  description: string;
  taken_at: string | null;
  keep_location: number;
  /** 1 when the owner shares this item with their family circle. */
  shared_with_circle: number;
  /** Set while in the trash. */
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface VaultItemNamesTable {
  item_id: string;
  name: string;
}

export interface VaultAlbumsTable {
  id: string;
  owner_id: string;
  name: string;
  /** 1 when everything in the album (now and later, editors' additions too) is shared with the circle. */
  shared_with_circle: number;
  created_at: string;
}

export interface VaultItemAlbumsTable {
  item_id: string;
  album_id: string;
  /** 1 when the item's owner, adding it to someone else's album, agreed that its public links show it. */
  link_consent: Generated<number>;
}

export type TranscriptStatus = 'pending' | 'running' | 'done' | 'failed' | 'unavailable';

export interface TranscriptsTable {
  item_id: string;
  status: TranscriptStatus;
  provider: string | null;
  language: string | null;
  audio_duration_ms: number | null;
  real_time_factor: number | null;
  /** What the transcriber heard; replaced when the job re-runs. */
  machine_text: string | null;
  /** The owner's correction; never touched by the job. */
  edited_text: string | null;
  /** JSON TimedWord[] of the machine transcript (times ms, confidences 0..1); null when none were given. */
  words: string | null;
  /** Mean word confidence of the machine transcript, 0..1; null when not measured. */
  confidence: number | null;
  /** JSON EmotionSummary of the text shown. */
  emotion: string | null;
  error: string | null;
  updated_at: string;
}

/** Search text per item (FTS5 table on SQLite; tsvector table on PostgreSQL). */
export interface VaultSearchTable {
  item_id: string;
  owner_id: string;
  body: string;
}

export interface VaultTables {
  vault_items: VaultItemsTable;
  vault_item_people: VaultItemNamesTable;
  vault_item_tags: VaultItemNamesTable;
  vault_albums: VaultAlbumsTable;
  vault_item_albums: VaultItemAlbumsTable;
  transcripts: TranscriptsTable;
  vault_search: VaultSearchTable;
}
