import { describe, expect, it } from 'vitest';
import { formatCountdown } from './capsule-countdown';

const now = new Date('2027-01-01T12:00:00Z');
const after = (ms: number) => new Date(now.getTime() + ms).toISOString();
const HOUR = 3_600_000;

describe('formatCountdown', () => {
  it('counts days and hours, hours and minutes, and years', () => {
    expect(formatCountdown(after(3 * 24 * HOUR + 4 * HOUR), now)).toBe('Opens in 3 days, 4 hours');
    expect(formatCountdown(after(24 * HOUR), now)).toBe('Opens in 1 day');
    expect(formatCountdown(after(2 * HOUR + 30 * 60_000), now)).toBe('Opens in 2 hours, 30 minutes');
    expect(formatCountdown(after(90_000), now)).toBe('Opens in 2 minutes');
    expect(formatCountdown(after(400 * 24 * HOUR), now)).toBe('Opens in 1 year, 35 days');
  });

  it('says the capsule is opening once its moment has come', () => {
    expect(formatCountdown(after(0), now)).toBe('Opening now');
    expect(formatCountdown(after(-HOUR), now)).toBe('Opening now');
  });
});
