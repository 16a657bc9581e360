/**
 * "Still right?" (docs/product/messages-and-delivery.md "Still right?";
 * docs/decisions/017-message-health.md "Amendment 2026-12-01: still right?"): once a year, and at the
 * first sign-in after a long absence, each owner with future messages is e-mailed the list of them and asked to confirm them. A message nobody confirmed (or
 * changed) for a year and the grace period after the e-mail needs a look in the health check.
 * Pure: the server reads the dates and the clock.
 */

/** How often an owner with future messages is asked, in calendar months. */
export const STILL_RIGHT_INTERVAL_MONTHS = 12;
/** How long after the yearly e-mail an unconfirmed message turns "needs a look", in days. */
export const STILL_RIGHT_GRACE_DAYS = 30;
/** A sign-in whose previous sign-in is more than this long ago asks at once, in calendar months. */
export const LONG_ABSENCE_MONTHS = 6;
/** How long the links of the e-mail work, in days. */
export const STILL_RIGHT_LINK_DAYS = 60;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `at` moved by `months` calendar months in UTC, the day of the month kept, or the month's last day
 * when it has fewer days (31 January + 1 month = 28 or 29 February).
 */
export function addCalendarMonths(at: Date, months: number): Date {
  const moved = new Date(at.getTime());
  moved.setUTCDate(1);
  moved.setUTCMonth(moved.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(moved.getUTCFullYear(), moved.getUTCMonth() + 1, 0)).getUTCDate();
  moved.setUTCDate(Math.min(at.getUTCDate(), lastDay));
  return moved;
}

/**
 * Whether an owner is due their yearly e-mail at `now`: STILL_RIGHT_INTERVAL_MONTHS have passed since
 * `since` (ISO-8601), the last e-mail, or their first future message's creation when none was sent.
 */
export const isStillRightDue = (since: string, now: Date): boolean =>
  addCalendarMonths(new Date(since), STILL_RIGHT_INTERVAL_MONTHS).getTime() <= now.getTime();

/** The instant before which the owner must have been asked for the yearly round to be due at `now` (ISO-8601). */
export const stillRightDueBefore = (now: Date): string =>
  addCalendarMonths(now, -STILL_RIGHT_INTERVAL_MONTHS).toISOString();

/**
 * Whether a message last confirmed or changed at `since` (ISO-8601) is overdue at `now`: more than
 * STILL_RIGHT_INTERVAL_MONTHS and STILL_RIGHT_GRACE_DAYS ago.
 */
export const isConfirmationOverdue = (since: string, now: Date): boolean =>
  addCalendarMonths(new Date(since), STILL_RIGHT_INTERVAL_MONTHS).getTime() + STILL_RIGHT_GRACE_DAYS * DAY_MS <
  now.getTime();

/**
 * Whether a sign-in at `now` ends a long absence: the previous sign-in (ISO-8601; null for none
 * recorded) was more than LONG_ABSENCE_MONTHS before.
 */
export const isLongAbsence = (previousSignInAt: string | null, now: Date): boolean =>
  previousSignInAt !== null && addCalendarMonths(new Date(previousSignInAt), LONG_ABSENCE_MONTHS) < now;

/** Until when a link of an e-mail written at `now` works. */
export const stillRightLinkExpiry = (now: Date): Date => new Date(now.getTime() + STILL_RIGHT_LINK_DAYS * DAY_MS);
