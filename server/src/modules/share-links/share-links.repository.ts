/**
 * SQL of share links, of the vault items a link shows, and of what the dashboard names a link by
 * (an item, an album, or a message and the recipient it was sent to; messages' links are written by
 * the delivery, in modules/messages).
 */
import type { Kysely, Transaction } from 'kysely';
import type { VaultItemKind } from '@heirloom/common/contracts/vault';
import type { Database } from '../../db/tables';
import { albumScopeFor, albumShows } from '../../policies/album.policy';
import { messagesWrittenBy } from '../../policies/message.policy';
import { recipesOwnedBy } from '../../policies/recipe.policy';
import { scrapbooksOwnedBy } from '../../policies/scrapbook.policy';
import { shareLinksMadeBy, type ShareLinkRow } from '../../policies/share-link.policy';
import { vaultScopeFor } from '../../policies/vault.policy';

type Executor = Kysely<Database> | Transaction<Database>;
export type { ShareLinkRow };

export async function insertShareLink(db: Executor, link: ShareLinkRow): Promise<void> {
  await db.insertInto('share_links').values(link).execute();
}

/** The owner's links, newest first. */
export function listShareLinks(db: Executor, ownerId: string): Promise<ShareLinkRow[]> {
  return db
    .selectFrom('share_links')
    .selectAll()
    .where(shareLinksMadeBy(ownerId))
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
}

/** A link by id. */
export function findShareLink(db: Executor, linkId: string) {
  return db.selectFrom('share_links').selectAll().where('id', '=', linkId).executeTakeFirst();
}

/**
 * Revokes links still active: one by id, or every one the owner made of `kinds`.
 * @returns how many were revoked
 */
