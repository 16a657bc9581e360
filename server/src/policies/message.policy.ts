/**
 * Who may do what to a future message (issue 9, part 1; docs/decisions/005). Messages stay private
 * to their author (issue 9, part 3): no role in the author's circle reads or changes them. Two
 * kinds of link act on one message without a session, each only as far as the rules below say:
 * - a recipient's link of a delivered message (a share link of kind "message", part 4) opens the
 *   message and its recording while the link works (not revoked);
 * - a delivery-protection link e-mailed to the author (protection-links.ts) shows the plan, and
 *   the "keep" or "postpone" one carries out its own action.
 * After the release of the author's legacy plan, a legacy contact reads the messages the author
 * designated for them and their recordings (a grant of kind "message", legacy.policy; issue 11
 * item 3): standing `legacy_grant`, never before the release and never another message.
 * Each check reads the database now and throws AppError 'not_found' with the caller's message when
 * denied, so nothing tells that a message exists.
 */
import type { Kysely } from 'kysely';
import type { CircleRoleName, Database } from '../db/tables';
import { AppError } from '../lib/app-error';
import { findCircleStanding } from './circle.policy';
import { verifyProtectionLink, type ProtectionAction, type ProtectionClaims } from './protection-links';
import { findShareLinkByToken, shareLinkStatus, type ShareLinkRow } from './share-link.policy';

/** How an actor stands towards one message; null for no standing at all. */
export type MessageStanding =
  'author' | CircleRoleName | 'recipient' | 'legacy_grant' | `protection.${ProtectionAction}` | null;

export const MESSAGE_ACTIONS = [
  'message.read', // the author's view of it (content, recipients, schedule, e-mail problems)
  'message.change', // content, schedule and recipients, withdrawing a recipient's link included
  'message.postpone',
  'message.keep', // confirm the plan from the reminder: no further check e-mail
  'message.cancel',
  'message.delete',
  'message.plan.read', // what a protection link is about: title, delivery time, status
  'message.delivery.read', // the delivered message as its recipient sees it
  'message.media.read', // its recording (the author plays it through /api/media: media.policy)
] as const;
export type MessageAction = (typeof MESSAGE_ACTIONS)[number];

/** The rules: which standings may take each action. */
export const MESSAGE_RULES: Record<MessageAction, readonly Exclude<MessageStanding, null>[]> = {
  'message.read': ['author'],
  'message.change': ['author'],
  'message.postpone': ['author', 'protection.postpone'],
  'message.keep': ['protection.keep'],
  'message.cancel': ['author'],
  'message.delete': ['author'],
  'message.plan.read': ['author', 'protection.keep', 'protection.postpone', 'protection.change'],
  'message.delivery.read': ['recipient', 'legacy_grant'],
  'message.media.read': ['author', 'recipient', 'legacy_grant'],
};

/** Whether `standing` may take `action` (pure; the policy test reads it). */
export const isMessageActionAllowed = (standing: MessageStanding, action: MessageAction): boolean =>
  standing !== null && MESSAGE_RULES[action].includes(standing);

function check(standing: MessageStanding, action: MessageAction, deniedMessage: string) {
  if (!isMessageActionAllowed(standing, action)) throw new AppError('not_found', deniedMessage);
}

/**
 * Checks `action` on message `messageId` for the signed-in user `userId`.
 * @returns the message's author id
 * @throws AppError 'not_found' with `deniedMessage` (unknown message, or the rules say no)
 */
export async function authorizeMessage(
  db: Kysely<Database>,
  userId: string,
  messageId: string,
  action: MessageAction,
  deniedMessage: string,
): Promise<{ authorId: string }> {
  const message = await db.selectFrom('messages').select('owner_id').where('id', '=', messageId).executeTakeFirst();
  if (!message) throw new AppError('not_found', deniedMessage);
  const standing = message.owner_id === userId ? 'author' : await findCircleStanding(db, userId, message.owner_id);
  check(standing === 'owner' ? 'author' : standing, action, deniedMessage);
  return { authorId: message.owner_id };
}

/**
 * Checks `action` on message `messageId` of `ownerId` for the signed-in legacy contact `userId`: the
 * release of the owner's plan granted them this message (legacy_grants, kind "message").
 * @throws AppError 'not_found' with `deniedMessage` (no such message of that owner, no grant, a
 *   message cancelled since, or the rules say no)
 */
export async function authorizeReleasedMessage(
  db: Kysely<Database>,
  userId: string,
  ownerId: string,
  messageId: string,
  action: MessageAction,
  deniedMessage: string,
): Promise<void> {
  const grant = await db
    .selectFrom('legacy_grants')
    .innerJoin('messages', 'messages.id', 'legacy_grants.target_id')
    .select('legacy_grants.granted_at')
    .where('legacy_grants.contact_id', '=', userId)
    .where('legacy_grants.kind', '=', 'message')
    .where('legacy_grants.target_id', '=', messageId)
    .where('legacy_grants.owner_id', '=', ownerId)
    .where('messages.owner_id', '=', ownerId)
    .where('messages.status', '!=', 'cancelled')
    .executeTakeFirst();
  check(grant ? 'legacy_grant' : null, action, deniedMessage);
}

/** What a recipient's working link opens. */
export interface RecipientLinkAccess {
  link: ShareLinkRow;
  recipientId: string;
  messageId: string;
}

/**
 * Checks `action` for the holder of a recipient's link `token` (a share link of kind "message"):
 * the link works at `now` and its message is delivered.
 * @throws AppError 'not_found' with `deniedMessage` (unknown, revoked or expired link; message
 *   not delivered or deleted; the rules say no)
 */
export async function authorizeRecipientLink(
  db: Kysely<Database>,
  token: string,
  now: Date,
  action: MessageAction,
  deniedMessage: string,
): Promise<RecipientLinkAccess> {
  const link = await findShareLinkByToken(db, token, ['message']);
  const recipient =
    link && shareLinkStatus(link, now) === 'active'
      ? await db
          .selectFrom('message_recipients')
          .innerJoin('messages', 'messages.id', 'message_recipients.message_id')
          .select(['message_recipients.message_id', 'messages.status'])
          .where('message_recipients.id', '=', link.target_id)
          .executeTakeFirst()
      : undefined;
  check(recipient?.status === 'delivered' ? 'recipient' : null, action, deniedMessage);
  return { link: link!, recipientId: link!.target_id, messageId: recipient!.message_id };
}

/**
 * Checks `action` for the holder of a delivery-protection link `token` at `now`: the link's own
 * action, on a message that still exists. Whether the plan it was sent for still holds is the
 * caller's to check (a 409, not a denial).
 * @returns the link's claims (message id, action, schedule version)
 * @throws AppError 'not_found' with `deniedMessage` (forged, altered or expired link; message
 *   deleted; the rules say no)
 */
export async function authorizeProtectionLink(
  db: Kysely<Database>,
  secret: Uint8Array,
  token: string,
  now: Date,
  action: MessageAction,
  deniedMessage: string,
): Promise<ProtectionClaims> {
  const claims = await verifyProtectionLink(secret, token, now);
  const message = claims
    ? await db.selectFrom('messages').select('id').where('id', '=', claims.messageId).executeTakeFirst()
    : undefined;
  check(message ? `protection.${claims!.action}` : null, action, deniedMessage);
  return claims!;
}
