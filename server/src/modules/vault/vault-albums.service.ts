/** Albums and the vault overview (storage figure and filter choices) — issue 4 "Vault". */
import { randomUUID } from 'node:crypto';
import { VAULT_MESSAGES, type VaultAlbum, type VaultOverview } from '@heirloom/common/contracts/vault';
import { AppError } from '../../lib/app-error';
import { summarizeVault } from './vault.repository';
import type { VaultDependencies } from './vault.service';

/** @throws AppError 'conflict' when the owner already has an album with this name */
export async function createAlbum(deps: VaultDependencies, ownerId: string, name: string): Promise<VaultAlbum> {
  const existing = await deps.db
    .selectFrom('vault_albums')
    .select('id')
    .where('owner_id', '=', ownerId)
    .where('name', '=', name)
    .executeTakeFirst();
  if (existing) throw new AppError('conflict', VAULT_MESSAGES.albumExists);
  const album = {
    id: randomUUID(),
    owner_id: ownerId,
    name,
    shared_with_circle: 0,
    created_at: deps.clock.now().toISOString(),
  };
  await deps.db.insertInto('vault_albums').values(album).execute();
  return { id: album.id, name, itemCount: 0, sharedWithCircle: false };
}

/** Deletes an album; its items stay in the vault. @throws AppError 'not_found' */
export async function deleteAlbum(deps: VaultDependencies, ownerId: string, albumId: string): Promise<void> {
  const result = await deps.db
    .deleteFrom('vault_albums')
    .where('id', '=', albumId)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new AppError('not_found', VAULT_MESSAGES.albumNotFound);
}

/** The per-user storage figure (bytes of everything stored, trash included) and filter choices. */
export async function getVaultOverview(deps: VaultDependencies, ownerId: string): Promise<VaultOverview> {
  return { ...(await summarizeVault(deps.db, ownerId)), maxFileSizeMb: deps.maxUploadMb() };
}
