import { describe, expect, it } from 'vitest';
import { joinNames } from './join-names';

describe('joinNames', () => {
  it('says none, one, two and more names as a sentence does', () => {
    expect(joinNames([])).toBe('');
    expect(joinNames(['Sam'])).toBe('Sam');
    expect(joinNames(['Sam', 'Ivy'])).toBe('Sam and Ivy');
    expect(joinNames(['Sam', 'Ivy', 'Tom'])).toBe('Sam, Ivy and Tom');
  });
});
