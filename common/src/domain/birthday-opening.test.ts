import { describe, expect, it } from 'vitest';
import { exactGedcomDay } from './birthday-opening';

describe('exactGedcomDay', () => {
  it('reads an exact Gregorian day', () => {
    expect(exactGedcomDay('14 MAR 2012')).toBe('2012-03-14');
    expect(exactGedcomDay('GREGORIAN 2 jun 2012')).toBe('2012-06-02');
    expect(exactGedcomDay('29 FEB 2012')).toBe('2012-02-29');
    expect(exactGedcomDay('5 JAN 987')).toBe('0987-01-05');
  });

  it('refuses approximate, partial, ranged, other-calendar and impossible dates', () => {
    for (const date of [
      'ABT 2012',
      'MAR 2012',
      '2012',
      'BET 2010 AND 2012',
      'EST 14 MAR 2012',
      'JULIAN 14 MAR 2012',
      '29 FEB 2013',
      '31 APR 2012',
      '14 XYZ 2012',
      '',
      null,
    ])
      expect(exactGedcomDay(date)).toBeNull();
  });
});
