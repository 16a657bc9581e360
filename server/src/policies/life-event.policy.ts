/**
 * Who may do what with the life event a message waits for (docs/decisions/005-access-policy.md;
 * docs/decisions/009-legacy-release.md "Life events"), read from the database on every request:
 * - `life-event.read` and `life-event.report`: the message's author, or any member of their family
 *   circle (whatever their role) — the recipient too when they are in it. They learn the event's
 *   description and state, never the message.
 * - `life-event.confirm`: the author, or a circle member the author named as a confirmer.
 * - the veto is the author's alone (message.policy's `message.change`).
 * - E-mailed links (life-event-links.ts) act only for their round and while their person still may;
 *   a "report" link names no round and works for a named confirmer, or for a recipient of the
 *   message (not withdrawn, by e-mail address) while the owner asked us to tell the recipients.
 * Denied reads throw AppError 'not_found'.
 */
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { Database } from '../db/tables';
import { AppError } from '../lib/app-error';
import { LIFE_EVENT_MESSAGES } from '@heirloom/common/contracts/life-events';
import { openGate, signedInGate } from './access-gate';
import { findCircleStanding, type CircleStanding } from './circle.policy';
import { verifyLifeEventLink, type LifeEventLinkClaims } from './life-event-links';

export type LifeEventAction = 'life-event.read' | 'life-event.report' | 'life-event.confirm';

/**
 * The life events `userId` may read (`life-event.read`), as a condition on `life_events`: their own,
 * and those of every owner whose family circle they are in, whatever their role (the list's scope).
 */
export const lifeEventsVisibleTo =
  (userId: string) =>
  (eb: ExpressionBuilder<Database, 'life_events'>): Expression<SqlBool> =>
    eb.or([
      eb('life_events.owner_id', '=', userId),
      eb(
        'life_events.owner_id',
        'in',
        eb
          .selectFrom('circle_members')
          .select('circle_members.owner_id')
          .where('circle_members.member_id', '=', userId),
      ),
    ]);

/** Whether `userId` was named a confirmer of the message's event. */
async function isNamedConfirmer(db: Kysely<Database>, userId: string, messageId: string): Promise<boolean> {
  const row = await db
    .selectFrom('life_event_confirmers')
    .select('user_id')
    .where('message_id', '=', messageId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether `email` is a recipient of the message the owner has not withdrawn (addresses compared without case). */
async function isRecipient(db: Kysely<Database>, messageId: string, email: string): Promise<boolean> {
  const rows = await db
    .selectFrom('message_recipients')
    .select('email')
    .where('message_id', '=', messageId)
    .where('revoked_at', 'is', null)
    .execute();
  return rows.some((row) => row.email.toLowerCase() === email.toLowerCase());
}

/** Who acts on the life event of one message, as the policy allowed them. */
export interface LifeEventAccess {
  messageId: string;
  userId: string;
  ownerId: string;
  /** The user's standing in the owner's circle ('owner' for the owner). */
  standing: Exclude<CircleStanding, null>;
}

/**
 * Checks `action` on the life event of message `messageId` for `userId`.
 * @returns who acts, on which event, and their standing in the owner's circle
 * @throws AppError 'not_found' with `deniedMessage` when the message has no life event or the rules say no
 */
export async function authorizeLifeEvent(
  db: Kysely<Database>,
  userId: string,
  messageId: string,
  action: LifeEventAction,
  deniedMessage: string,
): Promise<LifeEventAccess> {
  const event = await db
    .selectFrom('life_events')
    .select('owner_id')
    .where('message_id', '=', messageId)
    .executeTakeFirst();
  if (!event) throw new AppError('not_found', deniedMessage);
  const standing = await findCircleStanding(db, userId, event.owner_id);
  if (!standing) throw new AppError('not_found', deniedMessage);
  if (action === 'life-event.confirm' && standing !== 'owner' && !(await isNamedConfirmer(db, userId, messageId)))
    throw new AppError('not_found', deniedMessage);
  return { messageId, userId, ownerId: event.owner_id, standing };
}

/**
 * The claims of an e-mailed life-event link that may still act: signed by us, not expired, of the
 * event's current round, and its person still allowed ("confirm": a confirmer in the circle;
 * "veto": the author).
 * @throws AppError 'not_found' with `deniedMessage` otherwise
 */
export async function authorizeLifeEventLink(
  db: Kysely<Database>,
  secret: Uint8Array,
  token: string,
  now: Date,
  deniedMessage: string,
): Promise<LifeEventLinkClaims> {
  const claims = await verifyLifeEventLink(secret, token, now);
  if (!claims) throw new AppError('not_found', deniedMessage);
  const event = await db
    .selectFrom('life_events')
    .select(['owner_id', 'round', 'tells_recipients'])
    .where('message_id', '=', claims.messageId)
    .executeTakeFirst();
  if (!event) throw new AppError('not_found', deniedMessage);
  if (claims.action === 'report') {
    if (claims.userId !== null)
      await authorizeLifeEvent(db, claims.userId, claims.messageId, 'life-event.confirm', deniedMessage);
    else if (event.tells_recipients !== 1 || !(await isRecipient(db, claims.messageId, claims.email!)))
      throw new AppError('not_found', deniedMessage);
    return claims;
  }
  if (event.round !== claims.round) throw new AppError('not_found', deniedMessage);
  if (claims.action === 'veto') {
    if (claims.userId !== event.owner_id) throw new AppError('not_found', deniedMessage);
  } else {
    await authorizeLifeEvent(db, claims.userId, claims.messageId, 'life-event.confirm', deniedMessage);
  }
  return claims;
}

const lifeEventGate = (action: LifeEventAction) =>
  signedInGate(['id'], ({ db }, { user, params }) =>
    authorizeLifeEvent(db, user.id, params.id, action, LIFE_EVENT_MESSAGES.notFound),
  );

/**
 * The gates of the life-event kinds of access (access-gate.ts): each hands its route the caller's
 * LifeEventAccess to the life event of message `:id`. `life-event.read` also admits reporting
 * (the policy gives reading and reporting the same rule).
 */
export const lifeEventGates = {
  'life-event.read': lifeEventGate('life-event.read'),
  'life-event.confirm': lifeEventGate('life-event.confirm'),
  /** The claims of the working e-mailed link `:token` (authorizeLifeEventLink). */
  'life-event-link': openGate(['token'], ({ db, linkSecret, clock }, { params }) =>
    authorizeLifeEventLink(db, linkSecret, params.token, clock.now(), LIFE_EVENT_MESSAGES.linkInvalid),
  ),
};
