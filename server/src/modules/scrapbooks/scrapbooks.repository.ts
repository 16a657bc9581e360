/**
 * All SQL of scrapbooks, their pages and their items (their prints: scrapbooks.print.repository.ts).
 * Who may reach a scrapbook is the policy's question (policies/scrapbook.policy.ts); which vault
 * items a user may place is the vault policy's (`vaultScopeFor`); these functions act by id.
 */
import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { ScrapbookSource } from '@heirloom/common/contracts/scrapbooks';
import type { Database, ScrapbookItemsTable, ScrapbookPagesTable, ScrapbooksTable } from '../../db/tables';
import { vaultScopeFor } from '../../policies/vault.policy';
import { SERVED_MEDIA_COLUMNS } from '../../storage/media-source';

type Executor = Kysely<Database> | Transaction<Database>;

/** The vault items a draft or a page may hold: photos, videos and recordings. */
const PLACEABLE_KINDS = ['photo', 'video', 'audio'] as const;

const candidateColumns = [
  'vault_items.id',
  'vault_items.kind',
  'vault_items.title',
  'vault_items.description',
  'vault_items.taken_at',
  'vault_items.created_at',
] as const;

/** Live photos, videos and recordings that `userId` may read, oldest first by when they were taken. */
function placeableItems(db: Executor, userId: string) {
  return db
    .selectFrom('vault_items')
    .select(candidateColumns)
    .where(vaultScopeFor(userId, 'readable'))
    .where('vault_items.deleted_at', 'is', null)
    .where('vault_items.kind', 'in', PLACEABLE_KINDS)
    .orderBy(sql`coalesce(vault_items.taken_at, vault_items.created_at)`)
    .orderBy('vault_items.id');
}

/**
 * The items a draft is made from (the source has been authorized), at most `limit`.
 * A date range counts whole days (UTC) by when an item was taken, or added when that is unknown.
 */
export function findSourceItems(db: Executor, userId: string, source: ScrapbookSource, limit: number) {
  const base = placeableItems(db, userId).limit(limit);
  switch (source.kind) {
    case 'album':
      return base
        .innerJoin('vault_item_albums', 'vault_item_albums.item_id', 'vault_items.id')
        .where('vault_item_albums.album_id', '=', source.albumId)
        .execute();
    case 'person':
      return base
        .where(
          'vault_items.id',
          'in',
          db
            .selectFrom('tree_media_links')
            .innerJoin('tree_media_files', 'tree_media_files.media_object_id', 'tree_media_links.media_object_id')
            .select('tree_media_files.vault_item_id')
            .where('tree_media_links.individual_id', '=', source.individualId)
            .where('tree_media_files.vault_item_id', 'is not', null)
            .$narrowType<{ vault_item_id: string }>(),
        )
        .execute();
    case 'date_range':
      return base
        .where(sql<string>`coalesce(vault_items.taken_at, vault_items.created_at)`, '>=', `${source.from}T00:00:00`)
        .where(sql<string>`coalesce(vault_items.taken_at, vault_items.created_at)`, '<', nextDay(source.to))
        .execute();
    case 'occasion':
      return base
        .where(
          'vault_items.id',
          'in',
          db
            .selectFrom('vault_item_tags')
            .select('item_id')
            .where(sql`lower(name)`, '=', source.tag.toLowerCase()),
        )
        .execute();
  }
}
export type SourceItemRow = NonNullable<Awaited<ReturnType<typeof findPlaceableItem>>>;

/** The day after `date` (YYYY-MM-DD), as the start of that day. */
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 19);

/** One vault item `userId` may place on a page, or undefined. */
export function findPlaceableItem(db: Executor, userId: string, vaultItemId: string) {
  return placeableItems(db, userId).where('vault_items.id', '=', vaultItemId).executeTakeFirst();
}

/** An album's name, when `userId` may read it (their own, or shared with a circle they read). */
export function findAlbumName(db: Executor, albumId: string) {
  return db.selectFrom('vault_albums').select(['name', 'owner_id']).where('id', '=', albumId).executeTakeFirst();
}

/** Writes a new scrapbook with its pages and items (one transaction, the caller's). */
export async function insertScrapbook(
  trx: Transaction<Database>,
  scrapbook: Insertable<ScrapbooksTable>,
  pages: Insertable<ScrapbookPagesTable>[],
  items: Insertable<ScrapbookItemsTable>[],
): Promise<void> {
  await trx.insertInto('scrapbooks').values(scrapbook).execute();
  if (pages.length > 0) await trx.insertInto('scrapbook_pages').values(pages).execute();
  if (items.length > 0) await trx.insertInto('scrapbook_items').values(items).execute();
}

export async function updateScrapbook(db: Executor, id: string, patch: Updateable<ScrapbooksTable>): Promise<void> {
  await db.updateTable('scrapbooks').set(patch).where('id', '=', id).execute();
}

export async function deleteScrapbook(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('scrapbooks').where('id', '=', id).execute();
}

/** A scrapbook's pages in order. */
export function listPages(db: Executor, scrapbookId: string) {
  return db
    .selectFrom('scrapbook_pages')
    .selectAll()
    .where('scrapbook_id', '=', scrapbookId)
    .orderBy('position')
    .execute();
}

/**
 * A scrapbook's items with what their pages show of the vault item (kind, title, duration, preview)
 * and whose it is (its owner's name: the line shown when it is withheld).
 */
