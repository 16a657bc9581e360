/**
 * Who may do what to a future message (docs/decisions/005-access-policy.md). Messages stay private
 * to their author (docs/product/roles-and-access.md "Messages stay private"): no role in the
 * author's circle reads or changes them. Two kinds of link act on one message without a session,
 * each only as far as the rules below say:
 * - a recipient's link of a delivered message (a share link of kind "message") opens the
 *   message and its recording while the link works (not revoked);
 * - a delivery-protection link e-mailed to the author (protection-links.ts) shows the plan, and
 *   the "keep" or "postpone" one carries out its own action;
 * - a link of the "Still right?" e-mail (still-right-links.ts) confirms the author's messages it
 *   names (one, or all), and nothing else;
 * - a link of the gentle e-mail (gentle-links.ts), sent to a recipient once the author's legacy
 *   was released, shows how many of the author's messages wait for that address and pauses or
 *   resumes their delivery to it, and nothing else (no title, no content).
 * A recipient's link also answers the message (a reply, docs/product/messages-and-delivery.md
 * "Replies"): it sends replies and lists or withdraws its own, never another link's. Replies are
 * read by the author alone, and those that arrived after the release by the legacy contacts.
 * After the release of the author's legacy plan, a legacy contact reads the messages the author
 * designated for them and their recordings (a grant of kind "message", legacy.policy;
 * docs/product/legacy-release.md "What a release gives"): standing `legacy_grant`, never before the
 * release and never another message.
 * Each check reads the database now and throws AppError 'not_found' with the caller's message when
 * denied, so nothing tells that a message exists.
 */
import type { Expression, ExpressionBuilder, Kysely, Selectable, SqlBool } from 'kysely';
import { MESSAGE_MESSAGES } from '@heirloom/common/contracts/messages';
import { STILL_RIGHT_MESSAGES } from '@heirloom/common/contracts/still-right';
import { GENTLE_MESSAGES } from '@heirloom/common/contracts/gentle-mode';
import type { CircleRoleName, Database } from '../db/tables';
import type { MessageRepliesTable, MessagesTable } from '../db/tables/messages';
import { AppError } from '../lib/app-error';
import { openGate, signedInGate } from './access-gate';
import { findCircleStanding } from './circle.policy';
import { isGranted, type LegacyRelease } from './legacy.policy';
import { verifyProtectionLink, type ProtectionAction, type ProtectionClaims } from './protection-links';
import { findShareLinkByToken, shareLinkStatus, type ShareLinkRow } from './share-link.policy';
import { verifyStillRightLink, type StillRightClaims } from './still-right-links';
import { verifyGentleLink, type GentleClaims } from './gentle-links';

/**
 * The messages `userId` wrote, as a condition on `messages`: private to their author, who alone
 * lists, designates, exports and links them (recipients and legacy contacts reach one by its id).
 */
export const messagesWrittenBy =
  (userId: string) =>
  (eb: ExpressionBuilder<Database, 'messages'>): Expression<SqlBool> =>
    eb('messages.owner_id', '=', userId);

/** The record of when `userId` was last sent the "Still right?" e-mail, as a condition on `still_right_checks`. */
export const stillRightChecksOf =
  (userId: string) =>
  (eb: ExpressionBuilder<Database, 'still_right_checks'>): Expression<SqlBool> =>
    eb('still_right_checks.owner_id', '=', userId);

/**
 * The pauses recipients chose of `ownerId`'s deliveries after the release (gentle mode), as a
 * condition on `gentle_pauses`; with `address` (lower-cased), that one recipient's.
 */
export const gentlePausesOf =
  (ownerId: string, address?: string) =>
  (eb: ExpressionBuilder<Database, 'gentle_pauses'>): Expression<SqlBool> =>
    address === undefined
      ? eb('gentle_pauses.owner_id', '=', ownerId)
      : eb.and([eb('gentle_pauses.owner_id', '=', ownerId), eb('gentle_pauses.email', '=', address)]);

/** How an actor stands towards one message; null for no standing at all. */
export type MessageStanding =
  | 'author'
  | CircleRoleName
  | 'recipient'
  | 'legacy_grant'
  | `protection.${ProtectionAction}`
  | 'still_right_link'
  | 'gentle_link'
  | null;

export const MESSAGE_ACTIONS = [
  'message.read', // the author's view of it (content, recipients, schedule, e-mail problems)
  'message.change', // content, schedule and recipients, withdrawing a recipient's link included
  'message.postpone',
  'message.keep', // confirm the plan from the reminder: no further check e-mail
  'message.confirm', // say it is still right (the yearly "Still right?"): the schedule stays as it is
  'message.cancel',
  'message.delete',
  'message.plan.read', // what a protection link is about: title, delivery time, status
  'message.delivery.read', // the delivered message as its recipient sees it
  'message.media.read', // its recording (the author plays it through /api/media: media.policy)
  'message.reply', // answer it, and list or withdraw the replies one's own link sent
  'message.replies.read', // the replies its recipients sent (after the release: those kept for the family)
  'message.pace', // after the release, how many wait for one address, and pausing or resuming their delivery to it
] as const;
export type MessageAction = (typeof MESSAGE_ACTIONS)[number];

