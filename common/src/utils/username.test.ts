import { describe, expect, it } from 'vitest';
import { deriveUsername, hasChosenName, welcomeLine } from './username';

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

describe('welcomeLine', () => {
  it('greets by the chosen name, and by the product until one is chosen', () => {
    expect(welcomeLine({ username: 'Grandma Rose', email: 'grandma.rose@example.com' }, 'Heirloom')).toBe(
      'Welcome, Grandma Rose',
    );
    expect(welcomeLine({ username: 'grandma.rose', email: 'grandma.rose@example.com' }, 'Heirloom')).toBe(
      'Welcome to Heirloom',
    );
  });
});
