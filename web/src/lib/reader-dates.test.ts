import { afterEach, describe, expect, it, vi } from 'vitest';

/** The module as a browser whose language is `language` loads it (undefined: no navigator, as in Node). */
async function readerDatesFor(language: string | undefined) {
  vi.resetModules();
  vi.stubGlobal('navigator', language === undefined ? undefined : { language });
  return import('./reader-dates');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reader-dates', () => {
  it("writes dates in the browser's language", async () => {
    const british = await readerDatesFor('en-GB');
    expect(british.READER_LOCALE).toBe('en-GB');
    expect(british.formatDate('2026-11-20T09:00:00Z', 'day', 'UTC')).toBe('20 November 2026');
    expect(british.formatCalendarDay('2026-11-20', 'day-month')).toBe('20 Nov');
    const american = await readerDatesFor('en-US');
    expect(american.formatDate('2026-11-20T09:00:00Z', 'moment', 'UTC')).toBe('Nov 20, 2026, 9:00 AM');
  });

  it('falls back to en-US without a navigator or with a language Intl refuses', async () => {
    expect((await readerDatesFor(undefined)).READER_LOCALE).toBe('en-US');
    expect((await readerDatesFor('not a language tag')).READER_LOCALE).toBe('en-US');
  });

  it("writes an instant in the reader's own zone unless given one", async () => {
    const { formatDate } = await readerDatesFor('en-US');
    const readerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const at = '2026-11-20T03:30:00Z';
    expect(formatDate(at, 'zoned-moment')).toBe(formatDate(at, 'zoned-moment', readerZone));
    expect(formatDate(at, 'day', 'America/New_York')).toBe('November 19, 2026');
  });
});
