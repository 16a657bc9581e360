/**
 * Table types: Each user's data key (storage/keyring.ts). Merged into `Database` (db/tables.ts).
 */

/** A user's data key: an age identity wrapped (age-encrypted) to the server's MASTER_KEY. */
export interface UserKeysTable {
  user_id: string;
  /** Base64 of the age file holding the identity. */
  wrapped_identity: string;
  /** The identity's public recipient ("age1…"): new files are encrypted to it. */
  recipient: string;
  created_at: string;
}

export interface UserKeysTables {
  user_keys: UserKeysTable;
}
