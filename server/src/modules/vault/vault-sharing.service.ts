/**
 * Sharing with the family circle (issue 9, part 3): the owner shares an item, or a whole album
 * (everything in it, now and later); the circle's viewers and editors see it in "Shared with me"
 * with the owner's name; editors add their own items to shared albums. Who may see and add is the
 * vault policy's (policies/vault.policy.ts). Messages stay private to their author.
 */
import { VAULT_MESSAGES, type SharedWithMe, type VaultAlbum, type VaultItem } from '@heirloom/common/contracts/vault';
import { AppError } from '../../lib/app-error';
import {
  authorizeAlbumAddition,
  authorizeVaultItemRead,
  listAlbumsSharedWith,
  listItemIdsSharedWith,
} from '../../policies/vault.policy';
import { presentVaultItem } from './vault.presenter';
import { loadVaultItems, type VaultItemRecord } from './vault.repository';
import type { VaultDependencies } from './vault.service';

/** The owners' names of `ownerIds`, by id. */
async function ownerNames(deps: VaultDependencies, ownerIds: string[]) {
  if (ownerIds.length === 0) return new Map<string, string>();
  const rows = await deps.db.selectFrom('users').select(['id', 'username']).where('id', 'in', ownerIds).execute();
  return new Map(rows.map((row) => [row.id, row.username]));
}

/** Loads items of several owners, keeping the order of `ids`. */
async function loadItemsOfAnyOwner(deps: VaultDependencies, ids: string[]): Promise<VaultItemRecord[]> {
  if (ids.length === 0) return [];
  const owners = await deps.db.selectFrom('vault_items').select(['id', 'owner_id']).where('id', 'in', ids).execute();
  const idsByOwner = new Map<string, string[]>();
  for (const row of owners) idsByOwner.set(row.owner_id, [...(idsByOwner.get(row.owner_id) ?? []), row.id]);
  const records = (
    await Promise.all([...idsByOwner].map(([ownerId, ownIds]) => loadVaultItems(deps.db, ownerId, ownIds)))
  ).flat();
  const byId = new Map(records.map((record) => [record.item.id, record]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** What the circles the user belongs to share with them: items (with owners) and shared albums. */
export async function listSharedWithMe(deps: VaultDependencies, userId: string): Promise<SharedWithMe> {
  const [records, albums] = await Promise.all([
    loadItemsOfAnyOwner(deps, await listItemIdsSharedWith(deps.db, userId)),
    listAlbumsSharedWith(deps.db, userId),
  ]);
  const names = await ownerNames(deps, [...new Set(records.map((record) => record.item.owner_id))]);
  return {
    items: records.map((record) =>
      presentVaultItem(record, { id: record.item.owner_id, name: names.get(record.item.owner_id) ?? '' }),
    ),
    albums: albums.map((album) => ({
      id: album.id,
      name: album.name,
      itemCount: Number(album.item_count ?? 0),
      sharedWithCircle: true,
      owner: { id: album.owner_id, name: album.owner_name },
      canAdd: album.role === 'editor',
    })),
  };
}

/**
 * One item the user may read: their own, or one a circle shares with them (named by its owner).
 * @throws AppError 'not_found'
 */
export async function getReadableVaultRecord(deps: VaultDependencies, userId: string, itemId: string) {
  const access = await authorizeVaultItemRead(deps.db, userId, itemId, VAULT_MESSAGES.notFound);
  const [record] = await loadVaultItems(deps.db, access.ownerId, [itemId]);
  if (!record) throw new AppError('not_found', VAULT_MESSAGES.notFound);
  return { record, access };
}

/** The item as the reader sees it (with its owner's name when it is someone else's). */
export async function getReadableVaultItem(
  deps: VaultDependencies,
  userId: string,
  itemId: string,
): Promise<VaultItem> {
  const { record, access } = await getReadableVaultRecord(deps, userId, itemId);
  if (access.via === 'owner') return presentVaultItem(record);
  const names = await ownerNames(deps, [access.ownerId]);
  return presentVaultItem(record, { id: access.ownerId, name: names.get(access.ownerId) ?? '' });
}

/** Shares (or stops sharing) a whole album with the owner's circle. @throws AppError 'not_found' */
export async function setAlbumSharing(
  deps: VaultDependencies,
  ownerId: string,
  albumId: string,
  sharedWithCircle: boolean,
): Promise<VaultAlbum> {
  const result = await deps.db
    .updateTable('vault_albums')
    .set({ shared_with_circle: sharedWithCircle ? 1 : 0 })
    .where('id', '=', albumId)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new AppError('not_found', VAULT_MESSAGES.albumNotFound);
  const album = await deps.db
    .selectFrom('vault_albums')
    .select(['id', 'name'])
    .select((eb) =>
      eb
        .selectFrom('vault_item_albums')
        .select((inner) => inner.fn.countAll<number>().as('count'))
        .whereRef('vault_item_albums.album_id', '=', 'vault_albums.id')
        .as('item_count'),
    )
    .where('id', '=', albumId)
    .executeTakeFirstOrThrow();
  return { id: album.id, name: album.name, itemCount: Number(album.item_count ?? 0), sharedWithCircle };
}

/**
 * Adds one of the user's own items to an album they may add to (theirs, or a circle's shared album
 * as its editor). Adding it twice changes nothing. @throws AppError 'not_found'
 */
export async function addItemToAlbum(deps: VaultDependencies, userId: string, albumId: string, itemId: string) {
  await authorizeAlbumAddition(deps.db, userId, albumId, VAULT_MESSAGES.albumNotFound);
  const item = await deps.db
    .selectFrom('vault_items')
    .select('id')
    .where('id', '=', itemId)
    .where('owner_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!item) throw new AppError('not_found', VAULT_MESSAGES.notFound);
  await deps.db
    .insertInto('vault_item_albums')
    .values({ item_id: itemId, album_id: albumId })
    .onConflict((conflict) => conflict.columns(['item_id', 'album_id']).doNothing())
    .execute();
}

/**
 * Takes an item out of an album: the album's owner may take out anything (an editor's addition
 * too), an item's owner their own item. @throws AppError 'not_found' otherwise
 */
export async function removeItemFromAlbum(deps: VaultDependencies, userId: string, albumId: string, itemId: string) {
  const link = await deps.db
    .selectFrom('vault_item_albums')
    .innerJoin('vault_albums', 'vault_albums.id', 'vault_item_albums.album_id')
    .innerJoin('vault_items', 'vault_items.id', 'vault_item_albums.item_id')
    .select(['vault_albums.owner_id as album_owner_id', 'vault_items.owner_id as item_owner_id'])
    .where('vault_item_albums.album_id', '=', albumId)
    .where('vault_item_albums.item_id', '=', itemId)
    .executeTakeFirst();
  if (!link || (link.album_owner_id !== userId && link.item_owner_id !== userId)) {
    throw new AppError('not_found', VAULT_MESSAGES.notFound);
  }
  await deps.db.deleteFrom('vault_item_albums').where('album_id', '=', albumId).where('item_id', '=', itemId).execute();
}
