/**
 * Who may see and change vault items (docs/product/roles-and-access.md "Sharing";
 * docs/decisions/005-access-policy.md). An item is its owner's: only the owner changes it, trashes,
 * restores or deletes it, edits its transcript or makes a share link to it. Members of the owner's
 * family circle whose role may read shared things (circle.policy's `circle.shared.read`: editor,
 * viewer — never a legacy contact before a release) see it when the owner shares it on its own or
 * puts it in an album shared with the circle; an item an editor adds to a shared album is seen by
 * that album's circle and its owner while the editor is still in that circle. Items in the trash
 * are their owner's alone. Denied answers are 404 (nothing tells that the item exists).
 *
 * Listings ask for a scope (`vaultScopeFor`) instead of filtering by owner themselves.
 */
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import { SHARE_LINK_MESSAGES, type ShareTargetKind } from '@heirloom/common/contracts/share-links';
import { VAULT_MESSAGES } from '@heirloom/common/contracts/vault';
import { preparedQuery } from '../db/prepared-query';
import type { Database } from '../db/tables';
import { AppError } from '../lib/app-error';
import { signedInGate } from './access-gate';
import { albumScopeFor, albumShows } from './album.policy';
import { ownersSharingWith } from './circle.policy';
import { isLinkedInScopedTree } from './family-tree.policy';
import { albumsGrantedTo } from './legacy.policy';
import { authorizeScrapbookOwner } from './scrapbook.policy';

/** A condition on `vault_items` rows: the WHERE clause of a listing or a check. */
export type VaultScope = (eb: ExpressionBuilder<Database, 'vault_items'>) => Expression<SqlBool>;

/**
 * Which items a scope holds: `own` — the user's own, live or in the trash; `shared` — other
 * people's items their circles share with the user (never trashed ones); `readable` — both.
 */
export type VaultReach = 'own' | 'shared' | 'readable';

const ownedBy =
  (userId: string): VaultScope =>
  (eb) =>
    eb('vault_items.owner_id', '=', userId);

const sharedWith =
  (userId: string): VaultScope =>
  (eb) =>
    eb.and([
      eb('vault_items.deleted_at', 'is', null),
      eb('vault_items.owner_id', '!=', userId),
      // A member limited to a branch of a tree reaches the tree's linked media only through it.
      eb.not(isLinkedInScopedTree(userId)(eb)),
      eb.or([
        eb.and([
          eb('vault_items.shared_with_circle', '=', 1),
          eb('vault_items.owner_id', 'in', ownersSharingWith(userId)),
        ]),
        eb.exists(
          eb
            .selectFrom('vault_item_albums')
            .innerJoin('vault_albums', 'vault_albums.id', 'vault_item_albums.album_id')
            .select('vault_item_albums.item_id')
            .whereRef('vault_item_albums.item_id', '=', 'vault_items.id')
            .where('vault_albums.shared_with_circle', '=', 1)
            .where(albumShows('circle'))
            .where((inner) =>
              inner.or([
                inner('vault_albums.owner_id', 'in', ownersSharingWith(userId)),
                inner('vault_albums.owner_id', '=', userId),
              ]),
            ),
        ),
        // An album a release granted to a legacy contact (legacy.policy; docs/decisions/009).
        eb.exists(
          eb
            .selectFrom('vault_item_albums')
            .select('vault_item_albums.item_id')
            .whereRef('vault_item_albums.item_id', '=', 'vault_items.id')
            .where('vault_item_albums.album_id', 'in', albumsGrantedTo(userId)),
        ),
      ]),
    ]);

/** The items `userId` reaches as `reach` says, as a condition on `vault_items`. */
export function vaultScopeFor(userId: string, reach: VaultReach = 'own'): VaultScope {
  if (reach === 'own') return ownedBy(userId);
  if (reach === 'shared') return sharedWith(userId);
  return (eb) => eb.or([ownedBy(userId)(eb), sharedWith(userId)(eb)]);
}

/** A vault item the caller was authorised for: its id, and when it went to the trash (ISO-8601; null in the vault). */
export interface VaultItemGrant {
  id: string;
  deletedAt: string | null;
}

/**
 * Checks that `userId` may read item `itemId` (its details, file and preview): its owner, or a
 * member of a circle it is shared with.
 * @throws AppError 'not_found' with `deniedMessage` otherwise (unknown, someone else's trash, not shared)
 */
export async function authorizeVaultItemRead(
  db: Kysely<Database>,
  userId: string,
  itemId: string,
  deniedMessage: string,
): Promise<VaultItemGrant> {
  const [item] = await selectReadableItem(db, userId, itemId);
  if (!item) throw new AppError('not_found', deniedMessage);
  return { id: item.id, deletedAt: item.deleted_at };
}

/**
 * The read check's query, built and compiled once: one prepared statement per check (building and
 * compiling the scope on every call cost most of the check; server/bench/requests.bench.ts).
 */
const selectReadableItem = preparedQuery((db, userId: string, itemId: string) =>
  db
    .selectFrom('vault_items')
    .select(['id', 'deleted_at'])
    .where('id', '=', itemId)
    .where(vaultScopeFor(userId, 'readable')),
);

/**
 * Checks that `userId` may change item `itemId`: its details, albums, sharing, transcript, the
 * trash (move, restore, delete for good). Only its owner may (route access 'vault-item.write').
 * @throws AppError 'not_found' with `deniedMessage` otherwise — also to circle members who may read it
 */
export async function authorizeVaultItemWrite(
  db: Kysely<Database>,
  userId: string,
  itemId: string,
  deniedMessage: string,
): Promise<VaultItemGrant> {
  const item = await db
    .selectFrom('vault_items')
    .select(['id', 'deleted_at'])
    .where('id', '=', itemId)
    .where(vaultScopeFor(userId, 'own'))
    .executeTakeFirst();
  if (!item) throw new AppError('not_found', deniedMessage);
  return { id: item.id, deletedAt: item.deleted_at };
}

/**
 * Checks that `userId` may make a share link to an item or album: only its owner may
 * (docs/product/roles-and-access.md "Share links"), and not to an item in the trash.
 * @throws AppError 'not_found' with `deniedMessage` otherwise
 */
export async function authorizeShareTarget(
  db: Kysely<Database>,
  userId: string,
  target: { kind: 'vault_item' | 'vault_album'; id: string },
  deniedMessage: string,
): Promise<void> {
  const row =
    target.kind === 'vault_item'
      ? await db
          .selectFrom('vault_items')
          .select('id')
          .where('id', '=', target.id)
          .where(vaultScopeFor(userId, 'own'))
          .where('deleted_at', 'is', null)
          .executeTakeFirst()
      : await db
          .selectFrom('vault_albums')
          .select('id')
          .where('id', '=', target.id)
          .where(albumScopeFor(userId))
          .executeTakeFirst();
  if (!row) throw new AppError('not_found', deniedMessage);
}

/**
 * The gate of `share-target` (access-gate.ts): the item, album or scrapbook the body's `target`
 * names, once the caller owns it (a scrapbook: scrapbook.policy's owner); a share link is made
 * only by its target's owner.
 * @throws AppError 'not_found' (SHARE_LINK_MESSAGES.targetNotFound) otherwise
 */
export const shareTargetGates = {
  'share-target': signedInGate([], async ({ db }, { user, request }) => {
    const { target } = request.body as { target: { kind: ShareTargetKind; id: string } };
    if (target.kind === 'scrapbook')
      await authorizeScrapbookOwner(db, user.id, target.id, SHARE_LINK_MESSAGES.targetNotFound);
    else
      await authorizeShareTarget(db, user.id, { kind: target.kind, id: target.id }, SHARE_LINK_MESSAGES.targetNotFound);
    return target;
  }),
};

const vaultItemGate = (check: typeof authorizeVaultItemRead) =>
  signedInGate(['id'], ({ db }, { user, params }) => check(db, user.id, params.id, VAULT_MESSAGES.notFound));

/**
 * The gates of the vault item kinds of access (access-gate.ts): each hands its route the
 * VaultItemGrant of item `:id` (read: its owner or a reader of a circle it is shared with; write:
 * its owner).
 */
export const vaultItemGates = {
  'vault-item.read': vaultItemGate(authorizeVaultItemRead),
  'vault-item.write': vaultItemGate(authorizeVaultItemWrite),
};
