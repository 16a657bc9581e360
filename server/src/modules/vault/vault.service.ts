/**
 * The memory vault (docs/product/memory-vault.md): items made from uploads, their details, albums,
 * search, the trash (TRASH_RETENTION_DAYS, then removed with their blobs) and transcript edits.
 * Lists take the signed-in user's id and use the scope the vault policy builds; changes to one item
 * take the VaultItemGrant its route's access gate authorised (policies/vault.policy.ts).
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import {
  TRASH_RETENTION_DAYS,
  VAULT_MESSAGES,
  type VaultCollection,
  type VaultItem,
  type VaultItemUpdate,
  type VaultItemsQuery,
} from '@heirloom/common/contracts/vault';
import { defineJob } from '../../jobs/job-queue';
import { insertJobs } from '../../jobs/jobs.repository';
import { AppError } from '../../lib/app-error';
import { albumScopeFor } from '../../policies/album.policy';
import { vaultScopeFor, type VaultItemGrant } from '../../policies/vault.policy';
import type { EncryptedBlobLayout } from '../../storage/encrypted-blobs';
import { hasSound, newTranscriptOf } from '../../storage/item-transcripts';
import { discardMediaBlobs, type IngestDependencies } from '../../storage/media-ingest';
import { mediaWaveformJobOf } from '../../storage/media-waveforms';
import { ingestEncryptedUpload } from '../../storage/upload-ingest';
import type { NotificationConsent } from '../../mail/notification-consent';
import type { StorageStanding } from '../../storage/storage-usage';
import type { SharingEmailSettings } from './vault-sharing.emails';
import { reindexVaultItem, searchVaultItemIds, type Dialect } from './vault-search.repository';
import { presentVaultItem } from './vault.presenter';
import {
  deleteTrashedVaultItem,
  findExpiredTrash,
  findUserNames,
  findVaultItemByUpload,
  findVaultItemIds,
  insertVaultItem,
  loadVaultItems,
  replaceItemAlbums,
  replaceItemNames,
  updateVaultItem,
  type Executor,
  type VaultItemRecord,
} from './vault.repository';

export interface VaultDependencies extends IngestDependencies {
  dialect: Dialect;
  /** The current upload limit, MB (admin setting maxFileSize). */
  maxUploadMb: () => number;
  /** The owner's plan and storage allowance in use: an upload waits when it has no room. */
  storageOf: (userId: string) => Promise<StorageStanding>;
  /** False when no transcriber is installed: new recordings say so instead of waiting. */
  canTranscribe: boolean;
  /** Who may get circle-activity notices of shared albums (mail/notification-consent.ts). */
  consent: NotificationConsent;
  /** The product's name and address, for those notices. */
  email: SharingEmailSettings;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The record of an item the caller was authorized for. @throws AppError 'not_found' if it is gone */
export async function loadVaultRecord(db: Executor, itemId: string): Promise<VaultItemRecord> {
  const [record] = await loadVaultItems(db, [itemId]);
  if (!record) throw new AppError('not_found', VAULT_MESSAGES.notFound);
  return record;
}

/**
 * Items as `userId` sees them: their own plainly, other people's (shared with them through a
 * circle) named by their owner.
 */
export async function presentForReader(db: Executor, userId: string, records: VaultItemRecord[]): Promise<VaultItem[]> {
  const otherOwners = [...new Set(records.map((record) => record.item.owner_id))].filter((id) => id !== userId);
  const names = await findUserNames(db, otherOwners);
  return records.map((record) => {
    const ownerId = record.item.owner_id;
    return presentVaultItem(record, ownerId === userId ? null : { id: ownerId, name: names.get(ownerId) ?? '' });
  });
}

/** A title from a file name: "grandma-at-the-lake.jpg" → "grandma at the lake". */
export function titleFromFileName(name: string | null): string {
  const stem = path
    .parse(name ?? '')
    .name.replace(/[_-]+/g, ' ')
    .trim();
  return (stem || 'Untitled memory').slice(0, 200);
}

