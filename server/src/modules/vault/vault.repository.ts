/**
 * SQL for vault items, their people, tags and albums, and transcripts. Who may reach which item is
 * the policies' (policies/vault.policy.ts, album.policy.ts): lists take the scope a policy built,
 * and the rest acts on ids the caller was authorized for (docs/decisions/005-access-policy.md).
 */
import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import { VAULT_PAGE_MAX, type VaultItemsQuery } from '@heirloom/common/contracts/vault';
import type { Database, TranscriptsTable, VaultItemsTable } from '../../db/tables';
import type { MediaRow } from '../../storage/media-ingest';
import { insertMediaRecord } from '../../storage/media-renditions';
import { insertItemTranscript } from '../../storage/item-transcripts';
import type { albumItemCountFor } from '../../policies/album-contents.policy';
import type { AlbumScope } from '../../policies/album.policy';
import type { VaultScope } from '../../policies/vault.policy';

export type Executor = Kysely<Database> | Transaction<Database>;
export type VaultItemRow = Selectable<VaultItemsTable>;
export type TranscriptRow = Selectable<TranscriptsTable>;

/** An item with everything presenting it needs. */
export interface VaultItemRecord {
  item: VaultItemRow;
  media: MediaRow;
  people: string[];
  tags: string[];
  albumIds: string[];
  transcript: TranscriptRow | null;
}

/**
 * Inserts a new item with its media record (and its transcript and transcription job, for sound:
 * storage/item-transcripts.ts; the media-level rendition job, for a video browsers cannot play:
 * storage/media-renditions.ts).
 */
export async function insertVaultItem(
  db: Executor,
  media: MediaRow,
  item: VaultItemRow,
  transcript: Insertable<TranscriptsTable> | null,
) {
  await insertMediaRecord(db, media);
  await db.insertInto('vault_items').values(item).execute();
  if (transcript) await insertItemTranscript(db, transcript);
}

/**
 * Ids of the items in `scope` matching `query` (search, filters, trash), in the requested order:
 * one page of `query.limit` (at most VAULT_PAGE_MAX) after `query.offset`, plus whether more follow.
 */
export async function findVaultItemIds(
  db: Kysely<Database>,
  scope: VaultScope,
  query: Omit<VaultItemsQuery, 'q'> & { matchingIds?: string[] },
): Promise<{ ids: string[]; hasMore: boolean }> {
  let select = db.selectFrom('vault_items').select('vault_items.id').where(scope);
  select = query.trash ? select.where('deleted_at', 'is not', null) : select.where('deleted_at', 'is', null);
  if (query.matchingIds) {
    if (query.matchingIds.length === 0) return { ids: [], hasMore: false };
    select = select.where('vault_items.id', 'in', query.matchingIds);
  }
  if (query.kind) select = select.where('kind', '=', query.kind);
  if (query.collection) select = select.where('collection', '=', query.collection);
  if (query.person) {
    const person = query.person;
    select = select.where((eb) =>
      eb.exists(
        eb
          .selectFrom('vault_item_people')
          .select('item_id')
          .whereRef('item_id', '=', 'vault_items.id')
          .where('name', '=', person),
      ),
    );
  }
  if (query.tag) {
    const tag = query.tag;
    select = select.where((eb) =>
      eb.exists(
        eb
          .selectFrom('vault_item_tags')
          .select('item_id')
          .whereRef('item_id', '=', 'vault_items.id')
          .where('name', '=', tag),
      ),
    );
  }
  if (query.albumId) {
    const albumId = query.albumId;
    select = select.where((eb) =>
      eb.exists(
        eb
          .selectFrom('vault_item_albums')
          .select('item_id')
          .whereRef('item_id', '=', 'vault_items.id')
          .where('album_id', '=', albumId),
      ),
    );
  }
  const takenOrCreated = sql<string>`coalesce(vault_items.taken_at, vault_items.created_at)`;
  if (query.from) select = select.where(takenOrCreated, '>=', query.from);
  // Dates are ISO text: every instant of the `to` day sorts below "<to>T99".
  if (query.to) select = select.where(takenOrCreated, '<', `${query.to}T99`);
  const sort = query.sort ?? 'newest';
  select =
    sort === 'oldest'
      ? select.orderBy('vault_items.created_at', 'asc')
      : sort === 'taken-newest'
        ? select.orderBy(takenOrCreated, 'desc')
        : sort === 'taken-oldest'
          ? select.orderBy(takenOrCreated, 'asc')
          : select.orderBy('vault_items.created_at', 'desc');
  const limit = Math.min(query.limit ?? VAULT_PAGE_MAX, VAULT_PAGE_MAX);
  const rows = await select
    .orderBy('vault_items.id')
    .offset(query.offset ?? 0)
    .limit(limit + 1)
    .execute();
  return { ids: rows.slice(0, limit).map((row) => row.id), hasMore: rows.length > limit };
}

