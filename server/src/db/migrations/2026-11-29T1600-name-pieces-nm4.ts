/**
 * A person's name pieces beyond given names, surname and nickname (GEDCOM NPFX, SPFX, NSFX), so the
 * builder can show and edit a title, a surname particle and a suffix (docs/decisions/006, "Names").
 * Imported people get them from the NAME substructures their row kept as GEDCOM; a name edited
 * before (its payload let go) gets its payload written again from its pieces.
 */
import { sql, type Kysely } from 'kysely';

const PIECES = { name_prefix: 'NPFX', surname_prefix: 'SPFX', name_suffix: 'NSFX' } as const;

interface KeptNode {
  tag: string;
  value?: string;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of Object.keys(PIECES)) {
    await db.schema
      .alterTable('tree_individuals')
      .addColumn(column, 'varchar(500)', (definition) => definition.notNull().defaultTo(''))
      .execute();
  }
  await sql`
    UPDATE tree_individuals SET name_as_written = CASE
      WHEN surname = '' THEN given_names
      WHEN given_names = '' THEN '/' || surname || '/'
      ELSE given_names || ' /' || surname || '/' END
    WHERE name_as_written IS NULL AND (given_names <> '' OR surname <> '')`.execute(db);
  const rows = await sql<{ id: string; extra_gedcom: string }>`
    SELECT id, extra_gedcom FROM tree_individuals
    WHERE extra_gedcom LIKE '%"NPFX"%' OR extra_gedcom LIKE '%"SPFX"%' OR extra_gedcom LIKE '%"NSFX"%'`.execute(db);
  for (const row of rows.rows) {
    const name = (JSON.parse(row.extra_gedcom) as { under?: { NAME?: KeptNode[] } }).under?.NAME ?? [];
    const value = (tag: string) =>
      name
        .filter((node) => node.tag === tag)
        .map((node) => node.value ?? '')
        .join(' ');
    await sql`
      UPDATE tree_individuals
      SET name_prefix = ${value(PIECES.name_prefix)}, surname_prefix = ${value(PIECES.surname_prefix)},
        name_suffix = ${value(PIECES.name_suffix)}
      WHERE id = ${row.id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of Object.keys(PIECES)) {
    await db.schema.alterTable('tree_individuals').dropColumn(column).execute();
  }
}
