/**
 * Share links (docs/product/roles-and-access.md "Share links"): the owner makes a link to a vault
 * item or album for people without an account — optional expiry, optional passphrase (argon2id,
 * wrong tries throttled like sign-in), download allowed or not — sees every link with its views on
 * the sharing dashboard, and revokes one or all. Only the owner may link a thing: the share-target
 * gate (vault.policy) hands `createShareLink` the target it authorised.
 *
 * A link's token and when it works are policies/share-link.policy.ts's. A delivered message's link
 * to each recipient is a share link too (kind "message", made by the delivery): listed and
 * revocable here, opened by the messages module.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  SHARE_LINK_KINDS,
  SHARE_LINK_MESSAGES,
  SHARE_TARGET_KINDS,
  type ShareLinkInput,
  type ShareTargetKind,
} from '@heirloom/common/contracts/share-links';
import type { Database } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { FailureCounter } from '../../lib/failure-counter';
import { hashPassword, verifyPassword } from '../../lib/password';
import {
  hashShareLinkToken,
  knownShareLinkToken,
  recordShareLinkView,
  shareLinkToken,
} from '../../policies/share-link.policy';
import { servableVaultItems } from '../../policies/servable-items.policy';
import {
  countActiveShareLinks,
  findLinkTargets,
  findShareLink,
  findBookTemplateId,
  insertShareLink,
  listBookPages,
  listLinkedItems,
  listShareLinks,
  revokeShareLinks,
  type LinkedItemRow,
  type LinkTarget,
  type ShareLinkRow,
} from './share-links.repository';

export interface ShareLinkDependencies {
  db: Kysely<Database>;
  clock: Clock;
  /** HMAC key the tokens are derived with (LINK_SECRET). */
  linkSecret: Uint8Array;
  publicUrl: string;
  /** Wrong passphrases per link and per network address. */
  passphraseThrottle: { byLink: FailureCounter; byAddress: FailureCounter };
}

/** The address to give out for a link; null for a recipient's link whose address only its e-mail holds. */
export function urlOf(
  deps: Pick<ShareLinkDependencies, 'linkSecret' | 'publicUrl'>,
  link: Pick<ShareLinkRow, 'id' | 'target_kind' | 'token_hash'>,
): string | null {
  const token = knownShareLinkToken(deps.linkSecret, link);
  return token ? `${deps.publicUrl}/shared/${token}` : null;
}

/** What the dashboard shows for a link whose target was deleted. */
const deletedTarget = (link: ShareLinkRow): LinkTarget => ({
  id: link.target_id,
  title: '(deleted)',
  sentTo: null,
  itemKind: null,
  hasPreview: false,
});

/** One link's target as the dashboard shows it. */
async function targetOf(deps: ShareLinkDependencies, link: ShareLinkRow): Promise<LinkTarget> {
  const targets = await findLinkTargets(deps.db, link.owner_id, [link]);
  return targets.get(link.target_id) ?? deletedTarget(link);
}

/**
 * Makes a link to `input.target`, one of the owner's items, albums or scrapbooks (the share-target
 * gate checked that `ownerId` owns it).
 * @returns the row and its target as the dashboard shows it
 * @throws AppError 'invalid' (expiry in the past)
 */
export async function createShareLink(
  deps: ShareLinkDependencies,
  ownerId: string,
  input: Omit<ShareLinkInput, 'allowDownload'> & { allowDownload: boolean },
): Promise<{ link: ShareLinkRow; target: LinkTarget }> {
  const now = deps.clock.now();
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= now.getTime())
    throw new AppError('invalid', SHARE_LINK_MESSAGES.expiryInPast);
  const id = randomUUID();
  const link: ShareLinkRow = {
    id,
    owner_id: ownerId,
    target_kind: input.target.kind,
    target_id: input.target.id,
    token_hash: hashShareLinkToken(shareLinkToken(deps.linkSecret, { id, target_kind: input.target.kind })),
    expires_at: expiresAt?.toISOString() ?? null,
    passphrase_hash: input.passphrase ? await hashPassword(input.passphrase) : null,
    allow_download: input.allowDownload ? 1 : 0,
    view_count: 0,
    last_viewed_at: null,
    revoked_at: null,
    created_at: now.toISOString(),
  };
  await insertShareLink(deps.db, link);
  return { link, target: await targetOf(deps, link) };
}

/** The owner's links (messages' links to their recipients included) with their targets. */
export async function listOwnShareLinks(deps: ShareLinkDependencies, ownerId: string) {
  const links = await listShareLinks(deps.db, ownerId);
  const targets = await findLinkTargets(deps.db, ownerId, links);
  return links.map((link) => ({ link, target: targets.get(link.target_id) ?? deletedTarget(link) }));
}

/**
 * Revokes `owned`, a link of the caller's (the share-link gate's; again is fine).
 * @throws AppError 'not_found' when it was deleted meanwhile
 */
export async function revokeShareLink(deps: ShareLinkDependencies, owned: ShareLinkRow) {
  await revokeShareLinks(deps.db, { linkId: owned.id }, deps.clock.now().toISOString());
  const link = await findShareLink(deps.db, owned.id);
  if (!link) throw new AppError('not_found', SHARE_LINK_MESSAGES.linkNotFound); // deleted meanwhile
  return { link, target: await targetOf(deps, link) };
}

