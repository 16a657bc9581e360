/**
 * How much trust a machine transcript deserves (docs/product/overview.md "Voice recordings,
 * transcripts and emotion"): which words are shown as uncertain, and when the transcript is sure
 * enough to carry an emotion summary, or to be read by a message's recipients.
 *
 * Confidences are a speech recogniser's posterior probabilities that a word is right, 0..1
 * (PocketSphinx's `-time yes` output; docs: cmusphinx.github.io, "pocketsphinx_continuous -time").
 */

/**
 * A word whose confidence is below one half is marked as uncertain: the recogniser itself rates it
 * more likely wrong than right.
 */
export const LOW_WORD_CONFIDENCE = 0.5;

/**
 * The emotion summary is shown only when the transcript's confidence (the mean of its words'
 * confidences) is at least one half. Below that the recogniser rates the words, on average, more
 * likely wrong than right, so a sentiment read from them would mostly be reading its mistakes — a
 * garbled synthetic reading scored about 0.23 here, a clear one about 0.56.
 */
export const SENTIMENT_MIN_CONFIDENCE = 0.5;

/** One recognised word with where it is in the recording (ms) and its confidence (null: not measured). */
export interface TimedWord {
  text: string;
  startMs: number;
  endMs: number;
  confidence: number | null;
}

/**
 * The confidence of a whole transcript: the mean of its words' confidences.
 * @returns 0..1, or null when no word carries a confidence (nothing heard, or a recogniser that gives none)
 */
export function transcriptConfidence(words: readonly TimedWord[]): number | null {
  const measured = words.flatMap((word) => (word.confidence === null ? [] : [word.confidence]));
  if (measured.length === 0) return null;
  return measured.reduce((sum, confidence) => sum + confidence, 0) / measured.length;
}

/** @returns whether `word` is shown as uncertain (its confidence is measured and below LOW_WORD_CONFIDENCE) */
export const isLowConfidence = (word: TimedWord): boolean =>
  word.confidence !== null && word.confidence < LOW_WORD_CONFIDENCE;

/**
 * Whether a transcript may carry an emotion summary: the owner's own wording always may; a machine
 * transcript only when its confidence is measured and at least SENTIMENT_MIN_CONFIDENCE.
 */
export const carriesSentiment = (transcript: { isEdited: boolean; confidence: number | null }): boolean =>
  transcript.isEdited || (transcript.confidence !== null && transcript.confidence >= SENTIMENT_MIN_CONFIDENCE);

/**
 * Whether a voice or video message's transcript is shown to its recipients
 * (docs/product/messages-and-delivery.md "Transcripts"): by the same rule as the emotion summary
 * (carriesSentiment) — the author's own wording always, a machine transcript only when its
 * confidence is measured and at least SENTIMENT_MIN_CONFIDENCE. Below that the recogniser's words
 * are, on average, more likely wrong than right, and a recipient reading them after the author's
 * death has nobody to ask what was meant.
 */
export const isShownToRecipients = (transcript: { isEdited: boolean; confidence: number | null }): boolean =>
  carriesSentiment(transcript);
