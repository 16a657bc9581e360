/**
 * The contact form of /contact (docs/product/pages-and-routes.md "Help pages"): shared by
 * POST /api/contact and the page's form, so the server and the browser say the same thing about a
 * bad field.
 */
import { z } from 'zod';
import { emailSchema } from './auth';

/** What a visitor can write to us about, in the order the form lists them. */
export const CONTACT_TOPICS = [
  { value: 'question', label: 'A general question' },
  { value: 'account', label: 'My account or sign-in' },
  { value: 'messages', label: 'A scheduled or delivered message' },
  { value: 'billing', label: 'Plans and billing' },
  { value: 'privacy', label: 'Privacy and my data' },
  { value: 'bereavement', label: 'Someone in my family has died' },
  { value: 'other', label: 'Something else' },
] as const;

export type ContactTopic = (typeof CONTACT_TOPICS)[number]['value'];

/** Longest message accepted, in characters (a long letter; the JSON body limit is 64 KiB). */
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

export const CONTACT_MESSAGES = {
  nameRequired: 'Please tell us your name',
  nameTooLong: 'Please keep your name under 100 characters',
  topicRequired: 'Please choose what your message is about',
  messageTooShort: 'Please write a little more (at least 10 characters) so we can help',
  messageTooLong: `Please keep your message under ${CONTACT_MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters`,
  sent: 'Thank you: your message is on its way to us. We sent you a copy, and we answer within two working days.',
  unavailable:
    'The contact form is not set up on this site yet (no support address is configured). Please try again later.',
} as const;

const topicValues = CONTACT_TOPICS.map((topic) => topic.value) as [ContactTopic, ...ContactTopic[]];

/** POST /api/contact body. `website` is a honeypot: people never see it, so it stays empty. */
export const contactRequestSchema = z.object({
  name: z
    .string({ error: CONTACT_MESSAGES.nameRequired })
    .trim()
    .min(1, CONTACT_MESSAGES.nameRequired)
    .max(100, CONTACT_MESSAGES.nameTooLong),
  email: emailSchema,
  topic: z.enum(topicValues, { error: CONTACT_MESSAGES.topicRequired }),
  message: z
    .string({ error: CONTACT_MESSAGES.messageTooShort })
    .trim()
    .min(10, CONTACT_MESSAGES.messageTooShort)
    .max(CONTACT_MESSAGE_MAX_LENGTH, CONTACT_MESSAGES.messageTooLong),
  website: z.string().max(200).optional(),
  /** A random id the form makes once per message, so a retried request sends nothing twice. */
  requestId: z.uuid(),
});

export type ContactRequest = z.infer<typeof contactRequestSchema>;