/** Full records of the given items (which the caller was authorized to see), in the order of `ids`. */
export async function loadVaultItems(db: Executor, ids: string[]): Promise<VaultItemRecord[]> {
  if (ids.length === 0) return [];
  const [items, media, people, tags, albums, transcripts] = await Promise.all([
    db.selectFrom('vault_items').selectAll().where('id', 'in', ids).execute(),
    db
      .selectFrom('media')
      .innerJoin('vault_items', 'vault_items.media_id', 'media.id')
      .selectAll('media')
      .where('vault_items.id', 'in', ids)
      .execute(),
    db.selectFrom('vault_item_people').selectAll().where('item_id', 'in', ids).orderBy('name').execute(),
    db.selectFrom('vault_item_tags').selectAll().where('item_id', 'in', ids).orderBy('name').execute(),
    db.selectFrom('vault_item_albums').selectAll().where('item_id', 'in', ids).execute(),
    db.selectFrom('transcripts').selectAll().where('item_id', 'in', ids).execute(),
  ]);
  const mediaById = new Map(media.map((row) => [row.id, row]));
  const byItem = <T extends { item_id: string }>(rows: T[]) => {
    const map = new Map<string, T[]>();
    for (const row of rows) map.set(row.item_id, [...(map.get(row.item_id) ?? []), row]);
    return map;
  };
  const [peopleBy, tagsBy, albumsBy] = [byItem(people), byItem(tags), byItem(albums)];
  const transcriptBy = new Map(transcripts.map((row) => [row.item_id, row]));
  const itemById = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((id) => {
    const item = itemById.get(id);
    const itemMedia = item && mediaById.get(item.media_id);
    if (!item || !itemMedia) return [];
    return [
      {
        item,
        media: itemMedia,
        people: (peopleBy.get(id) ?? []).map((row) => row.name),
        tags: (tagsBy.get(id) ?? []).map((row) => row.name),
        albumIds: (albumsBy.get(id) ?? []).map((row) => row.album_id),
        transcript: transcriptBy.get(id) ?? null,
      },
    ];
  });
}

/** The item a finished upload made, if any (upload ids are random and each names one owner's upload). */
export async function findVaultItemByUpload(db: Executor, uploadId: string) {
  return db.selectFrom('vault_items').select('id').where('upload_id', '=', uploadId).executeTakeFirst();
}

/** The display names of users `userIds`, by id (whose items a reader sees). */
export async function findUserNames(db: Executor, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'username']).where('id', 'in', userIds).execute();
  return new Map(rows.map((row) => [row.id, row.username]));
}

export async function updateVaultItem(db: Executor, itemId: string, changes: Partial<VaultItemRow>) {
  await db.updateTable('vault_items').set(changes).where('id', '=', itemId).execute();
}

