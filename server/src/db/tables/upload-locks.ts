/** Table types of the shared tus upload locks (migration 2026-11-23T0700-upload-locks). */

export interface UploadLocksTable {
  /** The tus upload id (32 hex characters, @tus/server's Uid.rand). */
  upload_id: string;
  /** A random id of the one lock (one request) holding it. */
  holder: string;
  /** ISO-8601 UTC; after this instant the lock is free to take (its holder stopped renewing it). */
  expires_at: string;
  /** 1 when another request asked the holder to let go (tus's "request release"); 0 otherwise. */
  release_requested: number;
}

export interface UploadLocksTables {
  upload_locks: UploadLocksTable;
}
