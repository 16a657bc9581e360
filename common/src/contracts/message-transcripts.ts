/**
 * Contracts of the transcripts of voice and video messages (docs/product/messages-and-delivery.md
 * "Transcripts"): what the author sees of their message's transcript and corrects, and what a
 * recipient may read of it. Shared by the server routes, the author's messages page and the
 * recipient's page.
 */
import { z } from 'zod';
import { timedWordSchema, TRANSCRIPT_STATUSES } from './vault';

/**
 * Longest correction of a transcript, in characters: a letter's (MAX_LETTER_LENGTH), about forty
 * minutes of speech; it fits the 64 KiB a JSON body may have.
 */
export const MAX_TRANSCRIPT_LENGTH = 50_000;

export const TRANSCRIPT_MESSAGES = {
  tooLong: `A transcript can be at most ${MAX_TRANSCRIPT_LENGTH.toLocaleString('en')} characters.`,
  /** Said when a letter, or a message without a recording, is asked for a transcript. */
  noTranscript: 'Only a voice or video message with a recording has a transcript.',
  /** Said when a retry is asked of a transcript that is being made, or made already. */
  notRetryable: 'This transcript is being made, or was made already: there is nothing to try again.',
  unavailable: 'Transcription is not available on this server.',
} as const;

/** What the recipient's page says above a transcript nobody corrected. */
export const AUTOMATIC_TRANSCRIPT_NOTE = 'Written down automatically from the recording; it may have mistakes.';

/**
 * A message's transcript as its author sees it (part of GET /api/messages/:id): its state, the text
 * (the author's wording when corrected, else the machine's, with its timed words), and whether the
 * recipients are shown it (the confidence rule of common/src/domain/transcript-confidence.ts).
 */
export const messageTranscriptSchema = z.object({
  status: z.enum(TRANSCRIPT_STATUSES),
  /** The author's wording when corrected, else what the recogniser heard; null before it is made. */
  text: z.string().nullable(),
  isEdited: z.boolean(),
  /** The machine transcript's words with their times (ms) and confidences; [] once corrected, or when none were given. */
  words: z.array(timedWordSchema),
  /** Mean word confidence of the machine transcript, 0..1; null when not measured. */
  confidence: z.number().nullable(),
  /** Whether its recipients read it on their page (a corrected one always; a machine one only when confident). */
  isShownToRecipients: z.boolean(),
  /** Why it could not be made (failed), or that no transcriber is installed (unavailable); else null. */
  error: z.string().nullable(),
  updatedAt: z.string(),
});
export type MessageTranscript = z.infer<typeof messageTranscriptSchema>;

/**
 * What a recipient reads of a delivered message's transcript (part of GET /api/shared/:token), only
 * when it may be shown: the author's wording, or a confident machine transcript (`isAutomatic`,
 * shown with AUTOMATIC_TRANSCRIPT_NOTE).
 */
export const deliveredTranscriptSchema = z.object({ text: z.string(), isAutomatic: z.boolean() });
export type DeliveredTranscript = z.infer<typeof deliveredTranscriptSchema>;

/**
 * PUT /api/messages/:id/transcript: the author's wording (trimmed); an empty text gives up the
 * correction, and the machine's transcript shows again.
 */
export const transcriptCorrectionSchema = z.object({
  text: z.string().trim().max(MAX_TRANSCRIPT_LENGTH, TRANSCRIPT_MESSAGES.tooLong),
});
export type TranscriptCorrection = z.infer<typeof transcriptCorrectionSchema>;