export async function revokeShareLinks(
  db: Executor,
  which: { linkId: string } | { ownerId: string; kinds: readonly ShareLinkRow['target_kind'][] },
  at: string,
): Promise<number> {
  const query = db.updateTable('share_links').set({ revoked_at: at }).where('revoked_at', 'is', null);
  const result = await (
    'linkId' in which
      ? query.where('id', '=', which.linkId)
      : query.where(shareLinksMadeBy(which.ownerId)).where('target_kind', 'in', which.kinds)
  ).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** How many of the owner's links of `kind` are active at `at` (ISO-8601): not revoked, not expired. */
export async function countActiveShareLinks(
  db: Executor,
  ownerId: string,
  kind: ShareLinkRow['target_kind'],
  at: string,
): Promise<number> {
  const row = await db
    .selectFrom('share_links')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where(shareLinksMadeBy(ownerId))
    .where('target_kind', '=', kind)
    .where('revoked_at', 'is', null)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', at)]))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * What the dashboard shows a link's target as: the item, album or message, its recipient, and for
 * an item its kind and whether it has a preview image.
 */
export interface LinkTarget {
  id: string;
  title: string;
  sentTo: string | null;
  /** The vault item's kind; null for an album or a message. */
  itemKind: VaultItemKind | null;
  /** The vault item has a preview image (its owner's preview route serves it). */
  hasPreview: boolean;
}

/**
 * The owner's items, albums and messages these links point at, by the links' target ids (for the
 * dashboard): one query per kind of target, whatever the number of links; a deleted target is
 * missing.
 */
export async function findLinkTargets(
  db: Executor,
  ownerId: string,
  links: Pick<ShareLinkRow, 'target_kind' | 'target_id'>[],
): Promise<Map<string, LinkTarget>> {
  const idsOf = (kind: ShareLinkRow['target_kind']) =>
    links.filter((link) => link.target_kind === kind).map((link) => link.target_id);
  const [itemIds, albumIds, recipientIds] = [idsOf('vault_item'), idsOf('vault_album'), idsOf('message')];
  const scrapbookIds = idsOf('scrapbook');
  const recipeIds = idsOf('recipe');
  const [items, albums, recipients, scrapbooks, recipes] = await Promise.all([
    itemIds.length
      ? db
          .selectFrom('vault_items')
          .innerJoin('media', 'media.id', 'vault_items.media_id')
          .select(['vault_items.id', 'vault_items.title', 'vault_items.kind', 'media.preview_key'])
          .where(vaultScopeFor(ownerId))
          .where('vault_items.id', 'in', itemIds)
          .execute()
      : [],
    albumIds.length
      ? db
          .selectFrom('vault_albums')
          .select(['id', 'name'])
          .where(albumScopeFor(ownerId))
          .where('id', 'in', albumIds)
          .execute()
      : [],
    recipientIds.length
      ? db
          .selectFrom('message_recipients')
          .innerJoin('messages', 'messages.id', 'message_recipients.message_id')
          .select([
            'message_recipients.id',
            'message_recipients.name as sent_to',
            'messages.id as message_id',
            'messages.title',
          ])
          .where(messagesWrittenBy(ownerId))
          .where('message_recipients.id', 'in', recipientIds)
          .execute()
      : [],
    scrapbookIds.length
      ? db
          .selectFrom('scrapbooks')
          .select(['id', 'title'])
          .where(scrapbooksOwnedBy(ownerId))
          .where('id', 'in', scrapbookIds)
          .execute()
      : [],
    // A family recipe's links (made and opened by modules/recipes).
    recipeIds.length
      ? db
          .selectFrom('recipes')
          .select(['id', 'title'])
          .where(recipesOwnedBy(ownerId))
          .where('id', 'in', recipeIds)
          .execute()
      : [],
  ]);
  const noItem = { itemKind: null, hasPreview: false };
  return new Map<string, LinkTarget>([
    ...items.map(
      (row) =>
        [
          row.id,
          { id: row.id, title: row.title, sentTo: null, itemKind: row.kind, hasPreview: row.preview_key !== null },
        ] as const,
    ),
    ...albums.map((row) => [row.id, { id: row.id, title: row.name, sentTo: null, ...noItem }] as const),
    ...scrapbooks.map((row) => [row.id, { id: row.id, title: row.title, sentTo: null, ...noItem }] as const),
    ...recipes.map((row) => [row.id, { id: row.id, title: row.title, sentTo: null, ...noItem }] as const),
    ...recipients.map(
      (row) => [row.id, { id: row.message_id, title: row.title, sentTo: row.sent_to, ...noItem }] as const,
    ),
  ]);
}

/** What a link's visitor is served of a vault item: its words and its stored media. */
const LINKED_ITEM_COLUMNS = [
  'vault_items.kind',
  'vault_items.title',
  'vault_items.description',
  'vault_items.taken_at',
  'vault_items.created_at',
  'media.id as media_id',
  'media.owner_id as media_owner_id',
  'media.storage_key',
  'media.size_bytes',
  'media.segment_bytes',
  'media.content_type',
  'media.preview_key',
  'media.preview_bytes',
  'media.redacted_bytes',
  'media.duration_ms',
  'media.width',
  'media.height',
  'media.original_name',
] as const;

/**
 * The items on a shared scrapbook's pages, by their place in the book — their id is the scrapbook
 * item's, with its page, caption, vault item and its owner's name — leaving out what is in the
 * trash; only `onlyItemId` among them when given.
 */
function listBookItems(db: Executor, link: Pick<ShareLinkRow, 'target_id' | 'owner_id'>, onlyItemId?: string) {
  let query = db
    .selectFrom('scrapbook_items')
    .innerJoin('scrapbooks', 'scrapbooks.id', 'scrapbook_items.scrapbook_id')
    .innerJoin('vault_items', 'vault_items.id', 'scrapbook_items.vault_item_id')
    .innerJoin('media', 'media.id', 'vault_items.media_id')
    .innerJoin('users', 'users.id', 'vault_items.owner_id')
    .select([
      'scrapbook_items.id',
      'scrapbook_items.page_id',
      'scrapbook_items.caption',
      'scrapbook_items.vault_item_id',
      'users.username as item_owner_name',
      ...LINKED_ITEM_COLUMNS,
    ])
    .where('scrapbooks.id', '=', link.target_id)
    .where(scrapbooksOwnedBy(link.owner_id))
    .where('vault_items.deleted_at', 'is', null);
  if (onlyItemId) query = query.where('scrapbook_items.id', '=', onlyItemId);
  return query.orderBy('scrapbook_items.position').orderBy('scrapbook_items.id').execute();
}

/** A shared scrapbook's pages in order. */
export function listBookPages(db: Executor, scrapbookId: string) {
  return db
    .selectFrom('scrapbook_pages')
    .select(['id', 'layout', 'text'])
    .where('scrapbook_id', '=', scrapbookId)
    .orderBy('position')
    .execute();
}

/** A shared scrapbook's template id, or undefined when it was deleted. */
export async function findBookTemplateId(db: Executor, scrapbookId: string) {
  const row = await db.selectFrom('scrapbooks').select('template_id').where('id', '=', scrapbookId).executeTakeFirst();
  return row?.template_id;
}

/**
 * The items a link shows, not in the trash: the vault item itself, what the album shows a public
 * link (the owner's items and the additions relatives agreed to; album.policy), oldest first, or
 * what the scrapbook's pages hold (listBookItems); only `onlyItemId` among them when given.
 */
export async function listLinkedItems(
  db: Executor,
  link: Pick<ShareLinkRow, 'target_kind' | 'target_id' | 'owner_id'>,
  onlyItemId?: string,
): Promise<LinkedItemRow[]> {
  if (link.target_kind === 'scrapbook') return listBookItems(db, link, onlyItemId);
  return listVaultItems(db, link, onlyItemId);
}

function listVaultItems(
  db: Executor,
  link: Pick<ShareLinkRow, 'target_kind' | 'target_id' | 'owner_id'>,
  onlyItemId?: string,
) {
  let query = db
    .selectFrom('vault_items')
    .innerJoin('media', 'media.id', 'vault_items.media_id')
    .select(['vault_items.id', ...LINKED_ITEM_COLUMNS])
    .where('vault_items.deleted_at', 'is', null);
  if (onlyItemId) query = query.where('vault_items.id', '=', onlyItemId);
  query =
    link.target_kind === 'vault_item'
      ? query.where('vault_items.id', '=', link.target_id).where(vaultScopeFor(link.owner_id))
      : query.where((eb) =>
          eb.exists(
            eb
              .selectFrom('vault_item_albums')
              .innerJoin('vault_albums', 'vault_albums.id', 'vault_item_albums.album_id')
              .select('vault_item_albums.item_id')
              .whereRef('vault_item_albums.item_id', '=', 'vault_items.id')
              .where('vault_albums.id', '=', link.target_id)
              .where(albumScopeFor(link.owner_id))
              .where(albumShows('link')),
          ),
        );
  return query.orderBy('vault_items.created_at').orderBy('vault_items.id').limit(1000).execute();
}
/** One item a link shows; a scrapbook's carries its page, caption, vault item and its owner's name. */
export type LinkedItemRow = Awaited<ReturnType<typeof listVaultItems>>[number] &
  Partial<
    Pick<Awaited<ReturnType<typeof listBookItems>>[number], 'page_id' | 'caption' | 'vault_item_id' | 'item_owner_name'>
  >;
export type BookPageRow = Awaited<ReturnType<typeof listBookPages>>[number];
