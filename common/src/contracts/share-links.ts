/**
 * Contracts of share links (docs/product/roles-and-access.md "Share links"): a link for people
 * without an account to a vault item or album, opened at `/shared/{token}` — optional expiry,
 * optional passphrase, download allowed or not, revocable, with a view count. A delivered message's
 * link to each recipient is a share link too (kind "message"), listed and revocable on the
 * dashboard.
 * Shared by the server routes, the sharing dashboard (/sharing) and the page that opens a link.
 *
 *   POST /api/share-links                          make a link (ShareLinkInput) → 201 ShareLink
 *   GET  /api/share-links                          every link the user made (the dashboard)
 *   POST /api/share-links/:id/revoke               the link stops working → ShareLink
 *   POST /api/share-links/revoke-all               { includeRecipientLinks } every active link stops working,
 *                                                  recipients' links only when included → { revoked, kept }
 *   GET  /api/share-links/open/:token              what a link shows (no session) → OpenedShareLink
 *   POST /api/share-links/open/:token/unlock       { passphrase } → OpenedShareLink (sets a cookie)
 *   GET  /api/share-links/open/:token/items/:itemId/file|preview   the files (range requests)
 */
import { z } from 'zod';
import { PAGE_LAYOUT_IDS } from '../domain/scrapbook-templates';
import { VAULT_ITEM_KINDS } from './vault';
import { withheldSchema } from './withheld-items';

/** Share-link tokens start with this, so `/shared/{token}` tells them from a message's link. */
export const SHARE_LINK_TOKEN_PREFIX = 's.';
/**
 * Tokens of delivered messages' recipient links (share links of kind "message") start with this;
 * `/shared/{token}` opens them, and links e-mailed before they were share links, as the recipient's
 * message.
 */
export const MESSAGE_LINK_TOKEN_PREFIX = 'm.';
/** Tokens of a family recipe's links (kind "recipe"): `/shared/{token}` opens the recipe. */
export const RECIPE_LINK_TOKEN_PREFIX = 'r.';

/** What an owner can make a link to (a scrapbook opens as the page-turning book). */
export const SHARE_TARGET_KINDS = ['vault_item', 'vault_album', 'scrapbook'] as const;
export type ShareTargetKind = (typeof SHARE_TARGET_KINDS)[number];
/** What a link can open: an owner's own links, and a delivered message's link to each recipient. */
export const SHARE_LINK_KINDS = [...SHARE_TARGET_KINDS, 'message', 'recipe'] as const;
export type ShareLinkKind = (typeof SHARE_LINK_KINDS)[number];

/** Shortest passphrase, in characters. */
export const MIN_PASSPHRASE_LENGTH = 6;

export const SHARE_LINK_MESSAGES = {
  expiryInPast: 'The expiry must be in the future',
  passphraseTooShort: `A passphrase needs at least ${MIN_PASSPHRASE_LENGTH} characters`,
  targetNotFound: 'We could not find what you want to share.',
  linkNotFound: 'We could not find that link.',
  unavailable: 'This link does not work any more. It may have expired or been turned off by the person who shared it.',
  /** The heading a visitor of a revoked, expired or unknown link sees. */
  noLongerShared: 'This link is no longer shared',
  passphraseRequired: 'Please enter the passphrase you were given',
  wrongPassphrase: 'That passphrase is not right. Please check it and try again.',
  tooManyAttempts: (seconds: number) =>
    `Too many wrong passphrases. Please wait ${Math.ceil(seconds / 60)} minutes and try again.`,
} as const;

export const shareLinkInputSchema = z.object({
  target: z.object({ kind: z.enum(SHARE_TARGET_KINDS), id: z.uuid({ error: SHARE_LINK_MESSAGES.targetNotFound }) }),
  /** ISO-8601 with offset; null or absent: the link does not expire. */
  expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
  /** Absent or empty: no passphrase. */
  passphrase: z
    .string()
    .max(200)
    .optional()
    .refine((value) => !value || value.length >= MIN_PASSPHRASE_LENGTH, SHARE_LINK_MESSAGES.passphraseTooShort),
  allowDownload: z.boolean().default(true),
});
export type ShareLinkInput = z.input<typeof shareLinkInputSchema>;

export const SHARE_LINK_STATUSES = ['active', 'expired', 'revoked'] as const;

