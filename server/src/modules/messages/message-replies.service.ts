/**
 * Replies to delivered messages (docs/product/messages-and-delivery.md "Replies";
 * docs/decisions/018-replies.md). A recipient answers through their private link — the
 * recipient-link gate authorised it — with a short letter, sealed to the author's key like a
 * message's letter, or a voice note, received and encrypted to the author's key exactly as a
 * message's recording (the media module's `receiveRecording`). The reply and its e-mails are
 * written in one transaction with the recording's row, so a refused or failed reply leaves nothing:
 * while the author lives (`isOwnerActive`) one e-mail to them, id `reply:<reply id>`; after the
 * release the reply is kept for the family, each accepted legacy contact gets one, id
 * `reply:<reply id>:<contact user id>`, and the `reply.album` job that puts it in the author's album
 * of replies is queued for the end of the withdrawal window (message-replies.album.ts). Withdrawing,
 * within REPLY_WITHDRAWAL_HOURS, deletes the reply, its recording, its e-mails not sent yet and
 * that job.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import {
  MAX_REPLIES_PER_DAY,
  MAX_REPLY_RECORDING_MB,
  REPLY_MESSAGES,
  REPLY_WITHDRAWAL_HOURS,
  type ReplyKind,
} from '@heirloom/common/contracts/message-replies';
import type { Database } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import { enqueueEmails, outboxEmail, withdrawPendingEmailsById } from '../../mail/outbox.repository';
import { checkSentReply, type RecipientLinkAccess } from '../../policies/message.policy';
import { deletePendingJobs, insertJobs } from '../../jobs/jobs.repository';
import { discardMediaBlobs } from '../../storage/media-ingest';
import { receiveRecording } from '../media';
import { listLegacyContacts } from './fallback-courier.repository';
import { replyAlbumJobId, replyAlbumJobOf } from './message-replies.album';
import { composeFamilyReplyEmail, composeReplyEmail } from './message-replies.emails';
import {
  deleteReplyIfWithdrawable,
  findReply,
  insertReply,
  listReplyEmailIds,
  listReplyTimesSince,
  listSentReplies,
  lockRecipient,
} from './message-replies.repository';
import type { MessagesDependencies } from './messages.dependencies';
import { sealLetter, withOpenedLetter } from './messages.letters';
import { isOwnerActive } from './messages.legacy.repository';
import { findDelivery, findOwner } from './messages.repository';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** How long a reply may be withdrawn, ms. */
export const REPLY_WITHDRAWAL_MS = REPLY_WITHDRAWAL_HOURS * HOUR_MS;

/** The largest voice reply now, MB: MAX_REPLY_RECORDING_MB, or the administrator's `maxFileSize` when smaller. */
export const replyRecordingLimitMb = (deps: Pick<MessagesDependencies, 'maxUploadMb'>) =>
  Math.min(deps.maxUploadMb(), MAX_REPLY_RECORDING_MB);

/**
 * Refuses a reply when `recipientId`'s link sent MAX_REPLIES_PER_DAY in the 24 hours before `now`.
 * @throws AppError 'too_many_requests' (429, REPLY_MESSAGES.tooMany) with the seconds until one more fits
 */
async function checkReplyRoom(db: Transaction<Database> | MessagesDependencies['db'], recipientId: string, now: Date) {
  const times = await listReplyTimesSince(db, recipientId, new Date(now.getTime() - DAY_MS).toISOString());
  if (times.length < MAX_REPLIES_PER_DAY) return;
  const freedAt = Date.parse(times[times.length - MAX_REPLIES_PER_DAY]!) + DAY_MS;
  throw new AppError(
    'too_many_requests',
    REPLY_MESSAGES.tooMany,
    Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000)),
  );
}

/**
 * Writes the reply `reply` of the link `access` and its e-mails, in `trx`: counted against the
 * daily limit under a lock on the recipient, kept for the family when the author's legacy was
 * released, and told to the author or to each legacy contact.
 * @throws AppError 'too_many_requests' (the daily limit), 'not_found' (message deleted meanwhile)
 */
async function recordReply(
  deps: MessagesDependencies,
  trx: Transaction<Database>,
  access: RecipientLinkAccess,
  reply: { id: string; kind: ReplyKind; letterText: string | null; mediaId: string | null },
  now: Date,
) {
  await lockRecipient(trx, access.recipientId, deps.dialect);
  await checkReplyRoom(trx, access.recipientId, now);
  const delivery = await findDelivery(trx, access.recipientId);
  if (!delivery) throw new AppError('not_found', REPLY_MESSAGES.notFound);
  const { message, recipient } = delivery;
  const isForFamily = !(await isOwnerActive(trx, message.owner_id));
  const at = now.toISOString();
  await insertReply(trx, {
    id: reply.id,
    message_id: message.id,
    recipient_id: recipient.id,
    owner_id: message.owner_id,
    kind: reply.kind,
    letter_text: reply.letterText,
    media_id: reply.mediaId,
    is_for_family: isForFamily ? 1 : 0,
    created_at: at,
  });
  // Kept for the family, it goes to the author's album of replies once it can no longer be withdrawn.
  if (isForFamily)
    await insertJobs(trx, [replyAlbumJobOf(reply.id, new Date(now.getTime() + REPLY_WITHDRAWAL_MS))], at);
  const owner = await findOwner(trx, message.owner_id);
  if (!owner) return;
  const about = { recipientName: recipient.name, title: message.title, kind: reply.kind };
  const emails = isForFamily
    ? (await listLegacyContacts(trx, owner.id)).map((contact) =>
        outboxEmail({
          id: `reply:${reply.id}:${contact.userId}`,
          messageId: message.id,
          kind: 'reply',
          to: { email: contact.email, name: contact.name },
          content: composeFamilyReplyEmail(deps.email, {
            ...about,
            ownerId: owner.id,
            ownerName: owner.username,
            contactName: contact.name,
          }),
          at,
        }),
      )
    : [
        outboxEmail({
          id: `reply:${reply.id}`,
          messageId: message.id,
          kind: 'reply',
          to: { email: owner.email, name: owner.username },
          content: composeReplyEmail(deps.email, { ...about, authorName: owner.username }),
          at,
        }),
      ];
  await enqueueEmails(trx, emails);
}

