/**
 * Who may see a vault item or add to an album (issue 9, parts 1 and 3; docs/decisions/005).
 * An item is the owner's; members of the owner's family circle whose role may read shared things
 * (circle.policy's `circle.shared.read`: owner, editor, viewer — never a legacy contact before a
 * release) see it when the owner shares it on its own or puts it in an album shared with the
 * circle. An item an editor adds to a shared album is seen by that album's circle. Items in the
 * trash are their owner's alone. Denied answers are 404.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { AppError } from '../lib/app-error';
import { CIRCLE_RULES, findCircleStanding, isAllowed } from './circle.policy';

/** How the user may reach an item: as its owner, or through a circle that shares it. */
export interface VaultItemAccess {
  ownerId: string;
  via: 'owner' | 'circle';
}

/** The standings that may read what is shared with a circle, as SQL values. */
const readingRoles = CIRCLE_RULES['circle.shared.read'].filter((role) => role !== 'owner');

/**
 * Whose circles share things with `userId`: owners in whose circle the user may read shared items.
 */
const readableCircleOwners = (db: Kysely<Database>, userId: string) =>
  db.selectFrom('circle_members').select('owner_id').where('member_id', '=', userId).where('role', 'in', readingRoles);

/** Other people's items shared with `userId` through their circles, not in the trash (a query). */
const sharedItems = (db: Kysely<Database>, userId: string) =>
  db
    .selectFrom('vault_items')
    .select('vault_items.id')
    .where('vault_items.deleted_at', 'is', null)
    .where('vault_items.owner_id', '!=', userId)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('vault_items.shared_with_circle', '=', 1),
          eb('vault_items.owner_id', 'in', readableCircleOwners(db, userId)),
        ]),
        eb.exists(
          eb
            .selectFrom('vault_item_albums')
            .innerJoin('vault_albums', 'vault_albums.id', 'vault_item_albums.album_id')
            .select('vault_item_albums.item_id')
            .whereRef('vault_item_albums.item_id', '=', 'vault_items.id')
            .where('vault_albums.shared_with_circle', '=', 1)
            .where((inner) =>
              inner.or([
                inner('vault_albums.owner_id', 'in', readableCircleOwners(db, userId)),
                inner('vault_albums.owner_id', '=', userId),
              ]),
            ),
        ),
      ]),
    );

/** Ids of the items shared with `userId` (at most `limit`), newest first. */
export async function listItemIdsSharedWith(db: Kysely<Database>, userId: string, limit = 1000): Promise<string[]> {
  const rows = await sharedItems(db, userId)
    .orderBy('vault_items.created_at', 'desc')
    .orderBy('vault_items.id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Checks that `userId` may read item `itemId`.
 * @returns whose item it is and how the user reaches it
 * @throws AppError 'not_found' with `deniedMessage` otherwise (unknown, trashed, or not shared)
 */
export async function authorizeVaultItemRead(
  db: Kysely<Database>,
  userId: string,
  itemId: string,
  deniedMessage: string,
): Promise<VaultItemAccess> {
  const item = await db
    .selectFrom('vault_items')
    .select(['owner_id', 'deleted_at'])
    .where('id', '=', itemId)
    .executeTakeFirst();
  if (item?.owner_id === userId) return { ownerId: userId, via: 'owner' };
  if (item && (await sharedItems(db, userId).where('vault_items.id', '=', itemId).executeTakeFirst())) {
    return { ownerId: item.owner_id, via: 'circle' };
  }
  throw new AppError('not_found', deniedMessage);
}

/**
 * Checks that `userId` may add their own items to album `albumId`: its owner, or an editor of the
 * owner's circle while the album is shared with it (`circle.shared.write`).
 * @returns the album's owner id
 * @throws AppError 'not_found' with `deniedMessage` otherwise
 */
export async function authorizeAlbumAddition(
  db: Kysely<Database>,
  userId: string,
  albumId: string,
  deniedMessage: string,
): Promise<string> {
  const album = await db
    .selectFrom('vault_albums')
    .select(['owner_id', 'shared_with_circle'])
    .where('id', '=', albumId)
    .executeTakeFirst();
  if (!album) throw new AppError('not_found', deniedMessage);
  if (album.owner_id === userId) return userId;
  const standing = await findCircleStanding(db, userId, album.owner_id);
  if (album.shared_with_circle !== 1 || !isAllowed(standing, 'circle.shared.write')) {
    throw new AppError('not_found', deniedMessage);
  }
  return album.owner_id;
}

/** Albums shared with `userId` by the circles they may read, with their owners' names. */
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

/**
 * Checks that `userId` may make a share link to an item or album: only its owner may (issue 9,
 * part 4), and not to an item in the trash.
 * @returns the item's title or the album's name
 * @throws AppError 'not_found' with `deniedMessage` otherwise
 */
export async function authorizeShareTarget(
  db: Kysely<Database>,
  userId: string,
  target: { kind: 'vault_item' | 'vault_album'; id: string },
  deniedMessage: string,
): Promise<string> {
  const row =
    target.kind === 'vault_item'
      ? await db
          .selectFrom('vault_items')
          .select('title as name')
          .where('id', '=', target.id)
          .where('owner_id', '=', userId)
          .where('deleted_at', 'is', null)
          .executeTakeFirst()
      : await db
          .selectFrom('vault_albums')
          .select('name')
          .where('id', '=', target.id)
          .where('owner_id', '=', userId)
          .executeTakeFirst();
  if (!row) throw new AppError('not_found', deniedMessage);
  return row.name;
}
