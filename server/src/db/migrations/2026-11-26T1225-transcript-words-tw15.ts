/**
 * Each machine transcript keeps its words' times and confidences, and its overall confidence, so
 * low-confidence words are marked, a click on a word seeks the recording, and the emotion summary
 * shows only on a confident transcript
 * (docs/product/overview.md "Voice recordings, transcripts and emotion"). Null for transcripts made
 * before, and for recognisers that give neither.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('transcripts').addColumn('words', 'text').execute();
  await db.schema.alterTable('transcripts').addColumn('confidence', 'real').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('transcripts').dropColumn('confidence').execute();
  await db.schema.alterTable('transcripts').dropColumn('words').execute();
}
