/**
 * The GEDCOM 7.0 date grammar (GEDCOM 7.0 §2.6), shared by the server (import, export, sorting) and
 * the web (dates shown as people read them: common/src/domain/everyday-date.ts).
 */
/** A calendar date as GEDCOM writes it: calendar kept as named, month as its tag (JAN, TSH, VEND). */
export interface GedcomCalendarDate {
  calendar: string;
  day?: number;
  month?: string;
  year: number;
  isBce: boolean;
}

/** What a DATE payload says (GEDCOM 7.0 §2.6 DateValue): a date, an approximation, a range or a period. */
export type GedcomDateKind =
  'exact' | 'about' | 'calculated' | 'estimated' | 'before' | 'after' | 'between' | 'from' | 'to' | 'from-to' | 'none';

export interface ParsedGedcomDate {
  kind: GedcomDateKind;
  start?: GedcomCalendarDate;
  end?: GedcomCalendarDate;
  /** Julian day number of the earliest day the date can mean (approximate for HEBREW), null when unknown. */
  sortKey: number | null;
}

const MONTHS: Record<string, string[]> = {
  GREGORIAN: ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'],
  JULIAN: ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'],
  HEBREW: ['TSH', 'CSH', 'KSL', 'TVT', 'SHV', 'ADR', 'ADS', 'NSN', 'IYR', 'SVN', 'TMZ', 'AAV', 'ELL'],
  FRENCH_R: ['VEND', 'BRUM', 'FRIM', 'NIVO', 'PLUV', 'VENT', 'GERM', 'FLOR', 'PRAI', 'MESS', 'THER', 'FRUC', 'COMP'],
};
const APPROXIMATIONS: Record<string, GedcomDateKind> = { ABT: 'about', CAL: 'calculated', EST: 'estimated' };

/**
 * Reads a GEDCOM 7.0 DATE payload (also accepts what toGedcom70Date gives for 5.5.1 payloads).
 * Never throws: a payload it cannot read gives null (the caller keeps it as written, unsorted);
 * an empty payload gives kind 'none'.
 * Source: GEDCOM 7.0 §2.6 (DateValue, DatePeriod, dateRange, dateApprox, date, epoch).
 */
export function parseGedcomDate(payload: string): ParsedGedcomDate | null {
  const words = payload.trim().toUpperCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { kind: 'none', sortKey: null };
  const first = words[0]!;
  let kind: GedcomDateKind;
  let start: GedcomCalendarDate | null | undefined;
  let end: GedcomCalendarDate | null | undefined;
  const and = words.indexOf('AND');
  const to = words.indexOf('TO');
  if (first === 'BET' && and > 1) {
    kind = 'between';
    start = readDate(words.slice(1, and));
    end = readDate(words.slice(and + 1));
  } else if (first === 'FROM') {
    kind = to > 1 ? 'from-to' : 'from';
    start = readDate(words.slice(1, to > 1 ? to : undefined));
    end = to > 1 ? readDate(words.slice(to + 1)) : undefined;
  } else if (first === 'TO') {
    kind = 'to';
    end = readDate(words.slice(1));
  } else if (first === 'BEF' || first === 'AFT') {
    kind = first === 'BEF' ? 'before' : 'after';
    start = readDate(words.slice(1));
  } else if (APPROXIMATIONS[first]) {
    kind = APPROXIMATIONS[first]!;
    start = readDate(words.slice(1));
  } else {
    kind = 'exact';
    start = readDate(words);
  }
  if (start === null || end === null) return null;
  const anchor = start ?? end;
  return { kind, start, end, sortKey: anchor ? julianDayNumber(anchor) : null };
}

function readDate(words: string[]): GedcomCalendarDate | null {
  let rest = words;
  let calendar = 'GREGORIAN';
  if (rest[0] && (MONTHS[rest[0]] || rest[0].startsWith('_'))) {
    calendar = rest[0];
    rest = rest.slice(1);
  }
  let isBce = false;
  const last = rest[rest.length - 1];
  if (last === 'BCE' || last?.startsWith('_')) {
    isBce = last === 'BCE';
    rest = rest.slice(0, -1);
  }
  if (rest.length < 1 || rest.length > 3) return null;
  const year = Number(rest[rest.length - 1]);
  if (!Number.isInteger(year)) return null;
  const date: GedcomCalendarDate = { calendar, year, isBce };
  if (rest.length >= 2) {
    const month = rest[rest.length - 2]!;
    // Extension months (_JOUR) are allowed in any calendar (GEDCOM 7.0 §1.5 "Extensions").
    const isExtension = /^_[A-Z0-9_]+$/.test(month);
    if (!isExtension && (MONTHS[calendar] ? !MONTHS[calendar]!.includes(month) : !/^[A-Z][A-Z0-9_]*$/.test(month))) {
      return null;
    }
    date.month = month;
  }
  if (rest.length === 3) {
    const day = Number(rest[0]);
    if (!Number.isInteger(day) || day < 1 || day > 36) return null;
    date.day = day;
  }
  return date;
}

