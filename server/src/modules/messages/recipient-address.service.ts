/**
 * Correcting a recipient's address, the message health check's fix for an address that refused
 * e-mail (docs/decisions/017-message-health.md). The delivery is not decided again: a scheduled
 * message keeps its schedule, its version and its protection e-mails, and is delivered to the new
 * address when its day comes; a delivered message whose delivery e-mail to the old address was
 * refused for good is sent once to the new one, with a new link (the old one left with an e-mail
 * nobody received), in the same transaction. The re-sent e-mail's id names the recipient and the
 * new address, so a retried request or a second correction to the same address sends nothing more.
 */
import { createHash } from 'node:crypto';
import { MESSAGE_HEALTH_MESSAGES } from '@heirloom/common/contracts/message-health';
import { AppError } from '../../lib/app-error';
import { enqueueEmails } from '../../mail/outbox.repository';
import { findDeliveryState } from './message-health.repository';
import { deliveryEmail, findDeliveryAuthor } from './messages.jobs';
import { changeRecipientEmailIf, findMessage, listListedRecipients, type MessageRow } from './messages.repository';
import type { MessagesDependencies } from './messages.dependencies';
import { MESSAGE_ERRORS } from './messages.service';
import { renewRecipientLink } from './recipient-reissue.service';

/** The outbox id of a delivery sent again to a corrected address. */
const redeliveryId = (message: MessageRow, recipientId: string, address: string) =>
  `${message.id}.redelivery.${recipientId}.${createHash('sha256').update(address).digest('hex').slice(0, 16)}`;

/**
 * Sets recipient `recipientId` of the author's message (its route's gate checked the author) to
 * `email` (lower-cased by the contract). Idempotent: the address it already has changes nothing.
 * @throws AppError 'not_found' for an unknown recipient; 'conflict' MESSAGE_HEALTH_MESSAGES.notActive
 *   for a cancelled message, .notCorrectable for a delivered one whose delivery to that recipient
 *   was not refused; 'conflict' when the recipient changed meanwhile (try again)
 */
export async function correctRecipientAddress(
  deps: MessagesDependencies,
  messageId: string,
  recipientId: string,
  email: string,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    // Locked on PostgreSQL, so a delivery tick takes the message either before or after the correction.
    const message = await findMessage(trx, messageId, deps.dialect === 'postgres');
    const recipient = (await listListedRecipients(trx, [messageId])).find((row) => row.id === recipientId);
    if (!message || !recipient) throw new AppError('not_found', MESSAGE_ERRORS.notFound);
    if (recipient.email === email) return;
    if (message.status === 'cancelled') throw new AppError('conflict', MESSAGE_HEALTH_MESSAGES.notActive);
    const isRedelivery = message.status === 'delivered';
    if (isRedelivery && (await findDeliveryState(trx, message.id, recipient.email)) !== 'refused') {
      throw new AppError('conflict', MESSAGE_HEALTH_MESSAGES.notCorrectable);
    }
    if (!(await changeRecipientEmailIf(trx, recipientId, recipient.email, email))) {
      throw new AppError('conflict', MESSAGE_ERRORS.changedMeanwhile);
    }
    if (!isRedelivery) return;
    const now = deps.clock.now().toISOString();
    const { token } = await renewRecipientLink(trx, deps, message, recipientId, now);
    const author = await findDeliveryAuthor(trx, message);
    const delivery = { author, recipient: { ...recipient, email }, token, at: now };
    await enqueueEmails(trx, [deliveryEmail(deps, message, redeliveryId(message, recipientId, email), delivery)]);
  });
}
