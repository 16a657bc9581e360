/**
 * SQL of vault albums (vault-albums.service.ts, vault-sharing.service.ts; docs/product/memory-vault.md
 * "The library"): the albums themselves, which items they hold, and who hears of one shared with the
 * circle. Whose albums and items these are is the policies' (album, album-contents and circle
 * policies; docs/decisions/005-access-policy.md); the rest acts on ids the caller was authorised for.
 */
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, VaultAlbumsTable } from '../../db/tables';
import { albumItemCountFor } from '../../policies/album-contents.policy';
import { albumScopeFor } from '../../policies/album.policy';
import { circleMembersOf } from '../../policies/circle.policy';

type Executor = Kysely<Database> | Transaction<Database>;

/** Whether `ownerId` has an album named `name`. */
export async function hasAlbumNamed(db: Executor, ownerId: string, name: string): Promise<boolean> {
  const album = await db
    .selectFrom('vault_albums')
    .select('id')
    .where(albumScopeFor(ownerId))
    .where('name', '=', name)
    .executeTakeFirst();
  return album !== undefined;
}

/** Inserts an album (a new, unshared one of its owner). */
export async function insertAlbum(db: Executor, album: Insertable<VaultAlbumsTable>): Promise<void> {
  await db.insertInto('vault_albums').values(album).execute();
}

/**
 * The id of the album named `album.name` of `album.owner_id`, inserting `album` when the owner has
 * none. Safe when two transactions make it at once: the owner's album names are unique, so the
 * second insert does nothing (on PostgreSQL it waits for the first to commit) and both read the
 * one album.
 */
export async function findOrInsertAlbumNamed(db: Executor, album: Insertable<VaultAlbumsTable>): Promise<string> {
  await db
    .insertInto('vault_albums')
    .values(album)
    .onConflict((conflict) => conflict.columns(['owner_id', 'name']).doNothing())
    .execute();
  const { id } = await db
    .selectFrom('vault_albums')
    .select('id')
    .where(albumScopeFor(album.owner_id))
    .where('name', '=', album.name)
    .executeTakeFirstOrThrow();
  return id;
}

/** Deletes an album; its items stay in the vault. */
export async function deleteAlbumById(db: Executor, albumId: string): Promise<void> {
  await db.deleteFrom('vault_albums').where('id', '=', albumId).execute();
}

/** Shares an album with its owner's circle or stops. @returns false when it was so already (nothing changed) */
export async function setAlbumShared(db: Executor, albumId: string, isShared: boolean): Promise<boolean> {
  const changed = await db
    .updateTable('vault_albums')
    .set({ shared_with_circle: isShared ? 1 : 0 })
    .where('id', '=', albumId)
    .where('shared_with_circle', '=', isShared ? 0 : 1)
    .executeTakeFirst();
  return Number(changed.numUpdatedRows) === 1;
}

/** Album `albumId`'s id, name and `item_count`: how many items it shows its owner `ownerId`. @throws NoResultError when it is gone */
export function getAlbumWithCount(db: Executor, ownerId: string, albumId: string) {
  return db
    .selectFrom('vault_albums')
    .select(['id', 'name'])
    .select((eb) => albumItemCountFor(ownerId)(eb).as('item_count'))
    .where('id', '=', albumId)
    .executeTakeFirstOrThrow();
}

/**
 * Who hears that `ownerId` shared album `albumId` with the circle: the owner's and the album's names,
 * and the editors and viewers of the owner's circle with their addresses.
 * @throws NoResultError when the owner or the album is gone
 */
export async function findAlbumShareAudience(db: Executor, ownerId: string, albumId: string) {
  const [owner, album, members] = await Promise.all([
    db.selectFrom('users').select('username').where('id', '=', ownerId).executeTakeFirstOrThrow(),
    db.selectFrom('vault_albums').select('name').where('id', '=', albumId).executeTakeFirstOrThrow(),
    db
      .selectFrom('circle_members')
      .innerJoin('users', 'users.id', 'circle_members.member_id')
      .select(['users.id', 'users.username', 'users.email'])
      .where(circleMembersOf(ownerId))
      .where('circle_members.role', 'in', ['editor', 'viewer'])
      .execute(),
  ]);
  return { ownerName: owner.username, albumName: album.name, members };
}

/** How many of `itemIds` are items out of the trash. */
export async function countLiveItems(db: Executor, itemIds: readonly string[]): Promise<number> {
  const live = await db
    .selectFrom('vault_items')
    .select('id')
    .where('id', 'in', itemIds)
    .where('deleted_at', 'is', null)
    .execute();
  return live.length;
}

/**
 * Puts items in an album with whether its public links may show them (`linkConsent`, album.policy);
 * an item already in it only has that consent set.
 */
export async function addAlbumItems(
  db: Executor,
  albumId: string,
  itemIds: readonly string[],
  linkConsent: boolean,
): Promise<void> {
  const consent = linkConsent ? 1 : 0;
  await db
    .insertInto('vault_item_albums')
    .values(itemIds.map((itemId) => ({ item_id: itemId, album_id: albumId, link_consent: consent })))
    .onConflict((conflict) => conflict.columns(['item_id', 'album_id']).doUpdateSet({ link_consent: consent }))
    .execute();
}

/** Takes items out of an album; items already out of it stay out. */
export async function removeAlbumItems(db: Executor, albumId: string, itemIds: readonly string[]): Promise<void> {
  await db.deleteFrom('vault_item_albums').where('album_id', '=', albumId).where('item_id', 'in', itemIds).execute();
}
