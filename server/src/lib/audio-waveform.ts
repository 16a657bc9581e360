/**
 * Waveform previews for recordings: Debian's ffmpeg decodes the sound to 8 kHz mono PCM on its stdout
 * and the peaks are gathered as it streams, so a long file is never held in memory.
 */
import { probeMedia } from './media-probe';
import { createPeakAccumulator } from './pcm-peaks';
import { runProcess } from './run-process';

/** Peaks in a waveform unless the caller asks for another number. */
export const DEFAULT_PEAK_COUNT = 96;

export const AUDIO_UNREADABLE_MESSAGE = 'The sound in this file could not be read. It may be damaged or have no sound.';

/** Plenty for peaks 0.1 s apart or wider, and cheap to decode (16 kB/s). */
const SAMPLE_RATE_HZ = 8000;

/** Decoding runs far faster than real time; this allows it a tenth of the duration, at least 2 minutes. */
const MIN_DECODE_TIMEOUT_MS = 120_000;

/**
 * Computes `count` peaks of the sound in `inputPath` (an audio file, or a video's first audio track;
 * a plaintext file on local disk): the loudest |sample| of each equal slice of the duration, as a
 * fraction of full scale, 0..1 rounded to 2 decimals (not normalised to the loudest slice).
 * @throws RangeError when `count` is not a positive integer
 * @throws Error with AUDIO_UNREADABLE_MESSAGE (the tool's error as `cause`) when the file has no audio
 *   track, states no duration, cannot be decoded, or ffmpeg is missing
 */
export async function computeWaveformPeaks(inputPath: string, count = DEFAULT_PEAK_COUNT): Promise<number[]> {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`count must be a positive integer, got ${count}`);
  try {
    const probe = await probeMedia(inputPath);
    if (!probe.hasAudio) throw new Error('no audio stream');
    if (probe.durationMs === null) throw new Error('the container states no duration');
    const expectedSamples = Math.max(1, Math.round((probe.durationMs * SAMPLE_RATE_HZ) / 1000));
    const accumulator = createPeakAccumulator(count, expectedSamples);
    await runProcess(
      'ffmpeg',
      [
        '-v',
        'error',
        '-i',
        `file:${inputPath}`, // "file:" so a name is never read as another ffmpeg protocol
        '-map',
        '0:a:0',
        '-ac',
        '1',
        '-ar',
        String(SAMPLE_RATE_HZ),
        '-f',
        's16le',
        '-c:a',
        'pcm_s16le',
        'pipe:1',
      ],
      {
        onOutput: (chunk) => accumulator.add(chunk),
        timeoutMs: Math.max(MIN_DECODE_TIMEOUT_MS, probe.durationMs / 10),
      },
    );
    return accumulator.peaks();
  } catch (error) {
    throw new Error(AUDIO_UNREADABLE_MESSAGE, { cause: error });
  }
}
