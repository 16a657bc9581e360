/**
 * "When Maya turns 18" (docs/product/capsules-scrapbooks-recipes.md "Time capsules"): which GEDCOM
 * birth dates a time capsule can open on. Only an exact day in the Gregorian calendar
 * ("14 MAR 2012", GEDCOM 7.0 §2.6 `date` without `dateApprox`, range or period) names a birthday;
 * "ABT 2012", "MAR 2012" or "BET 2010 AND 2012" do not. The server computes the opening from it and
 * the web form shows who can be chosen; both read it here.
 */
const GREGORIAN_MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/**
 * The calendar day (YYYY-MM-DD) of an exact Gregorian GEDCOM 7.0 date, as the tree stores it.
 * @returns null for an approximate, partial, ranged, other-calendar or impossible date (31 FEB)
 */
export function exactGedcomDay(gedcomDate: string | null | undefined): string | null {
  const match = /^(?:GREGORIAN\s+)?(\d{1,2})\s+([A-Z]{3})\s+(\d{1,4})$/.exec((gedcomDate ?? '').trim().toUpperCase());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), GREGORIAN_MONTHS.indexOf(match[2]!) + 1, Number(match[3])];
  if (month === 0) return null;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}
