/**
 * A blog article's read time, computed from its text, so that it always matches the text
 * (docs/product/constants.md "Blog"). This replaces the fixed read times the articles once had
 * (3, 8, 6, 7, 5, 9, 6, 8 min), which did not match their bodies.
 */

/** An adult's average silent reading speed for prose, in words per minute. */
export const WORDS_PER_MINUTE = 230;

/**
 * The words a reader reads in a markdown body: link text counts, link targets, images and markup do not.
 * @example countWords('Read **our** [story](/about).') === 3
 */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ') // images
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // links keep their text
    .replace(/\{\{[A-Z_]+\}\}/g, ' ') // tokens such as BLOG_IMAGE_TOKEN
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/gm, ' '); // list markers
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/**
 * Minutes to read a markdown body at WORDS_PER_MINUTE, rounded up, at least 1.
 * @example readMinutes('word '.repeat(231)) === 2
 */
export function readMinutes(markdown: string): number {
  return Math.max(1, Math.ceil(countWords(markdown) / WORDS_PER_MINUTE));
}

/** The read time as the blog shows it (an article's `readTime`), e.g. "2 min read". */
export function formatReadTime(markdown: string): string {
  return `${readMinutes(markdown)} min read`;
}