/** The rules: which standings may take each action. */
export const MESSAGE_RULES: Record<MessageAction, readonly Exclude<MessageStanding, null>[]> = {
  'message.read': ['author'],
  'message.change': ['author'],
  'message.postpone': ['author', 'protection.postpone'],
  'message.keep': ['protection.keep'],
  'message.confirm': ['author', 'still_right_link'],
  'message.cancel': ['author'],
  'message.delete': ['author'],
  'message.plan.read': ['author', 'protection.keep', 'protection.postpone', 'protection.change'],
  'message.delivery.read': ['recipient', 'legacy_grant'],
  'message.media.read': ['author', 'recipient', 'legacy_grant'],
  'message.reply': ['recipient'],
  'message.replies.read': ['author', 'legacy_grant'],
  'message.pace': ['gentle_link'],
};

/** Whether `standing` may take `action` (pure; the policy test reads it). */
export const isMessageActionAllowed = (standing: MessageStanding, action: MessageAction): boolean =>
  standing !== null && MESSAGE_RULES[action].includes(standing);

function check(standing: MessageStanding, action: MessageAction, deniedMessage: string) {
  if (!isMessageActionAllowed(standing, action)) throw new AppError('not_found', deniedMessage);
}

/**
 * Checks `action` on message `messageId` for the signed-in user `userId`.
 * @returns the message as it stands now
 * @throws AppError 'not_found' with `deniedMessage` (unknown message, or the rules say no)
 */
export async function authorizeMessage(
  db: Kysely<Database>,
  userId: string,
  messageId: string,
  action: MessageAction,
  deniedMessage: string,
): Promise<Selectable<MessagesTable>> {
  const message = await db.selectFrom('messages').selectAll().where('id', '=', messageId).executeTakeFirst();
  if (!message) throw new AppError('not_found', deniedMessage);
  const standing = message.owner_id === userId ? 'author' : await findCircleStanding(db, userId, message.owner_id);
  check(standing === 'owner' ? 'author' : standing, action, deniedMessage);
  return message;
}

/**
 * Checks `action` on `message` (read now; undefined when there is none) for the legacy contact a
 * release of its owner's plan granted `release` (the legacy-grant gate, legacy.policy): the release
 * granted them this message (legacy_grants, kind "message"), it is the owner's and not cancelled since.
 * @throws AppError 'not_found' with `deniedMessage` otherwise
 */
export function checkReleasedMessage<Message extends Pick<Selectable<MessagesTable>, 'id' | 'owner_id' | 'status'>>(
  release: LegacyRelease,
  message: Message | undefined,
  action: MessageAction,
  deniedMessage: string,
): asserts message is Message {
  const isReleased =
    message !== undefined &&
    message.owner_id === release.ownerId &&
    message.status !== 'cancelled' &&
    isGranted(release, 'message', message.id);
  check(isReleased ? 'legacy_grant' : null, action, deniedMessage);
}

/** A reply as the checks below need it (db/tables/messages.ts MessageRepliesTable). */
type ReplyFacts = Pick<Selectable<MessageRepliesTable>, 'message_id' | 'recipient_id' | 'owner_id' | 'is_for_family'>;

/**
 * Checks `action` on `reply` (read now; undefined when there is none) for the holder of a
 * recipient's link (`access`, the recipient-link gate's): only the replies that link sent.
 * @throws AppError 'not_found' with `deniedMessage` otherwise
 */
export function checkSentReply<Reply extends ReplyFacts>(
  access: RecipientLinkAccess,
  reply: Reply | undefined,
  deniedMessage: string,
): asserts reply is Reply {
  check(reply?.recipient_id === access.recipientId ? 'recipient' : null, 'message.reply', deniedMessage);
}

/**
 * Checks that `reply` (read now) answers the author's `message` (as the `message` gate read it).
 * @throws AppError 'not_found' with `deniedMessage` otherwise
 */
export function checkReceivedReply<Reply extends ReplyFacts>(
  message: Pick<Selectable<MessagesTable>, 'id'>,
  reply: Reply | undefined,
  deniedMessage: string,
): asserts reply is Reply {
  check(reply?.message_id === message.id ? 'author' : null, 'message.replies.read', deniedMessage);
}

/**
 * Checks that `reply` (read now) was kept for the family of the owner whose release granted
 * `release`: a reply to one of their messages that arrived after the release.
 * @throws AppError 'not_found' with `deniedMessage` otherwise
 */