/** Replaces an item's people or tags. */
export async function replaceItemNames(
  db: Executor,
  table: 'vault_item_people' | 'vault_item_tags',
  itemId: string,
  names: string[],
) {
  await db.deleteFrom(table).where('item_id', '=', itemId).execute();
  const unique = [...new Set(names)];
  if (unique.length > 0)
    await db
      .insertInto(table)
      .values(unique.map((name) => ({ item_id: itemId, name })))
      .execute();
}

/**
 * Sets which albums of `ownAlbums` (the item owner's) an item is in. Links to albums of other
 * owners (an editor's item added to a circle's shared album) are left alone.
 */
export async function replaceItemAlbums(db: Executor, itemId: string, ownAlbums: AlbumScope, albumIds: string[]) {
  await db
    .deleteFrom('vault_item_albums')
    .where('item_id', '=', itemId)
    .where('album_id', 'in', db.selectFrom('vault_albums').select('id').where(ownAlbums))
    .execute();
  const unique = [...new Set(albumIds)];
  if (unique.length > 0)
    await db
      .insertInto('vault_item_albums')
      .values(unique.map((albumId) => ({ item_id: itemId, album_id: albumId })))
      .execute();
}

/**
 * The overview's figures over the user's scopes: item counts, people and tags (`items`), and albums
 * with the number of items each shows the user (`albumItemCount`, album-contents.policy).
 */
export async function summarizeVault(
  db: Kysely<Database>,
  scopes: {
    items: VaultScope;
    albums: AlbumScope;
    albumItemCount: ReturnType<typeof albumItemCountFor>;
  },
) {
  const [counts, people, tags, albums] = await Promise.all([
    db
      .selectFrom('vault_items')
      .select((eb) => [
        eb.fn.count<number>('id').filterWhere('deleted_at', 'is', null).as('live'),
        eb.fn.count<number>('id').filterWhere('deleted_at', 'is not', null).as('trash'),
      ])
      .where(scopes.items)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('vault_item_people')
      .innerJoin('vault_items', 'vault_items.id', 'vault_item_people.item_id')
      .select('name')
      .distinct()
      .where(scopes.items)
      .orderBy('name')
      .execute(),
    db
      .selectFrom('vault_item_tags')
      .innerJoin('vault_items', 'vault_items.id', 'vault_item_tags.item_id')
      .select('name')
      .distinct()
      .where(scopes.items)
      .orderBy('name')
      .execute(),
    db
      .selectFrom('vault_albums')
      .select(['vault_albums.id', 'vault_albums.name', 'vault_albums.shared_with_circle'])
      .select((eb) => scopes.albumItemCount(eb).as('count'))
      .where(scopes.albums)
      .orderBy('vault_albums.name')
      .execute(),
  ]);
  return {
    itemCount: Number(counts.live),
    trashCount: Number(counts.trash),
    people: people.map((row) => row.name),
    tags: tags.map((row) => row.name),
    albums: albums.map((row) => ({
      id: row.id,
      name: row.name,
      itemCount: Number(row.count),
      sharedWithCircle: row.shared_with_circle === 1,
    })),
  };
}

/** Items whose trash time is over (deleted before `before`), any owner. */
export async function findExpiredTrash(db: Kysely<Database>, before: string, limit: number) {
  return db.selectFrom('vault_items').select('id').where('deleted_at', '<', before).limit(limit).execute();
}

/**
 * Deletes a trashed item for good: its row (people, tags, albums, transcript cascade), search entry
 * and media row — only while it is still in the trash (a restore in between wins).
 * @returns the media's blob keys for the caller to remove, or undefined if gone or restored
 */
export async function deleteTrashedVaultItem(db: Executor, itemId: string) {
  const item = await db
    .deleteFrom('vault_items')
    .where('id', '=', itemId)
    .where('deleted_at', 'is not', null)
    .returning('media_id')
    .executeTakeFirst();
  if (!item) return undefined;
  await db.deleteFrom('vault_search').where('item_id', '=', itemId).execute();
  return db
    .deleteFrom('media')
    .where('id', '=', item.media_id)
    .returning(['storage_key', 'preview_key'])
    .executeTakeFirst();
}
