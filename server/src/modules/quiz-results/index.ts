/**
 * The quiz-results module's public surface (ARCHITECTURE.md "Modules"): the `quiz-results` plugin —
 * /api/quiz-results for the signed-in user's saved answers.
 * Nothing else of this folder may be imported from outside it (ESLint zones).
 */
import { defineModule } from '../../plugins/feature-module';
import { registerQuizResultsRoutes } from './quiz-results.routes';
import type { QuizResultsDependencies } from './quiz-results.service';

/** The database and the clock. */
export type QuizResultsModuleOptions = QuizResultsDependencies;

export const quizResultsModule = defineModule<QuizResultsModuleOptions>('quiz-results', (app, options) =>
  registerQuizResultsRoutes(app, options),
);
