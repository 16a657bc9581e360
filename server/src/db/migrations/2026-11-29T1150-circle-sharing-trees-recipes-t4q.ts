/**
 * Family trees and recipes get the owner's "share with my family circle" switch, as albums and
 * scrapbooks have (docs/decisions/005): 1 while the owner shares it with their circle, 0 while it is
 * theirs alone. New trees and recipes start private (the column's default, and the services write 0).
 * Every tree and recipe that exists at this upgrade was visible to the owner's whole circle, so those
 * rows are set shared: nobody's relatives lose access silently on upgrade; the owner can switch
 * each one off.
 */
import { sql, type Kysely } from 'kysely';

const TABLES = ['family_trees', 'recipes'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('shared_with_circle', 'integer', (column) => column.notNull().defaultTo(0))
      .execute();
    await sql`update ${sql.table(table)} set shared_with_circle = 1`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('shared_with_circle').execute();
}
