/**
 * Contracts of future messages, delivered on a chosen date, on a life event or after the owner's
 * death (docs/product/messages-and-delivery.md). Shared by the server routes and the schedule form.
 */
import { z } from 'zod';
import { downloadQuerySchema } from './api';
import { deliveredTranscriptSchema, messageTranscriptSchema } from './message-transcripts';
import { PRINT_PAGE_SIZES, type PrintPageSize } from './scrapbooks';
import { PROTECTION_STEPS } from '../domain/delivery-protection';
import { ageBirthday, LIFE_EVENT_KINDS, MAX_CONFIRMERS } from '../domain/life-events';

export const MESSAGE_KINDS = ['voice', 'video', 'letter'] as const;
export const OCCASIONS = ['birthday', 'graduation', 'wedding', 'anniversary', 'other'] as const;
export const MESSAGE_STATUSES = ['draft', 'scheduled', 'delivered', 'cancelled'] as const;
/**
 * On a date; after the owner's death, released by the legacy plan; or on a life event, reported and
 * confirmed (docs/decisions/009-legacy-release.md).
 */
export const DELIVERY_KINDS = ['date', 'after_death', 'life_event'] as const;
export type DeliveryKind = (typeof DELIVERY_KINDS)[number];

/**
 * Who receives a message when delivery to a recipient fails for good, to pass it on by hand (the
 * fallback courier, docs/product/messages-and-delivery.md): the owner's legacy contacts (the
 * default), one member of their family circle, or nobody.
 */
export const FALLBACK_KINDS = ['legacy_contacts', 'member', 'none'] as const;
export type FallbackKind = (typeof FALLBACK_KINDS)[number];

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
  mediaNotFound: 'We could not find that recording. Please record or upload it again.',
  deliverAtRequired: 'Please choose a delivery date and time',
  deliverAtInPast: 'The delivery time must be in the future',
  timeZone: 'Please choose a valid time zone',
  occasion: 'Please choose an occasion',
  lifeEventRequired: 'Please choose the life event',
  lifeEventLabel: 'Please describe the event, for example "when Maya graduates"',
  birthDate: 'Please enter a valid birth date',
  age: 'Please enter an age between 1 and 120',
  ageInPast: 'That birthday has already passed; choose a later age',
  quorum: 'The number who must confirm can be at most the number of people you named',
  latestInPast: 'The latest date must be in the future',
  fallbackMember: 'Please choose someone from your family circle to receive it',
  /** Said to anyone but the author of the message an address names (and when there is none). */
  notFound: 'We could not find that message.',
  /** Said for a recipient's link that does not open a delivered message. */
  deliveryNotFound: 'This message is not available. The link may have been mistyped, or withdrawn by its author.',
  /** Said for a delivery-protection link that is forged, expired or not for the action asked. */
  linkInvalid: 'This link is not valid or has expired. Sign in to see your message and its schedule.',
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
  /** The name this recipient knows the author by ("Mum", "Grandma Rose"); empty: the author's own name. */
  authorName: z.string().trim().max(100).default(''),
});

/**
 * The life event a message waits for: its kind and how the owner describes it; for "turns N" a
 * birth date and the age; the circle members who confirm a report (by user id) and how many must
 * (default: 2, or all when fewer; the owner alone when none); an optional latest date on which it
 * is delivered anyway.
 */
export const lifeEventInputSchema = z
  .object({
    kind: z.enum(LIFE_EVENT_KINDS),
    label: z.string().trim().max(200).default(''),
    birthDate: z.iso.date({ error: MESSAGE_MESSAGES.birthDate }).optional(),
    age: z
      .number({ error: MESSAGE_MESSAGES.age })
      .int(MESSAGE_MESSAGES.age)
      .min(1, MESSAGE_MESSAGES.age)
      .max(120, MESSAGE_MESSAGES.age)
      .optional(),
    confirmerIds: z.array(z.uuid()).max(MAX_CONFIRMERS).default([]),
    quorum: z.number().int().min(1).max(MAX_CONFIRMERS).optional(),
    latestAt: z.iso.datetime({ offset: true }).optional(),
    /** Tell the recipients something waits for their event, with a link to report it without an account. */
    tellsRecipients: z.boolean().default(false),
  })
  .superRefine((event, context) => {
    if (event.kind === 'age') {
      if (!event.birthDate || !ageBirthday(event.birthDate, 1))
        context.addIssue({ code: 'custom', path: ['birthDate'], message: MESSAGE_MESSAGES.birthDate });
      if (event.age === undefined) context.addIssue({ code: 'custom', path: ['age'], message: MESSAGE_MESSAGES.age });
      return;
    }
    if (!event.label) context.addIssue({ code: 'custom', path: ['label'], message: MESSAGE_MESSAGES.lifeEventLabel });
    if (new Set(event.confirmerIds).size !== event.confirmerIds.length)
      context.addIssue({ code: 'custom', path: ['confirmerIds'], message: 'Each person can be named only once' });
    if (event.quorum !== undefined && event.quorum > event.confirmerIds.length)
      context.addIssue({ code: 'custom', path: ['quorum'], message: MESSAGE_MESSAGES.quorum });
  });
