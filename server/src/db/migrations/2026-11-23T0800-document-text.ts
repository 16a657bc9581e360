/**
 * The words of an uploaded PDF, taken out by pdftotext at upload (issue 15, "The main job and the
 * shell" item 10: PDF text is searchable in the vault like transcripts; docs/decisions/003 says why it
 * stays readable).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('media').addColumn('document_text', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('media').dropColumn('document_text').execute();
}
