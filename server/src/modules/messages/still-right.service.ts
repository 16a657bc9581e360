/**
 * "Still right?" (docs/product/messages-and-delivery.md "Still right?";
 * docs/decisions/017-message-health.md "Amendment 2026-12-01: still right?"): once a year, and at the
 * first sign-in after a long absence, the owner of future messages gets one e-mail listing them with signed links; confirming records when each message
 * was last confirmed and nothing else — the schedule, its version and its step stay as they are. The
 * e-mail is queued with a deterministic id (`still-right:<owner id>:<yyyy-mm-dd>`) in the transaction
 * that records it was sent, so a repeated round or a crash-retry queues nothing twice. Essential
 * e-mail (it protects the delivery, like the refused-address notice): sent whatever the notification
 * switches say, never once the owner's legacy was released.
 */
import type { Transaction } from 'kysely';
import {
  STILL_RIGHT_MESSAGES,
  type StillRightLink,
  type StillRightResult,
} from '@heirloom/common/contracts/still-right';
import { isLongAbsence, isStillRightDue, stillRightDueBefore } from '@heirloom/common/domain/still-right';
import type { Database } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import { enqueueEmails, outboxEmail } from '../../mail/outbox.repository';
import { signStillRightLink, type StillRightClaims } from '../../policies/still-right-links';
import type { MessagesDependencies } from './messages.dependencies';
import { isOwnerActive } from './messages.legacy.repository';
import { findOwner, listRecipients, type MessageRow } from './messages.repository';
import { composeStillRightEmail } from './still-right.emails';
import {
  confirmFutureMessages,
  findStillRightSentAt,
  listFutureMessages,
  listOwnersDueStillRight,
  recordStillRightSent,
} from './still-right.repository';

type StillRightDependencies = Pick<MessagesDependencies, 'db' | 'clock' | 'email' | 'linkSecret'>;

/** The outbox id of the e-mail to `ownerId` written at `at` (ISO-8601): one a day at most. */
export const stillRightOutboxId = (ownerId: string, at: string) => `still-right:${ownerId}:${at.slice(0, 10)}`;

/** Dated deliveries first, soonest first; then life events and "after my death", oldest first. */
const byDelivery = (first: { deliver_at: string | null }, second: { deliver_at: string | null }) =>
  (first.deliver_at ?? '\uffff').localeCompare(second.deliver_at ?? '\uffff');

/**
 * Queues in `trx` the e-mail to `ownerId` at `now` and records it was sent.
 * @returns false, queuing nothing, when the owner has no future message or their legacy was released
 */
async function queueStillRightEmail(
  deps: StillRightDependencies,
  trx: Transaction<Database>,
  ownerId: string,
  now: Date,
  occasion: 'yearly' | 'return',
): Promise<boolean> {
  const owner = await findOwner(trx, ownerId);
  if (!owner || !(await isOwnerActive(trx, ownerId))) return false;
  const messages = (await listFutureMessages(trx, ownerId)).sort(byDelivery);
  if (messages.length === 0) return false;
  const recipients = (
    await listRecipients(
      trx,
      messages.map((message) => message.id),
    )
  ).filter((recipient) => !recipient.revoked_at);
  const link = async (messageId: string | null) =>
    `${deps.email.publicUrl}/legacy-messages?confirm=${await signStillRightLink(deps.linkSecret, { ownerId, messageId }, now)}`;
  const listed = [];
  for (const message of messages) {
    listed.push({
      title: message.title,
      deliveryKind: message.delivery_kind,
      deliverAt: message.deliver_at,
      timeZone: message.time_zone,
      lifeEventLabel: message.lifeEventLabel,
      recipients: recipients.filter((recipient) => recipient.message_id === message.id),
      confirmUrl: await link(message.id),
      changeUrl: `${deps.email.publicUrl}/schedule-message?edit=${message.id}`,
    });
  }
  const at = now.toISOString();
  const content = composeStillRightEmail(deps.email, {
    ownerName: owner.username,
    occasion,
    messages: listed,
    confirmAllUrl: await link(null),
  });
  await enqueueEmails(trx, [
    outboxEmail({
      id: stillRightOutboxId(ownerId, at),
      kind: 'still-right',
      to: { email: owner.email, name: owner.username },
      content,
      at,
    }),
  ]);
  await recordStillRightSent(trx, ownerId, at);
  return true;
}

