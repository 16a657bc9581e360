/**
 * The questions and answers of /faqs (docs/product/pages-and-routes.md "Help pages"), about the
 * product as the code stands: each answer says only what Heirloom does today, and names what is
 * still being built as coming. The page renders them with anchors (`#{id}`) and the server writes
 * them as FAQPage JSON-LD (server/src/plugins/page-head.ts). `{product}` is the configured product
 * name.
 */
// Zod-free modules only: the FAQ page must not download the contracts' schemas.
import { DEFAULT_MAX_FILE_SIZE_MB, INVITATION_VALID_DAYS, TRASH_RETENTION_DAYS } from '../domain/constants';
import { annualPrice, PLAN_END_TERMS, PLANS } from '../domain/plans';

export interface FaqEntry {
  /** The anchor of the question on /faqs (stable: links point at it). */
  id: string;
  topic: FaqTopic;
  question: string;
  answer: string;
}

export const FAQ_TOPICS = ['Messages', 'Memories', 'Family', 'Privacy and security', 'Plans'] as const;
export type FaqTopic = (typeof FAQ_TOPICS)[number];

const paid = PLANS.find((plan) => plan.monthlyPrice > 0)!;

export const FAQS: readonly FaqEntry[] = [
  {
    id: 'what-is-a-future-message',
    topic: 'Messages',
    question: 'What is a future message?',
    answer:
      'A voice recording, a video or a written letter that you prepare today and that {product} delivers on the date you choose: a birthday, a graduation, a wedding, or any day years from now. Each recipient gets an e-mail with a private link to it.',
  },
  {
    id: 'how-do-recipients-open-a-message',
    topic: 'Messages',
    question: 'Does the person receiving my message need an account?',
    answer:
      'No. On the delivery day each recipient gets an e-mail with a link that is private to them. It opens a page that plays or shows your message, with no account and no sign-in, and they can download it to keep.',
  },
  {
    id: 'delivery-protection',
    topic: 'Messages',
    question: 'What if my plans change before the delivery date?',
    answer:
      'Every scheduled message has delivery protection. Two days before delivery we e-mail you a reminder with buttons to keep the plan, change or add to the message, or postpone it. If we hear nothing, a second "are you still here" e-mail goes out the next day. With still no answer, the message is delivered exactly as you left it.',
  },
  {
    id: 'short-notice',
    topic: 'Messages',
    question: 'Can I schedule a message for tomorrow?',
    answer:
      'Yes. When a message is scheduled less than two days ahead, the reminders whose time has already passed are skipped rather than sent late, and the message is still delivered on time.',
  },
  {
    id: 'change-or-cancel',
    topic: 'Messages',
    question: 'Can I change or cancel a message after scheduling it?',
    answer:
      'Yes, at any time before it is delivered: edit the recording or letter, add or remove recipients, move the date, postpone it, or cancel it. You can also take back an individual recipient’s link after delivery.',
  },
  {
    id: 'after-i-am-gone',
    topic: 'Messages',
    question: 'What happens to my messages after I die?',
    answer:
      'A message with a date is delivered on that date, with delivery protection, whether or not you are still here to answer the reminders. A message marked "After my death" waits for your legacy plan: when you stop answering check-ins, or a legacy contact reports your death, a quorum of the legacy contacts you chose must confirm it, and then a waiting period of at least 7 days passes, which you can stop with one click. Only then is it released.',
  },
  {
    id: 'what-can-i-keep',
    topic: 'Memories',
    question: 'What can I keep in the memory vault?',
    answer: `Photos (iPhone HEIC photos too), videos, voice recordings and documents such as PDF letters, each up to ${DEFAULT_MAX_FILE_SIZE_MB} MB unless the site's operator set another limit. Uploads resume where they stopped if your connection drops. You can give each item a title, a description, people and tags, put it in albums and search everything.`,
  },
  {
    id: 'transcripts',
    topic: 'Memories',
    question: 'How are voice recordings transcribed?',
    answer:
      'On our own server, with open-source speech recognition: your recordings are not sent to any outside transcription service. You can correct every transcript. The emotion summary measures the sentiment of the words that were said, not anyone’s feelings.',
  },
  {
    id: 'deleted-by-mistake',
    topic: 'Memories',
    question: 'I deleted a photo by mistake. Can I get it back?',
    answer: `Yes. Deleted items stay in the vault’s trash for ${TRASH_RETENTION_DAYS} days, where you can restore them; after that they are removed for good.`,
  },
  {
    id: 'family-tree',
    topic: 'Family',
    question: 'Can I build a family tree and import my GEDCOM file?',
    answer:
      'Yes. Add people, parents, partners and children in the family tree builder, with photos and voice recordings for each person. Import a GEDCOM file (5.5.1 or 7.0) after a preview of what it holds, and export your tree as GEDCOM 7.0, 5.5.1 or GEDZIP with its media.',
  },
  {
    id: 'invite-relatives',
    topic: 'Family',
    question: 'How do I share memories with my family?',
    answer: `Invite relatives to your family circle by e-mail and choose a role for each: an editor adds to what you share, a viewer looks, and a legacy contact is someone you trust with your legacy. An invitation link works once, for ${INVITATION_VALID_DAYS} days. You decide item by item and album by album what the circle sees; your messages always stay private to you.`,
  },
  {
    id: 'share-links',
    topic: 'Family',
    question: 'Can I share one memory with someone who has no account?',
    answer:
      'Yes, with a share link. You can give it an expiry date and a passphrase, and revoke it at any time from your sharing dashboard, which lists every link you have made.',
  },
  {
    id: 'what-is-encrypted',
    topic: 'Privacy and security',
    question: 'Is what I upload encrypted?',
    answer:
      'Yes. Every file you upload, and the text of every letter you write, is encrypted at rest with a 256-bit key that belongs to your account alone, in the open age format. Some text (such as titles and transcripts) stays readable to our server so that search works; our privacy policy lists exactly what is encrypted and what is not.',
  },
  {
    id: 'delete-my-account',
    topic: 'Privacy and security',
    question: 'What happens when I delete my account?',
    answer:
      'Everything in it is deleted at once: your messages, memories and sessions, and the key your files were encrypted with, so that any copy left in a backup can no longer be read by anyone.',
  },
  {
    id: 'two-factor',
    topic: 'Privacy and security',
    question: 'Can I turn on two-factor sign-in?',
    answer:
      'Yes. In Settings, under “Two-factor sign-in”, scan the QR code with an authenticator app and enter the code it shows. You get ten recovery codes, each good once, for the day your phone is lost. From then on, signing in asks for a code after your password; turning it off needs your password and a code.',
  },
  {
    id: 'is-it-free',
    topic: 'Plans',
    question: 'Is it really free?',
    answer: `Yes. Free Forever has no time limit and includes unlimited voice messages. ${paid.name} costs $${paid.monthlyPrice.toFixed(2)} a month or $${annualPrice(paid).toFixed(2)} a year; checkout runs in test mode for now, so nobody is charged.`,
  },
  {
    id: 'what-each-plan-includes',
    topic: 'Plans',
    question: 'What does each plan include?',
    answer: PLANS.map((plan) => `${plan.name}: ${plan.features.join('; ')}.`).join(' '),
  },
  {
    id: 'when-a-plan-ends',
    topic: 'Plans',
    question: 'What happens to my memories if my plan ends?',
    answer: PLAN_END_TERMS,
  },
];