/**
 * Revokes every active link of the owner; delivered messages' links to their recipients only when
 * `includeRecipientLinks` (a recipient would lose a message they were sent).
 * @returns how many were revoked, and how many recipients' links still work
 */
export async function revokeAllShareLinks(
  deps: ShareLinkDependencies,
  ownerId: string,
  { includeRecipientLinks }: { includeRecipientLinks: boolean },
): Promise<{ revoked: number; kept: number }> {
  const at = deps.clock.now().toISOString();
  const kinds = SHARE_LINK_KINDS.filter((kind) => includeRecipientLinks || kind !== 'message');
  const revoked = await revokeShareLinks(deps.db, { ownerId, kinds }, at);
  return { revoked, kept: includeRecipientLinks ? 0 : await countActiveShareLinks(deps.db, ownerId, 'message', at) };
}

/** A working link with its owner's name, as the share-link-token gate hands it over. */
type WorkingLink = ShareLinkRow & { owner_name: string };

const isShareTargetKind = (kind: string): kind is ShareTargetKind =>
  (SHARE_TARGET_KINDS as readonly string[]).includes(kind);

/**
 * The working link (the share-link-token gate's) when it opens an item, album or scrapbook, with
 * its target's title (a recipe's link opens in modules/recipes, a message's in modules/messages).
 * @throws AppError 'not_found' for a link of another kind, 'gone' for a deleted target
 */
export async function openedShareLink(deps: ShareLinkDependencies, working: WorkingLink) {
  const { target_kind: kind } = working;
  if (!isShareTargetKind(kind)) throw new AppError('not_found', SHARE_LINK_MESSAGES.unavailable);
  const link = { ...working, target_kind: kind };
  const target = (await findLinkTargets(deps.db, link.owner_id, [link])).get(link.target_id);
  if (!target) throw new AppError('gone', SHARE_LINK_MESSAGES.unavailable);
  return { link, title: target.title };
}

/**
 * Checks a passphrase for a link, throttled per link and per network address.
 * @throws AppError 'too_many_requests' (with the wait), 'forbidden' for a wrong passphrase
 */
export async function checkPassphrase(
  deps: ShareLinkDependencies,
  link: Pick<ShareLinkRow, 'id' | 'passphrase_hash'>,
  passphrase: string,
  address: string,
): Promise<void> {
  const { byLink, byAddress } = deps.passphraseThrottle;
  const wait = Math.max(await byLink.secondsLeft(link.id), await byAddress.secondsLeft(address));
  if (wait > 0) throw new AppError('too_many_requests', SHARE_LINK_MESSAGES.tooManyAttempts(wait), wait);
  // A right passphrase does not wipe the link's count: one visitor's success must not give a
  // guesser fresh tries.
  if (link.passphrase_hash && (await verifyPassword(link.passphrase_hash, passphrase))) return;
  await Promise.all([byLink.count(link.id), byAddress.count(address)]);
  throw new AppError('forbidden', SHARE_LINK_MESSAGES.wrongPassphrase);
}

/** A shared scrapbook's template and pages; null for the other kinds of link. */
async function readBook(deps: ShareLinkDependencies, link: ShareLinkRow) {
  if (link.target_kind !== 'scrapbook') return null;
  const [templateId, pages] = await Promise.all([
    findBookTemplateId(deps.db, link.target_id),
    listBookPages(deps.db, link.target_id),
  ]);
  return { templateId: templateId ?? '', pages };
}

/**
 * Of a scrapbook's items, the vault items its link may serve now: only those of the scrapbook's
 * owner (servable-items.policy; docs/decisions/015). Every item of the other kinds of link.
 */
async function servableThrough(deps: ShareLinkDependencies, link: ShareLinkRow, items: LinkedItemRow[]) {
  if (link.target_kind !== 'scrapbook') return new Set(items.map((item) => item.vault_item_id ?? item.id));
  const itemIds = items.map((item) => item.vault_item_id ?? item.id);
  return servableVaultItems(deps.db, { userId: null, containerOwnerId: link.owner_id }, itemIds);
}

/**
 * The items a working link shows, and a scrapbook's book (null for the other kinds), counting one
 * view; `servable` holds the vault items it serves (the others show why they are withheld).
 */
export async function openLinkedItems(deps: ShareLinkDependencies, link: ShareLinkRow) {
  const [items, book] = await Promise.all([listLinkedItems(deps.db, link), readBook(deps, link)]);
  const servable = await servableThrough(deps, link, items);
  await recordShareLinkView(deps.db, link.id, deps.clock.now().toISOString());
  return { items, book, servable };
}

/** One item a working link serves now, or undefined (a file request: no view counted). */
export async function findLinkedItem(deps: ShareLinkDependencies, link: ShareLinkRow, itemId: string) {
  const [item] = await listLinkedItems(deps.db, link, itemId);
  if (!item) return undefined;
  return (await servableThrough(deps, link, [item])).has(item.vault_item_id ?? item.id) ? item : undefined;
}