export const shareLinkSchema = z.object({
  id: z.string(),
  /**
   * The whole address to give out; null for a recipient's link e-mailed before recipients' links
   * were share links (only the e-mail holds its address).
   */
  url: z.string().nullable(),
  target: z.object({
    kind: z.enum(SHARE_LINK_KINDS),
    /** The item, album or message. */
    id: z.string(),
    title: z.string(),
    /** The recipient's name, for a message's link ("Sent to Anna"); null otherwise. */
    sentTo: z.string().nullable(),
    /** What a vault item is (photo, video, audio, document); null for an album or a message. */
    itemKind: z.enum(VAULT_ITEM_KINDS).nullable(),
    /**
     * The item's preview image at the owner's own vault address (GET /api/vault/items/:id/preview,
     * which only its owner may read), not through the link; null without a preview, for an album
     * or a message.
     */
    previewUrl: z.string().nullable(),
  }),
  status: z.enum(SHARE_LINK_STATUSES),
  expiresAt: z.string().nullable(),
  hasPassphrase: z.boolean(),
  allowDownload: z.boolean(),
  viewCount: z.number(),
  lastViewedAt: z.string().nullable(),
  createdAt: z.string(),
  revokedAt: z.string().nullable(),
});
export type ShareLink = z.infer<typeof shareLinkSchema>;
/** GET /api/share-links: every link the user made, newest first. */
export const shareLinkListSchema = z.array(shareLinkSchema);
/** A link just made: its address is always known. */
export const createdShareLinkSchema = shareLinkSchema.extend({ url: z.string() });
export type CreatedShareLink = z.infer<typeof createdShareLinkSchema>;

export const shareLinkParamsSchema = z.object({ id: z.string().max(64) });
export const shareLinkTokenParamsSchema = z.object({ token: z.string().max(200) });
export const sharedFileParamsSchema = shareLinkTokenParamsSchema.extend({ itemId: z.string().max(64) });
export const shareLinkUnlockSchema = z.object({
  passphrase: z.string().min(1, SHARE_LINK_MESSAGES.passphraseRequired).max(200),
});
/**
 * POST /api/share-links/revoke-all: delivered messages' links to their recipients stay on unless
 * the owner includes them explicitly.
 */
export const revokeAllInputSchema = z.object({
  includeRecipientLinks: z
    .boolean({ error: 'Please say whether to include the links your messages were delivered with' })
    .default(false),
});
export type RevokeAllInput = z.input<typeof revokeAllInputSchema>;
/** How many links were turned off, and how many recipients' links were kept working. */
export const revokeAllResponseSchema = z.object({ revoked: z.number(), kept: z.number() });
export type RevokeAllResult = z.infer<typeof revokeAllResponseSchema>;

/** One item as a link's visitor sees it. */
export const sharedItemSchema = z.object({
  id: z.string(),
  kind: z.enum(['photo', 'video', 'audio', 'document']),
  title: z.string(),
  description: z.string(),
  takenAt: z.string().nullable(),
  contentType: z.string(),
  durationMs: z.number().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  previewUrl: z.string().nullable(),
  fileUrl: z.string(),
  /** Present when the owner allows downloads: the file as an attachment. */
  downloadUrl: z.string().nullable(),
});
export type SharedItem = z.infer<typeof sharedItemSchema>;

/**
 * A shared scrapbook's pages, read as the page-turning book; its photos, recordings and videos are
 * fetched through the link (`fileUrl`, `previewUrl`), except those of other owners, which show
 * their `withheld` line instead (docs/decisions/015).
 */
export const sharedBookSchema = z.object({
  templateId: z.string(),
  pages: z.array(
    z.object({
      id: z.string(),
      layout: z.enum(PAGE_LAYOUT_IDS),
      text: z.string(),
      items: z.array(
        z.object({
          id: z.string(),
          kind: z.enum(['photo', 'video', 'audio']),
          caption: z.string(),
          previewUrl: z.string().nullable(),
          fileUrl: z.string().nullable(),
          withheld: withheldSchema,
        }),
      ),
    }),
  ),
});
export type SharedBook = z.infer<typeof sharedBookSchema>;

/**
 * What opening a link shows; `items` is empty until a passphrase, when asked, is given. A
 * scrapbook's link shows its `book` instead of `items` (null for the other kinds and while locked).
 */
export const openedShareLinkSchema = z.object({
  kind: z.enum(SHARE_TARGET_KINDS),
  title: z.string(),
  ownerName: z.string(),
  expiresAt: z.string().nullable(),
  allowDownload: z.boolean(),
  needsPassphrase: z.boolean(),
  items: z.array(sharedItemSchema),
  book: sharedBookSchema.nullable(),
});
export type OpenedShareLink = z.infer<typeof openedShareLinkSchema>;
