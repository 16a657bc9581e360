/**
 * The album of replies (docs/product/messages-and-delivery.md "Replies"; docs/decisions/018-replies.md
 * "Amendment 2026-12-01: the album of replies"). A reply kept for the family (it arrived after the
 * author's legacy was released) becomes, once its withdrawal window is over, an item of the
 * author's vault in their album REPLIES_ALBUM_NAME, which every legacy contact who accepted is
 * granted like an album the author chose. The `reply.album` job does it, queued with the reply
 * (id `reply.album:<reply id>`, due when the window closes; a withdrawal deletes it):
 * - a voice note: a copy of its recording, ingested again as the vault's own file (collection
 *   'voice', kind 'audio'), with its transcript and `vault.transcribe` job;
 * - a letter: its PDF (letter.pdf.ts), ingested like any uploaded PDF, in the collection 'vault'.
 * Each file belongs to its own record: deleting the message (and the reply's recording) leaves the
 * vault's copy, and deleting the vault item leaves the reply. The reply, locked, names the item
 * (`vault_item_id`), so a second run adds nothing; a reply withdrawn, or deleted with its message or
 * account meanwhile, is left alone, and so is a reply the living author received.
 */
import { z } from 'zod';
import { REPLIES_ALBUM_NAME, REPLY_MESSAGES } from '@heirloom/common/contracts/message-replies';
import { formatDate } from '@heirloom/common/utils/format-date';
import { messageFileName } from '@heirloom/common/utils/message-file-name';
import { defineJob, jobOf, type JobContext } from '../../jobs/job-queue';
import { readDecryptedRange } from '../../storage/encrypted-blobs';
import { discardMediaBlobs, ingestContent, type IngestedMedia } from '../../storage/media-ingest';
import { originalLayoutOf } from '../../storage/media-source';
import { keepInAlbum } from '../vault';
import { listLegacyContacts } from './fallback-courier.repository';
import { renderLetterPdf } from './letter.pdf';
import { REPLY_KIND_WORDS } from './message-replies.emails';
import { findReply, lockReplyToKeep, markReplyKept, type ReplyRow } from './message-replies.repository';
import type { MessagesDependencies } from './messages.dependencies';
import { withOpenedLetter } from './messages.letters';
import { findDelivery, listMedia } from './messages.repository';

/** The job type; every job id of it is `reply.album:<reply id>`. */
export const REPLY_ALBUM_JOB_TYPE = 'reply.album';

/** The job that keeps reply `replyId` in the album of replies, due at `runAt` (when it can no longer be withdrawn). */
export const replyAlbumJobOf = (replyId: string, runAt: Date) =>
  jobOf({ type: REPLY_ALBUM_JOB_TYPE }, replyId, { replyId }, runAt);

/** The id `replyAlbumJobOf` gives reply `replyId`'s job (`<type>:<key>`, docs/decisions/004-one-job-queue.md). */
export const replyAlbumJobId = (replyId: string) => `${REPLY_ALBUM_JOB_TYPE}:${replyId}`;

type Delivery = NonNullable<Awaited<ReturnType<typeof findDelivery>>>;

/**
 * The reply's file for the vault, stored encrypted to the author's key: a copy of the voice note's
 * recording, or the letter as a PDF on A4 (the delivered letter's default paper).
 * @throws Error when the recording is gone or the author's key is (the account deleted meanwhile)
 */
