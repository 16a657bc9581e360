/**
 * Sharing with the family circle (docs/product/roles-and-access.md "Sharing"): the owner shares an
 * item, or a whole album (everything in it, now and later); the circle's viewers and editors see it
 * in "Shared with me" with the owner's name; editors add their own items to shared albums. Who may
 * see and add is the vault and album policies' (policies/vault.policy.ts, album.policy.ts): the
 * functions on one item or album take what its route's access gate authorised. Messages stay
 * private to their author. Sharing an album tells the circle's editors and viewers by e-mail, where
 * they want circle activity (optional e-mail: docs/product/admin.md "Settings take effect").
 */
import {
  VAULT_MESSAGES,
  type SharedWithMe,
  type VaultAlbum,
  type VaultItem,
  type VaultPageQuery,
} from '@heirloom/common/contracts/vault';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import { enqueueEmails, outboxEmail, type NewOutboxEmail } from '../../mail/outbox.repository';
import { listAlbumsSharedWith } from '../../policies/album-contents.policy';
import type { AlbumGrant } from '../../policies/album.policy';
import { vaultScopeFor, type VaultItemGrant } from '../../policies/vault.policy';
import { composeAlbumSharedNotice } from './vault-sharing.emails';
import {
  addAlbumItems,
  countLiveItems,
  findAlbumShareAudience,
  getAlbumWithCount,
  removeAlbumItems,
  setAlbumShared,
} from './vault.albums.repository';
import { findVaultItemIds, loadVaultItems } from './vault.repository';
import { loadVaultRecord, presentForReader, type VaultDependencies } from './vault.service';

/**
 * What the circles the user belongs to share with them: one page of items (newest first, with their
 * owners; `nextOffset` asks for the next) and every album shared with them.
 */
export async function listSharedWithMe(
  deps: VaultDependencies,
  userId: string,
  page: VaultPageQuery,
): Promise<SharedWithMe> {
  const [{ ids, hasMore }, albums] = await Promise.all([
    findVaultItemIds(deps.db, vaultScopeFor(userId, 'shared'), { sort: 'newest', ...page }),
    listAlbumsSharedWith(deps.db, userId),
  ]);
  return {
    items: await presentForReader(deps.db, userId, await loadVaultItems(deps.db, ids)),
    albums: albums.map((album) => ({
      id: album.id,
      name: album.name,
      itemCount: Number(album.item_count ?? 0),
      sharedWithCircle: true,
      owner: { id: album.owner_id, name: album.owner_name },
      canAdd: album.role === 'editor',
    })),
    nextOffset: hasMore ? (page.offset ?? 0) + ids.length : null,
  };
}

/**
 * The record of an item the reader was authorised for: their own, or one a circle shares with them.
 * @throws AppError 'not_found' when it is gone meanwhile
 */
export function getReadableVaultRecord(deps: VaultDependencies, item: VaultItemGrant) {
  return loadVaultRecord(deps.db, item.id);
}

/** The item as reader `readerId` sees it (with its owner's name when it is someone else's). */
export async function getReadableVaultItem(
  deps: VaultDependencies,
  item: VaultItemGrant,
  readerId: string,
): Promise<VaultItem> {
  const [presented] = await presentForReader(deps.db, readerId, [await getReadableVaultRecord(deps, item)]);
  return presented!;
}

/**
 * Queues "… shared the album … with the family circle" to each editor and viewer of the owner's
 * circle who wants circle activity (mail/notification-consent.ts), once per album and member
 * (id `album-shared:<album>:<member>`).
 */
async function noticeAlbumShared(
  trx: Transaction<Database>,
  deps: VaultDependencies,
  ownerId: string,
  albumId: string,
) {
  const { ownerName, albumName, members } = await findAlbumShareAudience(trx, ownerId, albumId);
  const emails: NewOutboxEmail[] = [];
  for (const member of members) {
    if (!(await deps.consent.mayEmail(member.id, 'circleActivity', trx))) continue;
    const { unsubscribe_url, unsubscribePageUrl } = await deps.consent.optionalEmailFields(member.id, 'circleActivity');
    const content = composeAlbumSharedNotice(deps.email, {
      ownerName,
      memberName: member.username,
      albumName,
      unsubscribeUrl: unsubscribePageUrl,
    });
    emails.push(
      outboxEmail({
        id: `album-shared:${albumId}:${member.id}`,
        kind: 'album-shared',
        to: { email: member.email, name: member.username },
        content,
        unsubscribeUrl: unsubscribe_url,
        at: deps.clock.now().toISOString(),
      }),
    );
  }
  await enqueueEmails(trx, emails);
}

/** Shares (or stops sharing) the user's album (authorised for its owner) with their circle. */
export async function setAlbumSharing(
  deps: VaultDependencies,
  { id: albumId, ownerId }: AlbumGrant,
  sharedWithCircle: boolean,
): Promise<VaultAlbum> {
  await deps.db.transaction().execute(async (trx) => {
    const isChanged = await setAlbumShared(trx, albumId, sharedWithCircle);
    // Newly shared: the circle hears of it in the same transaction.
    if (sharedWithCircle && isChanged) await noticeAlbumShared(trx, deps, ownerId, albumId);
  });
  const album = await getAlbumWithCount(deps.db, ownerId, albumId);
  return { id: album.id, name: album.name, itemCount: Number(album.item_count ?? 0), sharedWithCircle };
}

/**
 * Adds `userId`'s own items (the route's `vault-item.write` references) to an album they may add to
 * (theirs, or a circle's shared album as its editor: the gate of 'album.add'), with whether the
 * album's public links may show them (`linkConsent`, album.policy). All or nothing: one in the trash
 * refuses the whole request; adding one again only sets that consent, so a retry changes nothing more.
 * @throws AppError 'not_found' when one is in the trash
 */
export async function addItemsToAlbum(
  deps: VaultDependencies,
  { id: albumId }: AlbumGrant,
  { itemIds, linkConsent }: { itemIds: readonly string[]; linkConsent: boolean },
) {
  const unique = [...new Set(itemIds)];
  await deps.db.transaction().execute(async (trx) => {
    if ((await countLiveItems(trx, unique)) !== unique.length) throw new AppError('not_found', VAULT_MESSAGES.notFound);
    await addAlbumItems(trx, albumId, unique, linkConsent);
  });
}

/**
 * Takes items out of an album (the gate of 'album-item.remove' for one item, 'album-items.remove'
 * for many: the album's owner may take out anything, an editor's addition too; an item's owner their
 * own item). Items already out of it stay out.
 */
export async function removeItemsFromAlbum(
  deps: VaultDependencies,
  { albumId, itemIds }: { albumId: string; itemIds: readonly string[] },
) {
  await removeAlbumItems(deps.db, albumId, itemIds);
}
