import { describe, expect, it } from 'vitest';
import { createOffsetClock } from './clock';

describe('createOffsetClock', () => {
  it('starts at the given instant and runs on with the real clock', () => {
    let realNow = Date.parse('2026-11-21T10:00:00Z');
    const realClock = { now: () => new Date(realNow) };
    const clock = createOffsetClock(new Date('2030-01-01T00:00:00Z'), realClock);
    expect(clock.now().toISOString()).toBe('2030-01-01T00:00:00.000Z');
    realNow += 90_000;
    expect(clock.now().toISOString()).toBe('2030-01-01T00:01:30.000Z');
  });
});

describe('createOffsetClock().moveTo', () => {
  it('moves the clock to another instant, from which it runs on in real time', () => {
    let realNow = Date.parse('2026-11-21T10:00:00Z');
    const realClock = { now: () => new Date(realNow) };
    const clock = createOffsetClock(new Date('2030-01-01T00:00:00Z'), realClock);
    realNow += 5_000;
    clock.moveTo(new Date('2030-01-08T09:00:00Z'));
    expect(clock.now().toISOString()).toBe('2030-01-08T09:00:00.000Z');
    realNow += 1_000;
    expect(clock.now().toISOString()).toBe('2030-01-08T09:00:01.000Z');
  });
});
