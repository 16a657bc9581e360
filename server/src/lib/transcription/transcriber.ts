/**
 * Speech-to-text behind one small interface chosen by configuration, so callers and tests do not
 * depend on which engine runs: Whisper when a model directory is configured, else Debian's
 * PocketSphinx, else none.
 */
import { createPocketSphinxTranscriber, isPocketSphinxInstalled } from './pocketsphinx.transcriber';
import { isFfmpegInstalled } from './speech-audio';
import type { Transcriber } from './transcription';
import { createWhisperTranscriber } from './whisper.transcriber';

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
