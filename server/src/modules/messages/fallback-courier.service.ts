/**
 * The fallback courier (docs/product/messages-and-delivery.md "The fallback courier";
 * docs/decisions/017-message-health.md): when the delivery e-mail of a message to a recipient is
 * refused for good (SMTP 5xx, RFC 5321 §4.2.1), the message goes to the courier the owner chose —
 * their legacy contacts by default, or one circle member — with a note saying for whom it was
 * meant and why it reached them. Delivery protection and the release still decide *when*: a
 * delivery e-mail exists only once the message is delivered. The courier changes only *to whom*,
 * once per recipient: decided in the transaction that gives the e-mail up (mail/outbox-sender.ts),
 * with a recipient row per courier (unique per refused recipient and address), a deterministic
 * outbox id and one line in the owner's audit log.
 */
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { MESSAGE_MESSAGES, type ParsedMessageInput } from '@heirloom/common/contracts/messages';
import { smtpReplyOf } from '@heirloom/common/domain/message-health';
import { joinNames } from '@heirloom/common/utils/join-names';
import type { Database } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import { enqueueEmails, outboxEmail, type EmailRefusal, type NewOutboxEmail } from '../../mail/outbox.repository';
import {
  findOutboxEmailSubject,
  hasCourier,
  insertCourier,
  isCircleMember,
  listCourierCandidates,
} from './fallback-courier.repository';
import { composeCourierEmail } from './messages.emails';
import { findDeliveryAuthor, recipientLink } from './messages.jobs';
import type { MessagesDependencies } from './messages.dependencies';
import { findMessage, listRecipients, markRecipientDelivered, type RecipientRow } from './messages.repository';

/**
 * Checks the courier a message's input names: a member must be in the owner's circle now.
 * @throws AppError 'invalid' MESSAGE_MESSAGES.fallbackMember for anyone else
 */
export async function checkFallback(
  deps: Pick<MessagesDependencies, 'db'>,
  ownerId: string,
  fallback: ParsedMessageInput['fallback'],
): Promise<void> {
  if (fallback.kind !== 'member') return;
  if (!fallback.userId || !(await isCircleMember(deps.db, ownerId, fallback.userId)))
    throw new AppError('invalid', MESSAGE_MESSAGES.fallbackMember);
}

/**
 * Hands the message of a delivery e-mail refused for good (`refusal`, in the transaction `trx` that
 * gives it up) to its couriers: each gets a recipient row carrying it for the refused recipient, a
 * private link and an e-mail (id `courier:<recipient id>:<courier user id>`), and the owner's audit
 * log gets one line (id `courier.<recipient id>`). Nothing happens for any other e-mail, for a
 * recipient who already has a courier, for a courier's own refused e-mail (a courier never hands
 * on), or when the owner chose nobody; a courier at the refused address itself is skipped.
 */
export async function sendToFallbackCourier(
  deps: MessagesDependencies,
  trx: Transaction<Database>,
  refusal: EmailRefusal,
): Promise<void> {
  const email = await findOutboxEmailSubject(trx, refusal.outboxId);
  if (email?.kind !== 'delivery' || !email.message_id) return;
  const message = await findMessage(trx, email.message_id);
  if (!message || message.status !== 'delivered') return;
  const recipients = await listRecipients(trx, [message.id]);
  const refused = recipients.filter(
    (recipient) =>
      recipient.courier_for === null &&
      recipient.delivered_at !== null &&
      recipient.email.toLowerCase() === refusal.address,
  );
  if (refused.length === 0) return;
  const candidates = (await listCourierCandidates(trx, message)).filter(
    (candidate) => candidate.email.toLowerCase() !== refusal.address,
  );
  const author = await findDeliveryAuthor(trx, message);
  const authorName = author.name ?? 'Someone who loves you';
  const reason = smtpReplyOf(refusal.error).slice(0, 1000);
  let position = Math.max(-1, ...recipients.map((recipient) => recipient.position));
  const emails: NewOutboxEmail[] = [];
  for (const recipient of refused) {
    if (candidates.length === 0 || (await hasCourier(trx, recipient.id))) continue;
    const carried: string[] = [];
    for (const courier of candidates) {
      const row: RecipientRow = {
        id: randomUUID(),
        message_id: message.id,
        position: (position += 1),
        name: courier.name,
        email: courier.email,
        relationship: '',
        author_name: '',
        revoked_at: null,
        delivered_at: null,
        held_at: null,
        opened_at: null,
        courier_for: recipient.id,
        courier_reason: reason,
      };
      if (!(await insertCourier(trx, row))) continue;
      const { link, token } = recipientLink(deps, message, row.id, refusal.at);
      await markRecipientDelivered(trx, link);
      const content = composeCourierEmail(deps.email, {
        authorName,
        isAuthorLiving: author.isLiving,
        courierName: courier.name,
        isNamed: message.fallback_kind === 'member' && message.fallback_user_id === courier.userId,
        recipient: { name: recipient.name, email: recipient.email },
        reason,
        title: message.title,
        kind: message.kind,
        link: `${deps.email.publicUrl}/shared/${token}`,
      });
      emails.push(
        outboxEmail({
          id: `courier:${recipient.id}:${courier.userId}`,
          messageId: message.id,
          kind: 'courier',
          to: { email: courier.email, name: courier.name },
          content,
          at: refusal.at,
        }),
      );
      carried.push(courier.name);
    }
    if (carried.length === 0) continue;
    await deps.auditLog(trx, {
      id: `courier.${recipient.id}`,
      ownerId: message.owner_id,
      action: 'message.courier',
      summary: `"${message.title}" could not reach ${recipient.name} at ${recipient.email} ("${reason}"); it was sent to ${joinNames(carried)} to pass on by hand`,
      at: refusal.at,
    });
  }
  await enqueueEmails(trx, emails);
}
