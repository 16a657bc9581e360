/**
 * The animated ancestor's captions (issue 10 part 4: "captions from the transcript"): timed by the
 * recogniser's word times when there are some, else spread evenly over the video.
 */
import { describe, expect, it } from 'vitest';
import type { TimedWord } from '@heirloom/common/domain/transcript-confidence';
import { captionsFor } from './animated-ancestor';

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
