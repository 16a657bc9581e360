/**
 * Table types: notification preferences (mail/notification-consent.ts) and "export everything"
 * (modules/account-export). Merged into `Database` (db/tables.ts).
 */
import type { ExportStatus } from '@heirloom/common/contracts/account-export';
import type { NotificationKind } from '@heirloom/common/contracts/notifications';

/** A user's choice for one kind of optional e-mail; no row means on. */
export interface NotificationPreferencesTable {
  user_id: string;
  kind: NotificationKind;
  /** 1 sends, 0 stops. */
  is_enabled: number;
  updated_at: string;
}

/** One "export everything" ZIP, stored encrypted to its owner's key (storage/encrypted-blobs.ts). */
export interface AccountExportsTable {
  id: string;
  owner_id: string;
  status: ExportStatus;
  /** 0–100 while the job builds it. */
  progress: number;
  /** What the job is doing now, shown on /settings. */
  step: string;
  /** Key prefix of the encrypted ZIP in the BlobStore; null until ready. */
  storage_key: string | null;
  /** The ZIP's plaintext size, bytes. */
  size_bytes: number | string | null;
  segment_bytes: number | null;
  error: string | null;
  created_at: string;
  updated_at: string;
  ready_at: string | null;
  /** When the download stops working and the maintenance job deletes the ZIP. */
  expires_at: string | null;
}

export interface NotificationTables {
  notification_preferences: NotificationPreferencesTable;
  account_exports: AccountExportsTable;
}
