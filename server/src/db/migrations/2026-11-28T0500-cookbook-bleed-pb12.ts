/**
 * Family cookbooks printed with bleed and trim marks on request, as scrapbooks and last wishes are
 * (docs/product/capsules-scrapbooks-recipes.md "Printing"): 1 when asked for, 0 otherwise (the
 * cookbooks made before had none).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('recipe_cookbooks')
    .addColumn('with_bleed', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('recipe_cookbooks').dropColumn('with_bleed').execute();
}
