/**
 * Share links as credentials (docs/product/roles-and-access.md "Share links";
 * docs/decisions/005-access-policy.md): whoever holds a working link's token may see what it opens,
 * without an account. One place for the token's form and for when a link works, read by the
 * share-links module (items and albums) and the message policy (a delivered message's link to each
 * recipient, kind "message").
 *
 * A token is derived from the link's id with LINK_SECRET (HMAC-SHA256, base64url) after a prefix
 * naming what it opens (`s.` an item or album, `m.` a message, `r.` a family recipe), so the dashboard can show the
 * address again while the database keeps only the token's SHA-256 (hex). Recipients' links
 * e-mailed before they were share links keep their old random token (migration
 * 2026-11-23T0500-message-share-links): only its SHA-256 is known, and it works all the same.
 */
import { createHmac } from 'node:crypto';
import type { Expression, ExpressionBuilder, Kysely, Selectable, SqlBool } from 'kysely';
import {
  MESSAGE_LINK_TOKEN_PREFIX,
  RECIPE_LINK_TOKEN_PREFIX,
  SHARE_LINK_MESSAGES,
  SHARE_LINK_TOKEN_PREFIX,
  SHARE_TARGET_KINDS,
  type ShareLinkKind,
} from '@heirloom/common/contracts/share-links';
import type { Database, ShareLinksTable } from '../db/tables';
import { hashAccessToken } from '../lib/access-tokens';
import { AppError } from '../lib/app-error';
import { openGate, signedInGate } from './access-gate';

/**
 * The share links `userId` made, as a condition on `share_links`: a link is its maker's alone to
 * list, count, name and revoke (its holder reaches it only through its token).
 */
export const shareLinksMadeBy =
  (userId: string) =>
  (eb: ExpressionBuilder<Database, 'share_links'>): Expression<SqlBool> =>
    eb('share_links.owner_id', '=', userId);

export type ShareLinkRow = Selectable<ShareLinksTable>;

const PREFIX_OF: Record<ShareLinkKind, string> = {
  vault_item: SHARE_LINK_TOKEN_PREFIX,
  vault_album: SHARE_LINK_TOKEN_PREFIX,
  scrapbook: SHARE_LINK_TOKEN_PREFIX,
  message: MESSAGE_LINK_TOKEN_PREFIX,
  recipe: RECIPE_LINK_TOKEN_PREFIX,
};

/** The token of a link: its kind's prefix and 43 base64url characters. */
export const shareLinkToken = (secret: Uint8Array, link: Pick<ShareLinkRow, 'id' | 'target_kind'>) =>
  `${PREFIX_OF[link.target_kind]}${createHmac('sha256', secret).update(`share-link:${link.id}`).digest('base64url')}`;

/** The stored form of a link's token (SHA-256, hex). */
export const hashShareLinkToken = hashAccessToken;

/**
 * The link's address token when it is derived from the id; undefined for a recipient's link
 * e-mailed before links were share links (its token was random).
 */
export function knownShareLinkToken(secret: Uint8Array, link: Pick<ShareLinkRow, 'id' | 'target_kind' | 'token_hash'>) {
  const token = shareLinkToken(secret, link);
  return hashShareLinkToken(token) === link.token_hash ? token : undefined;
}

/** "active", "expired" or "revoked" at `now`: a link works only while active. */
export function shareLinkStatus(link: Pick<ShareLinkRow, 'revoked_at' | 'expires_at'>, now: Date) {
  if (link.revoked_at) return 'revoked' as const;
  if (link.expires_at && link.expires_at <= now.toISOString()) return 'expired' as const;
  return 'active' as const;
}

/** The link of one of `kinds` behind a token, with its owner's name; undefined when there is none. */
export function findShareLinkByToken<Kind extends ShareLinkKind>(
  db: Kysely<Database>,
  token: string,
  kinds: readonly Kind[],
) {
  return db
    .selectFrom('share_links')
    .innerJoin('users', 'users.id', 'share_links.owner_id')
    .selectAll('share_links')
    .select('users.username as owner_name')
    .where('share_links.token_hash', '=', hashShareLinkToken(token))
    .where('share_links.target_kind', 'in', kinds)
    .$narrowType<{ target_kind: Kind }>()
    .executeTakeFirst();
}

/**
 * Link `linkId`, when `userId` may see and revoke it on their dashboard: only whoever made it (for
 * a recipient's link, the message's author).
 * @throws AppError 'not_found' with `deniedMessage` otherwise
 */
export async function authorizeShareLinkOwner(
  db: Kysely<Database>,
  userId: string,
  linkId: string,
  deniedMessage: string,
): Promise<ShareLinkRow> {
  const link = await db.selectFrom('share_links').selectAll().where('id', '=', linkId).executeTakeFirst();
  if (!link || link.owner_id !== userId) throw new AppError('not_found', deniedMessage);
  return link;
}

/** Counts one view of a working link at `at` (the dashboard's views and last-viewed time). */
export async function recordShareLinkView(db: Kysely<Database>, linkId: string, at: string): Promise<void> {
  await db
    .updateTable('share_links')
    .set((update) => ({ view_count: update('view_count', '+', 1), last_viewed_at: at }))
    .where('id', '=', linkId)
    .execute();
}

/**
 * A new working link of `kind` to `targetId`, owned by `ownerId`, made at `at` (ISO-8601): no expiry,
 * no passphrase, no downloads — what a printed QR code or a shared recipe needs.
 * @returns the row to insert and the token its address carries
 */
export function newShareLink(
  secret: Uint8Array,
  link: { id: string; ownerId: string; kind: ShareLinkKind; targetId: string; at: string },
): { row: ShareLinkRow; token: string } {
  const token = shareLinkToken(secret, { id: link.id, target_kind: link.kind });
  return {
    token,
    row: {
      id: link.id,
      owner_id: link.ownerId,
      target_kind: link.kind,
      target_id: link.targetId,
      token_hash: hashShareLinkToken(token),
      expires_at: null,
      passphrase_hash: null,
      allow_download: 0,
      view_count: 0,
      last_viewed_at: null,
      revoked_at: null,
      created_at: link.at,
    },
  };
}

/** The kinds a share-link-token route opens: an item, an album, a scrapbook or a recipe (a message's link is a recipient-link). */
const OPENED_BY_TOKEN = [...SHARE_TARGET_KINDS, 'recipe'] as const;

/**
 * The gates of the share-link kinds of access (access-gate.ts). `share-link`: the owner's link `:id`
 * (the dashboard's revoke). `share-link-token`: the working link behind `:token`, with its owner's
 * name; the route serves only what a link of its kind opens.
 * @throws AppError 'not_found' for a link of someone else or an unknown token, 'gone' for a revoked
 *   or expired link
 */
export const shareLinkGates = {
  'share-link': signedInGate(['id'], ({ db }, { user, params }) =>
    authorizeShareLinkOwner(db, user.id, params.id, SHARE_LINK_MESSAGES.linkNotFound),
  ),
  'share-link-token': openGate(['token'], async ({ db, clock }, { params }) => {
    const link = await findShareLinkByToken(db, params.token, OPENED_BY_TOKEN);
    if (!link) throw new AppError('not_found', SHARE_LINK_MESSAGES.unavailable);
    if (shareLinkStatus(link, clock.now()) !== 'active') throw new AppError('gone', SHARE_LINK_MESSAGES.unavailable);
    return link;
  }),
};
