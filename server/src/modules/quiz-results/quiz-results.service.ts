/**
 * Saved quiz results (docs/product/pages-and-routes.md "Quizzes"): a signed-in user keeps at most
 * one result per quiz, only when they choose to save it; every call reads and writes the caller's
 * own rows alone, so there is no object id another user could guess. Knows nothing of HTTP.
 */
import type { Kysely } from 'kysely';
import { QUIZ_RESULT_MESSAGES, isCompleteAnswer, type SavedQuizResult } from '@heirloom/common/contracts/quiz-results';
import type { Database, QuizResultsTable } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { deleteQuizResult, listQuizResultsByUser, upsertQuizResult } from './quiz-results.repository';

export interface QuizResultsDependencies {
  db: Kysely<Database>;
  clock: Clock;
}

const present = (row: QuizResultsTable): SavedQuizResult => ({
  quiz: row.quiz,
  answers: row.answers,
  savedAt: row.saved_at,
});

/** GET /api/quiz-results: the user's saved results, newest first. */
export async function listMyQuizResults(deps: QuizResultsDependencies, userId: string): Promise<SavedQuizResult[]> {
  return (await listQuizResultsByUser(deps.db, userId)).map(present);
}

/**
 * PUT /api/quiz-results/:quiz: saves (or replaces) the user's answers to one quiz.
 * @throws AppError 400 when the answers do not answer every question with a real option
 */
export async function saveMyQuizResult(
  deps: QuizResultsDependencies,
  userId: string,
  quiz: string,
  answers: string,
): Promise<SavedQuizResult> {
  if (!isCompleteAnswer(quiz, answers)) throw new AppError('invalid', QUIZ_RESULT_MESSAGES.invalidAnswers);
  const row: QuizResultsTable = { user_id: userId, quiz, answers, saved_at: deps.clock.now().toISOString() };
  await upsertQuizResult(deps.db, row);
  return present(row);
}

/** DELETE /api/quiz-results/:quiz: forgets the user's answers to one quiz (idempotent: nothing saved is fine). */
export async function forgetMyQuizResult(deps: QuizResultsDependencies, userId: string, quiz: string): Promise<void> {
  await deleteQuizResult(deps.db, userId, quiz);
}
