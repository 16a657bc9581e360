/**
 * Messages an owner designated for their legacy contacts, read after the release (issue 11 item 3;
 * docs/decisions/009 "What contacts receive"): the letter opened, the recording served like a
 * recipient's, nothing else of the owner's. message.policy's `authorizeReleasedMessage` decides.
 */
import { AppError } from '../../lib/app-error';
import { authorizeReleasedMessage } from '../../policies/message.policy';
import { withOpenedLetter } from './messages.letters';
import { findMessage, findOwner, listMedia } from './messages.repository';
import type { MessagesDependencies } from './messages.service';

export const RELEASED_MESSAGE_NOT_FOUND = 'This message is not available to you.';

/**
 * A designated message of `ownerId` for the legacy contact `contactId`, with its recording and
 * author; the letter is opened only for 'message.delivery.read' (its recording's requests never open it).
 * @throws AppError 'not_found' before the release, for a message not designated, or another owner's
 */
export async function readReleasedMessage(
  deps: MessagesDependencies,
  contactId: string,
  ownerId: string,
  messageId: string,
  action: 'message.delivery.read' | 'message.media.read',
) {
  await authorizeReleasedMessage(deps.db, contactId, ownerId, messageId, action, RELEASED_MESSAGE_NOT_FOUND);
  const row = await findMessage(deps.db, messageId);
  if (!row) throw new AppError('not_found', RELEASED_MESSAGE_NOT_FOUND); // deleted meanwhile
  const [author, [media]] = await Promise.all([
    findOwner(deps.db, ownerId),
    listMedia(deps.db, row.media_id ? [row.media_id] : []),
  ]);
  const message = action === 'message.delivery.read' ? await withOpenedLetter(deps.keyring, row) : row;
  return { message, media, authorName: author?.username ?? '' };
}