export type LifeEventInput = z.input<typeof lifeEventInputSchema>;

/** A message's fallback courier as the owner chooses it: a circle member is named by user id. */
export const fallbackInputSchema = z
  .object({ kind: z.enum(FALLBACK_KINDS), userId: z.uuid({ error: MESSAGE_MESSAGES.fallbackMember }).optional() })
  .superRefine((fallback, context) => {
    if (fallback.kind === 'member' && !fallback.userId)
      context.addIssue({ code: 'custom', path: ['userId'], message: MESSAGE_MESSAGES.fallbackMember });
  })
  .transform((fallback) => ({ kind: fallback.kind, userId: fallback.kind === 'member' ? fallback.userId! : null }));
export type FallbackInput = z.input<typeof fallbackInputSchema>;

/**
 * What a message for after death is stored with when it comes without an occasion or a time zone:
 * it has no date, so the form asks for neither. The zone only dates "prepared on" in the e-mail
 * that delivers it.
 */
export const AFTER_DEATH_DEFAULTS = { occasion: 'other', timeZone: 'UTC' } as const;

/**
 * A message as the owner saves it. `intent` "draft" keeps it unscheduled with loose rules;
 * "schedule" needs everything a delivery needs. The occasion and the time zone are required for a
 * delivery on a date or a life event, optional after death (AFTER_DEATH_DEFAULTS fill them in), so
 * the parsed message always has both.
 */
export const messageInputSchema = z
  .object({
    intent: z.enum(['draft', 'schedule']),
    kind: z.enum(MESSAGE_KINDS),
    title: z.string().trim().min(1, MESSAGE_MESSAGES.titleRequired).max(200),
    letterText: z.string().max(MAX_LETTER_LENGTH).optional(),
    mediaId: z.uuid().optional(),
    occasion: z.enum(OCCASIONS, { error: MESSAGE_MESSAGES.occasion }).optional(),
    deliveryKind: z.enum(DELIVERY_KINDS).default('date'),
    deliverAt: z.iso.datetime({ offset: true, error: MESSAGE_MESSAGES.deliverAtRequired }).optional(),
    lifeEvent: lifeEventInputSchema.optional(),
    timeZone: z.string({ error: MESSAGE_MESSAGES.timeZone }).refine(isTimeZone, MESSAGE_MESSAGES.timeZone).optional(),
    recipients: z.array(recipientInputSchema).max(MAX_RECIPIENTS, MESSAGE_MESSAGES.tooManyRecipients),
    /** Who receives it when delivery to a recipient fails for good; the legacy contacts when left out. */
    fallback: fallbackInputSchema.default({ kind: 'legacy_contacts', userId: null }),
    /**
     * Whether, after the author's death, the recipients may be told roughly when it arrives (it is
     * counted among the messages waiting either way: docs/product/messages-and-delivery.md "Gentle
     * mode"); no when left out.
     */
    mayAnnounce: z.boolean().default(false),
  })
  .superRefine((input, context) => {
    if (input.deliveryKind !== 'after_death') {
      if (!input.occasion) context.addIssue({ code: 'custom', path: ['occasion'], message: MESSAGE_MESSAGES.occasion });
      if (!input.timeZone) context.addIssue({ code: 'custom', path: ['timeZone'], message: MESSAGE_MESSAGES.timeZone });
    }
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
    if (input.deliveryKind === 'life_event' && !input.lifeEvent) {
      context.addIssue({ code: 'custom', path: ['lifeEvent'], message: MESSAGE_MESSAGES.lifeEventRequired });
    }
  })
  .transform(({ occasion, timeZone, ...input }) => ({
    ...input,
    occasion: occasion ?? AFTER_DEATH_DEFAULTS.occasion,
    timeZone: timeZone ?? AFTER_DEATH_DEFAULTS.timeZone,
  }));

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
  /** The name this recipient knows the author by; empty: the author's own name. */
  authorName: z.string(),
  deliveredAt: z.string().nullable(),
  /** When the recipient first opened the delivered message; null before. */
  openedAt: z.string().nullable(),
  isRevoked: z.boolean(),
  /**
   * For a fallback courier: the id of the recipient of this message whose delivery failed for good
   * and to whom they carry it; null for everyone the owner addressed.
   */
  carriesFor: z.string().nullable(),
});

