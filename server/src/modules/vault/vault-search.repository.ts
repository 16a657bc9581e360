/**
 * Full-text search over titles, descriptions, tags, people, transcripts and a PDF's text
 * (docs/product/memory-vault.md "Search"):
 * SQLite FTS5 (https://sqlite.org/fts5.html) or PostgreSQL's tsvector with a GIN index (PostgreSQL
 * manual ch. 12), behind the same two functions. Both use plain word tokens without stemming
 * ('unicode61' / 'simple'), and every word the visitor types must match, as a prefix.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { VaultScope } from '../../policies/vault.policy';
import type { Executor } from './vault.repository';

export type Dialect = 'sqlite' | 'postgres';

/** Rebuilds one item's search text from its current fields (call after every change). */
export async function reindexVaultItem(db: Executor, itemId: string): Promise<void> {
  const item = await db
    .selectFrom('vault_items')
    .leftJoin('transcripts', 'transcripts.item_id', 'vault_items.id')
    .leftJoin('media', 'media.id', 'vault_items.media_id')
    .select([
      'vault_items.owner_id',
      'title',
      'description',
      'transcripts.machine_text',
      'transcripts.edited_text',
      'media.document_text',
    ])
    .where('vault_items.id', '=', itemId)
    .executeTakeFirst();
  await db.deleteFrom('vault_search').where('item_id', '=', itemId).execute();
  if (!item) return;
  const [people, tags] = await Promise.all([
    db.selectFrom('vault_item_people').select('name').where('item_id', '=', itemId).execute(),
    db.selectFrom('vault_item_tags').select('name').where('item_id', '=', itemId).execute(),
  ]);
  const body = [
    item.title,
    item.description,
    ...people.map((row) => row.name),
    ...tags.map((row) => row.name),
    item.edited_text ?? item.machine_text ?? '',
    item.document_text ?? '',
  ].join('\n');
  await db.insertInto('vault_search').values({ item_id: itemId, owner_id: item.owner_id, body }).execute();
}

/** Words of a search box, as tokens both engines treat alike (letters and digits only). */
export function searchTokens(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 10);
}

/** Ids of the items in `scope` (a policy's) whose text has every word of `text` (as a prefix). */
export async function searchVaultItemIds(
  db: Kysely<Database>,
  dialect: Dialect,
  scope: VaultScope,
  text: string,
): Promise<string[]> {
  const tokens = searchTokens(text);
  if (tokens.length === 0) return [];
  const scopeIds = db.selectFrom('vault_items').select('vault_items.id').where(scope);
  if (dialect === 'postgres') {
    const query = tokens.map((token) => `${token}:*`).join(' & ');
    const rows = await sql<{ item_id: string }>`
      SELECT item_id FROM vault_search
      WHERE item_id IN (${scopeIds}) AND document @@ to_tsquery('simple', ${query})`.execute(db);
    return rows.rows.map((row) => row.item_id);
  }
  // FTS5 query syntax: each token quoted (no operators can be injected), `*` for prefix, AND between.
  const query = tokens.map((token) => `"${token}"*`).join(' AND ');
  const rows = await sql<{ item_id: string }>`
    SELECT item_id FROM vault_search WHERE vault_search MATCH ${query} AND item_id IN (${scopeIds})`.execute(db);
  return rows.rows.map((row) => row.item_id);
}
