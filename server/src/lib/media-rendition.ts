/**
 * Renditions made by Debian's ffmpeg: videos whose codecs browsers cannot decode (an iPhone's HEVC
 * in Chromium and Firefox, an old Android's H.263 and AMR) get an H.264/AAC MP4, and a future
 * message's recording gets a copy every phone plays (M4A with AAC for a voice, MP4 with H.264/AAC
 * for a video; docs/product/messages-and-delivery.md "Delivery to recipients"). The original is
 * always kept as it is.
 */
import path from 'node:path';
import { runProcess } from './run-process';

/** Video codecs (ffprobe's names) Chromium, Firefox and Safari all decode. */
const BROWSER_VIDEO_CODECS: readonly string[] = ['h264', 'vp8', 'vp9', 'av1'];

/** Audio codecs (ffprobe's names) the three browsers all decode. */
const BROWSER_AUDIO_CODECS: readonly string[] = ['aac', 'mp3', 'opus', 'vorbis', 'flac'];

/** Longest a rendition may take, in ms (a long 4K video on a slow machine). */
const RENDITION_TIMEOUT_MS = 60 * 60 * 1000;

/** "file:" so a name is never read as another ffmpeg protocol. */
const fileUrl = (filePath: string) => `file:${path.resolve(filePath)}`;

/**
 * True when every browser can play a video with these streams (codec names as ffprobe gives them;
 * null when the stream is absent).
 */
export function isBrowserPlayable(codecs: { videoCodec: string | null; audioCodec: string | null }): boolean {
  const videoOk = codecs.videoCodec === null || BROWSER_VIDEO_CODECS.includes(codecs.videoCodec);
  const audioOk = codecs.audioCodec === null || BROWSER_AUDIO_CODECS.includes(codecs.audioCodec);
  return videoOk && audioOk;
}

/**
 * The content type of the rendition of a media file of `originalType` (its sniffed type): "audio/mp4"
 * (an M4A) for a sound recording, "video/mp4" for a video.
 */
export const renditionContentType = (originalType: string): 'audio/mp4' | 'video/mp4' =>
  originalType.startsWith('audio/') ? 'audio/mp4' : 'video/mp4';

/**
 * Writes the rendition of `inputPath` (sniffed type `originalType`) to `outputPath`: an M4A for sound
 * (renderPhoneAudio), an H.264/AAC MP4 for a video (renderPlayableVideo). Plaintext files on local disk.
 * @throws Error from runProcess when ffmpeg is missing, too slow, or cannot read the input
 */
export function renderRendition(originalType: string, inputPath: string, outputPath: string): Promise<void> {
  return renditionContentType(originalType) === 'audio/mp4'
    ? renderPhoneAudio(inputPath, outputPath)
    : renderPlayableVideo(inputPath, outputPath);
}

/**
 * Writes an M4A (AAC-LC at 128 kbit/s, the iPod brand phones recognise) of `inputPath`'s first audio
 * stream to `outputPath`, with its index at the start so playback begins at once.
 * @throws Error from runProcess when ffmpeg is missing, too slow, or the input has no sound
 */
export async function renderPhoneAudio(inputPath: string, outputPath: string): Promise<void> {
  await runProcess(
    'ffmpeg',
    [
      ...['-v', 'error', '-y', '-i', fileUrl(inputPath)],
      ...['-map', '0:a:0', '-vn', '-c:a', 'aac', '-b:a', '128k'],
      ...['-movflags', '+faststart', '-f', 'ipod', fileUrl(outputPath)],
    ],
    { timeoutMs: RENDITION_TIMEOUT_MS },
  );
}

/**
 * Writes an H.264 (yuv420p, the profile every phone plays) and AAC MP4 of `inputPath`'s first video and
 * audio streams to `outputPath`, with its index at the start (faststart) so playback begins at once.
 * Rotation recorded by the phone is applied. Both are plaintext files on local disk.
 * @throws Error from runProcess when ffmpeg is missing, too slow, or cannot read the input
 */
export async function renderPlayableVideo(inputPath: string, outputPath: string): Promise<void> {
  await runProcess(
    'ffmpeg',
    [
      ...['-v', 'error', '-y', '-i', fileUrl(inputPath)],
      ...['-map', '0:v:0', '-map', '0:a:0?'],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p'],
      ...['-c:a', 'aac', '-b:a', '128k'],
      ...['-movflags', '+faststart', '-f', 'mp4', fileUrl(outputPath)],
    ],
    { timeoutMs: RENDITION_TIMEOUT_MS },
  );
}
