/**
 * Reads what `pocketsphinx_continuous -time yes` prints on stdout (Debian's 0.8+5prealpha): per
 * utterance, one line with the words heard, then one line per segment, "<word> <start s> <end s>
 * <posterior>", e.g. "summer 3.150 3.630 0.209196". Segments include fillers (<s>, </s>, <sil>,
 * [NOISE]) and alternative pronunciations ("that(2)").
 */
import type { TimedWord } from '@heirloom/common/domain/transcript-confidence';

const SEGMENT_LINE = /^(\S+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)$/;
/** Sentence marks, silence and noise: <s>, </s>, <sil>, [NOISE], [SPEECH], ++GARBAGE++. */
const FILLER = /^(<.*>|\[.*\]|\+\+.*\+\+)$/;
/** A dictionary variant's suffix: "that(2)" is the word "that". */
const VARIANT_SUFFIX = /\(\d+\)$/;

/**
 * Splits PocketSphinx's output into the transcript text (the utterance lines joined by spaces) and
 * its words with times in ms and confidences clamped to 0..1 (its posteriors can exceed 1 by rounding).
 * @returns text '' and no words when nothing was recognised
 */
export function parsePocketSphinxOutput(stdout: string): { text: string; words: TimedWord[] } {
  const utterances: string[] = [];
  const words: TimedWord[] = [];
  for (const line of stdout.split('\n').map((raw) => raw.trim())) {
    if (line === '') continue;
    const segment = SEGMENT_LINE.exec(line);
    if (!segment) {
      utterances.push(line);
      continue;
    }
    const [, token, start, end, posterior] = segment;
    if (FILLER.test(token!)) continue;
    words.push({
      text: token!.replace(VARIANT_SUFFIX, ''),
      startMs: Math.round(Number(start) * 1000),
      endMs: Math.round(Number(end) * 1000),
      confidence: Math.min(1, Math.max(0, Number(posterior))),
    });
  }
  return { text: utterances.join(' '), words };
}
