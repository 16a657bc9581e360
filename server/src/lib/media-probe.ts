/**
 * What ffprobe says about an audio or video file before it is decoded: how long it lasts and which
 * kinds of streams it holds.
 */
import { runProcess } from './run-process';

export interface MediaProbe {
  /** Duration stated by the container, in ms; null when it states none (e.g. a raw browser recording). */
  durationMs: number | null;
  hasAudio: boolean;
  hasVideo: boolean;
  /** ffprobe's name of the first video stream's codec (e.g. 'h264', 'hevc'); null without one. */
  videoCodec: string | null;
  /** ffprobe's name of the first audio stream's codec (e.g. 'aac', 'amr_nb'); null without one. */
  audioCodec: string | null;
}

interface FfprobeOutput {
  streams?: { codec_type?: string; codec_name?: string }[];
  format?: { duration?: string };
}

/**
 * Reads `inputPath`'s duration (ms) and stream kinds with ffprobe.
 * @throws Error with ffprobe's message when the file is not a media file ffprobe can read
 */
export async function probeMedia(inputPath: string): Promise<MediaProbe> {
  const output = await runProcess('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=duration:stream=codec_type,codec_name',
    '-of',
    'json',
    `file:${inputPath}`, // "file:" so a name is never read as another ffmpeg protocol
  ]);
  const probe = JSON.parse(output.toString()) as FfprobeOutput;
  const seconds = Number(probe.format?.duration);
  const streams = probe.streams ?? [];
  const codecOf = (type: string) => streams.find((stream) => stream.codec_type === type)?.codec_name ?? null;
  return {
    durationMs: Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 1000) : null,
    hasAudio: codecOf('audio') !== null,
    hasVideo: codecOf('video') !== null,
    videoCodec: codecOf('video'),
    audioCodec: codecOf('audio'),
  };
}
