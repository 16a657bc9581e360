/**
 * The owner is told when a recipient first opens their delivered message
 * (docs/product/messages-and-delivery.md "Delivery to recipients"): the recipient's `opened_at` is
 * set once, and in the same transaction one e-mail to the owner goes to the outbox (id
 * `opened:<recipient id>`, so a retried or concurrent first open sends it once). Nobody is told
 * once the owner's legacy was released (their address is no longer read). The notice is optional
 * e-mail: it goes only where mail/notification-consent.ts allows (the owner's "Delivered and opened
 * messages" switch and the admin's emailNotifications: docs/product/admin.md "Settings take
 * effect"), with its one-click unsubscribe link.
 */
import { formatDate } from '@heirloom/common/utils/format-date';
import { renderEmail } from '../../mail/email-layout';
import { enqueueEmails, outboxEmail } from '../../mail/outbox.repository';
import type { MessagesDependencies } from './messages.dependencies';
import { isOwnerActive } from './messages.legacy.repository';
import { findOwner, markRecipientOpened, type MessageRow, type RecipientRow } from './messages.repository';

/**
 * Records the first open of `delivery` at `now` and e-mails its owner; later opens change nothing.
 * A fallback courier's open says for whom they received it (`carriedFor`).
 */
export async function noticeFirstOpen(
  deps: Pick<MessagesDependencies, 'db' | 'email' | 'consent'>,
  delivery: { recipient: RecipientRow; message: MessageRow; carriedFor?: Pick<RecipientRow, 'name'> },
  now: Date,
): Promise<void> {
  const { recipient, message, carriedFor } = delivery;
  const at = now.toISOString();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await markRecipientOpened(trx, recipient.id, at))) return;
    const owner = await findOwner(trx, message.owner_id);
    // After the release of the owner's legacy nothing more is e-mailed to them, as with the delivered notice.
    if (!owner || !(await isOwnerActive(trx, owner.id))) return;
    if (!(await deps.consent.mayEmail(owner.id, 'messageUpdates', trx))) return;
    const { unsubscribe_url, unsubscribePageUrl } = await deps.consent.optionalEmailFields(owner.id, 'messageUpdates');
    const heading = `${recipient.name} opened “${message.title}”`;
    const content = renderEmail({
      productName: deps.email.productName,
      preheader: heading,
      heading,
      paragraphs: [
        `Hello ${owner.username},`,
        carriedFor
          ? `${recipient.name} opened “${message.title}”, which they received to pass on to ${carriedFor.name}, on ${formatDate(at, 'zoned-moment', { timeZone: message.time_zone })}.`
          : `${recipient.name} opened the message you left for them, “${message.title}”, on ${formatDate(at, 'zoned-moment', { timeZone: message.time_zone })}.`,
      ],
      buttons: [{ label: 'See your messages', url: `${deps.email.publicUrl}/legacy-messages` }],
      footer: [`You are receiving this because you scheduled this message on ${deps.email.productName}.`],
      unsubscribe: { label: 'Stop e-mails about delivered and opened messages', url: unsubscribePageUrl },
    });
    await enqueueEmails(trx, [
      outboxEmail({
        id: `opened:${recipient.id}`,
        messageId: message.id,
        kind: 'opened',
        to: { email: owner.email, name: owner.username },
        content: { subject: heading, ...content },
        unsubscribeUrl: unsubscribe_url,
        at,
      }),
    ]);
  });
}
