/**
 * Time capsules that open "when Maya turns 18"
 * (docs/product/capsules-scrapbooks-recipes.md "Time capsules"): the individual of a family tree
 * whose birthday opens the capsule, and the age. While the capsule is a draft its opening follows
 * the individual's birth date; sealing fixes `opens_at`.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('time_capsules').addColumn('opens_for_individual_id', 'varchar(36)').execute();
  await db.schema.alterTable('time_capsules').addColumn('opens_at_age', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('time_capsules').dropColumn('opens_at_age').execute();
  await db.schema.alterTable('time_capsules').dropColumn('opens_for_individual_id').execute();
}
