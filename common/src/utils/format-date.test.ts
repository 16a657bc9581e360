import { describe, expect, it } from 'vitest';
import { DEFAULT_DATE_LOCALE, formatCalendarDay, formatDate, type DateStyle } from './format-date';

/** Friday 20 November 2026, 09:00 UTC. */
const AT = '2026-11-20T09:00:00.000Z';

describe('formatDate', () => {
  it.each<[DateStyle, string, string]>([
    ['day', 'November 20, 2026', '20 November 2026'],
    ['short-day', 'Nov 20, 2026', '20 Nov 2026'],
    ['weekday-day', 'Friday, November 20, 2026', 'Friday, 20 November 2026'],
    ['day-month', 'Nov 20', '20 Nov'],
    ['month', 'Nov 2026', 'Nov 2026'],
    ['moment', 'Nov 20, 2026, 9:00 AM', '20 Nov 2026, 09:00'],
    ['zoned-moment', 'Friday, November 20, 2026 at 9:00 AM UTC', 'Friday, 20 November 2026 at 09:00 UTC'],
    ['short-zoned-moment', 'Fri, Nov 20, 2026, 9:00 AM UTC', 'Fri, 20 Nov 2026, 09:00 UTC'],
  ])('writes the %s style in en-US and en-GB', (style, american, british) => {
    expect(formatDate(AT, style, { locale: 'en-US', timeZone: 'UTC' })).toBe(american);
    expect(formatDate(AT, style, { locale: 'en-GB', timeZone: 'UTC' })).toBe(british);
  });

  it('writes the day and the time of the zone it is given, which may be another day', () => {
    const lateEvening = '2026-11-20T03:30:00.000Z';
    expect(formatDate(lateEvening, 'day', { timeZone: 'UTC' })).toBe('November 20, 2026');
    expect(formatDate(lateEvening, 'day', { timeZone: 'America/New_York' })).toBe('November 19, 2026');
    expect(formatDate(lateEvening, 'zoned-moment', { timeZone: 'America/New_York' })).toBe(
      'Thursday, November 19, 2026 at 10:30 PM EST',
    );
    expect(formatDate(lateEvening, 'short-zoned-moment', { timeZone: 'Asia/Tokyo' })).toBe(
      'Fri, Nov 20, 2026, 12:30 PM GMT+9',
    );
  });

  it('takes a Date as well as an ISO string', () => {
    expect(formatDate(new Date(AT), 'moment', { timeZone: 'Europe/Paris' })).toBe('Nov 20, 2026, 10:00 AM');
  });

  it('writes en-US when no locale is given', () => {
    expect(DEFAULT_DATE_LOCALE).toBe('en-US');
    expect(formatDate(AT, 'day', { timeZone: 'UTC' })).toBe(
      formatDate(AT, 'day', { locale: 'en-US', timeZone: 'UTC' }),
    );
  });

  it('keeps formatters of different locales, styles and zones apart', () => {
    // The second call of each reuses a cached formatter: it must still be that locale's and zone's.
    for (let round = 0; round < 2; round++) {
      expect(formatDate(AT, 'day', { locale: 'en-GB', timeZone: 'UTC' })).toBe('20 November 2026');
      expect(formatDate(AT, 'day', { locale: 'en-US', timeZone: 'UTC' })).toBe('November 20, 2026');
      expect(formatDate('2026-11-20T23:30:00Z', 'day', { timeZone: 'Asia/Tokyo' })).toBe('November 21, 2026');
    }
  });

  it('refuses an instant that is not one', () => {
    expect(() => formatDate('not a date', 'day', { timeZone: 'UTC' })).toThrow(RangeError);
  });
});

describe('formatCalendarDay', () => {
  it('writes a day as it was entered, whatever the time zone of the machine', () => {
    // Read as local midnight, 1 January would be 31 December in every zone west of UTC.
    const machineZone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      expect(new Date('2020-01-01T00:00:00Z').getDate()).toBe(31);
      expect(formatCalendarDay('2020-01-01', 'day')).toBe('January 1, 2020');
    } finally {
      if (machineZone === undefined) delete process.env.TZ;
      else process.env.TZ = machineZone;
    }
    expect(formatCalendarDay('2020-01-01', 'day', 'en-GB')).toBe('1 January 2020');
    expect(formatCalendarDay('2030-06-14', 'weekday-day')).toBe('Friday, June 14, 2030');
    expect(formatCalendarDay('2026-11-20', 'day-month', 'en-GB')).toBe('20 Nov');
    expect(formatCalendarDay('2026-11-01', 'month')).toBe('Nov 2026');
  });

  it('refuses a day that is not YYYY-MM-DD', () => {
    expect(() => formatCalendarDay('2026-13-40', 'day')).toThrow(RangeError);
  });
});
