/**
 * The public shapes of a message's transcript (common/src/contracts/message-transcripts.ts): what
 * its author sees, and what a recipient may read — the author's wording always, a machine
 * transcript only when confident enough (isShownToRecipients; docs/product/messages-and-delivery.md
 * "Transcripts"). Never a row.
 */
import type { DeliveredTranscript, MessageTranscript } from '@heirloom/common/contracts/message-transcripts';
import { isShownToRecipients } from '@heirloom/common/domain/transcript-confidence';
import type { OpenedTranscript } from './message-transcripts.service';

/** The words a recipient would read (the author's, else the machine's), whether any were heard or not. */
const textOf = (transcript: OpenedTranscript) => transcript.editedText ?? transcript.machineText;

/** Whether `transcript` reaches the recipients: words to read, and trusted by the confidence rule. */
const reachesRecipients = (transcript: OpenedTranscript) =>
  Boolean(textOf(transcript)?.trim()) &&
  isShownToRecipients({ isEdited: transcript.editedText !== null, confidence: transcript.confidence });

/** A message's transcript as its author sees it (GET /api/messages/:id). */
export function presentMessageTranscript(transcript: OpenedTranscript): MessageTranscript {
  const isEdited = transcript.editedText !== null;
  return {
    status: transcript.status,
    text: textOf(transcript),
    isEdited,
    words: isEdited ? [] : transcript.words,
    confidence: transcript.confidence,
    isShownToRecipients: reachesRecipients(transcript),
    error: transcript.error,
    updatedAt: transcript.updatedAt,
  };
}

/** What a recipient reads of `transcript` (GET /api/shared/:token, and the ZIP); null when nothing may be shown. */
export function deliveredTranscriptOf(transcript: OpenedTranscript | undefined): DeliveredTranscript | null {
  if (!transcript || !reachesRecipients(transcript)) return null;
  return { text: textOf(transcript)!.trim(), isAutomatic: transcript.editedText === null };
}
