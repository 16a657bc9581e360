/**
 * Dates on pages, written for the person reading them (docs/product/dates-and-times.md "On pages"):
 * in the browser's language and, unless a date belongs to a zone of its own (a message's delivery
 * zone, a capsule's zone, UTC for billing days), the browser's time zone. Every page writes its
 * dates through this module; the styles are common/src/utils/format-date.ts's.
 */
import {
  DEFAULT_DATE_LOCALE,
  formatCalendarDay as formatCalendarDayIn,
  formatDate as formatDateIn,
  type CalendarDayStyle,
  type DateStyle,
} from '@heirloom/common/utils/format-date';

/**
 * The browser's language (navigator.language) when Intl supports it, else DEFAULT_DATE_LOCALE: when
 * the page is prerendered in Node, or the browser names a tag Intl refuses.
 */
function readerLocaleOf(language: string | undefined): string {
  if (!language) return DEFAULT_DATE_LOCALE;
  try {
    return Intl.DateTimeFormat.supportedLocalesOf(language)[0] ?? DEFAULT_DATE_LOCALE;
  } catch {
    return DEFAULT_DATE_LOCALE;
  }
}

/** The reader's locale, read once per page load. */
export const READER_LOCALE = readerLocaleOf(typeof navigator === 'undefined' ? undefined : navigator.language);

/** The reader's IANA time zone, as the browser reports it. */
const READER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * An instant in `style`, in the reader's locale and in `timeZone`, the reader's own zone when left
 * out: "November 20, 2026" for an en-US reader, "20 November 2026" for an en-GB one.
 * @param at an ISO-8601 instant or a Date
 * @param timeZone the IANA zone the date belongs to (a message's, a capsule's, "UTC" for billing days)
 * @throws RangeError when `at` is not a valid instant or `timeZone` not a zone Intl knows
 */
export function formatDate(at: string | Date, style: DateStyle, timeZone: string = READER_TIME_ZONE): string {
  return formatDateIn(at, style, { locale: READER_LOCALE, timeZone });
}

/**
 * A calendar day ("YYYY-MM-DD": a birthday, a reported day, a chart's day) in `style` and the
 * reader's locale; it never shifts by the reader's time zone.
 * @throws RangeError when `day` is not a valid YYYY-MM-DD day
 */
export function formatCalendarDay(day: string, style: CalendarDayStyle): string {
  return formatCalendarDayIn(day, style, READER_LOCALE);
}
