/**
 * Dates as people type and read them, stored as GEDCOM 7.0 dates (GEDCOM 7.0 §2.6, read by
 * gedcom-date.ts): "14/03/1965" (day and month in the order of the reader's locale), "March 14,
 * 1965", "March 1965", "1965", "about 1938", "before 1900", "between 1900 and 1910" become
 * "14 MAR 1965", "MAR 1965", "1965", "ABT 1938", "BEF 1900", "BET 1900 AND 1910"; and GEDCOM dates
 * are shown the other way round ("about 1938", "2 June 2015"). Calendar dates in words or numbers are
 * read by chrono-node; the GEDCOM qualifiers and ranges are read here.
 */
import { Chrono } from 'chrono-node';
import { configuration } from 'chrono-node/en';
import { parseGedcomDate, type GedcomCalendarDate, type ParsedGedcomDate } from './gedcom-date';

/** GEDCOM's Gregorian month tags, January first (GEDCOM 7.0 §2.6 "month"). */
const GREGORIAN_MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** Words people put before one date, and the GEDCOM keyword each means. */
const QUALIFIERS: readonly (readonly [RegExp, string])[] = [
  [/^(?:about|around|abt\.?|approx(?:\.|imately)?|circa|ca\.?|c\.|~)\s*(.+)$/i, 'ABT'],
  [/^(?:estimated|est\.?)\s+(.+)$/i, 'EST'],
  [/^(?:calculated|cal\.?)\s+(.+)$/i, 'CAL'],
  [/^(?:before|bef\.?)\s+(.+)$/i, 'BEF'],
  [/^(?:after|aft\.?)\s+(.+)$/i, 'AFT'],
];

/** The two shapes of a range people type, and GEDCOM's words for them. */
const RANGES: readonly (readonly [RegExp, string, string])[] = [
  [/^(?:between|bet\.?)\s+(.+?)\s+(?:and|&)\s+(.+)$/i, 'BET', 'AND'],
  [/^from\s+(.+?)\s+(?:to|until)\s+(.+)$/i, 'FROM', 'TO'],
];

/** What readEverydayDate gives: the GEDCOM date ('' for a blank field), or why it could not. */
export type EverydayDateReading = { gedcom: string } | { error: string };

/** The message for a date that cannot be read. */
export const unreadableDateMessage = (text: string) =>
  `We could not read "${text}" as a date. Try "14 March 1965", "March 1965", "1965" or "about 1938" (write the year in full).`;

/**
 * Reads a date as a person typed it into a GEDCOM 7.0 date. `dayFirst` says how to read "3/4/1890"
 * (3 April when true, March 4 otherwise): take it from the reader's locale (isDayFirst). Text that is
 * already a GEDCOM date ("12 MAR 1931", "BET 1700 AND 1710", "HEBREW 5780") is kept, in capitals.
 * Never throws; an unreadable date gives `{ error }` with a message a person understands.
 */
export function readEverydayDate(text: string, dayFirst: boolean): EverydayDateReading {
  const typed = text.trim().replace(/\s+/g, ' ');
  if (typed === '') return { gedcom: '' };
  const asGedcom = parseGedcomDate(typed);
  if (asGedcom && asGedcom.kind !== 'none') return { gedcom: typed.toUpperCase() };
  const gedcom = readQualified(typed, dayFirst);
  return gedcom ? { gedcom } : { error: unreadableDateMessage(typed) };
}

function readQualified(typed: string, dayFirst: boolean): string | null {
  for (const [pattern, first, second] of RANGES) {
    const match = pattern.exec(typed);
    if (!match) continue;
    const [from, to] = [readCalendarDate(match[1]!, dayFirst), readCalendarDate(match[2]!, dayFirst)];
    return from && to ? `${first} ${from} ${second} ${to}` : null;
  }
  for (const [pattern, keyword] of QUALIFIERS) {
    const match = pattern.exec(typed);
    if (!match) continue;
    const date = readCalendarDate(match[1]!, dayFirst);
    return date ? `${keyword} ${date}` : null;
  }
  return readCalendarDate(typed, dayFirst);
}

const dayFirstReader = new Chrono(configuration.createCasualConfiguration(true));
const monthFirstReader = new Chrono(configuration.createCasualConfiguration(false));

/**
 * One Gregorian date as "D MON YYYY", "MON YYYY" or "YYYY", or null. The year must be written in full
 * (three or four digits): "44" could be 1844, 1944 or 2044.
 */
