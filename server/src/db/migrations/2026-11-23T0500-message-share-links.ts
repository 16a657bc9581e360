/**
 * Recipients' links of delivered messages become share links of kind "message"
 * (docs/product/roles-and-access.md "Share links"): one row per delivered recipient, its target the
 * recipient, with a view count and last-viewed time, listed and revocable on the sharing dashboard.
 * Links already e-mailed keep working: their row takes the old token's SHA-256 (and the recipient's
 * id as its own id), so the same token finds it. The recipients' column is emptied rather than
 * dropped (SQLite cannot drop a UNIQUE column); nothing reads it any more.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    INSERT INTO share_links (id, owner_id, target_kind, target_id, token_hash, expires_at, passphrase_hash,
      allow_download, view_count, last_viewed_at, revoked_at, created_at)
    SELECT message_recipients.id, messages.owner_id, 'message', message_recipients.id,
      message_recipients.access_token_hash, NULL, NULL, 1, 0, NULL, message_recipients.revoked_at,
      COALESCE(message_recipients.delivered_at, messages.delivered_at, messages.updated_at)
    FROM message_recipients INNER JOIN messages ON messages.id = message_recipients.message_id
    WHERE message_recipients.access_token_hash IS NOT NULL`.execute(db);
  await sql`UPDATE message_recipients SET access_token_hash = NULL`.execute(db);
  await db.schema.createIndex('share_links_target_index').on('share_links').column('target_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('share_links_target_index').execute();
  await sql`
    UPDATE message_recipients SET access_token_hash = (
      SELECT token_hash FROM share_links
      WHERE share_links.target_kind = 'message' AND share_links.target_id = message_recipients.id)`.execute(db);
  await sql`DELETE FROM share_links WHERE target_kind = 'message'`.execute(db);
}
