/**
 * The routes of the demo family (server: modules/demo): whether /demo offers it, and "Try it with
 * a sample family", which signs the caller in to it.
 */
import { userSchema } from '../contracts/auth';
import { demoSignInRequestSchema, demoStatusSchema } from '../contracts/demo';
import { defineRoute } from './define-route';

export const demoRoutes = {
  status: defineRoute({
    method: 'GET',
    path: '/api/demo',
    access: 'public',
    summary: 'Whether the demo family is offered and ready, and whether I am signed in to it',
    response: { 200: demoStatusSchema.describe("The demo family's status") },
  }),
  signIn: defineRoute({
    method: 'POST',
    path: '/api/demo/session',
    access: 'public',
    summary: 'Sign in to the read-only demo family (ends my current session)',
    body: demoSignInRequestSchema,
    response: { 200: userSchema.describe('The demo account, now signed in') },
  }),
};
