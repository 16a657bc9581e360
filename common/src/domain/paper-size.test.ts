import { describe, expect, it } from 'vitest';
import { defaultPaperSize } from './paper-size';

describe('defaultPaperSize', () => {
  it.each([
    ['en-US', 'letter'],
    ['en', 'letter'],
    ['es-MX', 'letter'],
    ['fr-CA', 'letter'],
    ['en-GB', 'a4'],
    ['de', 'a4'],
    ['fr', 'a4'],
    ['es-ES', 'a4'],
    ['not a locale', 'a4'],
  ])('prints %s on %s', (locale, size) => {
    expect(defaultPaperSize(locale)).toBe(size);
  });
});