async function storeReplyFile(
  deps: MessagesDependencies,
  reply: ReplyRow,
  { message, recipient, authorName }: Delivery,
  title: string,
): Promise<IngestedMedia> {
  const rules = {
    unsupportedMessage: REPLY_MESSAGES.unsupported,
    unreadableMessage: REPLY_MESSAGES.unreadable,
  };
  /** The file name every download of a message's content takes, here with the reply's title and day. */
  const nameFor = (contentType: string) =>
    messageFileName(
      { title, deliverAt: null, deliveredAt: null, createdAt: reply.created_at, timeZone: message.time_zone },
      contentType,
    );
  if (reply.kind === 'voice') {
    const [recording] = await listMedia(deps.db, reply.media_id ? [reply.media_id] : []);
    if (!recording) throw new Error(`the recording of reply ${reply.id} is gone`);
    const identity = await deps.keyring.identityFor(recording.owner_id);
    return ingestContent(deps, {
      ...rules,
      ownerId: reply.owner_id,
      content: readDecryptedRange(deps.blobStore, originalLayoutOf(recording), identity),
      originalName: nameFor(recording.content_type),
      allowedKinds: ['audio'],
    });
  }
  const { letter_text: letterText } = await withOpenedLetter(deps.keyring, reply);
  // The reply's writer is the message's recipient; it is written for the author, by the name they know.
  const pdf = await renderLetterPdf(
    {
      title,
      authorName: recipient.name,
      recipientName: authorName,
      writtenOn: formatDate(reply.created_at, 'day', { timeZone: message.time_zone }),
      letterText: letterText ?? '',
      productName: deps.email.productName,
    },
    'a4',
  );
  return ingestContent(deps, {
    ...rules,
    ownerId: reply.owner_id,
    content: pdf,
    originalName: nameFor('application/pdf'),
    allowedKinds: ['document'],
  });
}

/**
 * Keeps reply `replyId` in its author's album of replies, if it is a reply kept for the family not
 * kept yet: stores its file, then in one transaction (the reply locked) adds the item to the album,
 * found or made, marks the reply kept and grants the album to every legacy contact who accepted.
 * Anything else (withdrawn, deleted, kept already, received by the living author) changes nothing.
 * The stored file is removed when the reply turns out gone or kept meanwhile, or anything fails.
 * @param holdLease the job's lease, renewed right before the writes (a job taken over writes nothing)
 * @throws whatever storing or writing throws (the job retries)
 */
export async function keepReplyInAlbum(
  deps: MessagesDependencies,
  replyId: string,
  holdLease: JobContext['holdLease'],
): Promise<void> {
  const reply = await findReply(deps.db, replyId);
  if (!reply || reply.is_for_family !== 1 || reply.vault_item_id !== null) return;
  const delivery = await findDelivery(deps.db, reply.recipient_id);
  if (!delivery) return;
  const recipientName = delivery.recipient.name;
  const title = `${recipientName}'s reply to “${delivery.message.title}”`;
  const { media, kind } = await storeReplyFile(deps, reply, delivery, title);
  try {
    await holdLease();
    const isKept = await deps.db.transaction().execute(async (trx) => {
      if (!(await lockReplyToKeep(trx, reply.id, deps.dialect))) return false;
      const now = deps.clock.now().toISOString();
      const { itemId, albumId } = await keepInAlbum(trx, {
        ownerId: reply.owner_id,
        albumName: REPLIES_ALBUM_NAME,
        media,
        collection: reply.kind === 'voice' ? 'voice' : 'vault',
        kind,
        title,
        description: `${recipientName} answered “${delivery.message.title}” with ${REPLY_KIND_WORDS[reply.kind]}.`,
        takenAt: reply.created_at,
        canTranscribe: deps.transcriber !== null,
        now,
      });
      await markReplyKept(trx, reply.id, itemId);
      const contacts = await listLegacyContacts(trx, reply.owner_id);
      await deps.grantAlbum(trx, {
        ownerId: reply.owner_id,
        contactIds: contacts.map((contact) => contact.userId),
        albumId,
        at: now,
      });
      return true;
    });
    if (!isKept) await discardMediaBlobs(deps.blobStore, media);
  } catch (error) {
    await discardMediaBlobs(deps.blobStore, media);
    throw error;
  }
}

/** How long one run may hold a job (a copy of at most 20 MB, or a few pages of PDF), ms. */
const REPLY_ALBUM_LEASE_MS = 5 * 60 * 1000;

/** The `reply.album` job: keepReplyInAlbum for its reply; retried after 5 minutes, then an hour. */
export function createReplyAlbumJob(deps: MessagesDependencies) {
  return defineJob({
    type: REPLY_ALBUM_JOB_TYPE,
    payload: z.object({ replyId: z.string() }),
    leaseMs: REPLY_ALBUM_LEASE_MS,
    maxAttempts: 3,
    retryDelaysMs: [5 * 60 * 1000, 60 * 60 * 1000],
    run: async ({ replyId }, context) => {
      await keepReplyInAlbum(deps, replyId, context.holdLease);
    },
  });
}
