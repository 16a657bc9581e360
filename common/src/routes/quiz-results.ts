/**
 * The routes of saved quiz results (server: modules/quiz-results): the signed-in user's own
 * answers only.
 */
import { noContentSchema } from '../contracts/api';
import { quizResultInputSchema, quizResultParamsSchema, savedQuizResultSchema } from '../contracts/quiz-results';
import { defineRoute } from './define-route';

export const quizResultRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/quiz-results',
    access: 'session',
    summary: 'My saved quiz results, newest first',
    response: { 200: savedQuizResultSchema.array().describe('My saved results') },
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/api/quiz-results/:quiz',
    access: 'session',
    summary: 'Save (or replace) my answers to one quiz',
    params: quizResultParamsSchema,
    body: quizResultInputSchema,
    response: { 200: savedQuizResultSchema.describe('The saved result') },
  }),
  forget: defineRoute({
    method: 'DELETE',
    path: '/api/quiz-results/:quiz',
    access: 'session',
    summary: 'Forget my answers to one quiz',
    params: quizResultParamsSchema,
    response: { 204: noContentSchema.describe('Forgotten') },
  }),
};
