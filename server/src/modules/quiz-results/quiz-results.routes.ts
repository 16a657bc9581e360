/**
 * Saved quiz results, implementing the routes declared in
 * common/src/routes/quiz-results.ts: GET /api/quiz-results, PUT and DELETE /api/quiz-results/:quiz
 * — the signed-in user's own answers only.
 */
import type { FastifyInstance } from 'fastify';
import { quizResultRoutes as routes } from '@heirloom/common/routes/quiz-results';
import { implementRoute } from '../../plugins/declared-routes';
import {
  forgetMyQuizResult,
  listMyQuizResults,
  saveMyQuizResult,
  type QuizResultsDependencies,
} from './quiz-results.service';

export async function registerQuizResultsRoutes(app: FastifyInstance, deps: QuizResultsDependencies): Promise<void> {
  implementRoute(app, routes.list, async (_request, reply, user) => {
    reply.header('cache-control', 'no-store');
    return listMyQuizResults(deps, user.id);
  });

  implementRoute(app, routes.save, async (request, _reply, user) =>
    saveMyQuizResult(deps, user.id, request.params.quiz, request.body.answers),
  );

  implementRoute(app, routes.forget, async (request, reply, user) => {
    await forgetMyQuizResult(deps, user.id, request.params.quiz);
    return reply.code(204).send();
  });
}
