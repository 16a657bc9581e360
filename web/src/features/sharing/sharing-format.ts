/** Words and dates of the sharing dashboard (/sharing). */
import type { ShareLink } from '@heirloom/common/contracts/share-links';
import { KIND_LABELS } from '../../components/vault/vault-format';
import { formatDate } from '../../lib/reader-dates';

/** A link's target by kind; an item is named by its own kind ("Photo") when it is still there. */
const TARGET_KIND_LABELS: Record<ShareLink['target']['kind'], string> = {
  vault_item: 'Memory',
  vault_album: 'Album',
  scrapbook: 'Scrapbook',
  recipe: 'Recipe',
  message: 'Message',
};

/**
 * What the confirmation before revoking a link says: a recipient's link to a message is theirs
 * alone and cannot be made again.
 */
export function describeRevoking(target: ShareLink['target']): { title: string; description: string } {
  return target.sentTo
    ? {
        title: `Revoke ${target.sentTo}’s link to “${target.title}”?`,
        description: `${target.sentTo} can no longer open this message from the e-mail it came in. The message stays as it is; the link cannot be turned back on.`,
      }
    : {
        title: `Revoke the link to “${target.title}”?`,
        description:
          'The link stops working at once for everyone who has it. Your memories stay as they are; you can make a new link later.',
      };
}

/**
 * What a link opens: an item's kind in the vault's words ("Photo", "Video", "Audio", "Document";
 * "Memory" once it is deleted), "Album", or "Message · Sent to Anna" for a delivered message's link
 * to one recipient.
 */
export function describeTarget(target: ShareLink['target']): string {
  const kind = target.itemKind ? KIND_LABELS[target.itemKind] : TARGET_KIND_LABELS[target.kind];
  return target.sentTo ? `${kind} · Sent to ${target.sentTo}` : kind;
}

export const STATUS_LABELS: Record<ShareLink['status'], string> = {
  active: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
};

/** "Expired on Jun 2, 2026", "Jun 2, 2026" (the day it works until) or "Never", as the link's state says. */
export function describeExpiry(link: Pick<ShareLink, 'expiresAt' | 'status'>): string {
  if (!link.expiresAt) return 'Never';
  const day = formatDate(link.expiresAt, 'short-day');
  return link.status === 'expired' ? `Expired on ${day}` : day;
}

/** "No views yet", "1 view", "12 views". */
export const describeViews = (count: number) =>
  count === 0 ? 'No views yet' : `${count} ${count === 1 ? 'view' : 'views'}`;

/** A number of active links of one kind, in words ("3 links to memories"). */
const KIND_COUNT_WORDS: Record<ShareLink['target']['kind'], [string, string]> = {
  vault_item: ['link to a memory', 'links to memories'],
  vault_album: ['link to an album', 'links to albums'],
  scrapbook: ['link to a scrapbook', 'links to scrapbooks'],
  recipe: ['link to a recipe', 'links to recipes'],
  message: ['recipient’s link to a delivered message', 'recipients’ links to delivered messages'],
};

const countWords = (kind: ShareLink['target']['kind'], count: number) =>
  `${count} ${KIND_COUNT_WORDS[kind][count === 1 ? 0 : 1]}`;

/**
 * What "Revoke all" cuts, counted per kind of active link, and the recipients' links it keeps unless
 * `includeRecipientLinks` (a delivered message would go dark for the person it was sent to).
 */
export function describeRevokeAll(
  links: Pick<ShareLink, 'status' | 'target'>[],
  includeRecipientLinks: boolean,
): { cuts: string[]; total: number; recipientLinks: number } {
  const active = links.filter((link) => link.status === 'active');
  const recipientLinks = active.filter((link) => link.target.kind === 'message').length;
  const cut = active.filter((link) => includeRecipientLinks || link.target.kind !== 'message');
  const kinds = Object.keys(KIND_COUNT_WORDS) as ShareLink['target']['kind'][];
  const cuts = kinds
    .map((kind) => [kind, cut.filter((link) => link.target.kind === kind).length] as const)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => countWords(kind, count));
  return { cuts, total: cut.length, recipientLinks };
}
