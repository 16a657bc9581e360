/**
 * The "Still right?" e-mail (docs/product/messages-and-delivery.md "Still right?"): every future
 * message of the owner — its title, its delivery and its recipients' names and addresses — each with
 * its own "still right" and "change it" links, and one button that confirms them all. In the one
 * e-mail layout (mail/email-layout.ts); the list is its composed body, escaped here.
 */
import escapeHtml from 'escape-html';
import { STILL_RIGHT_LINK_DAYS } from '@heirloom/common/domain/still-right';
import { formatDate } from '@heirloom/common/utils/format-date';
import { renderEmail } from '../../mail/email-layout';
import type { EmailSettings } from './messages.emails';

/** One future message as the e-mail lists it, with its two links. */
export interface StillRightEmailMessage {
  title: string;
  deliveryKind: 'date' | 'after_death' | 'life_event';
  /** The delivery instant; null for "after my death" and for a life event not confirmed yet. */
  deliverAt: string | null;
  timeZone: string;
  /** How the owner described the life event ("when Maya graduates"); null for other kinds. */
  lifeEventLabel: string | null;
  recipients: { name: string; email: string }[];
  confirmUrl: string;
  changeUrl: string;
}

/**
 * When a future message goes, as its owner reads it: "on Friday, 20 November 2026 at 09:00 GMT" (in
 * the message's time zone), "after my death", or "on a life event: when Maya graduates".
 */
export function describeFutureDelivery(
  message: Pick<StillRightEmailMessage, 'deliveryKind' | 'deliverAt' | 'timeZone' | 'lifeEventLabel'>,
): string {
  const on = message.deliverAt
    ? `on ${formatDate(message.deliverAt, 'zoned-moment', { timeZone: message.timeZone })}`
    : null;
  if (message.deliveryKind === 'after_death') return 'after my death';
  if (message.deliveryKind === 'life_event') {
    const event = `on a life event: ${message.lifeEventLabel || 'the event you chose'}`;
    return on ? `${event} (confirmed; it goes ${on})` : event;
  }
  return on ?? 'on a date not set yet';
}

const recipientList = (recipients: StillRightEmailMessage['recipients']) =>
  recipients.map((recipient) => `${recipient.name} (${recipient.email})`).join(', ') || 'nobody yet';

/** The list of messages as the e-mail's composed body: HTML (escaped) and its plain-text twin. */
function messageList(messages: StillRightEmailMessage[]) {
  const link = (url: string, label: string) =>
    `<a href="${escapeHtml(url)}" style="color:#8a3f1f;font-weight:600;">${escapeHtml(label)}</a>`;
  const html = messages
    .map(
      (message) =>
        `<div style="margin:0 0 14px;padding:12px 14px;border:1px solid #e4d8cb;border-radius:12px;">` +
        `<p style="margin:0 0 4px;font-weight:600;">“${escapeHtml(message.title)}”</p>` +
        `<p style="margin:0 0 4px;">Delivery: ${escapeHtml(describeFutureDelivery(message))}</p>` +
        `<p style="margin:0 0 8px;">To: ${escapeHtml(recipientList(message.recipients))}</p>` +
        `<p style="margin:0;">${link(message.confirmUrl, 'This one is still right')} &middot; ${link(message.changeUrl, 'Change it')}</p>` +
        `</div>`,
    )
    .join('\n');
  const text = messages
    .map((message) =>
      [
        `“${message.title}”`,
        `Delivery: ${describeFutureDelivery(message)}`,
        `To: ${recipientList(message.recipients)}`,
        `This one is still right: ${message.confirmUrl}`,
        `Change it: ${message.changeUrl}`,
      ].join('\n'),
    )
    .join('\n\n');
  return { html, text };
}

/**
 * The e-mail to one owner.
 * @param input.occasion 'yearly' for the round once a year, 'return' after a long absence
 * @returns subject, HTML and text
 */
export function composeStillRightEmail(
  settings: EmailSettings,
  input: {
    ownerName: string;
    occasion: 'yearly' | 'return';
    messages: StillRightEmailMessage[];
    confirmAllUrl: string;
  },
) {
  const count = input.messages.length;
  const these = count === 1 ? 'this message' : `these ${count} messages`;
  const subject =
    count === 1
      ? 'Still right? Your message waiting to be delivered'
      : `Still right? Your ${count} messages waiting to be delivered`;
  return {
    subject,
    ...renderEmail({
      productName: settings.productName,
      preheader: `Please look over ${these}: the delivery, the recipients and their addresses.`,
      heading: 'Are your messages still right?',
      paragraphs: [
        `Hello ${input.ownerName},`,
        input.occasion === 'yearly'
          ? `Once a year we ask you to look over the messages waiting to be delivered. Lives change: an address, a name, the right moment. Is everything about ${these} still right?`
          : `Welcome back. You have been away for a while, so please look over the messages waiting to be delivered. Is everything about ${these} still right?`,
        'Nothing changes if you do not answer, and every message is still delivered as planned. If you do not confirm, your messages page will ask you again.',
      ],
      richBody: messageList(input.messages),
      buttons: [
        { label: 'Yes, all still right', url: input.confirmAllUrl },
        { label: 'See my messages', url: `${settings.publicUrl}/legacy-messages` },
      ],
      footer: [
        `You are receiving this because you have messages waiting to be delivered on ${settings.productName}. We ask once a year, and when you come back after a long time away, to protect their delivery.`,
        `The links in this e-mail work for ${STILL_RIGHT_LINK_DAYS} days.`,
      ],
    }),
  };
}
