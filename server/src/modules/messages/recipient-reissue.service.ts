/**
 * A new link for a recipient whose link the author withdrew (docs/product/messages-and-delivery.md
 * "Delivery to recipients"): the recipient's share link gets a new id and token (the old token then
 * matches nothing, so it stays dead), works again from now with its views counted afresh, and the
 * recipient gets the delivery e-mail with the new link through the outbox — all in one transaction.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import { enqueueEmails } from '../../mail/outbox.repository';
import { deliveryEmail, findDeliveryAuthor, recipientLink } from './messages.jobs';
import { findMessage, listListedRecipients, renewRecipientShareLink, type MessageRow } from './messages.repository';
import type { MessagesDependencies } from './messages.dependencies';
import { MESSAGE_ERRORS } from './messages.service';

export const REISSUE_ERRORS = {
  notDelivered: 'This message has not been delivered to them yet, so there is no link to issue again.',
} as const;

/**
 * Gives a delivered recipient's share link a new id and token, working from `at` with its views
 * counted afresh (the old token then matches nothing), and lifts a withdrawal of the recipient.
 * @returns the renewed link and its token, to e-mail
 * @throws AppError 'conflict' REISSUE_ERRORS.notDelivered when the recipient has no link
 */
export async function renewRecipientLink(
  trx: Transaction<Database>,
  deps: MessagesDependencies,
  message: MessageRow,
  recipientId: string,
  at: string,
) {
  const { link, token } = recipientLink(deps, message, recipientId, at);
  if (!(await renewRecipientShareLink(trx, recipientId, link))) {
    throw new AppError('conflict', REISSUE_ERRORS.notDelivered);
  }
  return { link, token };
}

/**
 * Issues `recipientId` of the author's delivered message `messageId` (its route's gate checked the
 * author) a new link and e-mails it to them.
 * Idempotent: when their link already works (a retry after success), nothing changes and nothing is sent.
 * @throws AppError 'not_found' (unknown message or recipient); 'conflict'
 *   REISSUE_ERRORS.notDelivered when the message or this recipient was never delivered
 */
export async function reissueRecipientLink(
  deps: MessagesDependencies,
  messageId: string,
  recipientId: string,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const message = await findMessage(trx, messageId);
    const recipient = (await listListedRecipients(trx, [messageId])).find((row) => row.id === recipientId);
    if (!message || !recipient) throw new AppError('not_found', MESSAGE_ERRORS.notFound);
    if (message.status !== 'delivered' || recipient.delivered_at === null) {
      throw new AppError('conflict', REISSUE_ERRORS.notDelivered);
    }
    if (recipient.revoked_at === null && recipient.link_revoked_at === null) return; // already working
    const now = deps.clock.now().toISOString();
    const { link, token } = await renewRecipientLink(trx, deps, message, recipientId, now);
    const delivery = { author: await findDeliveryAuthor(trx, message), recipient, token, at: now };
    await enqueueEmails(trx, [deliveryEmail(deps, message, `reissue-${link.id}`, delivery)]);
  });
}