/**
 * Makes a vault item from a finished upload; a repeated completion of the same upload answers the
 * item made the first time (idempotent retries).
 * @throws AppError 'unsupported_media' (415), 'invalid' (unreadable)
 * @returns the item's id
 */
export async function createItemFromUpload(
  deps: VaultDependencies,
  input: {
    ownerId: string;
    uploadId: string;
    /** The upload's segments, encrypted as they arrived (storage/encrypting-upload-store.ts). */
    layout: EncryptedBlobLayout;
    /** The type read from its first bytes as they arrived (storage/upload-ingest.ts). */
    sniffedType: string | null | undefined;
    originalName: string | null;
    collection: VaultCollection;
    title?: string;
  },
): Promise<string> {
  const existing = await findVaultItemByUpload(deps.db, input.uploadId);
  if (existing) return existing.id;
  const isVoice = input.collection === 'voice';
  const now = deps.clock.now().toISOString();
  const { media, kind, takenAt, waitsForWaveform } = await ingestEncryptedUpload(deps, {
    ownerId: input.ownerId,
    layout: input.layout,
    sniffedType: input.sniffedType,
    createdAt: now,
    originalName: input.originalName,
    allowedKinds: isVoice ? ['audio'] : ['photo', 'video', 'audio', 'document'],
    unsupportedMessage: isVoice ? VAULT_MESSAGES.voiceOnlyAudio : VAULT_MESSAGES.unsupported,
    unreadableMessage: VAULT_MESSAGES.unreadable,
  });
  const itemId = randomUUID();
  try {
    await deps.db.transaction().execute(async (trx) => {
      await insertVaultItem(
        trx,
        media,
        {
          id: itemId,
          owner_id: input.ownerId,
          media_id: media.id,
          upload_id: input.uploadId,
          collection: input.collection,
          kind,
          title: input.title?.trim().slice(0, 200) || titleFromFileName(input.originalName),
          description: '',
          taken_at: takenAt,
          keep_location: 0,
          shared_with_circle: 0,
          deleted_at: null,
          created_at: now,
          updated_at: now,
        },
        hasSound(kind) ? newTranscriptOf(itemId, deps.canTranscribe, now) : null,
      );
      if (waitsForWaveform) await insertJobs(trx, [mediaWaveformJobOf(media.id, now)], now);
      await reindexVaultItem(trx, itemId);
    });
  } catch (error) {
    await discardMediaBlobs(deps.blobStore, media);
    // The same upload completed twice at once: the other request made the item.
    const made = await findVaultItemByUpload(deps.db, input.uploadId);
    if (made) return made.id;
    throw error;
  }
  return itemId;
}

/**
 * One page of the user's items matching the query (full-text search when `q` is given); with an
 * album (the route's `album.read` reference admitted it), everything in it the user may read (an
 * editor's additions to their shared album too).
 */
export async function listVaultItems(
  deps: VaultDependencies,
  userId: string,
  query: VaultItemsQuery,
): Promise<{ items: VaultItem[]; nextOffset: number | null }> {
  const scope = vaultScopeFor(userId, query.albumId ? 'readable' : 'own');
  const matchingIds = query.q ? await searchVaultItemIds(deps.db, deps.dialect, scope, query.q) : undefined;
  const { ids, hasMore } = await findVaultItemIds(deps.db, scope, { ...query, matchingIds });
  const items = await presentForReader(deps.db, userId, await loadVaultItems(deps.db, ids));
  return { items, nextOffset: hasMore ? (query.offset ?? 0) + ids.length : null };
}

/**
 * Changes the given fields of `userId`'s own item (the gate authorised `item` for its owner; the
 * route's `album.owner` reference, each album of `changes.albumIds`).
 */
