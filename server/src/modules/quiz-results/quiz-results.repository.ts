/** SQL for saved quiz results. */
import type { Kysely } from 'kysely';
import type { Database, QuizResultsTable } from '../../db/tables';

type Db = Kysely<Database>;

/** The user's saved results, most recently saved first. */
export async function listQuizResultsByUser(db: Db, userId: string): Promise<QuizResultsTable[]> {
  return db
    .selectFrom('quiz_results')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('saved_at', 'desc')
    .orderBy('quiz')
    .execute();
}

/** Writes the user's result for one quiz, replacing an earlier one (a retried save changes nothing more). */
export async function upsertQuizResult(db: Db, row: QuizResultsTable): Promise<void> {
  await db
    .insertInto('quiz_results')
    .values(row)
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'quiz']).doUpdateSet({ answers: row.answers, saved_at: row.saved_at }),
    )
    .execute();
}

/** Deletes the user's result for one quiz, if there is one. */
export async function deleteQuizResult(db: Db, userId: string, quiz: string): Promise<void> {
  await db.deleteFrom('quiz_results').where('user_id', '=', userId).where('quiz', '=', quiz).execute();
}
