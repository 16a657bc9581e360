/**
 * Contracts of replies: a recipient answers a delivered message from its private page, with a voice
 * note recorded in the browser or a short letter, no account needed
 * (docs/product/messages-and-delivery.md "Replies"; docs/decisions/018-replies.md). Shared by the
 * server routes, the recipient's page and the author's messages page.
 */
import { z } from 'zod';
import { linkTokenParamsSchema, messageParamsSchema } from './messages';
import { legacyOwnerParamsSchema } from './legacy';

export const REPLY_KINDS = ['voice', 'letter'] as const;
export type ReplyKind = (typeof REPLY_KINDS)[number];

/** Longest reply letter, in characters. */
export const MAX_REPLY_LETTER_LENGTH = 10_000;
/** Largest voice reply, in MB (the administrator's `maxFileSize` when that is smaller). */
export const MAX_REPLY_RECORDING_MB = 20;
/** How long after sending a recipient may still withdraw a reply, in hours. */
export const REPLY_WITHDRAWAL_HOURS = 24;
/** Replies one recipient's link may send within any 24 hours. */
export const MAX_REPLIES_PER_DAY = 5;
/**
 * The album of the author's vault that keeps the replies kept for the family, once they can no
 * longer be withdrawn (docs/decisions/018-replies.md "Amendment 2026-12-01: the album of replies").
 */
export const REPLIES_ALBUM_NAME = 'Replies from the family';

export const REPLY_MESSAGES = {
  letterRequired: 'Please write your reply.',
  letterTooLong: `Your reply is too long: please keep it under ${MAX_REPLY_LETTER_LENGTH.toLocaleString('en')} characters.`,
  recordingRequired: 'Please record your reply first.',
  tooLarge: (limitMb: number) =>
    `This recording is larger than the ${limitMb} MB a reply may be. Please record a shorter reply.`,
  unsupported: 'This file is not a recording we can keep. Please record your reply in the browser again.',
  unreadable: 'We could not read this recording. Please record your reply again.',
  tooMany: `You have sent ${MAX_REPLIES_PER_DAY} replies in the last 24 hours, the most a day allows. Please try again tomorrow.`,
  notFound: 'We could not find that reply. It may have been withdrawn already.',
  tooLateToWithdraw: `A reply can be withdrawn only within ${REPLY_WITHDRAWAL_HOURS} hours of sending it. This one was sent earlier, so it stays.`,
} as const;

/** POST /api/shared/:token/replies/letter. */
export const replyLetterInputSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, REPLY_MESSAGES.letterRequired)
    .max(MAX_REPLY_LETTER_LENGTH, REPLY_MESSAGES.letterTooLong),
});
export type ReplyLetterInput = z.input<typeof replyLetterInputSchema>;

/** `:token/replies/:replyId` of a recipient's own reply. */
export const sentReplyParamsSchema = linkTokenParamsSchema.extend({ replyId: z.string().max(64) });
/** `:id/replies/:replyId` of a reply to one of the author's messages. */
export const authorReplyParamsSchema = messageParamsSchema.extend({ replyId: z.string().max(64) });
/** `:ownerId/replies/:replyId` of a reply kept for the family after the release. */
export const familyReplyParamsSchema = legacyOwnerParamsSchema.extend({ replyId: z.string().max(64) });

/** A reply as the recipient who sent it sees it on their page (GET /api/shared/:token/replies). */
export const sentReplySchema = z.object({
  id: z.string(),
  kind: z.enum(REPLY_KINDS),
  letterText: z.string().nullable(),
  /** The voice note's length, ms; null for a letter. */
  durationMs: z.number().nullable(),
  createdAt: z.string(),
  /** Until when it may be withdrawn (REPLY_WITHDRAWAL_HOURS after sending). */
  withdrawableUntil: z.string(),
  /** Whether withdrawing is still possible now. */
  canWithdraw: z.boolean(),
});
export type SentReply = z.infer<typeof sentReplySchema>;

/** A reply as the author (or, after the release, a legacy contact) reads it. */
export const messageReplySchema = z.object({
  id: z.string(),
  messageId: z.string(),
  messageTitle: z.string(),
  recipientName: z.string(),
  kind: z.enum(REPLY_KINDS),
  letterText: z.string().nullable(),
  /** Where the voice note plays (range requests); null for a letter. */
  media: z.object({ url: z.string(), contentType: z.string(), durationMs: z.number().nullable() }).nullable(),
  createdAt: z.string(),
});
export type MessageReply = z.infer<typeof messageReplySchema>;