export function checkFamilyReply<Reply extends ReplyFacts>(
  release: LegacyRelease,
  reply: Reply | undefined,
  deniedMessage: string,
): asserts reply is Reply {
  const isKept = reply?.owner_id === release.ownerId && reply.is_for_family === 1;
  check(isKept ? 'legacy_grant' : null, 'message.replies.read', deniedMessage);
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

/**
 * Checks `action` for the holder of a "Still right?" link `token` at `now`: the link is genuine and
 * unexpired, its owner's account exists and the one message it names (if any) is theirs.
 * @returns the link's claims (owner, message or null for all, when it was e-mailed)
 * @throws AppError 'gone' with STILL_RIGHT_MESSAGES.linkExpired for an expired link; 'not_found'
 *   with STILL_RIGHT_MESSAGES.linkInvalid (forged or altered link, account or message deleted)
 */
export async function authorizeStillRightLink(
  db: Kysely<Database>,
  secret: Uint8Array,
  token: string,
  now: Date,
  action: MessageAction,
): Promise<StillRightClaims> {
  const claims = await verifyStillRightLink(secret, token, now);
  if (claims === 'expired') throw new AppError('gone', STILL_RIGHT_MESSAGES.linkExpired);
  const owner = claims
    ? await db.selectFrom('users').select('id').where('id', '=', claims.ownerId).executeTakeFirst()
    : undefined;
  const message =
    owner && claims?.messageId
      ? await db
          .selectFrom('messages')
          .select('id')
          .where('id', '=', claims.messageId)
          .where(messagesWrittenBy(claims.ownerId))
          .executeTakeFirst()
      : undefined;
  const isNamed = owner !== undefined && (claims?.messageId === null || message !== undefined);
  check(isNamed ? 'still_right_link' : null, action, STILL_RIGHT_MESSAGES.linkInvalid);
  return claims!;
}

/**
 * Checks `action` for the holder of a gentle-mode link `token` at `now`: the link is genuine and
 * unexpired, and the account of the author it names exists.
 * @returns the link's claims (author, lower-cased recipient address)
 * @throws AppError 'gone' with GENTLE_MESSAGES.linkExpired for an expired link; 'not_found' with
 *   GENTLE_MESSAGES.linkInvalid (forged or altered link, author's account deleted)
 */
export async function authorizeGentleLink(
  db: Kysely<Database>,
  secret: Uint8Array,
  token: string,
  now: Date,
  action: MessageAction,
): Promise<GentleClaims> {
  const claims = await verifyGentleLink(secret, token, now);
  if (claims === 'expired') throw new AppError('gone', GENTLE_MESSAGES.linkExpired);
  const owner = claims
    ? await db.selectFrom('users').select('id').where('id', '=', claims.ownerId).executeTakeFirst()
    : undefined;
  check(owner ? 'gentle_link' : null, action, GENTLE_MESSAGES.linkInvalid);
  return claims!;
}

/**
 * The gates of the message kinds of access (access-gate.ts):
 * - `message`: the message `:id` as it stands, for its author (every author's action has the same rule);
 * - `recipient-link`: what the recipient's link `:token` opens (RecipientLinkAccess): reading the
 *   message and its replies (GET), or answering it (any other method: a reply or its withdrawal);
 * - `protection-link`: the claims of the protection link `:token`, checked for what the request asks
 *   (GET: the plan; POST: the body's `action`, which must be the link's own);
 * - `still-right-link`: the claims of the "Still right?" link `:token` (StillRightClaims);
 * - `gentle-link`: the claims of the gentle-mode link `:token` (GentleClaims).
 */
export const messageGates = {
  message: signedInGate(['id'], ({ db }, { user, params }) =>
    authorizeMessage(db, user.id, params.id, 'message.read', MESSAGE_MESSAGES.notFound),
  ),
  'recipient-link': openGate(['token'], ({ db, clock }, { params, request }) =>
    authorizeRecipientLink(
      db,
      params.token,
      clock.now(),
      request.method === 'GET' ? 'message.delivery.read' : 'message.reply',
      MESSAGE_MESSAGES.deliveryNotFound,
    ),
  ),
  'protection-link': openGate(['token'], ({ db, clock, linkSecret }, { params, request }) => {
    const asked = request.method === 'GET' ? null : (request.body as { action: 'keep' | 'postpone' }).action;
    const action: MessageAction =
      asked === null ? 'message.plan.read' : asked === 'keep' ? 'message.keep' : 'message.postpone';
    return authorizeProtectionLink(db, linkSecret, params.token, clock.now(), action, MESSAGE_MESSAGES.linkInvalid);
  }),
  'still-right-link': openGate(['token'], ({ db, clock, linkSecret }, { params }) =>
    authorizeStillRightLink(db, linkSecret, params.token, clock.now(), 'message.confirm'),
  ),
  'gentle-link': openGate(['token'], ({ db, clock, linkSecret }, { params }) =>
    authorizeGentleLink(db, linkSecret, params.token, clock.now(), 'message.pace'),
  ),
};
