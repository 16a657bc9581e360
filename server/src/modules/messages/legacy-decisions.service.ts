/**
 * After an owner's death their legacy contacts decide in their place about the messages still
 * waiting to be delivered (docs/product/messages-and-delivery.md "Message health";
 * docs/decisions/017-message-health.md "Amendment 2026-12-01: the legacy contacts decide"): once the
 * owner's legacy plan is released, a scheduled message to a recipient the family tree records as
 * deceased, or to an address that refused e-mail for good, is shown to every accepted legacy contact
 * (the `legacy-contact` gate, policies/legacy.policy.ts), who may keep it, send it to someone else in
 * that recipient's place, or cancel it. Before the release the owner alone decides (409). Each
 * decision leaves one line in the owner's audit log, which every contact reads.
 */
import type { MessageHealthEntry } from '@heirloom/common/contracts/message-health';
import { MESSAGE_HEALTH_MESSAGES, type Readdress } from '@heirloom/common/contracts/message-health';
import type { MessageHealthReasonCode } from '@heirloom/common/domain/message-health';
import { AppError } from '../../lib/app-error';
import type { LegacyContactGrant } from '../../policies/legacy.policy';
import { keepForRecipient, removeRecipientReview } from './message-health.repository';
import { listMessageHealth } from './message-health.service';
import type { MessagesDependencies } from './messages.dependencies';
import { isOwnerActive } from './messages.legacy.repository';
import { findMessage, findOwner, listRecipients, readdressRecipient, type MessageRow } from './messages.repository';
import { cancelMessage, MESSAGE_ERRORS } from './messages.service';

/** The reasons a legacy contact decides about: a death, and an address that refuses e-mail. */
const STEWARD_REASONS: ReadonlySet<MessageHealthReasonCode> = new Set(['recipient_deceased', 'address_refused']);

/**
 * The released owner's scheduled messages with a reason a legacy contact decides about, newest first,
 * with those reasons alone; none while the owner's legacy is not released.
 */
export async function listStewardHealth(
  deps: Pick<MessagesDependencies, 'db' | 'clock'>,
  grant: LegacyContactGrant,
): Promise<MessageHealthEntry[]> {
  if (await isOwnerActive(deps.db, grant.ownerId)) return [];
  const owner = await findOwner(deps.db, grant.ownerId);
  return (await listMessageHealth(deps, grant.ownerId, owner?.username ?? 'The owner')).flatMap((entry) => {
    const reasons = entry.reasons.filter((reason) => STEWARD_REASONS.has(reason.code));
    if (entry.status !== 'scheduled' || reasons.length === 0) return [];
    return [{ ...entry, level: reasons[0]!.level, reasons }];
  });
}

/**
 * The released owner's message `messageId` still waiting, and the deciding contact's name.
 * @throws AppError 'conflict' MESSAGE_HEALTH_MESSAGES.ownerDecides before the release;
 *   'not_found' for a message not the owner's; 'conflict' MESSAGE_HEALTH_MESSAGES.notWaiting for one
 *   delivered or cancelled
 */
async function requireWaitingMessage(
  deps: MessagesDependencies,
  grant: LegacyContactGrant,
  messageId: string,
): Promise<{ message: MessageRow; contactName: string }> {
  if (await isOwnerActive(deps.db, grant.ownerId)) throw new AppError('conflict', MESSAGE_HEALTH_MESSAGES.ownerDecides);
  const message = await findMessage(deps.db, messageId);
  if (!message || message.owner_id !== grant.ownerId) throw new AppError('not_found', MESSAGE_ERRORS.notFound);
  if (message.status !== 'scheduled') throw new AppError('conflict', MESSAGE_HEALTH_MESSAGES.notWaiting);
  const contact = await findOwner(deps.db, grant.contactId);
  return { message, contactName: contact?.username ?? 'A legacy contact' };
}

/** A recipient (link not withdrawn) of `message`. @throws AppError 'not_found' for anyone else */
async function requireRecipient(deps: MessagesDependencies, message: MessageRow, recipientId: string) {
  const recipient = (await listRecipients(deps.db, [message.id])).find(
    (row) => row.id === recipientId && row.revoked_at === null && row.courier_for === null,
  );
  if (!recipient) throw new AppError('not_found', MESSAGE_ERRORS.notFound);
  return recipient;
}

/** One line in the owner's audit log, at the clock's now; a retried decision adds none. */
async function audit(deps: MessagesDependencies, grant: LegacyContactGrant, id: string, summary: string) {
  await deps.db.transaction().execute((trx) =>
    deps.auditLog(trx, {
      id,
      ownerId: grant.ownerId,
      action: 'message.legacy-decision',
      summary,
      at: deps.clock.now().toISOString(),
    }),
  );
}

/**
 * Keeps the released owner's waiting message for recipient `recipientId` as it is: the health check
 * stops asking about their death. Idempotent.
 * @throws AppError as requireWaitingMessage, and 'not_found' for a recipient not of the message
 */
export async function keepForRecipientAfterRelease(
  deps: MessagesDependencies,
  grant: LegacyContactGrant,
  ids: { messageId: string; recipientId: string },
): Promise<void> {
  const { message, contactName } = await requireWaitingMessage(deps, grant, ids.messageId);
  const recipient = await requireRecipient(deps, message, ids.recipientId);
  await keepForRecipient(deps.db, recipient.id, deps.clock.now().toISOString());
  await audit(
    deps,
    grant,
    `steward.${recipient.id}.keep`,
    `${contactName} kept "${message.title}" for ${recipient.name} as it was`,
  );
}

/**
 * Sends the released owner's waiting message to `to` in recipient `recipientId`'s place, on the same
 * schedule (nothing is decided again): someone else, or the same person (no name given) at a
 * corrected address; the new recipient is asked about afresh. Idempotent.
 * @throws AppError as requireWaitingMessage, and 'not_found' for a recipient not of the message
 */
export async function readdressAfterRelease(
  deps: MessagesDependencies,
  grant: LegacyContactGrant,
  ids: { messageId: string; recipientId: string },
  to: Readdress,
): Promise<void> {
  const { message, contactName } = await requireWaitingMessage(deps, grant, ids.messageId);
  const recipient = await requireRecipient(deps, message, ids.recipientId);
  const next = { name: to.name ?? recipient.name, email: to.email };
  if (recipient.name === next.name && recipient.email === next.email) return;
  await deps.db.transaction().execute(async (trx) => {
    await readdressRecipient(trx, recipient.id, next);
    await removeRecipientReview(trx, recipient.id);
  });
  const summary =
    next.name === recipient.name
      ? `${contactName} corrected ${recipient.name}'s address for "${message.title}" to ${next.email}`
      : `${contactName} sent "${message.title}" to ${next.name} (${next.email}) in ${recipient.name}'s place`;
  await audit(deps, grant, `steward.${recipient.id}.readdress.${next.email}`, summary);
}

/**
 * Cancels the released owner's waiting message: nothing more is sent. Idempotent once cancelled
 * (409 notWaiting on a retry).
 * @throws AppError as requireWaitingMessage, and as cancelMessage
 */
export async function cancelAfterRelease(
  deps: MessagesDependencies,
  grant: LegacyContactGrant,
  messageId: string,
): Promise<void> {
  const { message, contactName } = await requireWaitingMessage(deps, grant, messageId);
  await cancelMessage(deps, message);
  await audit(deps, grant, `steward.${message.id}.cancel`, `${contactName} cancelled "${message.title}"`);
}
