/**
 * The speech recogniser's interface and its answer: what every engine (Whisper, PocketSphinx)
 * implements and what selectTranscriber (transcriber.ts) hands the vault.
 */
import type { TimedWord } from '@heirloom/common/domain/transcript-confidence';

export type TranscriberName = 'pocketsphinx' | 'whisper';

export interface TranscriptionResult {
  /** what was said; an empty string when nothing was recognised */
  text: string;
  /** each word heard with its times (ms) and confidence (0..1, null when the recogniser gives none); [] when none */
  words: TimedWord[];
  /** mean word confidence 0..1 (transcriptConfidence); null when not measured */
  confidence: number | null;
  /** BCP 47 tag of the language transcribed, e.g. 'en-US' */
  language: string;
  provider: TranscriberName;
  /** length of the recording's sound track */
  audioDurationMs: number;
  /** wall-clock time spent, decoding the recording included */
  processingMs: number;
  /** processingMs / audioDurationMs: below 1 is faster than real time */
  realTimeFactor: number;
}

export interface Transcriber {
  readonly name: TranscriberName;
  /**
   * Transcribes the first audio track of a local audio or video file (WAV, MP3, M4A, OGG/Opus,
   * WebM, MP4…).
   * @throws Error whose message a person can read, e.g. "ffmpeg could not read this recording"
   */
  transcribe(mediaPath: string): Promise<TranscriptionResult>;
}
