/**
 * Contracts of the demo family (docs/decisions/014-demo-family.md): a read-only sample family a
 * visitor signs in to from /demo or /test-login, rebuilt every day; every write of a demo session
 * is refused with DEMO_MESSAGES.readOnly (403; common/src/domain/demo.ts).
 *
 *   GET  /api/demo           whether the demo is on and ready, and whether the caller is in it (DemoStatus)
 *   POST /api/demo/session   signs the caller in to the demo family (DemoSignInRequest) → User
 */
import { z } from 'zod';
import { browserSchema } from './auth';

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
