/**
 * The animated ancestor's captions: timed by the recogniser's word times when there are some, else
 * spread evenly over the video; a recording with nothing to caption still makes a video.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { TimedWord } from '@heirloom/common/domain/transcript-confidence';
import { captionsFor, renderAnimatedAncestor } from './animated-ancestor';
import { runProcess } from './run-process';

const fixture = (name: string) => path.resolve(import.meta.dirname, '../../test/fixtures', name);

/** Words said one after another: `text` split on spaces, each `stepMs` long from `startMs`. */
const timed = (text: string, startMs: number, stepMs: number): TimedWord[] =>
  text.split(' ').map((word, index) => ({
    text: word,
    startMs: startMs + index * stepMs,
    endMs: startMs + (index + 1) * stepMs - 50,
    confidence: 0.9,
  }));

describe('captionsFor', () => {
  it('follows the voice: each group of nine words from its first word until the next group starts', () => {
    // A pause of two seconds before she speaks, then thirteen words, 400 ms each.
    const words = timed('we planted the apple tree the spring your mother was born in the', 2000, 400);
    expect(captionsFor(words.map((word) => word.text).join(' '), 30, words)).toBe(
      [
        '1\n00:00:02,000 --> 00:00:05,600\nwe planted the apple tree the spring your mother\n',
        '2\n00:00:05,600 --> 00:00:07,150\nwas born in the\n',
      ].join('\n'),
    );
  });

  it('leaves out what is said after the video ends and cuts the last caption at its end', () => {
    const words = timed('one two three four five six seven eight nine ten eleven', 0, 1000);
    expect(captionsFor(null, 9.5, words)).toBe(
      [
        '1\n00:00:00,000 --> 00:00:09,000\none two three four five six seven eight nine\n',
        '2\n00:00:09,000 --> 00:00:09,500\nten eleven\n',
      ].join('\n'),
    );
    expect(captionsFor(null, 8, words)).toBe(
      '1\n00:00:00,000 --> 00:00:08,000\none two three four five six seven eight nine\n',
    );
  });

  it('spreads an edited transcript (no word times) evenly over the video', () => {
    const text = 'we planted the apple tree the spring your mother was born';
    expect(captionsFor(text, 10, null)).toBe(
      [
        '1\n00:00:00,000 --> 00:00:05,000\nwe planted the apple tree the spring your mother\n',
        '2\n00:00:05,000 --> 00:00:10,000\nwas born\n',
      ].join('\n'),
    );
    expect(captionsFor('', 10, null)).toBe('');
  });
});

describe('renderAnimatedAncestor', () => {
  const folders: string[] = [];
  afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  /** Renders one second from the fixture photo and voice note with `transcript`; resolves with the MP4's path. */
  const renderOneSecond = async (transcript: string | null, words: TimedWord[] | null = null) => {
    const workDir = mkdtempSync(path.join(os.tmpdir(), 'heirloom-animation-'));
    folders.push(workDir);
    const outputPath = path.join(workDir, 'animation.mp4');
    await renderAnimatedAncestor({
      photoPath: fixture('photo.jpg'),
      audioPath: fixture('voice-note.wav'),
      transcript,
      words,
      seconds: 1,
      label: 'Made by Heirloom from the real photo and voice',
      workDir,
      outputPath,
      onProgress: () => undefined,
    });
    return outputPath;
  };

  /** The stream kinds ffprobe finds in `file` ("video", "audio"). */
  const streamKinds = async (file: string) =>
    (await runProcess('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_type', '-of', 'csv=p=0', file]))
      .toString()
      .split('\n')
      .filter(Boolean)
      .sort();

  it.each([
    ['no transcript', null, null],
    ['an empty transcript', '  ', null],
    ['words said only after the video ends', 'later', timed('later', 5000, 400)],
  ])(
    'makes a video without captions from a recording with %s',
    async (_case, transcript, words) => {
      const video = await renderOneSecond(transcript, words);
      expect(existsSync(video)).toBe(true);
      expect(await streamKinds(video)).toEqual(['audio', 'video']);
    },
    60_000,
  );

  it('makes a video with captions from a transcript', async () => {
    const video = await renderOneSecond('we planted the apple tree');
    expect(await streamKinds(video)).toEqual(['audio', 'video']);
  }, 60_000);
});
