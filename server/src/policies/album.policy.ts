/**
 * Who may do what with vault albums (issue 9, parts 1 and 3; docs/decisions/005). An album is its
 * owner's: only the owner deletes it, shares it with the circle or files their items in it from an
 * item's page. While it is shared, editors of the owner's circle add their own items
 * to it (`circle.shared.write`) and its viewers and editors see it. The album's owner takes any item
 * out of it; an item's owner takes out their own. Denied answers are 404.
 */
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../db/tables';
import { AppError } from '../lib/app-error';
import { CIRCLE_RULES, findCircleStanding, isAllowed } from './circle.policy';

/** A condition on `vault_albums` rows. */
export type AlbumScope = (eb: ExpressionBuilder<Database, 'vault_albums'>) => Expression<SqlBool>;

/** The albums `userId` owns, as a condition on `vault_albums` (their vault's own albums). */
export const albumScopeFor =
  (userId: string): AlbumScope =>
  (eb) =>
    eb('vault_albums.owner_id', '=', userId);

/**
 * Checks that every album of `albumIds` is `userId`'s own (deleting, sharing, filing items in it).
 * @throws AppError 'not_found' with `deniedMessage` when one is not (or does not exist)
 */
export async function authorizeAlbumOwner(
  db: Kysely<Database>,
  userId: string,
  albumIds: readonly string[],
  deniedMessage: string,
): Promise<void> {
  const unique = [...new Set(albumIds)];
  if (unique.length === 0) return;
  const owned = await db
    .selectFrom('vault_albums')
    .select('id')
    .where('id', 'in', unique)
    .where(albumScopeFor(userId))
    .execute();
  if (owned.length !== unique.length) throw new AppError('not_found', deniedMessage);
}

/**
 * Checks that `userId` may add their own items to album `albumId`: its owner, or an editor of the
 * owner's circle while the album is shared with it (`circle.shared.write`).
 * @throws AppError 'not_found' with `deniedMessage` otherwise
 */
export async function authorizeAlbumAddition(
  db: Kysely<Database>,
  userId: string,
  albumId: string,
  deniedMessage: string,
): Promise<void> {
  const album = await db
    .selectFrom('vault_albums')
    .select(['owner_id', 'shared_with_circle'])
    .where('id', '=', albumId)
    .executeTakeFirst();
  if (!album) throw new AppError('not_found', deniedMessage);
  if (album.owner_id === userId) return;
  const standing = await findCircleStanding(db, userId, album.owner_id);
  if (album.shared_with_circle !== 1 || !isAllowed(standing, 'circle.shared.write')) {
    throw new AppError('not_found', deniedMessage);
  }
}

/**
 * Checks that `userId` may take item `itemId` out of album `albumId`: the album's owner may take out
 * anything (an editor's addition too), an item's owner their own item.
 * @throws AppError 'not_found' with `deniedMessage` otherwise, or when the item is not in the album
 */
export async function authorizeAlbumItemRemoval(
  db: Kysely<Database>,
  userId: string,
  albumId: string,
  itemId: string,
  deniedMessage: string,
): Promise<void> {
  const link = await db
    .selectFrom('vault_item_albums')
    .innerJoin('vault_albums', 'vault_albums.id', 'vault_item_albums.album_id')
    .innerJoin('vault_items', 'vault_items.id', 'vault_item_albums.item_id')
    .select(['vault_albums.owner_id as album_owner_id', 'vault_items.owner_id as item_owner_id'])
    .where('vault_item_albums.album_id', '=', albumId)
    .where('vault_item_albums.item_id', '=', itemId)
    .executeTakeFirst();
  if (!link || (link.album_owner_id !== userId && link.item_owner_id !== userId)) {
    throw new AppError('not_found', deniedMessage);
  }
}

/** The standings that may read what is shared with a circle, the owner aside. */
const readingRoles = CIRCLE_RULES['circle.shared.read'].filter((role) => role !== 'owner');

/** Albums shared with `userId` by the circles they may read, with their owners' names and roles. */
export function listAlbumsSharedWith(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('vault_albums')
    .innerJoin('circle_members', (join) =>
      join.onRef('circle_members.owner_id', '=', 'vault_albums.owner_id').on('circle_members.member_id', '=', userId),
    )
    .innerJoin('users', 'users.id', 'vault_albums.owner_id')
    .select([
      'vault_albums.id',
      'vault_albums.name',
      'vault_albums.owner_id',
      'users.username as owner_name',
      'circle_members.role',
    ])
    .select((eb) =>
      eb
        .selectFrom('vault_item_albums')
        .innerJoin('vault_items', 'vault_items.id', 'vault_item_albums.item_id')
        .select(sql<number>`count(*)`.as('count'))
        .whereRef('vault_item_albums.album_id', '=', 'vault_albums.id')
        .where('vault_items.deleted_at', 'is', null)
        .as('item_count'),
    )
    .where('vault_albums.shared_with_circle', '=', 1)
    .where('circle_members.role', 'in', readingRoles)
    .orderBy('users.username')
    .orderBy('vault_albums.name')
    .execute();
}
