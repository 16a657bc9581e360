/**
 * Contracts of future messages (issue 3; SPEC.md §1 "Future-dated voice messages … delivered at
 * chosen dates or life events"). Shared by the server routes and the schedule form.
 */
import { z } from 'zod';
import { PROTECTION_STEPS } from '../domain/delivery-protection';

export const MESSAGE_KINDS = ['voice', 'video', 'letter'] as const;
export const OCCASIONS = ['birthday', 'graduation', 'wedding', 'anniversary', 'other'] as const;
export const MESSAGE_STATUSES = ['draft', 'scheduled', 'delivered', 'cancelled'] as const;
/** On a date, or after the owner's death: released by the legacy plan (issue 11 item 1; docs/decisions/009). */
export const DELIVERY_KINDS = ['date', 'after_death'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

/** At most this many recipients per message. */
export const MAX_RECIPIENTS = 20;
/** Longest letter, in characters. */
export const MAX_LETTER_LENGTH = 50_000;

export const MESSAGE_MESSAGES = {
  titleRequired: 'Please give your message a title',
  recipientName: "Please enter the recipient's name",
  recipientEmail: 'Please enter a valid email',
  recipientsRequired: 'Add at least one recipient',
  tooManyRecipients: `A message can have at most ${MAX_RECIPIENTS} recipients`,
  letterRequired: 'Please write your letter',
  mediaRequired: 'Please record or upload your message',
  deliverAtRequired: 'Please choose a delivery date and time',
  deliverAtInPast: 'The delivery time must be in the future',
  timeZone: 'Please choose a valid time zone',
} as const;

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export const recipientInputSchema = z.object({
  name: z.string().trim().min(1, MESSAGE_MESSAGES.recipientName).max(200),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: MESSAGE_MESSAGES.recipientEmail }).max(254)),
  relationship: z.string().trim().max(100).default(''),
});

/**
 * A message as the owner saves it. `intent` "draft" keeps it unscheduled with loose rules;
 * "schedule" needs everything a delivery needs.
 */
export const messageInputSchema = z
  .object({
    intent: z.enum(['draft', 'schedule']),
    kind: z.enum(MESSAGE_KINDS),
    title: z.string().trim().min(1, MESSAGE_MESSAGES.titleRequired).max(200),
    letterText: z.string().max(MAX_LETTER_LENGTH).optional(),
    mediaId: z.uuid().optional(),
    occasion: z.enum(OCCASIONS),
    deliveryKind: z.enum(DELIVERY_KINDS).default('date'),
    deliverAt: z.iso.datetime({ offset: true, error: MESSAGE_MESSAGES.deliverAtRequired }).optional(),
    timeZone: z.string().refine(isTimeZone, MESSAGE_MESSAGES.timeZone),
    recipients: z.array(recipientInputSchema).max(MAX_RECIPIENTS, MESSAGE_MESSAGES.tooManyRecipients),
  })
  .superRefine((input, context) => {
    if (input.intent === 'draft') return;
    if (input.recipients.length === 0) {
      context.addIssue({ code: 'custom', path: ['recipients'], message: MESSAGE_MESSAGES.recipientsRequired });
    }
    if (input.kind === 'letter' && !input.letterText?.trim()) {
      context.addIssue({ code: 'custom', path: ['letterText'], message: MESSAGE_MESSAGES.letterRequired });
    }
    if (input.kind !== 'letter' && !input.mediaId) {
      context.addIssue({ code: 'custom', path: ['mediaId'], message: MESSAGE_MESSAGES.mediaRequired });
    }
    if (input.deliveryKind === 'date' && !input.deliverAt) {
      context.addIssue({ code: 'custom', path: ['deliverAt'], message: MESSAGE_MESSAGES.deliverAtRequired });
    }
  });

/** POST /api/messages/:id/postpone and the "postpone" link: how many days later. */
export const postponeSchema = z.object({ days: z.number().int().min(1).max(3650).default(7) });

/** POST /api/protection/:token body: what the owner chose from a reminder e-mail's link. */
export const protectionResponseSchema = z.object({
  action: z.enum(['keep', 'postpone']),
  days: z.number().int().min(1).max(3650).optional(),
});

