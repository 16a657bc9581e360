/**
 * Contracts of the demo family (issue 14 item 5): a read-only sample family a visitor signs in to
 * from /demo or /test-login, rebuilt every day; every write of a demo session is refused with
 * DEMO_MESSAGES.readOnly (403).
 *
 *   GET  /api/demo           whether the demo is on and ready, and whether the caller is in it (DemoStatus)
 *   POST /api/demo/session   signs the caller in to the demo family (DemoSignInRequest) → User
 */
import { z } from 'zod';
import { browserSchema } from './auth';

export const DEMO_MESSAGES = {
  /** The answer to every write of a demo session (403), shown as a toast by the web app. */
  readOnly: 'This is the demo family — sign up to keep your own memories.',
  disabled: 'The demo family is not available on this server.',
  notReady: 'The demo family is being set up. Please try again in a minute.',
} as const;

export const demoStatusSchema = z.object({
  isEnabled: z.boolean().describe('Whether this server offers the demo family (DEMO_ENABLED)'),
  isReady: z.boolean().describe("Whether today's demo family is built and visitors can sign in"),
  isDemoSession: z.boolean().describe('Whether the caller is signed in to the demo family (read-only)'),
  familyName: z.string().describe("The demo family's name"),
});
export type DemoStatus = z.infer<typeof demoStatusSchema>;

export const demoSignInRequestSchema = z.object({
  browser: browserSchema.default('other'),
  mobile: z.boolean().default(false),
});
export type DemoSignInRequest = z.input<typeof demoSignInRequestSchema>;

/** Whether a failed call's body is the demo family's read-only refusal (403). */
export function isDemoRefusal(status: number, message: string | undefined): boolean {
  return status === 403 && message === DEMO_MESSAGES.readOnly;
}