export function listItems(db: Executor, scrapbookId: string) {
  return db
    .selectFrom('scrapbook_items')
    .innerJoin('vault_items', 'vault_items.id', 'scrapbook_items.vault_item_id')
    .innerJoin('media', 'media.id', 'vault_items.media_id')
    .innerJoin('users', 'users.id', 'vault_items.owner_id')
    .select([
      'scrapbook_items.id',
      'scrapbook_items.page_id',
      'scrapbook_items.vault_item_id',
      'scrapbook_items.caption',
      'scrapbook_items.position',
      'vault_items.kind',
      'vault_items.title',
      'vault_items.owner_id',
      'users.username as owner_name',
      'media.duration_ms',
      'media.preview_key',
    ])
    .where('scrapbook_items.scrapbook_id', '=', scrapbookId)
    .where('vault_items.deleted_at', 'is', null)
    .orderBy('scrapbook_items.position')
    .orderBy('scrapbook_items.id')
    .execute();
}
export type ScrapbookItemRow = Awaited<ReturnType<typeof listItems>>[number];

/** Page counts and the photos of each scrapbook in book order, with their vault item and its owner (the list's covers). */
export async function listCovers(db: Executor, scrapbookIds: string[]) {
  if (scrapbookIds.length === 0) return { pageCounts: [], covers: [] };
  const pageCounts = await db
    .selectFrom('scrapbook_pages')
    .select((eb) => ['scrapbook_id', eb.fn.countAll<number | string>().as('count')])
    .where('scrapbook_id', 'in', scrapbookIds)
    .groupBy('scrapbook_id')
    .execute();
  const covers = await db
    .selectFrom('scrapbook_items')
    .innerJoin('scrapbook_pages', 'scrapbook_pages.id', 'scrapbook_items.page_id')
    .innerJoin('vault_items', 'vault_items.id', 'scrapbook_items.vault_item_id')
    .select([
      'scrapbook_items.scrapbook_id',
      'scrapbook_items.id',
      'scrapbook_items.vault_item_id',
      'scrapbook_pages.position',
    ])
    .where('scrapbook_items.scrapbook_id', 'in', scrapbookIds)
    .where('vault_items.kind', '=', 'photo')
    .where('vault_items.deleted_at', 'is', null)
    .orderBy('scrapbook_pages.position')
    .orderBy('scrapbook_items.position')
    .execute();
  return { pageCounts, covers };
}

/** The owners' names. */
export function findUserNames(db: Executor, userIds: string[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('users').select(['id', 'username']).where('id', 'in', userIds).execute();
}

export async function insertPage(db: Executor, page: Insertable<ScrapbookPagesTable>): Promise<void> {
  await db.insertInto('scrapbook_pages').values(page).execute();
}

/** Changes a page of scrapbook `scrapbookId`. @returns true when it exists */
export async function updatePage(
  db: Executor,
  scrapbookId: string,
  pageId: string,
  patch: Updateable<ScrapbookPagesTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('scrapbook_pages')
    .set(patch)
    .where('id', '=', pageId)
    .where('scrapbook_id', '=', scrapbookId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes a page (its items go with it). @returns true when it existed */
export async function deletePage(db: Executor, scrapbookId: string, pageId: string): Promise<boolean> {
  await db
    .deleteFrom('scrapbook_items')
    .where('page_id', '=', pageId)
    .where('scrapbook_id', '=', scrapbookId)
    .execute();
  const result = await db
    .deleteFrom('scrapbook_pages')
    .where('id', '=', pageId)
    .where('scrapbook_id', '=', scrapbookId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Sets every page's position to its index in `pageIds` (the caller checked they are exactly its pages). */
export async function setPageOrder(trx: Transaction<Database>, scrapbookId: string, pageIds: string[]) {
  for (const [position, pageId] of pageIds.entries()) {
    await trx
      .updateTable('scrapbook_pages')
      .set({ position })
      .where('id', '=', pageId)
      .where('scrapbook_id', '=', scrapbookId)
      .execute();
  }
}

export async function insertItem(db: Executor, item: Insertable<ScrapbookItemsTable>): Promise<void> {
  await db.insertInto('scrapbook_items').values(item).execute();
}

/** Changes an item's caption. @returns true when it exists in scrapbook `scrapbookId` */
export async function updateItemCaption(db: Executor, scrapbookId: string, itemId: string, caption: string) {
  const result = await db
    .updateTable('scrapbook_items')
    .set({ caption })
    .where('id', '=', itemId)
    .where('scrapbook_id', '=', scrapbookId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** @returns true when the item existed in scrapbook `scrapbookId` */
export async function deleteItem(db: Executor, scrapbookId: string, itemId: string) {
  const result = await db
    .deleteFrom('scrapbook_items')
    .where('id', '=', itemId)
    .where('scrapbook_id', '=', scrapbookId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The stored media of one item of scrapbook `scrapbookId` (live vault items only), or undefined. */
export function findItemMedia(db: Executor, scrapbookId: string, itemId: string) {
  return db
    .selectFrom('scrapbook_items')
    .innerJoin('vault_items', 'vault_items.id', 'scrapbook_items.vault_item_id')
    .innerJoin('media', 'media.id', 'vault_items.media_id')
    .select(['vault_items.id as vault_item_id', ...SERVED_MEDIA_COLUMNS, 'media.width', 'media.height'])
    .where('scrapbook_items.scrapbook_id', '=', scrapbookId)
    .where('scrapbook_items.id', '=', itemId)
    .where('vault_items.deleted_at', 'is', null)
    .executeTakeFirst();
}
export type ScrapbookItemMedia = NonNullable<Awaited<ReturnType<typeof findItemMedia>>>;
