/**
 * The e-mails about a recipient's reply (docs/product/messages-and-delivery.md "Replies"): to the
 * living author, who hears or reads it on their messages page; after the release, to each legacy
 * contact, who finds it where they read what the author left them. Neither carries the reply
 * itself: it stays sealed, and the page that shows it needs a session.
 */
import type { ReplyKind } from '@heirloom/common/contracts/message-replies';
import { renderEmail } from '../../mail/email-layout';
import { reportLines, type EmailSettings } from './messages.emails';

/** A reply of each kind, as a sentence names it ("answered it with a voice note"). */
export const REPLY_KIND_WORDS: Record<ReplyKind, string> = { voice: 'a voice note', letter: 'a letter' };

/** The e-mail telling the living author that `recipientName` answered their message `title`. */
export function composeReplyEmail(
  settings: EmailSettings,
  input: { authorName: string; recipientName: string; title: string; kind: ReplyKind },
) {
  const what = REPLY_KIND_WORDS[input.kind];
  return {
    subject: `${input.recipientName} replied to “${input.title}”`,
    ...renderEmail({
      productName: settings.productName,
      preheader: `${input.recipientName} sent you ${what} in answer to your message.`,
      heading: `${input.recipientName} replied`,
      paragraphs: [
        `Hello ${input.authorName},`,
        `${input.recipientName} opened “${input.title}” and answered it with ${what}.`,
        `It is waiting for you under the message on your messages page. ${input.kind === 'voice' ? 'Listen to it' : 'Read it'} whenever you are ready.`,
      ],
      buttons: [{ label: 'See the reply', url: `${settings.publicUrl}/legacy-messages` }],
      footer: [
        `You are receiving this because ${input.recipientName} replied to a message you sent with ${settings.productName}.`,
        ...reportLines(settings),
      ],
    }),
  };
}

/**
 * The e-mail telling a legacy contact that `recipientName` answered the message `title` after
 * `ownerName`'s legacy was released: the reply is kept for the family, with what the owner left.
 */
export function composeFamilyReplyEmail(
  settings: EmailSettings,
  input: {
    ownerId: string;
    ownerName: string;
    contactName: string;
    recipientName: string;
    title: string;
    kind: ReplyKind;
  },
) {
  const what = REPLY_KIND_WORDS[input.kind];
  return {
    subject: `${input.recipientName} answered ${input.ownerName}'s message “${input.title}”`,
    ...renderEmail({
      productName: settings.productName,
      preheader: `${input.recipientName} sent ${what} in answer to what ${input.ownerName} left them.`,
      heading: `A reply to ${input.ownerName}'s message`,
      paragraphs: [
        `Dear ${input.contactName},`,
        `${input.recipientName} opened “${input.title}”, the message ${input.ownerName} left them, and answered it with ${what}.`,
        `We keep it for the family, with what ${input.ownerName} left for you. ${input.kind === 'voice' ? 'Listen to it' : 'Read it'} whenever you are ready.`,
      ],
      buttons: [{ label: 'See the reply', url: `${settings.publicUrl}/legacy?owner=${input.ownerId}` }],
      footer: [`You are receiving this as one of ${input.ownerName}'s legacy contacts.`, ...reportLines(settings)],
    }),
  };
}
