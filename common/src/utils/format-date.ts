/**
 * The one way Heirloom writes a date or a time for people: a few named styles
 * (docs/product/dates-and-times.md "Styles"), each one set of Intl.DateTimeFormat options, in a
 * locale and a time zone the caller names. Pages pass the reader's own (web/src/lib/reader-dates.ts);
 * e-mails, PDFs and the server's texts pass DEFAULT_DATE_LOCALE and the zone the date belongs to
 * (docs/product/dates-and-times.md "In e-mails and PDFs"). Machine formats (YYYY-MM-DD day keys, file
 * names) are not written here.
 */

/** The locale of texts whose reader's locale is unknown: e-mails, PDFs, the server's messages. */
export const DEFAULT_DATE_LOCALE = 'en-US';

/**
 * The styles, shown as en-US and en-GB write 2026-11-20T09:00Z in UTC:
 * - `day`: "November 20, 2026" / "20 November 2026"
 * - `short-day`: "Nov 20, 2026" / "20 Nov 2026", where space is short
 * - `weekday-day`: "Friday, November 20, 2026" / "Friday, 20 November 2026"
 * - `day-month`: "Nov 20" / "20 Nov", where the year goes without saying
 * - `month`: "Nov 2026" (both)
 * - `moment`: "Nov 20, 2026, 9:00 AM" / "20 Nov 2026, 09:00"
 * - `zoned-moment`: "Friday, November 20, 2026 at 9:00 AM UTC" / "Friday, 20 November 2026 at 09:00 UTC"
 * - `short-zoned-moment`: "Fri, Nov 20, 2026, 9:00 AM UTC" / "Fri, 20 Nov 2026, 09:00 UTC"
 */
const STYLES = {
  day: { dateStyle: 'long' },
  'short-day': { dateStyle: 'medium' },
  'weekday-day': { dateStyle: 'full' },
  'day-month': { month: 'short', day: 'numeric' },
  month: { month: 'short', year: 'numeric' },
  moment: { dateStyle: 'medium', timeStyle: 'short' },
  'zoned-moment': {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  },
  'short-zoned-moment': {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** A named way of writing a date (see STYLES above). */
export type DateStyle = keyof typeof STYLES;

/** The styles a calendar day can take: those without a time of day. */
export type CalendarDayStyle = Extract<DateStyle, 'day' | 'short-day' | 'weekday-day' | 'day-month' | 'month'>;

/** Where and for whom a date is written. */
export interface DateFormatOptions {
  /** A BCP 47 locale ("en-US", "en-GB"); DEFAULT_DATE_LOCALE when left out. */
  locale?: string;
  /** The IANA time zone the instant is written in ("Europe/Paris", "UTC"). */
  timeZone: string;
}

/** Formatters made so far, by locale, style and zone: making one costs far more than using it. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(style: DateStyle, locale: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale}|${style}|${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...STYLES[style], timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * An instant as people read it, in `style`, `locale` and `timeZone`: the day it falls on is the
 * zone's (2026-11-20T03:00Z is "November 19, 2026" in New York).
 * @param at an ISO-8601 instant ("2026-11-20T09:00:00.000Z") or a Date
 * @throws RangeError when `at` is not a valid instant, or the locale or zone is not one Intl knows
 */
export function formatDate(at: string | Date, style: DateStyle, options: DateFormatOptions): string {
  return formatterFor(style, options.locale ?? DEFAULT_DATE_LOCALE, options.timeZone).format(new Date(at));
}

/**
 * A calendar day, a date with no time and no zone (a birthday, a reported day, a chart's day), as
 * people read it. It never shifts by a time zone: it is written as its own midnight in UTC
 * (docs/product/dates-and-times.md "Calendar days").
 * @param day "YYYY-MM-DD"
 * @param locale a BCP 47 locale; DEFAULT_DATE_LOCALE when left out
 * @throws RangeError when `day` is not a valid YYYY-MM-DD day, or the locale is not one Intl knows
 */
export function formatCalendarDay(day: string, style: CalendarDayStyle, locale: string = DEFAULT_DATE_LOCALE): string {
  return formatDate(`${day}T00:00:00Z`, style, { locale, timeZone: 'UTC' });
}