/** The answer to POST /api/protection/:token: a thank-you and the (new) delivery time, if any. */
export const protectionResultSchema = z.object({ message: z.string(), deliverAt: z.string().nullable() });

/** `:id` of /api/messages/:id and /api/media/:id. */
export const messageParamsSchema = z.object({ id: z.string().max(64) });

/** POST /api/messages/:id/recipients/:recipientId/revoke. */
export const recipientParamsSchema = messageParamsSchema.extend({ recipientId: z.string().max(64) });

/**
 * `:token` of a protection or recipient link. Any token shape reaches the lookup, so a mistyped
 * link gets the same 404 as an unknown one.
 */
export const linkTokenParamsSchema = z.object({ token: z.string().max(2000) });

export const recipientSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  relationship: z.string(),
  deliveredAt: z.string().nullable(),
  /** When the recipient first opened the delivered message (issue 15 item 5); null before. */
  openedAt: z.string().nullable(),
  isRevoked: z.boolean(),
});

export const mediaSchema = z.object({
  id: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
  durationMs: z.number().nullable(),
  url: z.string(),
});

/**
 * A message in its owner's list (GET /api/messages): what the list pages show (title, schedule,
 * recipients' names, the recording's length, e-mail problems), without the letter or anything else
 * only the edit page needs, so a list never reads every letter (issue 9 bench; issue 15 finding 3).
 */
export const messageSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  title: z.string(),
  /** The recording's length; null for a letter or a draft without one. */
  media: mediaSchema.pick({ durationMs: true }).nullable(),
  occasion: z.enum(OCCASIONS),
  status: z.enum(MESSAGE_STATUSES),
  deliveryKind: z.enum(DELIVERY_KINDS),
  deliverAt: z.string().nullable(),
  timeZone: z.string(),
  recipients: z.array(
    recipientSchema.pick({ id: true, name: true, email: true, isRevoked: true, deliveredAt: true, openedAt: true }),
  ),
  /** The next delivery-protection step and when it happens; null unless scheduled. */
  nextStep: z.object({ step: z.enum(PROTECTION_STEPS), at: z.string() }).nullable(),
  deliveredAt: z.string().nullable(),
  /** E-mails for this message that could not be sent yet (retrying or refused). */
  emailProblems: z.array(z.object({ recipient: z.string(), error: z.string(), isFinal: z.boolean() })),
});

/** A message as its owner sees it (GET /api/messages/:id and every change): its summary and all the rest. */
export const messageSchema = messageSummarySchema.extend({
  letterText: z.string().nullable(),
  media: mediaSchema.nullable(),
  recipients: z.array(recipientSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** What a delivery-protection link offers (GET /api/protection/:token). */
export const protectionLinkSchema = z.object({
  action: z.enum(['keep', 'postpone', 'change']),
  messageId: z.string(),
  title: z.string(),
  deliverAt: z.string(),
  timeZone: z.string(),
  status: z.enum(MESSAGE_STATUSES),
});

/** A delivered message as its recipient sees it (GET /api/shared/:token). */
export const deliveredMessageSchema = z.object({
  kind: z.enum(MESSAGE_KINDS),
  title: z.string(),
  authorName: z.string(),
  recipientName: z.string(),
  occasion: z.enum(OCCASIONS),
  recordedAt: z.string(),
  deliveredAt: z.string().nullable(),
  letterText: z.string().nullable(),
  media: z.object({ contentType: z.string(), durationMs: z.number().nullable(), url: z.string() }).nullable(),
});

export type MessageInput = z.input<typeof messageInputSchema>;
export type Message = z.infer<typeof messageSchema>;
export type MessageSummary = z.infer<typeof messageSummarySchema>;
/** GET /api/messages: the owner's messages, drafts included, newest first. */
export const messageListSchema = z.array(messageSummarySchema);
export type Occasion = (typeof OCCASIONS)[number];
export type ProtectionLink = z.infer<typeof protectionLinkSchema>;
export type DeliveredMessage = z.infer<typeof deliveredMessageSchema>;
export type MediaInfo = z.infer<typeof mediaSchema>;
