/**
 * Saved quiz results: answers are kept only for signed-in users who choose to save them
 * (docs/product/pages-and-routes.md "Quizzes"). A signed-in user may keep one result per quiz;
 * nothing is stored for anyone else, and the result link (`?answers=…`) keeps working without an
 * account.
 */
import { z } from 'zod';
import { QUIZZES, parseAnswers } from '../content/quizzes';

export const QUIZ_RESULT_MESSAGES = {
  unknownQuiz: 'We could not find that quiz.',
  invalidAnswers: 'Please answer every question of the quiz before saving.',
} as const;

/** A quiz's slug: its catalogue path without the leading slash (e.g. `voice-message-quiz`). */
export const QUIZ_SLUGS = QUIZZES.map((quiz) => quiz.path.slice(1)) as [string, ...string[]];

/** PUT/DELETE /api/quiz-results/:quiz. */
export const quizResultParamsSchema = z.object({
  quiz: z.enum(QUIZ_SLUGS, { error: QUIZ_RESULT_MESSAGES.unknownQuiz }),
});

/** Finds the quiz of a slug; undefined when there is none. */
export const findQuizBySlug = (slug: string) => QUIZZES.find((quiz) => quiz.path === `/${slug}`);

/** PUT /api/quiz-results/:quiz body: the answers as the result link writes them (`0-2-1-0-3`). */
export const quizResultInputSchema = z.object({
  answers: z.string({ error: QUIZ_RESULT_MESSAGES.invalidAnswers }).max(64, QUIZ_RESULT_MESSAGES.invalidAnswers),
});
export type QuizResultInput = z.infer<typeof quizResultInputSchema>;

/** True when `answers` answers every question of the quiz of `slug` with a real option. */
export const isCompleteAnswer = (slug: string, answers: string): boolean => {
  const quiz = findQuizBySlug(slug);
  return quiz !== undefined && parseAnswers(quiz, answers) !== undefined;
};

/** One saved result. */
export const savedQuizResultSchema = z.object({
  quiz: z.string(),
  /** The answers, `0-2-1-0-3`. */
  answers: z.string(),
  /** When it was last saved, ISO-8601. */
  savedAt: z.string(),
});
export type SavedQuizResult = z.infer<typeof savedQuizResultSchema>;
