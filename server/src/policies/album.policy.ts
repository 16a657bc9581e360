/**
 * Who may do what with vault albums (docs/decisions/005). An album is its owner's: only the owner
 * deletes it, shares it with the circle or files their items in it from an item's page. While it is
 * shared, editors of the owner's circle add their own items to it (`circle.shared.write`) and its
 * viewers and editors see it. The album's owner takes any item out of it; an item's owner takes out
 * their own. A relative's additions show only while they are in the owner's circle (removal ends
 * them; the items stay theirs), and leave through the album's public link only with their consent.
 * Denied answers are 404.
 */
import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import { VAULT_MESSAGES } from '@heirloom/common/contracts/vault';
import type { Database } from '../db/tables';
import { AppError } from '../lib/app-error';
import { signedInGate } from './access-gate';
import { findCircleStanding, isAllowed } from './circle.policy';
import { albumsGrantedTo } from './legacy.policy';

/** A condition on `vault_albums` rows. */
export type AlbumScope = (eb: ExpressionBuilder<Database, 'vault_albums'>) => Expression<SqlBool>;

/**
 * Which of an album's items it shows, as a condition on `vault_item_albums` joined to `vault_albums`
 * and `vault_items`: the album owner's own, and a relative's additions while the relative is still
 * in the owner's circle — through a public link (`audience` 'link') only those they agreed to.
 */
export const albumShows =
  (audience: 'circle' | 'link') =>
  (eb: ExpressionBuilder<Database, 'vault_item_albums' | 'vault_albums' | 'vault_items'>): Expression<SqlBool> =>
    eb.or([
      eb('vault_items.owner_id', '=', eb.ref('vault_albums.owner_id')),
      eb.and([
        eb(
          'vault_items.owner_id',
          'in',
          eb
            .selectFrom('circle_members')
            .select('circle_members.member_id')
            .whereRef('circle_members.owner_id', '=', 'vault_albums.owner_id'),
        ),
        ...(audience === 'link' ? [eb('vault_item_albums.link_consent', '=', 1)] : []),
      ]),
    ]);

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

/** An album the caller was authorised for: its id and its owner's. */
export interface AlbumGrant {
  id: string;
  ownerId: string;
}

/**
 * The one check behind album additions and reads: the album's owner always; a legacy contact a
 * release granted it, to read; otherwise a member whose standing in the owner's circle allows
 * `action`, while the album is shared with the circle — read now, so a removed member is refused.
 * @throws AppError 'not_found' with `deniedMessage` otherwise
 */
async function authorizeAlbumAction(
  db: Kysely<Database>,
  userId: string,
  albumId: string,
  action: 'circle.shared.read' | 'circle.shared.write',
  deniedMessage: string,
): Promise<AlbumGrant> {
  const album = await db
    .selectFrom('vault_albums')
    .select(['owner_id', 'shared_with_circle'])
    .select((eb) => eb('id', 'in', albumsGrantedTo(userId)).as('is_granted'))
    .where('id', '=', albumId)
    .executeTakeFirst();
  if (!album) throw new AppError('not_found', deniedMessage);
  const grant = { id: albumId, ownerId: album.owner_id };
  if (album.owner_id === userId) return grant;
  if (action === 'circle.shared.read' && Number(album.is_granted) === 1) return grant;
  const standing = await findCircleStanding(db, userId, album.owner_id);
  if (album.shared_with_circle !== 1 || !isAllowed(standing, action)) throw new AppError('not_found', deniedMessage);
  return grant;
}

/**
 * Checks that `userId` may add their own items to album `albumId`: its owner, or an editor of the
 * owner's circle while the album is shared with it (`circle.shared.write`).
 * @throws AppError 'not_found' with `deniedMessage` otherwise
 */
export const authorizeAlbumAddition = (db: Kysely<Database>, userId: string, albumId: string, deniedMessage: string) =>
  authorizeAlbumAction(db, userId, albumId, 'circle.shared.write', deniedMessage);

/**
 * Checks that `userId` may open album `albumId` (the vault's album filter): its owner, a reader of
 * the owner's circle while it is shared, or a legacy contact a release granted it.
 * @throws AppError 'not_found' with `deniedMessage` otherwise — a removed member on their next request
 */
export const authorizeAlbumRead = (db: Kysely<Database>, userId: string, albumId: string, deniedMessage: string) =>
  authorizeAlbumAction(db, userId, albumId, 'circle.shared.read', deniedMessage);

/**
 * Of the owner's albums, the relatives' additions their public links leave out for want of
 * consent (the link dialog says so): per album and contributor, the number of live items.
 */
