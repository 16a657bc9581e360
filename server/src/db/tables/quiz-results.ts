/** Table types: quiz_results (modules/quiz-results; docs/product/pages-and-routes.md "Quizzes"). */

/** One user's saved answers to one quiz. */
export interface QuizResultsTable {
  user_id: string;
  /** The quiz's slug (common/src/contracts/quiz-results.ts QUIZ_SLUGS). */
  quiz: string;
  /** One option index per question, `0-2-1-0-3`. */
  answers: string;
  saved_at: string;
}

export interface QuizResultsTables {
  quiz_results: QuizResultsTable;
}
