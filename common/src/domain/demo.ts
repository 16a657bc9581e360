/**
 * The demo family's sentences (docs/decisions/014-demo-family.md), without zod: the web app's
 * request helper reads them on every page, so they must not pull the schema library into the first
 * download.
 */
export const DEMO_MESSAGES = {
  /** The answer to every write of a demo session (403), shown as a toast by the web app. */
  readOnly: 'This is the demo family — sign up to keep your own memories.',
  disabled: 'The demo family is not available on this server.',
  notReady: 'The demo family is being set up. Please try again in a minute.',
} as const;

/** Whether a failed call's status and message are the demo family's read-only refusal (403). */
export function isDemoRefusal(status: number, message: string | undefined): boolean {
  return status === 403 && message === DEMO_MESSAGES.readOnly;
}
