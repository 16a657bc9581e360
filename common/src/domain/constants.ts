/**
 * Business constants and limits (docs/product/constants.md). Every number here is binding; change
 * it only together with that page.
 */

/** Minimum password length at sign-up, in characters. */
export const MIN_PASSWORD_LENGTH = 6;

/** Upper bound on password length, in characters; keeps hashing cost bounded (OWASP). */
export const MAX_PASSWORD_LENGTH = 256;

/** Delay between a successful sign-in/sign-up and the redirect, in ms. */
export const AUTH_REDIRECT_DELAY_MS = 500;

/** Where a signed-in user lands when no returnUrl or plan is given. */
export const DEFAULT_AUTH_REDIRECT = '/dashboard';

/** Value of the sign-up conversion event, in US dollars. */
export const SIGNUP_CONVERSION_VALUE_USD = 10;

/** Toasts: how many are visible at once. */
export const TOAST_LIMIT = 1;

/** Toasts: how long a dismissed toast stays mounted before removal, in ms. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

/** Toasts: auto-close after this many ms. */
export const TOAST_DURATION_MS = 5000;

/** Toasts: swipe-right distance that dismisses a toast, in px. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;

/** Toasts: keyboard shortcut that focuses the toast viewport. */
export const TOAST_HOTKEY = 'F8';

/** Marketing header dropdown timings, in ms (docs/product/constants.md "Marketing header"). */
export const DROPDOWN_TIMINGS_MS = { hoverDelay: 200, skipDelay: 300, closeDelay: 150 } as const;

/** Default upload bound, in MB (the system settings' maxFileSize). */
export const DEFAULT_MAX_FILE_SIZE_MB = 100;

/** The visitor counter appears this long after the page opens, in ms. */
export const VISITOR_COUNTER_DELAY_MS = 2000;

/** How often an open page says it is still there, in ms (live visitor counter). */
export const PRESENCE_HEARTBEAT_MS = 15_000;

/** A visitor counts as on the page while seen within this window, in ms (about three heartbeats). */
export const PRESENCE_WINDOW_MS = 45_000;

/** An invitation link to a family circle is valid this many days after it was (re)sent. */
export const INVITATION_VALID_DAYS = 14;

/** Days a deleted vault item stays in the trash before it is removed for good. */
export const TRASH_RETENTION_DAYS = 30;
