/**
 * Albums and the vault overview (storage figure and filter choices; docs/product/memory-vault.md
 * "The library"). Which albums, items and files are the user's is the policies' (album, vault and
 * media policies; docs/decisions/005-access-policy.md).
 */
import { randomUUID } from 'node:crypto';
import { VAULT_MESSAGES, type VaultAlbum, type VaultOverview } from '@heirloom/common/contracts/vault';
import { AppError } from '../../lib/app-error';
import { albumItemCountFor } from '../../policies/album-contents.policy';
import { albumScopeFor, listWithheldFromLinks, type AlbumGrant } from '../../policies/album.policy';
import { vaultScopeFor } from '../../policies/vault.policy';
import { deleteAlbumById, hasAlbumNamed, insertAlbum } from './vault.albums.repository';
import { summarizeVault } from './vault.repository';
import type { VaultDependencies } from './vault.service';

/** @throws AppError 'conflict' when the owner already has an album with this name */
export async function createAlbum(deps: VaultDependencies, ownerId: string, name: string): Promise<VaultAlbum> {
  if (await hasAlbumNamed(deps.db, ownerId, name)) throw new AppError('conflict', VAULT_MESSAGES.albumExists);
  const album = {
    id: randomUUID(),
    owner_id: ownerId,
    name,
    shared_with_circle: 0,
    created_at: deps.clock.now().toISOString(),
  };
  await insertAlbum(deps.db, album);
  return { id: album.id, name, itemCount: 0, sharedWithCircle: false };
}

/** Deletes the user's album (authorised for its owner); its items stay in the vault. */
export async function deleteAlbum(deps: VaultDependencies, album: AlbumGrant): Promise<void> {
  await deleteAlbumById(deps.db, album.id);
}

/**
 * The storage allowance and what the user's memories take of it (storage-usage.ts: the trash
 * included, messages' recordings not), and the filter choices; each album says whose additions its
 * public links leave out (album.policy).
 */
export async function getVaultOverview(deps: VaultDependencies, userId: string): Promise<VaultOverview> {
  const scopes = {
    items: vaultScopeFor(userId, 'own'),
    albums: albumScopeFor(userId),
    albumItemCount: albumItemCountFor(userId),
  };
  const [summary, withheld, storage] = await Promise.all([
    summarizeVault(deps.db, scopes),
    listWithheldFromLinks(deps.db, userId),
    deps.storageOf(userId),
  ]);
  const albums = summary.albums.map((album) => ({
    ...album,
    withheldFromLinks: withheld
      .filter((row) => row.album_id === album.id)
      .map((row) => ({ contributorName: row.contributor_name, count: Number(row.count) })),
  }));
  return {
    ...summary,
    albums,
    usedBytes: storage.usedBytes,
    allowanceBytes: storage.allowanceBytes,
    maxFileSizeMb: deps.maxUploadMb(),
  };
}
