import { describe, expect, it } from 'vitest';
import { countWords, formatReadTime, readMinutes, WORDS_PER_MINUTE } from './blog-read-time';

describe('blog read times (about 230 words a minute)', () => {
  it('counts the words a reader reads: link text yes, link targets, images, tokens and markup no', () => {
    expect(countWords('Read **our** [whole story](/about-us-and-more).')).toBe(4);
    expect(
      countWords('## A heading\n\n- one item\n- two items\n1. three\n\n![A camera](/camera.jpg) {{BLOG_IMAGE}}'),
    ).toBe(7);
    expect(countWords('It’s {product}’s day — 15 to 30 minutes.')).toBe(7);
    expect(countWords('   ')).toBe(0);
  });

  it('rounds up to whole minutes at 230 words a minute, never below 1', () => {
    expect(WORDS_PER_MINUTE).toBe(230);
    expect(readMinutes('')).toBe(1);
    expect(readMinutes('word '.repeat(1))).toBe(1);
    expect(readMinutes('word '.repeat(230))).toBe(1);
    expect(readMinutes('word '.repeat(231))).toBe(2);
    expect(readMinutes('word '.repeat(2070))).toBe(9);
    expect(formatReadTime('word '.repeat(500))).toBe('3 min read');
  });
});
