/**
 * Each individual's name search text (`search_text`: the name as shown and the nickname in lower
 * case, nameSearchText) and an index that reads it in tree order, so the tree's name search scans
 * an index in the database instead of reading every person of a 50,000-person tree into memory
 * (docs/decisions/006-family-tree-and-gedcom.md "Amendment 2026-11-30: trees of 50,000"). Existing
 * people get theirs here.
 */
import { sql, type Kysely } from 'kysely';
import { nameSearchText } from '@heirloom/common/contracts/family-tree-chart';

/** People updated per statement while filling the column. */
const BATCH = 500;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('tree_individuals')
    .addColumn('search_text', 'varchar(2000)', (column) => column.notNull().defaultTo(''))
    .execute();
  const rows = (
    await sql<{ id: string; name_as_written: string | null; nickname: string }>`
      SELECT id, name_as_written, nickname FROM tree_individuals`.execute(db)
  ).rows;
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const cases = sql.join(
      batch.map((row) => sql`WHEN ${row.id} THEN ${nameSearchText(row.name_as_written, row.nickname)}`),
      sql` `,
    );
    await sql`
      UPDATE tree_individuals SET search_text = CASE id ${cases} END
      WHERE id IN (${sql.join(batch.map((row) => row.id))})`.execute(db);
  }
  await db.schema
    .createIndex('tree_individuals_search_index')
    .on('tree_individuals')
    .columns(['tree_id', 'position', 'search_text', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('tree_individuals_search_index').execute();
  await db.schema.alterTable('tree_individuals').dropColumn('search_text').execute();
}
