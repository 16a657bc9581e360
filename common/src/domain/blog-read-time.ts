/**
 * A blog article's read time, computed from its text (issue 15, item 8: read times must match the
 * text). This replaces SPEC.md §9's fixed read times (3, 8, 6, 7, 5, 9, 6, 8 min), which did not
 * match the bodies the articles have.
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

/** The read time as the blog shows it (SPEC.md §3 Blog article `readTime`), e.g. "2 min read". */
export function formatReadTime(markdown: string): string {
  return `${readMinutes(markdown)} min read`;
}
