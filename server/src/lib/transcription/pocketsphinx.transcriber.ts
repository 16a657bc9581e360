/**
 * Speech-to-text with Debian's PocketSphinx (packages pocketsphinx and pocketsphinx-en-us,
 * 0.8+5prealpha): small, offline and fast on a CPU, but far less accurate than Whisper.
 */
import { execFile } from 'node:child_process';
import { access, constants } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { transcriptConfidence, type TimedWord } from '@heirloom/common/domain/transcript-confidence';
import { parsePocketSphinxOutput } from './pocketsphinx-output';
import { withSpeechWav } from './speech-audio';
import type { Transcriber, TranscriptionResult } from './transcription';

const execFileAsync = promisify(execFile);

export interface PocketSphinxOptions {
  /** default: Debian's /usr/bin/pocketsphinx_continuous */
  binaryPath?: string;
  /** holds en-us/ (acoustic model), en-us.lm.bin and cmudict-en-us.dict; default: Debian's */
  modelDirectory?: string;
  /** where the temporary WAV is written; default: the system's temp folder */
  temporaryDirectory?: string;
}

const DEBIAN_BINARY_PATH = '/usr/bin/pocketsphinx_continuous';
const DEBIAN_MODEL_DIRECTORY = '/usr/share/pocketsphinx/model/en-us';

/** The en-us model's files, as pocketsphinx_continuous's -hmm, -lm and -dict take them. */
function modelFiles(modelDirectory: string): { hmm: string; lm: string; dict: string } {
  return {
    hmm: path.join(modelDirectory, 'en-us'),
    lm: path.join(modelDirectory, 'en-us.lm.bin'),
    dict: path.join(modelDirectory, 'cmudict-en-us.dict'),
  };
}

/** A hung decoder is stopped after 10× the recording's length plus 30 s (it decodes at about 0.5× here). */
function timeLimitMs(audioDurationMs: number): number {
  return 10 * audioDurationMs + 30_000;
}

/** @returns whether the PocketSphinx binary can be run and its en-us model files can be read */
export async function isPocketSphinxInstalled(options: PocketSphinxOptions = {}): Promise<boolean> {
  const { hmm, lm, dict } = modelFiles(options.modelDirectory ?? DEBIAN_MODEL_DIRECTORY);
  try {
    await access(options.binaryPath ?? DEBIAN_BINARY_PATH, constants.X_OK);
    await Promise.all([hmm, lm, dict].map((file) => access(file, constants.R_OK)));
    return true;
  } catch {
    return false;
  }
}

/**
 * A Transcriber over pocketsphinx_continuous (spawned without a shell, with `-time yes`). It prints
 * one line per utterance, joined with spaces (an empty transcript is a valid result), and each
 * word's times and posterior probability, kept as the result's words and confidence.
 * Language: 'en-US', the only model Debian ships.
 * @throws (from transcribe) Error with a readable message when the recording cannot be read, the
 *   decoder fails, or it runs past its time limit (10× the recording's length + 30 s)
 */
export function createPocketSphinxTranscriber(options: PocketSphinxOptions = {}): Transcriber {
  const binaryPath = options.binaryPath ?? DEBIAN_BINARY_PATH;
  const { hmm, lm, dict } = modelFiles(options.modelDirectory ?? DEBIAN_MODEL_DIRECTORY);

  async function decode(wavPath: string, audioDurationMs: number): Promise<{ text: string; words: TimedWord[] }> {
    try {
      const decoderArguments = ['-infile', wavPath, '-time', 'yes', '-hmm', hmm, '-lm', lm, '-dict', dict];
      const { stdout } = await execFileAsync(binaryPath, decoderArguments, {
        timeout: timeLimitMs(audioDurationMs),
        killSignal: 'SIGKILL',
        maxBuffer: 64 * 1024 * 1024, // its log on stderr grows by a few kB per utterance
      });
      return parsePocketSphinxOutput(stdout);
    } catch (error) {
      const failure = error as NodeJS.ErrnoException & { killed?: boolean };
      if (failure.code === 'ENOENT') throw new Error('PocketSphinx is not installed on this server', { cause: error });
      if (failure.killed) throw new Error('transcription took too long and was stopped', { cause: error });
      throw new Error('PocketSphinx could not transcribe this recording', { cause: error });
    }
  }

  return {
    name: 'pocketsphinx',
    async transcribe(mediaPath: string): Promise<TranscriptionResult> {
      const startedAt = performance.now();
      return withSpeechWav(
        mediaPath,
        async (wavPath, audioDurationMs) => {
          const { text, words } = await decode(wavPath, audioDurationMs);
          const processingMs = Math.round(performance.now() - startedAt);
          const realTimeFactor = processingMs / audioDurationMs;
          const confidence = transcriptConfidence(words);
          const result = { text, words, confidence, language: 'en-US', provider: 'pocketsphinx' as const };
          return { ...result, audioDurationMs, processingMs, realTimeFactor };
        },
        options.temporaryDirectory,
      );
    },
  };
}
