/**
 * The words of an uploaded PDF, taken out by pdftotext at upload, so PDF text is searchable in the
 * vault like transcripts (docs/decisions/003-vault-storage-encryption-and-uploads.md says why it
 * stays readable).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('media').addColumn('document_text', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('media').dropColumn('document_text').execute();
}
