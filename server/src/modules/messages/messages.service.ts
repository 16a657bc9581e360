/**
 * Future messages (docs/product/messages-and-delivery.md): compose, schedule, change, postpone,
 * cancel and delete ("Changing a message"); answer delivery-protection links; open a delivered
 * message by its recipient's link (a share link of kind "message"). Every call on a named message
 * takes what its route's access gate authorised (the message, or the link's claims:
 * policies/message.policy.ts), then reads and writes by id.
 */
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { DateTime, IANAZone } from 'luxon';
import { MESSAGE_MESSAGES, type ParsedMessageInput } from '@heirloom/common/contracts/messages';
import type { Database } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import { discardMediaBlobs } from '../../storage/media-ingest';
import type { RecipientLinkAccess } from '../../policies/message.policy';
import type { ProtectionAction, ProtectionClaims } from '../../policies/protection-links';
import { recordShareLinkView } from '../../policies/share-link.policy';
import type { MessagesDependencies } from './messages.dependencies';
import { checkFallback } from './fallback-courier.service';
import { sealLetter, withOpenedLetter } from './messages.letters';
import { armedSchedule, unarmedSchedule } from './messages.schedule';
import type { ParsedLifeEvent } from './life-event-port';
import { noticeFirstOpen } from './messages.opened';
import { keepTranscriptWithRecording } from './message-transcripts.service';
import { deleteMediaRows, listReplyMediaIds } from './message-replies.repository';
import {
  deleteMediaIfUnused,
  deleteMessage,
  deletePendingProtectionEmails,
  findDelivery,
  findMessage,
  insertMessage,
  revokeRecipient,
  updateMessageIf,
  updateMessageWithRecipientsIf,
  type ExpectedMessageState,
  type MessageRow,
  type RecipientRow,
} from './messages.repository';

export const MESSAGE_ERRORS = {
  notFound: MESSAGE_MESSAGES.notFound,
  notEditable: 'This message was already delivered or cancelled, so it can no longer be changed.',
  notScheduled: 'Only a message scheduled for a date can be postponed.',
  changedMeanwhile:
    'This message was changed somewhere else a moment ago. Reload the page to see the latest version, then try again.',
  mediaNotFound: MESSAGE_MESSAGES.mediaNotFound,
  linkInvalid: MESSAGE_MESSAGES.linkInvalid,
  linkOutdated:
    'This link belongs to an earlier plan: the message was changed, postponed, cancelled or already delivered since.',
  deliveryNotFound: MESSAGE_MESSAGES.deliveryNotFound,
  noLetter: 'This message is a recording: it has no letter to print.',
} as const;

/** A message's input as its route's schema parsed it (occasion and time zone filled in). */
type NormalizedInput = ParsedMessageInput;

/** The life event a message of that delivery kind waits for, as parsed. */
const lifeEventOf = (input: NormalizedInput) =>
  input.deliveryKind === 'life_event' && input.lifeEvent ? (input.lifeEvent as ParsedLifeEvent) : undefined;

/**
 * Writes (or removes) the life event of a message saved at `now`, in the caller's transaction,
 * through the life-events module (deps.lifeEvents).
 * @param confirmerIds as its checkConfirmers gave them
 */
async function saveLifeEvent(
  trx: Transaction<Database>,
  deps: MessagesDependencies,
  message: { id: string; ownerId: string; round: number },
  input: NormalizedInput,
  confirmerIds: string[],
  now: Date,
) {
  const saved = { ...message, isScheduled: input.intent === 'schedule', recipients: input.recipients };
  await deps.lifeEvents.save(trx, saved, lifeEventOf(input), confirmerIds, now);
}

function scheduleFields(deps: MessagesDependencies, input: NormalizedInput, now: Date, version: number) {
  if (input.intent === 'draft') {
    return {
      status: 'draft' as const,
      deliver_at: input.deliverAt ? new Date(input.deliverAt).toISOString() : null,
      pending_step: null,
      next_step_at: null,
      schedule_version: version,
    };
  }
  if (input.deliveryKind === 'after_death') {
    // Scheduled with no date: only the release of the owner's legacy plan arms it (docs/decisions/009).
    return unarmedSchedule(version);
  }
  if (input.deliveryKind === 'life_event')
    return deps.lifeEvents.schedule(lifeEventOf(input)!, input.timeZone, now, version);
  const deliverAt = new Date(input.deliverAt!);
  if (deliverAt.getTime() <= now.getTime()) throw new AppError('invalid', MESSAGE_MESSAGES.deliverAtInPast);
  return armedSchedule(deliverAt, now, version);
}

