/**
 * Debian's ffmpeg turns any recording a family uploads (WAV, MP3, M4A, OGG/Opus, WebM, an MP4
 * video…) into the 16 kHz mono audio that speech recognisers are trained on.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** The rate of PocketSphinx's en-us acoustic model and of Whisper's feature extractor. */
export const SPEECH_SAMPLE_RATE_HZ = 16_000;

/** Decoding a recording of several hours takes well under a minute; past this ffmpeg is hung. */
const CONVERSION_TIME_LIMIT_MS = 10 * 60_000;

/** ffmpeg's arguments that read the first audio track of `mediaPath` as 16 kHz mono. */
function speechInputArguments(mediaPath: string): string[] {
  return [
    '-v',
    'error',
    '-nostdin',
    '-y',
    '-i',
    mediaPath,
    '-map',
    '0:a:0',
    '-ac',
    '1',
    '-ar',
    `${SPEECH_SAMPLE_RATE_HZ}`,
  ];
}

/** Turns an ffmpeg failure into a sentence a person can read; ffmpeg's own words stay in `cause`. */
function explainFfmpegFailure(error: unknown): Error {
  const failure = error as NodeJS.ErrnoException & { killed?: boolean; stderr?: string | Buffer };
  const details = String(failure.stderr ?? '');
  if (failure.code === 'ENOENT') return new Error('ffmpeg is not installed on this server', { cause: error });
  if (failure.code === 'ERR_CHILD_PROCESS_STDIO_MAXBUFFER') {
    return new Error('this recording is too long to transcribe here', { cause: error });
  }
  if (failure.killed) return new Error('ffmpeg took too long to read this recording and was stopped', { cause: error });
  if (details.includes('matches no streams')) return new Error('this recording has no sound track', { cause: error });
  return new Error('ffmpeg could not read this recording', { cause: error });
}

/** The first check's answer, kept for the life of the process (every app built in it asks). */
let ffmpegCheck: Promise<boolean> | undefined;

/**
 * Whether Debian's ffmpeg (and its ffprobe) can be started, checked once per process: starting both
 * costs about 0.2 s of CPU, and programs are installed before a server starts, not under it.
 */
export function isFfmpegInstalled(): Promise<boolean> {
  ffmpegCheck ??= (async () => {
    try {
      await execFileAsync('ffmpeg', ['-version']);
      await execFileAsync('ffprobe', ['-version']);
      return true;
    } catch {
      return false;
    }
  })();
  return ffmpegCheck;
}

/**
 * Measures a media file's duration with ffprobe.
 * @returns milliseconds (0 when the file holds no sound)
 * @throws Error "ffmpeg could not read this recording" when ffprobe cannot read it
 */
export async function measureDurationMs(mediaPath: string): Promise<number> {
  try {
    const { stdout } = await execFileAsync(
      'ffprobe',
      ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=noprint_wrappers=1:nokey=1', mediaPath],
      { timeout: CONVERSION_TIME_LIMIT_MS, killSignal: 'SIGKILL' },
    );
    const seconds = Number.parseFloat(stdout.trim());
    return Number.isFinite(seconds) ? Math.round(seconds * 1000) : 0;
  } catch (error) {
    throw explainFfmpegFailure(error);
  }
}

/**
 * Converts the first audio track of `mediaPath` into a temporary 16 kHz mono 16-bit WAV, hands it
 * to `use` with its duration (ms), and removes it afterwards, also when conversion or `use` fails.
 * @param temporaryDirectory where the working folder is made (default: the system's temp folder)
 * @throws Error with a readable message when ffmpeg is missing, cannot read the file, finds no
 *   sound track, or the recording is empty; whatever `use` throws
 */
export async function withSpeechWav<Result>(
  mediaPath: string,
  use: (wavPath: string, durationMs: number) => Promise<Result>,
  temporaryDirectory: string = tmpdir(),
): Promise<Result> {
  const workDirectory = await mkdtemp(path.join(temporaryDirectory, 'heirloom-transcription-'));
  try {
    const wavPath = path.join(workDirectory, 'speech.wav');
    try {
      const pcm16 = ['-c:a', 'pcm_s16le', '-f', 'wav', wavPath];
      await execFileAsync('ffmpeg', [...speechInputArguments(mediaPath), ...pcm16], {
        timeout: CONVERSION_TIME_LIMIT_MS,
        killSignal: 'SIGKILL',
      });
    } catch (error) {
      throw explainFfmpegFailure(error);
    }
    const durationMs = await measureDurationMs(wavPath);
    if (durationMs === 0) throw new Error('this recording is empty');
    return await use(wavPath, durationMs);
  } finally {
    await rm(workDirectory, { recursive: true, force: true });
  }
}

/**
 * Decodes the first audio track of `mediaPath` into 16 kHz mono 32-bit float samples (−1..1),
 * the input of Whisper's feature extractor, through a pipe (no temporary file).
 * @param maxDurationMs longest recording accepted; each second costs 64 kB of memory
 * @throws Error with a readable message when ffmpeg is missing, cannot read the file, finds no
 *   sound track, the recording is empty or longer than `maxDurationMs`
 */
export async function decodeSpeechSamples(mediaPath: string, maxDurationMs: number): Promise<Float32Array> {
  const bytesPerSample = Float32Array.BYTES_PER_ELEMENT;
  const maxBuffer = Math.ceil((maxDurationMs / 1000) * SPEECH_SAMPLE_RATE_HZ) * bytesPerSample;
  let pcm: Buffer;
  try {
    const result = await execFileAsync('ffmpeg', [...speechInputArguments(mediaPath), '-f', 'f32le', 'pipe:1'], {
      encoding: 'buffer',
      maxBuffer,
      timeout: CONVERSION_TIME_LIMIT_MS,
      killSignal: 'SIGKILL',
    });
    pcm = result.stdout;
  } catch (error) {
    throw explainFfmpegFailure(error);
  }
  if (pcm.length < bytesPerSample) throw new Error('this recording is empty');
  // f32le is the byte order of every platform Node runs on here (x64, arm64); copying aligns the buffer.
  const aligned = pcm.buffer.slice(pcm.byteOffset, pcm.byteOffset + pcm.length - (pcm.length % bytesPerSample));
  return new Float32Array(aligned);
}
