import { describe, expect, it } from 'vitest';
import { deriveUsername } from './username';

describe('deriveUsername', () => {
  it('takes the part before the at-sign', () => {
    expect(deriveUsername('grandma.rose@example.com')).toBe('grandma.rose');
    expect(deriveUsername('no-at-sign')).toBe('no-at-sign');
  });
});
