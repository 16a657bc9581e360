import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it('writes m:ss under an hour and h:mm:ss from one hour on', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(5_999)).toBe('0:05');
    expect(formatDuration(65_000)).toBe('1:05');
    expect(formatDuration(3_599_999)).toBe('59:59');
    expect(formatDuration(3_600_000)).toBe('1:00:00');
    expect(formatDuration(3_725_000)).toBe('1:02:05');
    expect(formatDuration(-10)).toBe('0:00');
  });
});
