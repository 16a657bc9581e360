/**
 * The memory vault (issue 4): items made from uploads, their details, albums, search, the trash
 * (TRASH_RETENTION_DAYS, then removed with their blobs) and transcript edits. Every function takes
 * the signed-in owner's id and finds nothing of anyone else's.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  TRASH_RETENTION_DAYS,
  VAULT_MESSAGES,
  type VaultCollection,
  type VaultItem,
  type VaultItemUpdate,
  type VaultItemsQuery,
} from '@heirloom/common/contracts/vault';
import type { Database } from '../../db/tables';
import { defineJob } from '../../jobs/job-queue';
import { AppError } from '../../lib/app-error';
import { discardMediaBlobs, ingestMediaFile, type IngestDependencies } from '../../storage/media-ingest';
import { reindexVaultItem, searchVaultItemIds, type Dialect } from './vault-search.repository';
import { presentVaultItem } from './vault.presenter';
import {
  countOwnedAlbums,
  deleteVaultItem,
  findExpiredTrash,
  findVaultItemByUpload,
  findVaultItemIds,
  insertVaultItem,
  loadVaultItems,
  replaceItemAlbums,
  replaceItemNames,
  updateVaultItem,
  type VaultItemRecord,
} from './vault.repository';

export interface VaultDependencies extends IngestDependencies {
  dialect: Dialect;
  /** The current upload limit, MB (admin setting maxFileSize). */
  maxUploadMb: () => number;
  /** False when no transcriber is installed: new recordings say so instead of waiting. */
  canTranscribe: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

async function requireItem(db: Kysely<Database>, ownerId: string, itemId: string): Promise<VaultItemRecord> {
  const [record] = await loadVaultItems(db, ownerId, [itemId]);
  if (!record) throw new AppError('not_found', VAULT_MESSAGES.notFound);
  return record;
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
    stagedPath: string;
    originalName: string | null;
    collection: VaultCollection;
    title?: string;
  },
): Promise<string> {
  const existing = await findVaultItemByUpload(deps.db, input.ownerId, input.uploadId);
  if (existing) return existing.id;
  const isVoice = input.collection === 'voice';
  const { media, kind, takenAt } = await ingestMediaFile(deps, {
    ownerId: input.ownerId,
    stagedPath: input.stagedPath,
    originalName: input.originalName,
    allowedKinds: isVoice ? ['audio'] : ['photo', 'video', 'audio', 'document'],
    unsupportedMessage: isVoice ? VAULT_MESSAGES.voiceOnlyAudio : VAULT_MESSAGES.unsupported,
    unreadableMessage: VAULT_MESSAGES.unreadable,
  });
  const now = deps.clock.now().toISOString();
  const itemId = randomUUID();
  const hasSound = kind === 'audio' || kind === 'video';
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
        hasSound
          ? {
              item_id: itemId,
              status: deps.canTranscribe ? 'pending' : 'unavailable',
              provider: null,
              language: null,
              audio_duration_ms: null,
              real_time_factor: null,
              machine_text: null,
              edited_text: null,
              emotion: null,
              error: deps.canTranscribe ? null : VAULT_MESSAGES.transcriptionUnavailable,
              updated_at: now,
            }
          : null,
      );
      await reindexVaultItem(trx, itemId);
    });
  } catch (error) {
    await discardMediaBlobs(deps.blobStore, media);
    // The same upload completed twice at once: the other request made the item.
    const made = await findVaultItemByUpload(deps.db, input.ownerId, input.uploadId);
    if (made) return made.id;
    throw error;
  }
  return itemId;
}

/** The owner's items matching the query (full-text search when `q` is given). */
export async function listVaultItems(
  deps: VaultDependencies,
  ownerId: string,
  query: VaultItemsQuery,
): Promise<VaultItem[]> {
  const matchingIds = query.q ? await searchVaultItemIds(deps.db, deps.dialect, ownerId, query.q) : undefined;
  const ids = await findVaultItemIds(deps.db, ownerId, { ...query, matchingIds });
  return (await loadVaultItems(deps.db, ownerId, ids)).map((record) => presentVaultItem(record));
}

/** @throws AppError 'not_found' */
export async function getVaultItem(deps: VaultDependencies, ownerId: string, itemId: string): Promise<VaultItem> {
  return presentVaultItem(await requireItem(deps.db, ownerId, itemId));
}

/** The record itself, for streaming its file. @throws AppError 'not_found' */
export const getVaultRecord = (deps: VaultDependencies, ownerId: string, itemId: string) =>
  requireItem(deps.db, ownerId, itemId);

/** Changes the given fields. @throws AppError 'not_found' (item or an album not the owner's) */
export async function updateVaultItemDetails(
  deps: VaultDependencies,
  ownerId: string,
  itemId: string,
  changes: VaultItemUpdate,
): Promise<VaultItem> {
  await requireItem(deps.db, ownerId, itemId);
  if (
    changes.albumIds &&
    (await countOwnedAlbums(deps.db, ownerId, [...new Set(changes.albumIds)])) !== new Set(changes.albumIds).size
  )
    throw new AppError('not_found', VAULT_MESSAGES.albumNotFound);
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
    if (changes.albumIds) await replaceItemAlbums(trx, itemId, ownerId, changes.albumIds);
    await reindexVaultItem(trx, itemId);
  });
  return getVaultItem(deps, ownerId, itemId);
}

/** Moves an item to the trash (kept TRASH_RETENTION_DAYS). @throws AppError 'not_found' */
export async function trashVaultItem(deps: VaultDependencies, ownerId: string, itemId: string) {
  const { item } = await requireItem(deps.db, ownerId, itemId);
  if (item.deleted_at) return;
  await updateVaultItem(deps.db, itemId, { deleted_at: deps.clock.now().toISOString() });
}

/** Takes an item out of the trash. @throws AppError 'not_found' */
export async function restoreVaultItem(deps: VaultDependencies, ownerId: string, itemId: string) {
  await requireItem(deps.db, ownerId, itemId);
  await updateVaultItem(deps.db, itemId, { deleted_at: null });
  return getVaultItem(deps, ownerId, itemId);
}

/** Removes an item for good: rows first, then its encrypted blobs. Missing is fine (idempotent). */
async function removeForGood(deps: VaultDependencies, ownerId: string, itemId: string) {
  const media = await deps.db.transaction().execute((trx) => deleteVaultItem(trx, ownerId, itemId));
  if (media) await discardMediaBlobs(deps.blobStore, media);
}

/** Deletes one trashed item for good. @throws AppError 'not_found' (not in the owner's trash) */
export async function deleteTrashedItem(deps: VaultDependencies, ownerId: string, itemId: string) {
  const { item } = await requireItem(deps.db, ownerId, itemId);
  if (!item.deleted_at) throw new AppError('not_found', VAULT_MESSAGES.notFound);
  await removeForGood(deps, ownerId, itemId);
}

/** Empties the owner's trash. @returns items removed */
export async function emptyTrash(deps: VaultDependencies, ownerId: string): Promise<number> {
  const ids = await findVaultItemIds(deps.db, ownerId, { trash: 'only' });
  for (const id of ids) await removeForGood(deps, ownerId, id);
  return ids.length;
}

/** Job: removes items that have been in the trash longer than TRASH_RETENTION_DAYS. @returns count */
export async function purgeExpiredTrash(deps: VaultDependencies): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - TRASH_RETENTION_DAYS * DAY_MS).toISOString();
  const expired = await findExpiredTrash(deps.db, before, 100);
  for (const item of expired) await removeForGood(deps, item.owner_id, item.id);
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