function readCalendarDate(text: string, dayFirst: boolean): string | null {
  const trimmed = text.trim().replace(/[.,]$/, '');
  if (/^\d{3,4}$/.test(trimmed)) return String(Number(trimmed));
  const [result] = (dayFirst ? dayFirstReader : monthFirstReader).parse(trimmed, new Date(), { forwardDate: false });
  if (!result || result.text.trim() !== trimmed) return null;
  const { start } = result;
  const year = start.get('year');
  if (year === null || !start.isCertain('year') || !new RegExp(`(^|\\D)${year}(\\D|$)`).test(trimmed)) return null;
  const month = start.isCertain('month') ? start.get('month') : null;
  if (month === null) return null;
  const day = start.isCertain('day') ? start.get('day') : null;
  return [day, GREGORIAN_MONTHS[month - 1], year].filter((part) => part !== null).join(' ');
}

/**
 * True when `locale` (a BCP 47 tag; undefined: the runtime's own) writes the day before the month in
 * numeric dates (en-GB "22/11/2000"), false when the month comes first (en-US "11/22/2000").
 */
export function isDayFirst(locale?: string): boolean {
  const parts = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'numeric', year: 'numeric' }).formatToParts(
    new Date(Date.UTC(2000, 10, 22)),
  );
  const order = parts.map((part) => part.type);
  return order.indexOf('day') < order.indexOf('month');
}

/** What each GEDCOM date form says, in words, around its date or dates. */
const KIND_WORDS: Record<ParsedGedcomDate['kind'], (start: string, end: string) => string> = {
  exact: (start) => start,
  about: (start) => `about ${start}`,
  calculated: (start) => `calculated ${start}`,
  estimated: (start) => `estimated ${start}`,
  before: (start) => `before ${start}`,
  after: (start) => `after ${start}`,
  between: (start, end) => `between ${start} and ${end}`,
  from: (start) => `from ${start}`,
  to: (_start, end) => `to ${end}`,
  'from-to': (start, end) => `from ${start} to ${end}`,
  none: () => '',
};

/** Calendars other than the Gregorian, as a reader names them. */
const CALENDAR_NAMES: Record<string, string> = { JULIAN: 'Julian', HEBREW: 'Hebrew', FRENCH_R: 'French Republican' };

/**
 * A GEDCOM 7.0 date as people read it, in `locale`'s order and month names (undefined: the runtime's
 * own): "ABT 1938" → "about 1938", "2 JUN 2015" → "2 June 2015" (en-GB) or "June 2, 2015" (en-US),
 * "BET 1900 AND 1910" → "between 1900 and 1910". A date in another calendar keeps its month tag and
 * names the calendar; text that is not a GEDCOM date is given back as written.
 */
export function describeGedcomDate(gedcom: string, locale?: string): string {
  const parsed = parseGedcomDate(gedcom);
  if (!parsed || parsed.kind === 'none') return gedcom.trim();
  const words = (date: GedcomCalendarDate | undefined) => (date ? describeCalendarDate(date, locale) : '');
  return KIND_WORDS[parsed.kind](words(parsed.start), words(parsed.end));
}

function describeCalendarDate(date: GedcomCalendarDate, locale?: string): string {
  const era = date.isBce ? ' BCE' : '';
  const monthIndex = date.month ? GREGORIAN_MONTHS.indexOf(date.month) : -1;
  if (date.calendar !== 'GREGORIAN' || (date.month && monthIndex === -1)) {
    const calendar = CALENDAR_NAMES[date.calendar] ?? date.calendar.replace(/^_/, '').toLowerCase();
    const written = [date.day, date.month, date.year].filter((part) => part !== undefined).join(' ');
    return `${written}${era} (${calendar})`;
  }
  if (!date.month) return `${date.year}${era}`;
  const day = new Date(0);
  day.setUTCFullYear(date.year, monthIndex, date.day ?? 1);
  if (day.getUTCMonth() !== monthIndex) return `${date.day} ${date.month} ${date.year}${era}`; // "31 FEB 1900"
  const options: Intl.DateTimeFormatOptions = date.day
    ? { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }
    : { month: 'long', year: 'numeric', timeZone: 'UTC' };
  return `${new Intl.DateTimeFormat(locale, options).format(day)}${era}`;
}

/**
 * The text an editing field starts with for a stored GEDCOM date: the date in words
 * (describeGedcomDate) when reading those words back gives the same date, else the GEDCOM text as
 * stored (another calendar, or a date the grammar does not read), so opening and saving a form never
 * changes a date nobody touched.
 */
export function editableDate(gedcom: string | null | undefined, locale?: string): string {
  if (!gedcom) return '';
  const words = describeGedcomDate(gedcom, locale);
  const readBack = readEverydayDate(words, isDayFirst(locale));
  return 'gedcom' in readBack && readBack.gedcom === gedcom ? words : gedcom;
}