export const mediaSchema = z.object({
  id: z.string(),
  contentType: z.string(),
  sizeBytes: z.number(),
  durationMs: z.number().nullable(),
  url: z.string(),
});

/** `?download=1` and `?rendition=1` (the copy phones play) on a recording's route. */
export const mediaFileQuerySchema = downloadQuerySchema.extend({
  rendition: z.string().optional().describe('Any value: the copy phones play (M4A or MP4) instead of the original'),
});

/** `?pageSize=` of a delivered letter's PDF: A4, US Letter or 8 × 8 in (the print sizes of every PDF). */
export const letterPdfQuerySchema = z.object({
  pageSize: z.enum(Object.keys(PRINT_PAGE_SIZES) as [PrintPageSize, ...PrintPageSize[]]).default('a4'),
});

/** What a recording's routes answer when its copy for phones is asked for too early. */
export const PHONE_COPY_NOT_READY = 'The copy for phones is not ready yet. Please try again in a few minutes.';

/** One way to save a message's recording: where, under which name (common/utils/message-file-name.ts), as what. */
export const mediaDownloadSchema = z.object({ url: z.string(), fileName: z.string(), contentType: z.string() });
export type MediaDownload = z.infer<typeof mediaDownloadSchema>;

/**
 * A message's recording as its owner sees it: `url` plays the copy phones play once it is made (the
 * original until then); saved as the original or, once made, as that copy (an M4A with AAC for a
 * voice, an MP4 with H.264/AAC for a video).
 */
export const messageMediaSchema = mediaSchema.extend({
  download: mediaDownloadSchema,
  phoneDownload: mediaDownloadSchema.nullable(),
});

/**
 * A message in its owner's list (GET /api/messages): what the list pages show (title, schedule,
 * recipients' names, the recording's length, e-mail problems), without the letter or anything else
 * only the edit page needs, so a list never reads every letter: letters are sealed, and the list
 * stays fast.
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
    recipientSchema.pick({
      id: true,
      name: true,
      email: true,
      isRevoked: true,
      deliveredAt: true,
      openedAt: true,
      carriesFor: true,
    }),
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
  /** Who receives it when delivery to a recipient fails for good (userId: the circle member named). */
  fallback: z.object({ kind: z.enum(FALLBACK_KINDS), userId: z.string().nullable() }),
  /** Whether, after the author's death, the recipients may be told roughly when it arrives. */
  mayAnnounce: z.boolean(),
  media: messageMediaSchema.nullable(),
  /** Its recording's transcript (docs/product/messages-and-delivery.md "Transcripts"); null for a letter or without a recording. */
  transcript: messageTranscriptSchema.nullable(),
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
  /**
   * For a fallback courier: the recipient it was meant for, at which address, and the mail server's
   * refusal that sent it here instead; null for a recipient the owner addressed.
   */
  carriedFor: z.object({ name: z.string(), email: z.string(), reason: z.string() }).nullable(),
  /** Downloads are null when the owner's link does not allow them. */
  media: messageMediaSchema
    .pick({ contentType: true, durationMs: true, url: true, phoneDownload: true })
    .extend({ download: mediaDownloadSchema.nullable() })
    .nullable(),
  /**
   * The recording's transcript when the recipient may read it (the author's wording, or a confident
   * machine transcript: docs/product/messages-and-delivery.md "Transcripts"); null otherwise.
   */
  transcript: deliveredTranscriptSchema.nullable(),
  /**
   * "Save everything" (GET /api/shared/:token/everything.zip): the ZIP's file name, "{title} –
   * {YYYY-MM-DD}.zip"; null when the owner's link does not allow downloads.
   */
  saveEverything: z.object({ fileName: z.string() }).nullable(),
});

export type MessageInput = z.input<typeof messageInputSchema>;
/** A message's input as parsed: occasion and time zone always set. */
export type ParsedMessageInput = z.output<typeof messageInputSchema>;
export type Message = z.infer<typeof messageSchema>;
export type MessageSummary = z.infer<typeof messageSummarySchema>;
/** GET /api/messages: the owner's messages, drafts included, newest first. */
export const messageListSchema = z.array(messageSummarySchema);
export type Occasion = (typeof OCCASIONS)[number];
export type ProtectionLink = z.infer<typeof protectionLinkSchema>;
export type DeliveredMessage = z.infer<typeof deliveredMessageSchema>;
export type MediaInfo = z.infer<typeof mediaSchema>;
