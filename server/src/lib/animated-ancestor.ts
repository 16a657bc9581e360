/**
 * Renders an animated ancestor: an MP4 made with Debian's ffmpeg from one real photo and one real
 * recording — a slow zoom towards the photo's centre (the zoompan filter), the recording's own
 * sound, captions from its transcript timed by its words when the speech recogniser gave their
 * times, else spread over its length (SubRip through libass), and a label saying Heirloom made it.
 * Nothing is synthesised: no voice, no face, no movement of the person's features.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TimedWord } from '@heirloom/common/domain/transcript-confidence';
import { runProcess } from './run-process';

/** Output frame size and rate: 720p at 25 frames per second (small enough for two cores). */
const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 25;
/** How far the slow zoom goes by the end (1.0 = none). */
const FINAL_ZOOM = 1.2;
/** Words per caption line group. */
const WORDS_PER_CAPTION = 9;
const FONT_FILE = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

export interface AnimationRender {
  photoPath: string;
  audioPath: string;
  /** The recording's transcript; no captions when null or empty. */
  transcript: string | null;
  /** The times of the transcript's words (the unedited machine transcript only), else null. */
  words: TimedWord[] | null;
  /** Length of the video, seconds (the recording's length within the plan's limit). */
  seconds: number;
  /** The label drawn in the top corner ("Made by Heirloom from the real photo and voice"). */
  label: string;
  /** A private folder for the caption and label files. */
  workDir: string;
  outputPath: string;
  /** Called with 0–100 as ffmpeg reports its progress. */
  onProgress: (percent: number) => void;
}

/** "00:00:03,500" (SubRip time). */
const srtTime = (seconds: number) => {
  const ms = Math.round(seconds * 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)},${pad(ms % 1000, 3)}`;
};

/** One SubRip cue. */
const cue = (index: number, start: number, end: number, text: string) =>
  `${index + 1}\n${srtTime(start)} --> ${srtTime(end)}\n${text}\n`;

/**
 * SubRip captions of a video `seconds` long: the transcript in groups of WORDS_PER_CAPTION words.
 * With `words` (their times, ms), each group shows from its first word's start until the next
 * group starts (the last until its last word ends), so the captions follow the voice; groups that
 * start after the video ends are left out. Without times each group gets an equal share.
 */
export function captionsFor(transcript: string | null, seconds: number, words: TimedWord[] | null = null): string {
  if (words && words.length > 0) {
    const groups: TimedWord[][] = [];
    for (let start = 0; start < words.length; start += WORDS_PER_CAPTION) {
      groups.push(words.slice(start, start + WORDS_PER_CAPTION));
    }
    return groups
      .map((group, index) => {
        const start = group[0]!.startMs / 1000;
        const next = groups[index + 1]?.[0]?.startMs;
        const end = Math.min(seconds, (next ?? group[group.length - 1]!.endMs) / 1000);
        return { start, end, text: group.map((word) => word.text).join(' ') };
      })
      .filter((group) => group.start < seconds && group.end > group.start)
      .map((group, index) => cue(index, group.start, group.end, group.text))
      .join('\n');
  }
  const texts: string[] = [];
  const allWords = (transcript ?? '').split(/\s+/).filter(Boolean);
  for (let start = 0; start < allWords.length; start += WORDS_PER_CAPTION) {
    texts.push(allWords.slice(start, start + WORDS_PER_CAPTION).join(' '));
  }
  const share = seconds / Math.max(texts.length, 1);
  return texts.map((text, index) => cue(index, index * share, (index + 1) * share, text)).join('\n');
}

/**
 * Renders the video to `render.outputPath` (H.264/AAC MP4, faststart), without captions when the
 * transcript gives none (no transcript yet, silence, or words only after the video ends).
 * @throws Error from runProcess when ffmpeg is missing, too slow or cannot read an input
 */
export async function renderAnimatedAncestor(render: AnimationRender): Promise<void> {
  const frames = Math.max(1, Math.round(render.seconds * FPS));
  const captions = captionsFor(render.transcript, render.seconds, render.words);
  const captionsPath = path.join(render.workDir, 'captions.srt');
  const labelPath = path.join(render.workDir, 'label.txt');
  // libass cannot open an empty SubRip file ("Unable to open captions.srt"): no captions, no filter.
  if (captions) writeFileSync(captionsPath, captions, { mode: 0o600 });
  writeFileSync(labelPath, render.label, { mode: 0o600 });
  const zoomStep = ((FINAL_ZOOM - 1) / frames).toFixed(6);
  const filter = [
    // Twice the output size first, so the zoom moves smoothly instead of in whole pixels.
    `[0:v]scale=${WIDTH * 2}:${HEIGHT * 2}:force_original_aspect_ratio=decrease`,
    `pad=${WIDTH * 2}:${HEIGHT * 2}:(ow-iw)/2:(oh-ih)/2:color=0x1f1a17`,
    `zoompan=z='min(zoom+${zoomStep},${FINAL_ZOOM})':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=${frames}:s=${WIDTH}x${HEIGHT}:fps=${FPS}`,
    ...(captions
      ? [`subtitles=filename='${captionsPath}':force_style='FontName=DejaVu Sans,FontSize=15,Outline=2,MarginV=36'`]
      : []),
    `drawtext=fontfile=${FONT_FILE}:textfile='${labelPath}':fontsize=20:fontcolor=white@0.9:box=1:boxcolor=black@0.45:boxborderw=8:x=24:y=24`,
    'format=yuv420p[video]',
  ].join(',');
  const totalMicroseconds = render.seconds * 1_000_000;
  await runProcess(
    'ffmpeg',
    [
      '-hide_banner',
      '-nostdin',
      '-y',
      '-i',
      `file:${path.resolve(render.photoPath)}`,
      '-i',
      `file:${path.resolve(render.audioPath)}`,
      '-filter_complex',
      filter,
      '-map',
      '[video]',
      '-map',
      '1:a:0',
      '-t',
      String(render.seconds),
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '23',
      '-c:a',
      'aac',
      '-b:a',
      '128k',
      '-movflags',
      '+faststart',
      '-progress',
      'pipe:1',
      `file:${path.resolve(render.outputPath)}`,
    ],
    {
      timeoutMs: 10 * 60_000,
      onOutput: (chunk) => {
        const match = /out_time_us=(\d+)/.exec(chunk.toString());
        if (match) render.onProgress(Math.min(99, Math.floor((Number(match[1]) / totalMicroseconds) * 100)));
      },
    },
  );
}
