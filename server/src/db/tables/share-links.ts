/**
 * Table types: Share links (modules/share-links; policies). Merged into `Database` (db/tables.ts).
 */

/**
 * A link for people without an account to a vault item or album
 * (docs/product/roles-and-access.md "Share links").
 */
export interface ShareLinksTable {
  id: string;
  owner_id: string;
  /** A message's link names the recipient it was sent to as its target. */
  target_kind: 'vault_item' | 'vault_album' | 'scrapbook' | 'message' | 'recipe';
  target_id: string;
  /**
   * SHA-256 (hex) of the token; the token itself is derived from the id with LINK_SECRET
   * (policies/share-link.policy.ts), except for recipients' links e-mailed before 2026-11-23T0500.
   */
  token_hash: string;
  expires_at: string | null;
  /** argon2id PHC string, or null for no passphrase. */
  passphrase_hash: string | null;
  allow_download: number;
  view_count: number;
  last_viewed_at: string | null;
  revoked_at: string | null;
  created_at: string;
}

export interface ShareLinksTables {
  share_links: ShareLinksTable;
}