/**
 * The yearly round: e-mails every owner due (no e-mail in the last STILL_RIGHT_INTERVAL_MONTHS,
 * counted from their first future message when none was sent), `batchSize` owners per query, one
 * transaction each.
 * @returns how many e-mails it queued
 */
export async function runStillRightRound(deps: StillRightDependencies, batchSize = 100): Promise<number> {
  let queued = 0;
  for (;;) {
    const now = deps.clock.now();
    const owners = await listOwnersDueStillRight(deps.db, { dueBefore: stillRightDueBefore(now), limit: batchSize });
    let queuedNow = 0;
    for (const ownerId of owners) {
      const isQueued = await deps.db.transaction().execute(async (trx) => {
        // Another instance may have e-mailed them since the list was read.
        const sentAt = await findStillRightSentAt(trx, ownerId);
        if (sentAt && !isStillRightDue(sentAt, now)) return false;
        return queueStillRightEmail(deps, trx, ownerId, now, 'yearly');
      });
      if (isQueued) queuedNow += 1;
    }
    queued += queuedNow;
    if (owners.length < batchSize || queuedNow === 0) return queued;
  }
}

/**
 * At a sign-in (auth's `onSignedIn`, in its transaction `trx`): when the previous sign-in was more
 * than LONG_ABSENCE_MONTHS before, queues the e-mail at once rather than at the yearly round.
 */
export async function sendStillRightAfterAbsence(
  deps: StillRightDependencies,
  trx: Transaction<Database>,
  signIn: { userId: string; previousSignInAt: string | null; at: string },
): Promise<void> {
  const now = new Date(signIn.at);
  if (!isLongAbsence(signIn.previousSignInAt, now)) return;
  await queueStillRightEmail(deps, trx, signIn.userId, now, 'return');
}

/**
 * Confirms that the author's `message` (its route's gate checked the author) is still right.
 * @throws AppError 'conflict' when it is no longer waiting to be delivered (delivered or cancelled)
 */
export async function confirmMessageStillRight(
  deps: Pick<MessagesDependencies, 'db' | 'clock'>,
  message: MessageRow,
): Promise<void> {
  const count = await confirmFutureMessages(
    deps.db,
    message.owner_id,
    { messageId: message.id },
    deps.clock.now().toISOString(),
  );
  if (count === 0) throw new AppError('conflict', STILL_RIGHT_MESSAGES.nothingToConfirm);
}

const resultOf = (count: number, scope: 'all' | 'one'): StillRightResult => ({
  message:
    count === 0
      ? STILL_RIGHT_MESSAGES.nothingToConfirm
      : scope === 'one'
        ? STILL_RIGHT_MESSAGES.confirmedOne
        : STILL_RIGHT_MESSAGES.confirmedAll,
  confirmedCount: count,
});

/** Confirms that all the signed-in owner's future messages are still right. */
export async function confirmAllStillRight(
  deps: Pick<MessagesDependencies, 'db' | 'clock'>,
  ownerId: string,
): Promise<StillRightResult> {
  return resultOf(await confirmFutureMessages(deps.db, ownerId, {}, deps.clock.now().toISOString()), 'all');
}

/** The messages a link's `claims` (the gate checked them) name: the one, or all the e-mail listed that are still future. */
const whichOf = (claims: StillRightClaims) =>
  claims.messageId ? { messageId: claims.messageId } : { createdBefore: claims.issuedAt };

/** What a "Still right?" link confirms now; opening it changes nothing (mail scanners open links too). */
export async function describeStillRightLink(
  deps: Pick<MessagesDependencies, 'db'>,
  claims: StillRightClaims,
): Promise<StillRightLink> {
  const which = whichOf(claims);
  const messages = (await listFutureMessages(deps.db, claims.ownerId)).filter((message) =>
    which.messageId ? message.id === which.messageId : message.created_at <= which.createdBefore!,
  );
  return {
    scope: claims.messageId ? 'one' : 'all',
    messages: messages.map((message) => ({ id: message.id, title: message.title })),
  };
}

/**
 * Carries out a "Still right?" link (no session needed): confirms the messages it names that are
 * still future. Twice is harmless: the second click confirms them again.
 */
export async function answerStillRightLink(
  deps: Pick<MessagesDependencies, 'db' | 'clock'>,
  claims: StillRightClaims,
): Promise<StillRightResult> {
  const count = await confirmFutureMessages(deps.db, claims.ownerId, whichOf(claims), deps.clock.now().toISOString());
  return resultOf(count, claims.messageId ? 'one' : 'all');
}
