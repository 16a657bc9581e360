/**
 * The message health check (docs/decisions/017-message-health.md): each of an owner's scheduled
 * messages, and each delivered one whose delivery e-mail did not all leave, with its health from the
 * one rule (common/src/domain/message-health.ts). And the owner's e-mail when an address their
 * messages go to refuses an e-mail for good: decided in the transaction that gives that e-mail up
 * (mail/outbox-sender.ts), one per owner and refused e-mail (id `address-refused:<outbox id>:<owner
 * id>`), so it is queued once; essential e-mail, sent whatever the notification switches say.
 */
import type { Transaction } from 'kysely';
import type { MessageHealthEntry } from '@heirloom/common/contracts/message-health';
import { assessMessageHealth, isRecipientThePerson, smtpReplyOf } from '@heirloom/common/domain/message-health';
import { joinNames } from '@heirloom/common/utils/join-names';
import type { Database } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import { renderEmail } from '../../mail/email-layout';
import { enqueueEmails, outboxEmail, type EmailRefusal, type NewOutboxEmail } from '../../mail/outbox.repository';
import {
  countLegacyContacts,
  keepForRecipient,
  listDeceasedPeople,
  listFormerPartners,
  listDeliveryStates,
  listKeptRecipientIds,
  listMessagesToAddress,
  listRecipientRefusals,
  listWatchedMessages,
  listWatchedRecipients,
} from './message-health.repository';
import type { MessagesDependencies } from './messages.dependencies';
import { listRecipients } from './messages.repository';
import { MESSAGE_ERRORS } from './messages.service';

/**
 * The health of the owner's scheduled messages and of delivered ones whose delivery did not all
 * leave, newest first.
 */
export async function listMessageHealth(
  deps: Pick<MessagesDependencies, 'db' | 'clock'>,
  ownerId: string,
  /** The owner's name when their legacy contacts read it; null (the default) for the owner. */
  treeOwnerName: string | null = null,
): Promise<MessageHealthEntry[]> {
  const assessedAt = deps.clock.now().toISOString();
  const [messages, recipients, refusals, deliveryState, legacyContacts, deceased, formerPartners, kept] =
    await Promise.all([
      listWatchedMessages(deps.db, ownerId),
      listWatchedRecipients(deps.db, ownerId),
      listRecipientRefusals(deps.db, ownerId),
      listDeliveryStates(deps.db, ownerId),
      countLegacyContacts(deps.db, ownerId, assessedAt),
      listDeceasedPeople(deps.db, ownerId),
      listFormerPartners(deps.db, ownerId),
      listKeptRecipientIds(deps.db, ownerId),
    ]);
  /** The tree's name of the person of `people` this recipient is, unless the owner kept the message for them. */
  const personAs = (people: typeof deceased) => (recipient: { id: string; name: string; email: string }) => {
    if (kept.has(recipient.id)) return null;
    const person = people.find((candidate) => isRecipientThePerson(recipient, candidate));
    return person ? `${person.givenNames} ${person.surname}`.trim() : null;
  };
  const [deceasedAs, formerPartnerAs] = [personAs(deceased), personAs(formerPartners)];
  const recipientsOf = new Map<string, typeof recipients>();
  const couriersOf = new Map<string, string[]>();
  for (const recipient of recipients) {
    if (recipient.courier_for) {
      couriersOf.set(recipient.courier_for, [...(couriersOf.get(recipient.courier_for) ?? []), recipient.name]);
      continue;
    }
    recipientsOf.set(recipient.message_id, [...(recipientsOf.get(recipient.message_id) ?? []), recipient]);
  }
  return messages.flatMap((message) => {
    const health = assessMessageHealth({
      status: message.status,
      deliveryKind: message.delivery_kind,
      deliverAt: message.deliver_at,
      recipients: (recipientsOf.get(message.id) ?? []).map((recipient) => ({
        id: recipient.id,
        name: recipient.name,
        email: recipient.email,
        refusal: refusals.get(recipient.email.toLowerCase()) ?? null,
        delivery: deliveryState(message.id, recipient.email),
        deceasedAs: deceasedAs(recipient),
        formerPartnerAs: formerPartnerAs(recipient),
        carriedBy: couriersOf.get(recipient.id) ?? [],
      })),
      legacyContacts,
      // The later of the last confirmation and the last change (creation included): both say it was looked at.
      stillRightSince:
        message.confirmed_at && message.confirmed_at > message.updated_at ? message.confirmed_at : message.updated_at,
      assessedAt,
      treeOwnerName,
    });
    // The status test only narrows the type: watched messages are scheduled or delivered.
    if (!health || (message.status !== 'scheduled' && message.status !== 'delivered')) return [];
    return [{ messageId: message.id, title: message.title, status: message.status, ...health }];
  });
}

