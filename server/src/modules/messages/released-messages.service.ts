/**
 * Messages an owner designated for their legacy contacts, read after the release
 * (docs/product/legacy-release.md "What a release gives"; docs/decisions/009-legacy-release.md
 * "What contacts receive"): the letter opened, the recording served like a recipient's, nothing
 * else of the owner's. The legacy-grant gate finds what the release granted the contact;
 * message.policy's `checkReleasedMessage` decides whether the message is among it.
 */
import type { LegacyRelease } from '../../policies/legacy.policy';
import { checkReleasedMessage } from '../../policies/message.policy';
import { withOpenedLetter } from './messages.letters';
import { findMessage, findOwner, listMedia } from './messages.repository';
import type { MessagesDependencies } from './messages.dependencies';

export const RELEASED_MESSAGE_NOT_FOUND = 'This message is not available to you.';

/**
 * The message `messageId` of the owner whose release granted `release` (the legacy-grant gate's),
 * with its recording and author; the letter is opened only for 'message.delivery.read' (its
 * recording's requests never open it).
 * @throws AppError 'not_found' for a message not designated for the contact, another owner's, or
 *   cancelled or deleted since
 */
export async function readReleasedMessage(
  deps: MessagesDependencies,
  release: LegacyRelease,
  messageId: string,
  action: 'message.delivery.read' | 'message.media.read',
) {
  const row = await findMessage(deps.db, messageId);
  checkReleasedMessage(release, row, action, RELEASED_MESSAGE_NOT_FOUND);
  const [author, [media]] = await Promise.all([
    findOwner(deps.db, release.ownerId),
    listMedia(deps.db, row.media_id ? [row.media_id] : []),
  ]);
  const message = action === 'message.delivery.read' ? await withOpenedLetter(deps.keyring, row) : row;
  return { message, media, authorName: author?.username ?? '' };
}