/**
 * Answers the message behind `access` with a letter of at most MAX_REPLY_LETTER_LENGTH characters
 * (the route's schema checked it), sealed to the author's key.
 * @returns the reply's id
 * @throws AppError 'too_many_requests' (429), 'not_found'
 */
export async function replyWithLetter(deps: MessagesDependencies, access: RecipientLinkAccess, text: string) {
  const now = deps.clock.now();
  const delivery = await findDelivery(deps.db, access.recipientId);
  if (!delivery) throw new AppError('not_found', REPLY_MESSAGES.notFound);
  const id = randomUUID();
  const letterText = await sealLetter(deps.keyring, delivery.message.owner_id, text);
  await deps.db
    .transaction()
    .execute((trx) => recordReply(deps, trx, access, { id, kind: 'letter', letterText, mediaId: null }, now));
  return id;
}

/**
 * Answers the message behind `access` with the voice note the multipart `request` carries: at most
 * `replyRecordingLimitMb` MB, sniffed as audio, stored encrypted to the author's key with its
 * reply in one transaction (nothing is kept when either is refused).
 * @returns the reply's id
 * @throws AppError 'too_many_requests' (429, checked before the upload and again with it), 'invalid'
 *   (no file, unreadable), 'too_large' (413), 'unsupported_media' (415), 'not_found'
 */
export async function replyWithVoice(deps: MessagesDependencies, access: RecipientLinkAccess, request: FastifyRequest) {
  const now = deps.clock.now();
  await checkReplyRoom(deps.db, access.recipientId, now);
  const delivery = await findDelivery(deps.db, access.recipientId);
  if (!delivery) throw new AppError('not_found', REPLY_MESSAGES.notFound);
  const id = randomUUID();
  await receiveRecording(
    request,
    { ...deps, maxUploadMb: () => replyRecordingLimitMb(deps) },
    delivery.message.owner_id,
    {
      messages: {
        noFile: REPLY_MESSAGES.recordingRequired,
        tooLarge: REPLY_MESSAGES.tooLarge,
        unsupported: REPLY_MESSAGES.unsupported,
        unreadable: REPLY_MESSAGES.unreadable,
      },
      recordWith: (trx, media) =>
        recordReply(deps, trx, access, { id, kind: 'voice', letterText: null, mediaId: media.id }, now),
    },
  );
  return id;
}

/** The replies the link `access` sent, newest first, each with its withdrawal deadline and whether it is still open. */
export async function listRepliesSentBy(deps: MessagesDependencies, access: RecipientLinkAccess) {
  const now = deps.clock.now().getTime();
  const rows = await listSentReplies(deps.db, access.recipientId);
  return Promise.all(
    rows.map(async (row) => {
      const withdrawableUntil = Date.parse(row.created_at) + REPLY_WITHDRAWAL_MS;
      return {
        ...(await withOpenedLetter(deps.keyring, row)),
        withdrawableUntil: new Date(withdrawableUntil).toISOString(),
        canWithdraw: now < withdrawableUntil,
      };
    }),
  );
}

/**
 * Withdraws the reply `replyId` the link `access` sent, within REPLY_WITHDRAWAL_HOURS of sending:
 * the reply, its recording (row and file), its e-mails not sent yet and its `reply.album` job are
 * deleted.
 * @throws AppError 'not_found' (another link's reply, or gone already), 'conflict' (409,
 *   REPLY_MESSAGES.tooLateToWithdraw) after the window
 */
export async function withdrawReply(deps: MessagesDependencies, access: RecipientLinkAccess, replyId: string) {
  const reply = await findReply(deps.db, replyId);
  checkSentReply(access, reply, REPLY_MESSAGES.notFound);
  const sentAfter = new Date(deps.clock.now().getTime() - REPLY_WITHDRAWAL_MS).toISOString();
  const deleted = await deps.db.transaction().execute(async (trx) => {
    const removed = await deleteReplyIfWithdrawable(trx, reply.id, sentAfter);
    if (removed) {
      await withdrawPendingEmailsById(trx, await listReplyEmailIds(trx, reply.id));
      await deletePendingJobs(trx, [replyAlbumJobId(reply.id)]);
    }
    return removed;
  });
  if (!deleted) {
    if (await findReply(deps.db, replyId)) throw new AppError('conflict', REPLY_MESSAGES.tooLateToWithdraw);
    throw new AppError('not_found', REPLY_MESSAGES.notFound);
  }
  if (deleted.media) await discardMediaBlobs(deps.blobStore, deleted.media);
}