/**
 * Keeps the author's scheduled message (its route's gate checked the author) for recipient
 * `recipientId` whom the family tree records as deceased or as the owner's former partner: the health
 * check stops asking. Idempotent.
 * @throws AppError 'not_found' for a recipient not of this message
 */
export async function keepMessageForRecipient(
  deps: Pick<MessagesDependencies, 'db' | 'clock'>,
  messageId: string,
  recipientId: string,
): Promise<void> {
  const recipient = (await listRecipients(deps.db, [messageId])).find((row) => row.id === recipientId);
  if (!recipient) throw new AppError('not_found', MESSAGE_ERRORS.notFound);
  await keepForRecipient(deps.db, recipientId, deps.clock.now().toISOString());
}

/** "“A”", "“A” and “B”", "“A”, “B” and “C”". */
const joinTitles = (titles: string[]) => joinNames(titles.map((title) => `“${title}”`));

/**
 * Queues, in `trx`, one e-mail to each owner whose messages `refusal` puts at risk, naming them, the
 * server's reply and the page where the address is corrected.
 */
export async function tellOwnersOfRefusedAddress(
  deps: Pick<MessagesDependencies, 'email'>,
  trx: Transaction<Database>,
  refusal: EmailRefusal,
): Promise<void> {
  const messages = await listMessagesToAddress(trx, refusal.address, refusal.outboxId);
  const byOwner = new Map<string, typeof messages>();
  for (const message of messages) byOwner.set(message.owner_id, [...(byOwner.get(message.owner_id) ?? []), message]);
  const emails: NewOutboxEmail[] = [];
  for (const [ownerId, owned] of byOwner) {
    const first = owned[0]!;
    const titles = [...new Set(owned.map((message) => message.title))];
    const heading = `${first.recipientName}'s address refused our e-mail`;
    const content = renderEmail({
      productName: deps.email.productName,
      preheader: `${titles.length === 1 ? 'A message' : `${titles.length} messages`} may not reach ${first.recipientName}`,
      heading,
      paragraphs: [
        `Hello ${first.ownerName},`,
        `We sent an e-mail to ${first.recipientName} at ${refusal.address}, and their mail server refused it for good: "${smtpReplyOf(refusal.error)}".`,
        `So ${joinTitles(titles)} would not reach them. Please check the address and correct it: your ${titles.length === 1 ? 'message keeps its' : 'messages keep their'} delivery day, and a message that could not be delivered is sent once more to the corrected address.`,
      ],
      buttons: [{ label: 'Correct the address', url: `${deps.email.publicUrl}/legacy-messages` }],
      footer: [`You are receiving this because you scheduled messages on ${deps.email.productName}.`],
    });
    emails.push(
      outboxEmail({
        id: `address-refused:${refusal.outboxId}:${ownerId}`,
        kind: 'address-refused',
        to: { email: first.ownerEmail, name: first.ownerName },
        content: { subject: heading, ...content },
        at: refusal.at,
      }),
    );
  }
  await enqueueEmails(trx, emails);
}