/** Julian day number of a date's first day; null for a calendar not in the standard. */
function julianDayNumber(date: GedcomCalendarDate): number | null {
  const months = MONTHS[date.calendar];
  if (!months) return null;
  const monthIndex = Math.max(0, date.month ? months.indexOf(date.month) : 0);
  const day = date.day ?? 1;
  const year = date.isBce ? 1 - date.year : date.year;
  if (date.calendar === 'FRENCH_R') return 2375840 + Math.floor((year - 1) * 365.2425) + monthIndex * 30 + day - 1;
  // Hebrew: 1 TSH of year Y falls in September of Gregorian year Y - 3761; months taken as 29.5 days
  if (date.calendar === 'HEBREW') return gregorianDay(year - 3761, 9, 15) + Math.floor(monthIndex * 29.5) + day - 1;
  if (date.calendar === 'JULIAN') return julianCalendarDay(year, monthIndex + 1, day);
  return gregorianDay(year, monthIndex + 1, day);
}

function gregorianDay(year: number, month: number, day: number): number {
  const a = Math.floor((14 - month) / 12);
  const y = year + 4800 - a;
  const m = month + 12 * a - 3;
  return (
    day +
    Math.floor((153 * m + 2) / 5) +
    365 * y +
    Math.floor(y / 4) -
    Math.floor(y / 100) +
    Math.floor(y / 400) -
    32045
  );
}

function julianCalendarDay(year: number, month: number, day: number): number {
  const a = Math.floor((14 - month) / 12);
  const y = year + 4800 - a;
  const m = month + 12 * a - 3;
  return day + Math.floor((153 * m + 2) / 5) + 365 * y + Math.floor(y / 4) - 32083;
}

const CALENDAR_ESCAPES: Record<string, string> = {
  '@#DGREGORIAN@': 'GREGORIAN',
  '@#DJULIAN@': 'JULIAN',
  '@#DHEBREW@': 'HEBREW',
  '@#DFRENCH R@': 'FRENCH_R',
  '@#DROMAN@': '_ROMAN',
  '@#DUNKNOWN@': '_UNKNOWN',
};

/**
 * Rewrites a 5.5.1 DATE payload in 7.0 terms, as GEDCOM 7.0 Appendix (5.5.1 → 7.0) says:
 * calendar escapes become keywords, "B.C." becomes BCE, a dual year "1699/00" keeps its first
 * year, "INT date (phrase)" and "(phrase)" move the phrase out. Idempotent on 7.0 payloads.
 */
export function toGedcom70Date(payload: string): { value: string; phrase?: string } {
  let value = payload.trim();
  let phrase: string | undefined;
  const interpreted = /^INT (.*?)\s*\((.*)\)$/i.exec(value);
  const onlyPhrase = /^\((.*)\)$/.exec(value);
  if (interpreted) [value, phrase] = [interpreted[1]!, interpreted[2]!];
  else if (onlyPhrase) [value, phrase] = ['', onlyPhrase[1]!];
  for (const [escape, keyword] of Object.entries(CALENDAR_ESCAPES)) value = value.split(escape).join(keyword);
  value = value
    .replace(/\s*B\.C\.?/gi, ' BCE')
    .replace(/\b(\d+)\/\d+\b/g, '$1')
    .trim();
  return phrase === undefined ? { value } : { value, phrase };
}

/** The reverse of toGedcom70Date for a 5.5.1 export: keywords become escapes, BCE "B.C.", a phrase INT/(…). */
export function toGedcom551Date(value: string, phrase?: string): string {
  let payload = value
    .replace(/\bGREGORIAN\b/g, '@#DGREGORIAN@')
    .replace(/\bJULIAN\b/g, '@#DJULIAN@')
    .replace(/\bHEBREW\b/g, '@#DHEBREW@')
    .replace(/\bFRENCH_R\b/g, '@#DFRENCH R@')
    .replace(/\b_ROMAN\b/g, '@#DROMAN@')
    .replace(/\b_UNKNOWN\b/g, '@#DUNKNOWN@')
    .replace(/ BCE\b/g, ' B.C.');
  if (phrase !== undefined) payload = payload ? `INT ${payload} (${phrase})` : `(${phrase})`;
  return payload;
}
