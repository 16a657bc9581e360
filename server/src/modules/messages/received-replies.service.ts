/**
 * Replies as their readers read them (docs/product/messages-and-delivery.md "Replies"): the author,
 * every reply to their own messages; after the release, the legacy contacts, the replies kept for
 * the family. Letters are opened with the author's key; a voice note is served like any recording,
 * the copy phones play once made. Who may read which reply is message.policy's.
 */
import { REPLY_MESSAGES } from '@heirloom/common/contracts/message-replies';
import type { LegacyRelease } from '../../policies/legacy.policy';
import { checkFamilyReply, checkReceivedReply } from '../../policies/message.policy';
import { findReply, listFamilyReplies, listReceivedReplies, type ReplyWithContext } from './message-replies.repository';
import type { MessagesDependencies } from './messages.dependencies';
import { withOpenedLetter } from './messages.letters';
import { listMedia, type MessageRow } from './messages.repository';
import { AppError } from '../../lib/app-error';

const openAll = (deps: MessagesDependencies, rows: ReplyWithContext[]) =>
  Promise.all(rows.map((row) => withOpenedLetter(deps.keyring, row)));

/** Every reply to the messages `userId` wrote, newest first, letters opened. */
export async function listRepliesReceivedBy(deps: MessagesDependencies, userId: string) {
  return openAll(deps, await listReceivedReplies(deps.db, userId));
}

/** The replies kept for the family of the owner whose release granted `release`, newest first, letters opened. */
export async function listRepliesKeptFor(deps: MessagesDependencies, release: LegacyRelease) {
  return openAll(deps, await listFamilyReplies(deps.db, release.ownerId));
}

/** The recording of a voice reply, or 404 for a letter. */
async function recordingOf(deps: MessagesDependencies, mediaId: string | null) {
  const [media] = await listMedia(deps.db, mediaId ? [mediaId] : []);
  if (!media) throw new AppError('not_found', REPLY_MESSAGES.notFound);
  return media;
}

/**
 * The voice note of reply `replyId` to the author's `message` (as the `message` gate read it).
 * @throws AppError 'not_found' (another message's reply, a letter, or gone)
 */
export async function readReceivedReplyRecording(deps: MessagesDependencies, message: MessageRow, replyId: string) {
  const reply = await findReply(deps.db, replyId);
  checkReceivedReply(message, reply, REPLY_MESSAGES.notFound);
  return recordingOf(deps, reply.media_id);
}

/**
 * The voice note of reply `replyId`, kept for the family of the owner whose release granted `release`.
 * @throws AppError 'not_found' (not kept for that family, a letter, or gone)
 */
export async function readFamilyReplyRecording(deps: MessagesDependencies, release: LegacyRelease, replyId: string) {
  const reply = await findReply(deps.db, replyId);
  checkFamilyReply(release, reply, REPLY_MESSAGES.notFound);
  return recordingOf(deps, reply.media_id);
}
