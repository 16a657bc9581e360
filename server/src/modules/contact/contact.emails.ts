/**
 * The two e-mails of a contact-form message (docs/product/pages-and-routes.md "Help pages"): the
 * message itself to SUPPORT_EMAIL, with a button that answers the sender, and a copy to the sender
 * confirming what we received.
 */
import { CONTACT_TOPICS, type ContactRequest } from '@heirloom/common/contracts/contact';
import { renderEmail } from '../../mail/email-layout';
import { outboxEmail, type NewOutboxEmail } from '../../mail/outbox.repository';

export interface ContactEmailSettings {
  productName: string;
  /** Where contact messages go (SUPPORT_EMAIL). */
  supportEmail: string;
}

const topicLabel = (topic: ContactRequest['topic']) =>
  CONTACT_TOPICS.find((entry) => entry.value === topic)?.label ?? topic;

/**
 * Both outbox e-mails of one contact message. Their ids come from the form's `requestId`, so a
 * retried request queues nothing twice (the outbox leaves a known id alone).
 * @param createdAt ISO instant the e-mails are due
 */
export function contactEmails(
  settings: ContactEmailSettings,
  request: ContactRequest,
  createdAt: string,
): NewOutboxEmail[] {
  const topic = topicLabel(request.topic);
  const toSupport = renderEmail({
    productName: settings.productName,
    preheader: `${request.name}: ${topic}`,
    heading: `Contact form: ${topic}`,
    paragraphs: [`From ${request.name} <${request.email}>`, ...request.message.split(/\n{2,}/)],
    buttons: [
      {
        label: `Answer ${request.name}`,
        url: `mailto:${encodeURIComponent(request.email)}?subject=${encodeURIComponent(`Re: ${topic}`)}`,
      },
    ],
    footer: [`Sent with the contact form of ${settings.productName}. The sender received a copy.`],
  });
  const toSender = renderEmail({
    productName: settings.productName,
    preheader: 'We received your message.',
    heading: 'We received your message',
    paragraphs: [
      `Dear ${request.name},`,
      `thank you for writing to ${settings.productName}. A person reads every message, and we answer within two working days at this address.`,
      `Your message (${topic}):`,
      ...request.message.split(/\n{2,}/),
    ],
    buttons: [],
    footer: [
      `You receive this copy because this address was entered in the contact form of ${settings.productName}. If it was not you, ignore it; nothing else will be sent.`,
    ],
  });
  return [
    outboxEmail({
      id: `contact.${request.requestId}.support`,
      kind: 'contact-message',
      to: { email: settings.supportEmail, name: `${settings.productName} support` },
      content: { subject: `[Contact] ${topic} — ${request.name}`, ...toSupport },
      at: createdAt,
    }),
    outboxEmail({
      id: `contact.${request.requestId}.copy`,
      kind: 'contact-confirmation',
      to: request,
      content: { subject: `We received your message — ${settings.productName}`, ...toSender },
      at: createdAt,
    }),
  ];
}
