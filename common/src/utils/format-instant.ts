/**
 * Writes an instant as the owner sees it in their time zone, with the zone named:
 * "Wednesday, January 13, 2027 at 9:00 AM UTC" (long) or "Wed, Jan 13, 2027, 9:00 AM UTC" (short).
 * Used by the e-mails and the web app alike.
 */
export function formatInstantInZone(iso: string, timeZone: string, style: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: style,
    year: 'numeric',
    month: style,
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/**
 * The calendar day of an instant as people read it, "November 20, 2026": in `timeZone`, or in the
 * reader's own zone when none is given (a browser's, or the server's).
 */
export function formatDay(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(new Date(iso));
}
