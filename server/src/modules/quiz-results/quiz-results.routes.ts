/**
 * Saved quiz results (issue 14 item 4): GET /api/quiz-results, PUT and DELETE
 * /api/quiz-results/:quiz — the signed-in user's own answers only.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { noContentSchema } from '@heirloom/common/contracts/api';
import {
  quizResultInputSchema,
  quizResultParamsSchema,
  savedQuizResultSchema,
} from '@heirloom/common/contracts/quiz-results';
import { requireUser } from '../../plugins/current-user';
import {
  forgetMyQuizResult,
  listMyQuizResults,
  saveMyQuizResult,
  type QuizResultsDependencies,
} from './quiz-results.service';

export async function registerQuizResultsRoutes(app: FastifyInstance, deps: QuizResultsDependencies): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const session = { access: 'session' } as const;

  api.get(
    '/api/quiz-results',
    {
      config: session,
      schema: {
        summary: 'My saved quiz results, newest first',
        response: { 200: savedQuizResultSchema.array().describe('My saved results') },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listMyQuizResults(deps, requireUser(request).id);
    },
  );

  api.put(
    '/api/quiz-results/:quiz',
    {
      config: session,
      schema: {
        summary: 'Save (or replace) my answers to one quiz',
        params: quizResultParamsSchema,
        body: quizResultInputSchema,
        response: { 200: savedQuizResultSchema.describe('The saved result') },
      },
    },
    async (request) => saveMyQuizResult(deps, requireUser(request).id, request.params.quiz, request.body.answers),
  );

  api.delete(
    '/api/quiz-results/:quiz',
    {
      config: session,
      schema: {
        summary: 'Forget my answers to one quiz',
        params: quizResultParamsSchema,
        response: { 204: noContentSchema.describe('Forgotten') },
      },
    },
    async (request, reply) => {
      await forgetMyQuizResult(deps, requireUser(request).id, request.params.quiz);
      return reply.code(204).send();
    },
  );
}
