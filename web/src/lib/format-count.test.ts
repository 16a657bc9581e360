import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('formatCount', () => {
  it('writes whole numbers as en-US does', () => {
    for (const value of [0, 7, 999, 1000, 2847, 50_000, 123_456, 1_234_567, -4321]) {
      expect(formatCount(value)).toBe(new Intl.NumberFormat('en-US').format(value));
    }
  });

  it('rounds to a whole number', () => {
    expect(formatCount(2846.6)).toBe('2,847');
  });
});
