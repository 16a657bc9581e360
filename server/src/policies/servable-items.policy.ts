/**
 * What a container (a scrapbook, a recipe) may show and serve of the vault items placed in it
 * (docs/decisions/015). Placing an item needs only that the writer may read it; showing it is
 * re-checked on every request against its owner's sharing as it stands then. An item is servable
 * to its owner; to a signed-in reader the vault policy lets read it; and, for items the container's
 * owner owns, to whoever the container's own sharing already admitted (its circle, its share
 * link). Everyone else gets a line saying why, never the bytes nor a thumbnail.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';
import { vaultScopeFor, type VaultScope } from './vault.policy';

/**
 * Who is reading a container: a signed-in user (`userId`), or a visitor through one of the
 * container's share links (`userId` null). `containerOwnerId` owns the container, whose own access
 * the caller has already checked.
 */
export interface ContainerReader {
  userId: string | null;
  containerOwnerId: string;
}

/** The live vault items `reader` may be served through a container of `reader.containerOwnerId`. */
export function servableScope(reader: ContainerReader): VaultScope {
  return (eb) => {
    const ownersOwn = eb('vault_items.owner_id', '=', reader.containerOwnerId);
    return eb.and([
      eb('vault_items.deleted_at', 'is', null),
      reader.userId ? eb.or([ownersOwn, vaultScopeFor(reader.userId, 'readable')(eb)]) : ownersOwn,
    ]);
  };
}

/** Of `itemIds`, the vault items the container may serve to `reader` (one query; empty in, empty out). */
export async function servableVaultItems(
  db: Kysely<Database>,
  reader: ContainerReader,
  itemIds: readonly string[],
): Promise<Set<string>> {
  if (itemIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('vault_items')
    .select('vault_items.id')
    .where('vault_items.id', 'in', [...new Set(itemIds)])
    .where(servableScope(reader))
    .execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * For one signed-in reader of several containers (a list): which of their items the reader may be
 * served, one query per owner of those containers.
 * @returns a test of (container's owner, vault item)
 */
export async function servableInContainers(
  db: Kysely<Database>,
  userId: string,
  placed: readonly { containerOwnerId: string; itemId: string }[],
): Promise<(containerOwnerId: string, itemId: string) => boolean> {
  const servable = new Set<string>();
  for (const containerOwnerId of new Set(placed.map((row) => row.containerOwnerId))) {
    const itemIds = placed.filter((row) => row.containerOwnerId === containerOwnerId).map((row) => row.itemId);
    for (const id of await servableVaultItems(db, { userId, containerOwnerId }, itemIds))
      servable.add(`${containerOwnerId}:${id}`);
  }
  return (containerOwnerId, itemId) => servable.has(`${containerOwnerId}:${itemId}`);
}

/** Whether the container may serve vault item `itemId` to `reader` now (a file or preview request). */
export async function isServableItem(db: Kysely<Database>, reader: ContainerReader, itemId: string): Promise<boolean> {
  return (await servableVaultItems(db, reader, [itemId])).has(itemId);
}