export async function updateVaultItemDetails(
  deps: VaultDependencies,
  { id: itemId }: VaultItemGrant,
  userId: string,
  changes: VaultItemUpdate,
): Promise<VaultItem> {
  await deps.db.transaction().execute(async (trx) => {
    await updateVaultItem(trx, itemId, {
      ...(changes.title !== undefined && { title: changes.title }),
      ...(changes.description !== undefined && { description: changes.description }),
      ...(changes.takenAt !== undefined && {
        taken_at: changes.takenAt === null ? null : new Date(changes.takenAt).toISOString(),
      }),
      ...(changes.keepLocation !== undefined && { keep_location: changes.keepLocation ? 1 : 0 }),
      ...(changes.sharedWithCircle !== undefined && { shared_with_circle: changes.sharedWithCircle ? 1 : 0 }),
      updated_at: deps.clock.now().toISOString(),
    });
    if (changes.people) await replaceItemNames(trx, 'vault_item_people', itemId, changes.people);
    if (changes.tags) await replaceItemNames(trx, 'vault_item_tags', itemId, changes.tags);
    if (changes.albumIds) await replaceItemAlbums(trx, itemId, albumScopeFor(userId), changes.albumIds);
    await reindexVaultItem(trx, itemId);
  });
  return presentVaultItem(await loadVaultRecord(deps.db, itemId));
}

/** Moves the user's item to the trash (kept TRASH_RETENTION_DAYS); one there already stays as it is. */
export async function trashVaultItem(deps: VaultDependencies, item: VaultItemGrant) {
  if (item.deletedAt) return;
  await updateVaultItem(deps.db, item.id, { deleted_at: deps.clock.now().toISOString() });
}

/** Takes the user's item out of the trash. @throws AppError 'not_found' when it is gone meanwhile */
export async function restoreVaultItem(deps: VaultDependencies, item: VaultItemGrant) {
  await updateVaultItem(deps.db, item.id, { deleted_at: null });
  return presentVaultItem(await loadVaultRecord(deps.db, item.id));
}

/** Removes a trashed item for good: rows first, then its encrypted blobs. Gone already is fine (idempotent). */
async function removeForGood(deps: VaultDependencies, itemId: string) {
  const media = await deps.db.transaction().execute((trx) => deleteTrashedVaultItem(trx, itemId));
  if (media) await discardMediaBlobs(deps.blobStore, media);
}

/** Deletes one of the user's trashed items for good. @throws AppError 'not_found' (not in the trash) */
export async function deleteTrashedItem(deps: VaultDependencies, item: VaultItemGrant) {
  if (!item.deletedAt) throw new AppError('not_found', VAULT_MESSAGES.notFound);
  await removeForGood(deps, item.id);
}

/** Empties the user's trash. @returns items removed */
export async function emptyTrash(deps: VaultDependencies, userId: string): Promise<number> {
  let removed = 0;
  for (;;) {
    const { ids } = await findVaultItemIds(deps.db, vaultScopeFor(userId, 'own'), { trash: 'only' });
    if (ids.length === 0) return removed;
    for (const id of ids) await removeForGood(deps, id);
    removed += ids.length;
  }
}

/** Job: removes items that have been in the trash longer than TRASH_RETENTION_DAYS. @returns count */
export async function purgeExpiredTrash(deps: VaultDependencies): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - TRASH_RETENTION_DAYS * DAY_MS).toISOString();
  const expired = await findExpiredTrash(deps.db, before, 100);
  for (const item of expired) await removeForGood(deps, item.id);
  return expired.length;
}

/** How often the vault's clean-up runs, ms (trash past its 30 days, unfinished uploads past 24 h). */
const VAULT_MAINTENANCE_EVERY_MS = 10 * 60 * 1000;

/**
 * The recurring `vault.maintenance` job: empties trash past TRASH_RETENTION_DAYS, then removes
 * unfinished uploads past their expiry (`removeExpiredUploads`, from the upload routes).
 */
export function createVaultMaintenanceJob(deps: VaultDependencies, removeExpiredUploads: () => Promise<unknown>) {
  return defineJob({
    type: 'vault.maintenance',
    payload: z.object({}),
    leaseMs: 15 * 60 * 1000,
    maxAttempts: Number.POSITIVE_INFINITY,
    retryDelaysMs: [VAULT_MAINTENANCE_EVERY_MS],
    everyMs: VAULT_MAINTENANCE_EVERY_MS,
    run: async () => {
      await purgeExpiredTrash(deps);
      await removeExpiredUploads();
    },
  });
}
