/**
 * SQL of "export everything": the export rows, and what goes into the archive —
 * the owner's vault items and messages with their stored files (never anyone else's; trashed
 * vault items are left out).
 */
import type { Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { AccountExportsTable, Database } from '../../db/tables';
import { accountExportsOf } from '../../policies/account-export.policy';
import { albumScopeFor } from '../../policies/album.policy';
import { vaultScopeFor } from '../../policies/vault.policy';
import { messagesWrittenBy } from '../../policies/message.policy';

type Executor = Kysely<Database> | Transaction<Database>;

export type ExportRow = Selectable<AccountExportsTable>;

const MEDIA_COLUMNS = [
  'media.id as media_id',
  'media.owner_id as media_owner_id',
  'media.storage_key',
  'media.size_bytes',
  'media.segment_bytes',
  'media.content_type',
  'media.original_name',
] as const;

/** Adds a pending export. */
export async function insertExport(db: Executor, row: ExportRow): Promise<void> {
  await db.insertInto('account_exports').values(row).execute();
}

/** The owner's export still being built, if any (pending or running). */
export function findUnfinishedExport(db: Executor, ownerId: string): Promise<ExportRow | undefined> {
  return db
    .selectFrom('account_exports')
    .selectAll()
    .where(accountExportsOf(ownerId))
    .where('status', 'in', ['pending', 'running'])
    .executeTakeFirst();
}

/** The owner's newest export. */
export function findLatestExport(db: Executor, ownerId: string): Promise<ExportRow | undefined> {
  return db
    .selectFrom('account_exports')
    .selectAll()
    .where(accountExportsOf(ownerId))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** One export by id, whoever's it is (for its own job; requests go through the policy). */
export function findExport(db: Executor, id: string): Promise<ExportRow | undefined> {
  return db.selectFrom('account_exports').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Changes an export's columns. */
export async function updateExport(db: Executor, id: string, changes: Updateable<AccountExportsTable>): Promise<void> {
  await db.updateTable('account_exports').set(changes).where('id', '=', id).execute();
}

/** Ready exports whose download time ended at `now`. */
export function listExpiredExports(db: Executor, now: string): Promise<ExportRow[]> {
  return db
    .selectFrom('account_exports')
    .selectAll()
    .where('status', '=', 'ready')
    .where('expires_at', '<=', now)
    .execute();
}

/** The owner's account, for the archive's index and the ready e-mail. */
export function findOwner(db: Executor, ownerId: string) {
  return db.selectFrom('users').select(['id', 'username', 'email']).where('id', '=', ownerId).executeTakeFirst();
}

/** The owner's vault items (not in the trash) with their stored originals, oldest first. */
export function listVaultItems(db: Executor, ownerId: string) {
  return db
    .selectFrom('vault_items')
    .innerJoin('media', 'media.id', 'vault_items.media_id')
    .select([
      'vault_items.id',
      'vault_items.kind',
      'vault_items.title',
      'vault_items.description',
      'vault_items.taken_at',
      'vault_items.created_at',
      ...MEDIA_COLUMNS,
    ])
    .where(vaultScopeFor(ownerId))
    .where('vault_items.deleted_at', 'is', null)
    .orderBy('vault_items.created_at')
    .orderBy('vault_items.id')
    .execute();
}

/** The owner's albums, oldest first, each with its items' ids (null for an empty album). */
export function listAlbumEntries(db: Executor, ownerId: string) {
  return db
    .selectFrom('vault_albums')
    .leftJoin('vault_item_albums', 'vault_item_albums.album_id', 'vault_albums.id')
    .select(['vault_albums.id', 'vault_albums.name', 'vault_item_albums.item_id'])
    .where(albumScopeFor(ownerId))
    .orderBy('vault_albums.created_at')
    .orderBy('vault_albums.id')
    .execute();
}

/** The owner's messages with their recording (if any), oldest first. */
export function listMessages(db: Executor, ownerId: string) {
  return db
    .selectFrom('messages')
    .leftJoin('media', 'media.id', 'messages.media_id')
    .select([
      'messages.id',
      'messages.owner_id',
      'messages.kind',
      'messages.title',
      'messages.letter_text',
      'messages.occasion',
      'messages.status',
      'messages.deliver_at',
      'messages.delivered_at',
      'messages.time_zone',
      'messages.created_at',
      ...MEDIA_COLUMNS,
    ])
    .where(messagesWrittenBy(ownerId))
    .orderBy('messages.created_at')
    .orderBy('messages.id')
    .execute();
}

/** The recipients of these messages, in their order. */
export function listRecipients(db: Executor, messageIds: string[]) {
  if (messageIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('message_recipients')
    .select(['message_id', 'name', 'email', 'relationship', 'author_name', 'delivered_at', 'opened_at'])
    .where('message_id', 'in', messageIds)
    .orderBy('message_id')
    .orderBy('position')
    .execute();
}
