/**
 * The e-mails of delivery protection and delivery (docs/product/messages-and-delivery.md "Delivery
 * protection" and "Delivery to recipients"): the reminder 2 days before, the "are you still here"
 * check 1 day before, and the delivery to each recipient.
 */
import type { Occasion } from '@heirloom/common/contracts/messages';
import { stepTime } from '@heirloom/common/domain/delivery-protection';
import { formatDate } from '@heirloom/common/utils/format-date';
import { renderEmail } from '../../mail/email-layout';

export interface EmailSettings {
  productName: string;
  publicUrl: string;
  supportEmail?: string;
}

const OCCASION_TEXT: Record<Occasion, string> = {
  birthday: 'for a birthday',
  graduation: 'for a graduation',
  wedding: 'for a wedding',
  anniversary: 'for an anniversary',
  other: '',
};

/**
 * Where to report a wrong e-mail: the support address when SUPPORT_EMAIL is set; without it the
 * contact form refuses every message (modules/contact), so the e-mail sends nobody there.
 */
export const reportLines = (settings: EmailSettings) =>
  settings.supportEmail
    ? [`Not meant for you, or something looks wrong? Tell us at ${settings.supportEmail} and we will put it right.`]
    : [];

interface ProtectionEmailInput {
  ownerName: string;
  title: string;
  deliverAt: string;
  timeZone: string;
  recipientNames: string[];
  links: { keep: string; postpone: string; change: string };
  /** When the e-mail is written: a step taken late (the server was down) says what is really left. */
  now: Date;
}

const HOUR_MS = 60 * 60 * 1000;
const relativeTime = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/**
 * How far `to` is from `from`, as an owner reads it: "in 2 days", "tomorrow" (24–47 h), "in 6 hours",
 * "in 10 minutes" (at least 1). Whole units, rounded down, so it never promises more time than is left.
 */
