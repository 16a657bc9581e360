/**
 * How many of an album's items a reader is shown (docs/decisions/005): the count every album list
 * gives is the number of items the album's own listing shows that reader — the vault's readable
 * scope (vault.policy.ts), so a relative's additions the reader may not see, items in the trash
 * and what a removed relative added are not counted.
 */
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { CIRCLE_RULES } from './circle.policy';
import { vaultScopeFor } from './vault.policy';

/**
 * The number of live items of album `vault_albums.id` that `readerId` is shown in it, as a
 * correlated subquery on `vault_albums` (a number, or numeric text on PostgreSQL).
 */
export const albumItemCountFor = (readerId: string) => (eb: ExpressionBuilder<Database, 'vault_albums'>) =>
  eb
    .selectFrom('vault_items')
    .select((inner) => inner.fn.countAll<number | string>().as('count'))
    .where(vaultScopeFor(readerId, 'readable'))
    .where('vault_items.deleted_at', 'is', null)
    .where((inner) =>
      inner.exists(
        inner
          .selectFrom('vault_item_albums')
          .select('vault_item_albums.item_id')
          .whereRef('vault_item_albums.item_id', '=', 'vault_items.id')
          .whereRef('vault_item_albums.album_id', '=', 'vault_albums.id'),
      ),
    );

/** The standings that may read what is shared with a circle, the owner aside. */
const readingRoles = CIRCLE_RULES['circle.shared.read'].filter((role) => role !== 'owner');

/**
 * Albums shared with `userId` by the circles they may read, with their owners' names, the user's
 * roles and `item_count`, the number of items the user is shown in each (`albumItemCountFor`).
 */
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
    .select((eb) => albumItemCountFor(userId)(eb).as('item_count'))
    .where('vault_albums.shared_with_circle', '=', 1)
    .where('circle_members.role', 'in', readingRoles)
    .orderBy('users.username')
    .orderBy('vault_albums.name')
    .execute();
}
