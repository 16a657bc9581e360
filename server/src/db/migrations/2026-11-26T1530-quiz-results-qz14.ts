/**
 * Saved quiz results (docs/product/pages-and-routes.md "Quizzes"): one row per user and quiz, kept
 * only when the signed-in user chooses to save. Deleting the account deletes them.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('quiz_results')
    .addColumn('user_id', 'varchar(36)', (column) => column.notNull().references('users.id').onDelete('cascade'))
    .addColumn('quiz', 'varchar(64)', (column) => column.notNull())
    .addColumn('answers', 'varchar(64)', (column) => column.notNull())
    .addColumn('saved_at', 'varchar(32)', (column) => column.notNull())
    .addPrimaryKeyConstraint('quiz_results_pkey', ['user_id', 'quiz'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('quiz_results').execute();
}
