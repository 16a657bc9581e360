/** Formatting for the admin panel: dollars, dates of rows and month labels. */

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** @example formatDollars(1247) === '$1,247.00' */
export const formatDollars = (amount: number) => dollars.format(amount);

/** A row's date, e.g. "Nov 23, 2026" (UTC, so every admin sees the same day). */
export const formatRowDate = (isoInstant: string) =>
  new Date(isoInstant).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** "2026-11" → "Nov 2026". */
export const formatMonth = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });
