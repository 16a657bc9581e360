/**
 * Video posters: one frame grabbed by Debian's ffmpeg early in the video (past a fade-in from black,
 * yet inside even a very short clip), sized as every other preview by sharp.
 */
import sharp from 'sharp';
import { probeMedia } from './media-probe';
import { runProcess } from './run-process';
import { encodeWebpPreview } from './webp-preview';

export interface VideoPoster {
  /** WebP within 480×480 px. */
  poster: Buffer;
  /** Width of the video as played (ffmpeg applies the rotation a phone recorded), in px. */
  width: number;
  /** Height of the video as played, in px. */
  height: number;
  /** Duration stated by the container, in ms; null when it states none. */
  durationMs: number | null;
  /** ffprobe's codec names of the first video and audio streams (null when absent). */
  videoCodec: string | null;
  audioCodec: string | null;
}

export const VIDEO_UNREADABLE_MESSAGE =
  'This video could not be read. It may be damaged or in a format we do not support.';

/** The poster frame is taken at 1 s, or at 10 % of the duration for videos shorter than 10 s. */
const POSTER_TIME_MS = 1000;
const POSTER_TIME_FRACTION = 0.1;

/**
 * Makes the poster of the video at `inputPath` (a plaintext file on local disk): the frame at
 * min(1 s, 10 % of the duration), or the first frame when the duration is unknown. The frame travels
 * through a pipe as PNG, so no temporary file is left behind whatever fails.
 * @throws Error with VIDEO_UNREADABLE_MESSAGE (the tool's error as `cause`) when the file has no
 *   readable video stream or ffmpeg is missing
 */
export async function createVideoPoster(inputPath: string): Promise<VideoPoster> {
  try {
    const probe = await probeMedia(inputPath);
    if (!probe.hasVideo) throw new Error('no video stream');
    const atMs = probe.durationMs === null ? 0 : Math.min(POSTER_TIME_MS, probe.durationMs * POSTER_TIME_FRACTION);
    const frame = await grabFrame(inputPath, atMs);
    const { width, height } = await sharp(frame).metadata();
    return {
      poster: await encodeWebpPreview(frame),
      width,
      height,
      durationMs: probe.durationMs,
      videoCodec: probe.videoCodec,
      audioCodec: probe.audioCodec,
    };
  } catch (error) {
    throw new Error(VIDEO_UNREADABLE_MESSAGE, { cause: error });
  }
}

/** One frame at `atMs` (ms) as PNG bytes; `-ss` before `-i` seeks by index instead of decoding up to it. */
function grabFrame(inputPath: string, atMs: number): Promise<Buffer> {
  return runProcess('ffmpeg', [
    '-v',
    'error',
    '-ss',
    (atMs / 1000).toFixed(3),
    '-i',
    `file:${inputPath}`, // "file:" so a name is never read as another ffmpeg protocol
    '-map',
    '0:v:0',
    '-frames:v',
    '1',
    '-f',
    'image2pipe',
    '-c:v',
    'png',
    'pipe:1',
  ]);
}
