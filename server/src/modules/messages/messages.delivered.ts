/**
 * The owner is told that their message was delivered (docs/product/messages-and-delivery.md
 * "Delivery to recipients"): one e-mail naming who it reached, decided in the delivery tick's
 * transaction with the delivery itself (id `delivered:<message id>:v<schedule version>`, so a
 * repeated tick queues it once). Optional e-mail: only where mail/notification-consent.ts allows
 * (the owner's "Delivered and opened messages" switch and the admin's emailNotifications:
 * docs/product/admin.md "Settings take effect"), with its unsubscribe link.
 */
import type { Transaction } from 'kysely';
import { formatDate } from '@heirloom/common/utils/format-date';
import { joinNames } from '@heirloom/common/utils/join-names';
import type { Database } from '../../db/tables';
import { renderEmail } from '../../mail/email-layout';
import { outboxEmail, type NewOutboxEmail } from '../../mail/outbox.repository';
import type { MessageRow } from './messages.repository';
import type { MessagesDependencies } from './messages.dependencies';

/**
 * The owner's "delivered" notice for `message`, delivered at `at` to `recipientNames`, or undefined
 * when the owner does not want it (or nobody was left to receive it).
 */
export async function composeDeliveredNotice(
  trx: Transaction<Database>,
  deps: Pick<MessagesDependencies, 'email' | 'consent'>,
  input: {
    message: MessageRow;
    owner: { id: string; username: string; email: string };
    recipientNames: string[];
    at: string;
  },
): Promise<NewOutboxEmail | undefined> {
  const { message, owner, recipientNames, at } = input;
  if (recipientNames.length === 0 || !(await deps.consent.mayEmail(owner.id, 'messageUpdates', trx))) return undefined;
  const { unsubscribe_url, unsubscribePageUrl } = await deps.consent.optionalEmailFields(owner.id, 'messageUpdates');
  const heading = `“${message.title}” reached ${joinNames(recipientNames)}`;
  const content = renderEmail({
    productName: deps.email.productName,
    preheader: heading,
    heading,
    paragraphs: [
      `Hello ${owner.username},`,
      `Your message “${message.title}” was delivered on ${formatDate(at, 'zoned-moment', { timeZone: message.time_zone })} to ${joinNames(recipientNames)}. Each of them has their own private link; we will tell you when they first open it.`,
    ],
    buttons: [{ label: 'See your messages', url: `${deps.email.publicUrl}/legacy-messages` }],
    footer: [`You are receiving this because you scheduled this message on ${deps.email.productName}.`],
    unsubscribe: { label: 'Stop e-mails about delivered and opened messages', url: unsubscribePageUrl },
  });
  return outboxEmail({
    id: `delivered:${message.id}:v${message.schedule_version}`,
    messageId: message.id,
    kind: 'delivered',
    to: { email: owner.email, name: owner.username },
    content: { subject: heading, ...content },
    unsubscribeUrl: unsubscribe_url,
    at,
  });
}
