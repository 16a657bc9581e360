/**
 * The demo family's calls (issue 14 item 5): GET /api/demo (whether /demo offers it) and
 * POST /api/demo/session ("Try it with a sample family": signs the caller in to it).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { userSchema } from '@heirloom/common/contracts/auth';
import { demoSignInRequestSchema, demoStatusSchema } from '@heirloom/common/contracts/demo';
import { SESSION_COOKIE_NAME } from '../auth';
import { readDemoStatus, signInToDemo, type DemoDependencies } from './demo.service';

/** Demo sign-ins one network address may make in a minute: each opens a session row. */
export const DEMO_SIGN_INS_PER_MINUTE = 20;

export async function registerDemoRoutes(app: FastifyInstance, deps: DemoDependencies): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/demo',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Whether the demo family is offered and ready, and whether I am signed in to it',
        response: { 200: demoStatusSchema.describe("The demo family's status") },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', 'no-store').send(await readDemoStatus(deps, request.user?.id)),
  );

  api.post(
    '/api/demo/session',
    {
      config: { access: 'public', rateLimit: { max: DEMO_SIGN_INS_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        summary: 'Sign in to the read-only demo family (ends my current session)',
        body: demoSignInRequestSchema,
        response: { 200: userSchema.describe('The demo account, now signed in') },
      },
    },
    async (request, reply) => signInToDemo(deps, request.cookies[SESSION_COOKIE_NAME], reply, request.body),
  );
}
