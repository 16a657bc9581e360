/**
 * Speech-to-text behind one small interface chosen by configuration (ENGINEERING.md habit 6):
 * Whisper when a model directory is configured, else Debian's PocketSphinx, else none.
 */
import type { TimedWord } from '@heirloom/common/domain/transcript-confidence';
import { createPocketSphinxTranscriber, isPocketSphinxInstalled } from './pocketsphinx.transcriber';
import { isFfmpegInstalled } from './speech-audio';
import { createWhisperTranscriber } from './whisper.transcriber';

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

/**
 * Picks the speech recogniser this server can run: Whisper when `whisperModelDir` is given,
 * else PocketSphinx when it, its en-us model and ffmpeg are installed.
 * @returns null when none is available (the caller says "transcription is not available on this server")
 * @throws Error when `whisperModelDir` holds no usable Whisper model, or ffmpeg is missing for it
 */
export async function selectTranscriber(options: { whisperModelDir?: string }): Promise<Transcriber | null> {
  if (options.whisperModelDir) {
    if (!(await isFfmpegInstalled())) throw new Error('Whisper needs ffmpeg, which is not installed on this server');
    return createWhisperTranscriber(options.whisperModelDir);
  }
  if ((await isPocketSphinxInstalled()) && (await isFfmpegInstalled())) return createPocketSphinxTranscriber();
  return null;
}
