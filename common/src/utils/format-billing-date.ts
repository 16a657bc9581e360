/**
 * A billing day for people, e.g. "10 December 2026", in UTC (the server's period boundaries are UTC
 * instants). Used by /subscription and the billing messages alike.
 */
export function formatBillingDate(isoInstant: string): string {
  return new Date(isoInstant).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