const recipientRows = (messageId: string, input: NormalizedInput): RecipientRow[] =>
  input.recipients.map((recipient, position) => ({
    id: randomUUID(),
    message_id: messageId,
    position,
    name: recipient.name,
    email: recipient.email,
    relationship: recipient.relationship,
    author_name: recipient.authorName,
    revoked_at: null,
    delivered_at: null,
    held_at: null,
    opened_at: null,
    courier_for: null,
    courier_reason: null,
  }));

/** The recording a message's input names (the route's `media` reference admitted it); none for a letter. */
const mediaOf = (input: NormalizedInput) => (input.kind === 'letter' ? null : (input.mediaId ?? null));

/**
 * Saves a new message as a draft or scheduled; a voice or video message's recording is queued for
 * its transcript (message-transcripts.service.ts).
 * @throws AppError 'invalid' for a delivery time not in the future or a fallback courier not in the
 *   owner's circle, 'not_found' for media not the owner's
 */
export async function createMessage(deps: MessagesDependencies, ownerId: string, input: NormalizedInput) {
  const now = deps.clock.now();
  const mediaId = mediaOf(input);
  const event = lifeEventOf(input);
  const confirmerIds = event ? await deps.lifeEvents.checkConfirmers(ownerId, event) : [];
  await checkFallback(deps, ownerId, input.fallback);
  const message: MessageRow = {
    id: randomUUID(),
    owner_id: ownerId,
    kind: input.kind,
    title: input.title,
    letter_text: await sealLetter(deps.keyring, ownerId, input.kind === 'letter' ? (input.letterText ?? '') : null),
    media_id: mediaId,
    occasion: input.occasion,
    confirmed_at: null,
    delivery_kind: input.deliveryKind ?? 'date',
    time_zone: input.timeZone,
    fallback_kind: input.fallback.kind,
    fallback_user_id: input.fallback.userId,
    may_announce: input.mayAnnounce ? 1 : 0,
    ...scheduleFields(deps, input, now, 1),
    last_step: null,
    last_step_at: null,
    delivered_at: null,
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
  };
  await deps.db.transaction().execute(async (trx) => {
    await insertMessage(trx, message, recipientRows(message.id, input));
    await keepTranscriptWithRecording(
      trx,
      deps,
      { id: message.id, kind: message.kind, mediaId, previousMediaId: null },
      message.created_at,
    );
    if (event) await saveLifeEvent(trx, deps, { id: message.id, ownerId, round: 1 }, input, confirmerIds, now);
  });
  return message.id;
}

/**
 * The message `messageId` as it stands now (after a change its route's gate authorised).
 * @throws AppError 'not_found' (deleted meanwhile)
 */
export async function reloadMessage(deps: MessagesDependencies, messageId: string): Promise<MessageRow> {
  const message = await findMessage(deps.db, messageId);
  if (!message) throw new AppError('not_found', MESSAGE_ERRORS.notFound);
  return message;
}

/**
 * `message` when it may still change.
 * @throws AppError 'conflict' (delivered or cancelled)
 */
function requireEditable(message: MessageRow) {
  if (message.status === 'delivered' || message.status === 'cancelled') {
    throw new AppError('conflict', MESSAGE_ERRORS.notEditable);
  }
  return message;
}

const expectedStateOf = (message: MessageRow): ExpectedMessageState => ({
  status: message.status,
  scheduleVersion: message.schedule_version,
});

/** The answer to a write that lost a race: the message was delivered, cancelled, changed or deleted. */
async function conflictAfterRace(deps: MessagesDependencies, messageId: string): Promise<AppError> {
  const current = await findMessage(deps.db, messageId);
  if (!current) return new AppError('not_found', MESSAGE_ERRORS.notFound);
  if (current.status === 'delivered' || current.status === 'cancelled') {
    return new AppError('conflict', MESSAGE_ERRORS.notEditable);
  }
  return new AppError('conflict', MESSAGE_ERRORS.changedMeanwhile);
}

/** Deletes a recording, row and bytes, once no message uses it (a re-recorded or deleted message). */
async function discardMediaIfUnused(deps: MessagesDependencies, mediaId: string | null) {
  if (!mediaId) return;
  const media = await deleteMediaIfUnused(deps.db, mediaId);
  if (media) await discardMediaBlobs(deps.blobStore, media);
}

/**
 * Replaces the content and schedule of the author's draft or scheduled `message` (as the gate read
 * it); re-arms delivery protection; a changed recording gets a new transcript.
 * @throws AppError 'not_found' (a recording not the author's), 'conflict' (delivered, cancelled or
 *   changed meanwhile), 'invalid'
 */
