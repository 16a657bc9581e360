import { describe, expect, it } from 'vitest';
import { deriveUsername, hasChosenName } from './username';

describe('deriveUsername', () => {
  it('takes the part before the at-sign', () => {
    expect(deriveUsername('grandma.rose@example.com')).toBe('grandma.rose');
    expect(deriveUsername('no-at-sign')).toBe('no-at-sign');
  });
});

describe('hasChosenName', () => {
  it('is false for the name derived at sign-up and true once the person has chosen another', () => {
    expect(hasChosenName({ username: 'grandma.rose', email: 'grandma.rose@example.com' })).toBe(false);
    expect(hasChosenName({ username: 'Grandma Rose', email: 'grandma.rose@example.com' })).toBe(true);
  });
});
