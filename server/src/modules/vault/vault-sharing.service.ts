/**
 * Sharing with the family circle (issue 9, part 3): the owner shares an item, or a whole album
 * (everything in it, now and later); the circle's viewers and editors see it in "Shared with me"
 * with the owner's name; editors add their own items to shared albums. Who may see and add is the
 * vault and album policies' (policies/vault.policy.ts, album.policy.ts). Messages stay private to their author.
 */
import {
  VAULT_MESSAGES,
  type SharedWithMe,
  type VaultAlbum,
  type VaultItem,
  type VaultPageQuery,
} from '@heirloom/common/contracts/vault';
import { AppError } from '../../lib/app-error';
import {
  authorizeAlbumAddition,
  authorizeAlbumItemRemoval,
  authorizeAlbumOwner,
  listAlbumsSharedWith,
} from '../../policies/album.policy';
import { authorizeVaultItemRead, authorizeVaultItemWrite, vaultScopeFor } from '../../policies/vault.policy';
import { findVaultItemIds, loadVaultItems } from './vault.repository';
import { loadVaultRecord, presentForReader, type VaultDependencies } from './vault.service';

/**
 * What the circles the user belongs to share with them: one page of items (newest first, with their
 * owners; `nextOffset` asks for the next) and every album shared with them.
 */
export async function listSharedWithMe(
  deps: VaultDependencies,
  userId: string,
  page: VaultPageQuery,
): Promise<SharedWithMe> {
  const [{ ids, hasMore }, albums] = await Promise.all([
    findVaultItemIds(deps.db, vaultScopeFor(userId, 'shared'), { sort: 'newest', ...page }),
    listAlbumsSharedWith(deps.db, userId),
  ]);
  return {
    items: await presentForReader(deps.db, userId, await loadVaultItems(deps.db, ids)),
    albums: albums.map((album) => ({
      id: album.id,
      name: album.name,
      itemCount: Number(album.item_count ?? 0),
      sharedWithCircle: true,
      owner: { id: album.owner_id, name: album.owner_name },
      canAdd: album.role === 'editor',
    })),
    nextOffset: hasMore ? (page.offset ?? 0) + ids.length : null,
  };
}

/**
 * One item the user may read: their own, or one a circle shares with them.
 * @throws AppError 'not_found'
 */
export async function getReadableVaultRecord(deps: VaultDependencies, userId: string, itemId: string) {
  await authorizeVaultItemRead(deps.db, userId, itemId, VAULT_MESSAGES.notFound);
  return loadVaultRecord(deps.db, itemId);
}

/** The item as the reader sees it (with its owner's name when it is someone else's). */
export async function getReadableVaultItem(
  deps: VaultDependencies,
  userId: string,
  itemId: string,
): Promise<VaultItem> {
  const [item] = await presentForReader(deps.db, userId, [await getReadableVaultRecord(deps, userId, itemId)]);
  return item!;
}

/** Shares (or stops sharing) the user's album with their circle. @throws AppError 'not_found' */
export async function setAlbumSharing(
  deps: VaultDependencies,
  userId: string,
  albumId: string,
  sharedWithCircle: boolean,
): Promise<VaultAlbum> {
  await authorizeAlbumOwner(deps.db, userId, [albumId], VAULT_MESSAGES.albumNotFound);
  await deps.db
    .updateTable('vault_albums')
    .set({ shared_with_circle: sharedWithCircle ? 1 : 0 })
    .where('id', '=', albumId)
    .execute();
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
  const { deletedAt } = await authorizeVaultItemWrite(deps.db, userId, itemId, VAULT_MESSAGES.notFound);
  if (deletedAt) throw new AppError('not_found', VAULT_MESSAGES.notFound);
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
  await authorizeAlbumItemRemoval(deps.db, userId, albumId, itemId, VAULT_MESSAGES.notFound);
  await deps.db.deleteFrom('vault_item_albums').where('album_id', '=', albumId).where('item_id', '=', itemId).execute();
}