export async function changeMessage(deps: MessagesDependencies, message: MessageRow, input: NormalizedInput) {
  requireEditable(message);
  const messageId = message.id;
  const now = deps.clock.now();
  const mediaId = mediaOf(input);
  const event = lifeEventOf(input);
  const confirmerIds = event ? await deps.lifeEvents.checkConfirmers(message.owner_id, event) : [];
  await checkFallback(deps, message.owner_id, input.fallback);
  // A changed message starts its event again in a new round: earlier reports, confirmations and links stop counting.
  const round = await deps.lifeEvents.nextRound(messageId);
  const letterText = await sealLetter(
    deps.keyring,
    message.owner_id,
    input.kind === 'letter' ? (input.letterText ?? '') : null,
  );
  const isWritten = await deps.db.transaction().execute(async (trx) => {
    const written = await updateMessageWithRecipientsIf(
      trx,
      messageId,
      expectedStateOf(message),
      {
        kind: input.kind,
        title: input.title,
        letter_text: letterText,
        media_id: mediaId,
        occasion: input.occasion,
        delivery_kind: input.deliveryKind ?? 'date',
        time_zone: input.timeZone,
        fallback_kind: input.fallback.kind,
        fallback_user_id: input.fallback.userId,
        may_announce: input.mayAnnounce ? 1 : 0,
        ...scheduleFields(deps, input, now, message.schedule_version + 1),
        updated_at: now.toISOString(),
      },
      recipientRows(messageId, input),
    );
    if (!written) return false;
    await keepTranscriptWithRecording(
      trx,
      deps,
      { id: messageId, kind: input.kind, mediaId, previousMediaId: message.media_id },
      now.toISOString(),
    );
    await deletePendingProtectionEmails(trx, messageId);
    await saveLifeEvent(trx, deps, { id: messageId, ownerId: message.owner_id, round }, input, confirmerIds, now);
    return true;
  });
  if (!isWritten) throw await conflictAfterRace(deps, messageId);
  if (message.media_id !== mediaId) await discardMediaIfUnused(deps, message.media_id);
}

/**
 * The instant `days` later than the message's delivery, at the same local time in the owner's
 * time zone (a week's postponement across a daylight-saving change stays at 9:00); from now when
 * that is already past.
 */
export function postponedDeliveryTime(message: Pick<MessageRow, 'deliver_at' | 'time_zone'>, days: number, now: Date) {
  const zone = IANAZone.isValidZone(message.time_zone) ? message.time_zone : 'UTC';
  const later = DateTime.fromISO(message.deliver_at!, { zone }).plus({ days });
  return later.toMillis() > now.getTime()
    ? later.toJSDate()
    : DateTime.fromJSDate(now, { zone }).plus({ days }).toJSDate();
}

async function postpone(deps: MessagesDependencies, message: MessageRow, days: number) {
  const now = deps.clock.now();
  const later = postponedDeliveryTime(message, days, now);
  const isWritten = await deps.db.transaction().execute(async (trx) => {
    const written = await updateMessageIf(trx, message.id, expectedStateOf(message), {
      ...armedSchedule(later, now, message.schedule_version + 1),
      updated_at: now.toISOString(),
    });
    if (written) await deletePendingProtectionEmails(trx, message.id);
    return written;
  });
  if (!isWritten) throw await conflictAfterRace(deps, message.id);
}

/**
 * Moves the author's scheduled `message`'s delivery `days` later and re-arms its protection.
 * @throws AppError 'conflict' (not scheduled, or changed meanwhile)
 */
export async function postponeMessage(deps: MessagesDependencies, message: MessageRow, days: number) {
  requireEditable(message);
  if (message.status !== 'scheduled' || message.delivery_kind !== 'date')
    throw new AppError('conflict', MESSAGE_ERRORS.notScheduled);
  await postpone(deps, message, days);
}

/**
 * Cancels the author's draft or scheduled `message`: nothing more is sent.
 * @throws AppError 'not_found' (deleted meanwhile), 'conflict' (delivered, cancelled, or changed meanwhile)
 */
export async function cancelMessage(deps: MessagesDependencies, message: MessageRow) {
  requireEditable(message);
  const messageId = message.id;
  const now = deps.clock.now().toISOString();
  const isWritten = await deps.db.transaction().execute(async (trx) => {
    const written = await updateMessageIf(trx, messageId, expectedStateOf(message), {
      status: 'cancelled',
      pending_step: null,
      next_step_at: null,
      updated_at: now,
    });
    if (written) await deletePendingProtectionEmails(trx, messageId);
    return written;
  });
  if (!isWritten) throw await conflictAfterRace(deps, messageId);
}

