import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('writes sizes in binary units with one decimal below ten', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(812 * 1024)).toBe('812 KB');
    expect(formatBytes(4.25 * 1024 * 1024)).toBe('4.3 MB');
    expect(formatBytes(1.3 * 1024 ** 3)).toBe('1.3 GB');
    expect(formatBytes(10 * 1024 ** 3 - 20_000)).toBe('10 GB');
  });
});