export function listWithheldFromLinks(db: Kysely<Database>, ownerId: string) {
  return db
    .selectFrom('vault_item_albums')
    .innerJoin('vault_albums', 'vault_albums.id', 'vault_item_albums.album_id')
    .innerJoin('vault_items', 'vault_items.id', 'vault_item_albums.item_id')
    .innerJoin('users', 'users.id', 'vault_items.owner_id')
    .select(['vault_albums.id as album_id', 'users.username as contributor_name'])
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('vault_albums.owner_id', '=', ownerId)
    .where('vault_items.deleted_at', 'is', null)
    .where(albumShows('circle'))
    .where((eb) => eb.not(albumShows('link')(eb)))
    .groupBy(['vault_albums.id', 'users.username'])
    .orderBy('users.username')
    .execute();
}

/**
 * Checks that `userId` may take item `itemId` out of album `albumId`: the album's owner may take out
 * anything (an editor's addition too), an item's owner their own item.
 * @returns the album and the item, as named
 * @throws AppError 'not_found' with `deniedMessage` otherwise, or when the item is not in the album
 */
export async function authorizeAlbumItemRemoval(
  db: Kysely<Database>,
  userId: string,
  albumId: string,
  itemId: string,
  deniedMessage: string,
): Promise<{ albumId: string; itemId: string }> {
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
  return { albumId, itemId };
}

/**
 * Checks that `userId` may take items `itemIds` out of album `albumId`, all or none: the album must
 * be one they may open (`authorizeAlbumRead`), and each item their own or — when the album is theirs
 * — one it holds (the same rule as `authorizeAlbumItemRemoval`, one item at a time). An item of theirs
 * already out of the album passes, so a repeated request is refused nothing.
 * @returns the album and the items, as named
 * @throws AppError 'not_found' (the album's sentence, or `VAULT_MESSAGES.notFound` for an item) otherwise
 */
export async function authorizeAlbumItemsRemoval(
  db: Kysely<Database>,
  userId: string,
  albumId: string,
  itemIds: readonly string[],
): Promise<{ albumId: string; itemIds: string[] }> {
  const album = await authorizeAlbumRead(db, userId, albumId, VAULT_MESSAGES.albumNotFound);
  const unique = [...new Set(itemIds)];
  const removable = await db
    .selectFrom('vault_items')
    .select('vault_items.id')
    .where('vault_items.id', 'in', unique)
    .where((eb) =>
      eb.or([
        eb('vault_items.owner_id', '=', userId),
        ...(album.ownerId === userId
          ? [
              eb.exists(
                eb
                  .selectFrom('vault_item_albums')
                  .select('vault_item_albums.item_id')
                  .whereRef('vault_item_albums.item_id', '=', 'vault_items.id')
                  .where('vault_item_albums.album_id', '=', albumId),
              ),
            ]
          : []),
      ]),
    )
    .execute();
  if (removable.length !== unique.length) throw new AppError('not_found', VAULT_MESSAGES.notFound);
  return { albumId, itemIds: unique };
}

/**
 * The gates of the album kinds of access (access-gate.ts): `album.owner` and `album.add` hand their
 * route the AlbumGrant of album `:id`; `album-item.remove` the album `:id` and item `:itemId` the
 * caller may take out of it; `album-items.remove` the album `:id` and the body's `itemIds`, all of
 * which the caller may take out of it.
 */
export const albumGates = {
  'album.owner': signedInGate(['id'], async ({ db }, { user, params }) => {
    await authorizeAlbumOwner(db, user.id, [params.id], VAULT_MESSAGES.albumNotFound);
    return { id: params.id, ownerId: user.id } satisfies AlbumGrant;
  }),
  'album.read': signedInGate(['id'], ({ db }, { user, params }) =>
    authorizeAlbumRead(db, user.id, params.id, VAULT_MESSAGES.albumNotFound),
  ),
  'album.add': signedInGate(['id'], ({ db }, { user, params }) =>
    authorizeAlbumAddition(db, user.id, params.id, VAULT_MESSAGES.albumNotFound),
  ),
  'album-item.remove': signedInGate(['id', 'itemId'], ({ db }, { user, params }) =>
    authorizeAlbumItemRemoval(db, user.id, params.id, params.itemId, VAULT_MESSAGES.notFound),
  ),
  'album-items.remove': signedInGate(['id'], ({ db }, { user, params, request }) =>
    authorizeAlbumItemsRemoval(db, user.id, params.id, (request.body as { itemIds: string[] }).itemIds),
  ),
};