/** Deletes the author's `message`, whatever its state, with its recording, its recipients' links and their replies. */
export async function removeMessage(deps: MessagesDependencies, message: MessageRow) {
  // Its replies go with it (docs/product/messages-and-delivery.md "Replies"), their recordings too.
  const replyRecordings = await deps.db.transaction().execute(async (trx) => {
    const mediaIds = await listReplyMediaIds(trx, message.id);
    await deleteMessage(trx, message.id);
    return deleteMediaRows(trx, mediaIds);
  });
  await discardMediaIfUnused(deps, message.media_id);
  for (const media of replyRecordings) await discardMediaBlobs(deps.blobStore, media);
}

/**
 * Withdraws one recipient of the author's `message`: nothing is sent to them, or their link stops
 * working once delivered (on the sharing dashboard too).
 * @throws AppError 'not_found' (no such recipient of the message)
 */
export async function revokeRecipientLink(deps: MessagesDependencies, message: MessageRow, recipientId: string) {
  const at = deps.clock.now().toISOString();
  const isRevoked = await deps.db.transaction().execute((trx) => revokeRecipient(trx, message.id, recipientId, at));
  if (!isRevoked) throw new AppError('not_found', MESSAGE_ERRORS.notFound);
}

/**
 * What a delivery-protection link is about (its claims, as the protection-link gate checked them),
 * for the page that asks the owner to confirm: the claims and their message now.
 * @throws AppError 'not_found' (message deleted meanwhile)
 */
export async function describeProtectionLink(deps: MessagesDependencies, claims: ProtectionClaims) {
  const message = await findMessage(deps.db, claims.messageId);
  if (!message) throw new AppError('not_found', MESSAGE_ERRORS.linkInvalid);
  return { claims, message };
}

/**
 * Carries out a delivery-protection link whose `claims` the gate allowed `action` (no session
 * needed): "keep" confirms the plan (no check e-mail follows), "postpone" moves delivery `days`
 * later and re-arms the protection.
 * @throws AppError 'not_found' (message deleted), 'conflict' (the plan changed since)
 */
export async function respondToProtectionLink(
  deps: MessagesDependencies,
  claims: ProtectionClaims,
  action: Exclude<ProtectionAction, 'change'>,
  days: number,
) {
  const { message } = await describeProtectionLink(deps, claims);
  if (message.status !== 'scheduled' || message.schedule_version !== claims.version) {
    throw new AppError('conflict', MESSAGE_ERRORS.linkOutdated);
  }
  if (action === 'postpone') return postpone(deps, message, days);
  const now = deps.clock.now().toISOString();
  if (message.pending_step === 'delivery') return; // already kept: answering twice changes nothing
  const isWritten = await deps.db.transaction().execute(async (trx) => {
    const written = await updateMessageIf(trx, message.id, expectedStateOf(message), {
      pending_step: 'delivery',
      next_step_at: message.deliver_at,
      updated_at: now,
    });
    if (written) await deletePendingProtectionEmails(trx, message.id);
    return written;
  });
  if (!isWritten) throw new AppError('conflict', MESSAGE_ERRORS.linkOutdated);
}

/**
 * The delivered message behind a recipient's private link (a share link of kind "message", or one
 * e-mailed before; `access` as the recipient-link gate found it), with the link. Opening the
 * message counts a view on the sharing dashboard; its recording's requests do not.
 * @param action 'message.delivery.read' for the message (counted as a view), 'message.letter.read' for
 *   its letter alone (its PDF: the letter opened, no view counted), 'message.media.read' for its recording
 * @throws AppError 'not_found' for a message deleted since
 */
export async function openDelivery(
  deps: MessagesDependencies,
  access: RecipientLinkAccess,
  action: 'message.delivery.read' | 'message.letter.read' | 'message.media.read',
) {
  const now = deps.clock.now();
  const delivery = await findDelivery(deps.db, access.recipientId);
  if (!delivery) throw new AppError('not_found', MESSAGE_ERRORS.deliveryNotFound);
  if (action === 'message.delivery.read') await recordShareLinkView(deps.db, access.link.id, now.toISOString());
  if (action === 'message.delivery.read') await noticeFirstOpen(deps, delivery, now);
  // Only the message itself shows the letter; its recording's requests never open it.
  const message =
    action === 'message.media.read' ? delivery.message : await withOpenedLetter(deps.keyring, delivery.message);
  return { ...delivery, message, link: access.link };
}