export function describeLeadTime(from: Date, to: Date): string {
  const leadMs = Math.max(0, to.getTime() - from.getTime());
  if (leadMs >= 24 * HOUR_MS) return relativeTime.format(Math.floor(leadMs / (24 * HOUR_MS)), 'day');
  if (leadMs >= HOUR_MS) return relativeTime.format(Math.floor(leadMs / HOUR_MS), 'hour');
  return relativeTime.format(Math.max(1, Math.floor(leadMs / 60_000)), 'minute');
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The owner's choices in both protection e-mails, the first one leading. */
function protectionEmail(
  settings: EmailSettings,
  input: ProtectionEmailInput,
  text: { subject: string; preheader: string; heading: string; paragraphs: string[]; keepLabel: string },
) {
  return {
    subject: text.subject,
    ...renderEmail({
      productName: settings.productName,
      preheader: text.preheader,
      heading: text.heading,
      paragraphs: [`Hello ${input.ownerName},`, ...text.paragraphs],
      buttons: [
        { label: text.keepLabel, url: input.links.keep },
        { label: 'Change or add', url: input.links.change },
        { label: 'Postpone', url: input.links.postpone },
      ],
      footer: [
        `You are receiving this because you scheduled this message on ${settings.productName} (delivery protection).`,
        ...reportLines(settings),
      ],
    }),
  };
}

/** The reminder, 2 days before delivery (or less, when taken late): keep, change or postpone. */
export function composeReminderEmail(settings: EmailSettings, input: ProtectionEmailInput) {
  const when = formatDate(input.deliverAt, 'zoned-moment', { timeZone: input.timeZone });
  const deliverAt = new Date(input.deliverAt);
  const goesOut = describeLeadTime(input.now, deliverAt);
  const checkIn = describeLeadTime(input.now, stepTime(deliverAt, 'check'));
  return protectionEmail(settings, input, {
    subject: `Reminder: “${input.title}” will be delivered on ${when}`,
    preheader: `Your message goes out ${goesOut}. Nothing to do if the plan still stands.`,
    heading: `Your message goes out ${goesOut}`,
    paragraphs: [
      `“${input.title}” is scheduled for ${input.recipientNames.join(', ')} on ${when}.`,
      'If the plan still stands, you can keep it with one click. You can also change the message, add to it, or postpone it.',
      `If we hear nothing, we will check in once more ${checkIn} before delivering it.`,
    ],
    keepLabel: 'Keep the plan',
  });
}

/** The "are you still here" check, 1 day before delivery (or less, when taken late). */
export function composeCheckEmail(settings: EmailSettings, input: ProtectionEmailInput) {
  const when = formatDate(input.deliverAt, 'zoned-moment', { timeZone: input.timeZone });
  const lead = describeLeadTime(input.now, new Date(input.deliverAt));
  return protectionEmail(settings, input, {
    subject: `Are you still here? “${input.title}” will be delivered ${lead}`,
    preheader: 'A last check before your message is delivered.',
    heading: 'Are you still here?',
    paragraphs: [
      `${capitalize(lead)}, ${when}, we will deliver “${input.title}” to ${input.recipientNames.join(', ')}.`,
      'If you are reading this, let us know the plan stands, or change or postpone it. If we hear nothing, the message will be delivered exactly as you left it.',
    ],
    keepLabel: "I'm here: keep the plan",
  });
}

/**
 * The delivery e-mail to one recipient, with their private link. Its words follow the author's
 * state (docs/product/messages-and-delivery.md "Delivery to recipients"): a living author *sent*
 * the message, and only a message that reaches its recipient after the author's death — an
 * after-death message, or any message once the author's legacy was released — says they *left* it.
 */
export function composeDeliveryEmail(
  settings: EmailSettings,
  input: {
    authorName: string;
    /** False for an after-death message and once the author's legacy was released. */
    isAuthorLiving: boolean;
    recipientName: string;
    title: string;
    occasion: Occasion;
    recordedAt: string;
    timeZone: string;
    kind: 'voice' | 'video' | 'letter';
    link: string;
  },
) {
  const what = input.kind === 'letter' ? 'a letter' : input.kind === 'video' ? 'a video message' : 'a voice message';
  const occasion = OCCASION_TEXT[input.occasion] ? ` ${OCCASION_TEXT[input.occasion]}` : '';
  const recorded = formatDate(input.recordedAt, 'day', { timeZone: input.timeZone });
  const made = input.kind === 'letter' ? 'written' : 'recorded';
  const verb = input.isAuthorLiving ? 'sent' : 'left';
  return {
    subject: `${input.authorName} ${verb} you ${what}: “${input.title}”`,
    ...renderEmail({
      productName: settings.productName,
      preheader: `${input.authorName} prepared this for you on ${recorded}.`,
      heading: `A message from ${input.authorName}`,
      paragraphs: [
        `Dear ${input.recipientName},`,
        input.isAuthorLiving
          ? `${input.authorName} sent you ${what}${occasion}, ${made} on ${recorded} to reach you today.`
          : `${input.authorName} left you ${what}${occasion}, prepared on ${recorded} and kept safe until today.`,
        `Open it whenever you are ready. No account is needed, and you can download it to keep.`,
      ],
      buttons: [{ label: 'Open your message', url: input.link }],
      footer: [
        `This link is private to you: please do not forward this e-mail. It stays valid for years.`,
        ...reportLines(settings),
      ],
    }),
  };
}

/**
 * The e-mail that hands a fallback courier a message meant for someone it could not reach
 * (docs/product/messages-and-delivery.md "The fallback courier"): for whom it was meant, why it
 * reached them instead (the mail server's refusal), and their own private link, so that they can
 * pass it on by hand.
 */
export function composeCourierEmail(
  settings: EmailSettings,
  input: {
    authorName: string;
    /** False for an after-death message and once the author's legacy was released. */
    isAuthorLiving: boolean;
    courierName: string;
    /** Whether the courier was named for this message, or is one of the author's legacy contacts. */
    isNamed: boolean;
    recipient: { name: string; email: string };
    /** The mail server's reply that refused the recipient's address. */
    reason: string;
    title: string;
    kind: 'voice' | 'video' | 'letter';
    link: string;
  },
) {
  const what = input.kind === 'letter' ? 'a letter' : input.kind === 'video' ? 'a video message' : 'a voice message';
  const verb = input.isAuthorLiving ? 'sent' : 'left';
  const why = input.isNamed
    ? `${input.authorName} asked that it reach you if it could not reach ${input.recipient.name}`
    : `As one of ${input.authorName}'s legacy contacts, you receive it in ${input.recipient.name}'s place`;
  return {
    subject: `A message from ${input.authorName} for ${input.recipient.name}, to pass on`,
    ...renderEmail({
      productName: settings.productName,
      preheader: `${input.authorName} ${verb} ${what} for ${input.recipient.name}, and it could not reach them.`,
      heading: `A message for ${input.recipient.name}, in your care`,
      paragraphs: [
        `Dear ${input.courierName},`,
        `${input.authorName} ${verb} ${input.recipient.name} ${what}: “${input.title}”. We could not deliver it: the mail server at ${input.recipient.email} refused it for good ("${input.reason}").`,
        `${why}, so that you can pass it on by hand: share it with them, or tell them where to find it.`,
        'Open it whenever you are ready. No account is needed, and you can download it to keep or to give.',
      ],
      buttons: [{ label: 'Open the message', url: input.link }],
      footer: [
        `This link is private to you. ${input.authorName}'s audit log records that the message was passed to you.`,
        ...reportLines(settings),
      ],
    }),
  };
}
