/**
 * Albums and the vault overview (storage figure and filter choices; docs/product/memory-vault.md
 * "The library"), and the one way another module keeps a file in an owner's album (the album of
 * replies: docs/decisions/018-replies.md "Amendment 2026-12-01: the album of replies"). Which
 * albums, items and files are the user's is the policies' (album, vault and media policies;
 * docs/decisions/005-access-policy.md).
 */
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import {
  VAULT_MESSAGES,
  type VaultAlbum,
  type VaultCollection,
  type VaultItemKind,
  type VaultOverview,
} from '@heirloom/common/contracts/vault';
import type { Database } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import { albumItemCountFor } from '../../policies/album-contents.policy';
import { albumScopeFor, listWithheldFromLinks, type AlbumGrant } from '../../policies/album.policy';
import { vaultScopeFor } from '../../policies/vault.policy';
import { hasSound, newTranscriptOf } from '../../storage/item-transcripts';
import type { MediaRow } from '../../storage/media-ingest';
import { reindexVaultItem } from './vault-search.repository';
import {
  addAlbumItems,
  deleteAlbumById,
  findOrInsertAlbumNamed,
  hasAlbumNamed,
  insertAlbum,
} from './vault.albums.repository';
import { insertVaultItem, summarizeVault } from './vault.repository';
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

/** A file another module made, to keep as an item of its owner's vault. */
export interface FileToKeep {
  ownerId: string;
  /** The album it goes in, by name: the owner's album of that name, made (unshared) when there is none. */
  albumName: string;
  /** Its media row, not inserted yet; its blobs are stored, encrypted to the owner's key (storage/media-ingest.ts). */
  media: MediaRow;
  collection: VaultCollection;
  kind: VaultItemKind;
  /** At most 200 characters (cut there). */
  title: string;
  description: string;
  /** When it was made (ISO-8601), shown and sorted as the item's date. */
  takenAt: string;
  /** False when no transcriber is installed: a recording then says it stays untranscribed. */
  canTranscribe: boolean;
  /** ISO-8601. */
  now: string;
}

/**
 * Keeps `file` in its owner's vault, in `trx` (the caller's transaction, so the caller's own record
 * of it commits with it): the item with its media row, its transcript and `vault.transcribe` job
 * when it has sound (storage/item-transcripts.ts), its search entry, and its place in the album
 * `file.albumName`, found or made (safe when two callers make it at once).
 * @returns the new item's id and the album's id
 */
export async function keepInAlbum(
  trx: Transaction<Database>,
  file: FileToKeep,
): Promise<{ itemId: string; albumId: string }> {
  const albumId = await findOrInsertAlbumNamed(trx, {
    id: randomUUID(),
    owner_id: file.ownerId,
    name: file.albumName,
    shared_with_circle: 0,
    created_at: file.now,
  });
  const itemId = randomUUID();
  await insertVaultItem(
    trx,
    file.media,
    {
      id: itemId,
      owner_id: file.ownerId,
      media_id: file.media.id,
      upload_id: null,
      collection: file.collection,
      kind: file.kind,
      title: file.title.slice(0, 200),
      description: file.description,
      taken_at: file.takenAt,
      keep_location: 0,
      shared_with_circle: 0,
      deleted_at: null,
      created_at: file.now,
      updated_at: file.now,
    },
    hasSound(file.kind) ? newTranscriptOf(itemId, file.canTranscribe, file.now) : null,
  );
  // The owner's own item: the album shows it everywhere, so no consent for links is asked (album.policy).
  await addAlbumItems(trx, albumId, [itemId], false);
  await reindexVaultItem(trx, itemId);
  return { itemId, albumId };
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
