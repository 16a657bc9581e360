/**
 * Migration 2026-11-29T1600-name-pieces-nm4 on both dialects: an imported person gets their title,
 * surname particle and suffix from the NAME substructures their row kept as GEDCOM; a person whose
 * name was edited before (no payload kept) gets one written from their given names and surname;
 * then migration 2026-11-30T1900-name-search-text-ns7 gives each the text the name search matches.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createMigrator } from '../database';
import { createTestConfig, openTestDatabase, TEST_DIALECTS } from '../../../test/test-app';

describe.each(TEST_DIALECTS)('name pieces migration [%s]', (dialect) => {
  it('fills the new pieces from the kept GEDCOM and writes a payload for edited names', async () => {
    const config = createTestConfig();
    const database = await openTestDatabase(dialect, config.dataDir, { isEmpty: true });
    const { db } = database.connection;
    try {
      const migrator = await createMigrator(database.connection);
      expect((await migrator.migrateTo('2026-11-29T1300-album-link-consent-k7p')).error).toBeUndefined();

      const [ownerId, treeId] = [randomUUID(), randomUUID()];
      const at = '2026-11-20T09:00:00.000Z';
      await sql`INSERT INTO users (id, email, username, password_hash, role, created_at, updated_at)
        VALUES (${ownerId}, ${`${ownerId}@example.com`}, 'Owner', 'x', 'user', ${at}, ${at})`.execute(db);
      await sql`INSERT INTO family_trees (id, owner_id, name, header_gedcom, created_at, updated_at)
        VALUES (${treeId}, ${ownerId}, 'Goethe', '[]', ${at}, ${at})`.execute(db);
      const kept = JSON.stringify({
        under: { NAME: ['NPFX Dr.', 'GIVN Johann', 'SPFX von', 'SURN Goethe', 'NSFX Sr'].map(node) },
      });
      const people = [
        ['@I1@', 'Johann', 'Goethe', 'Dr. Johann /von Goethe/ Sr', kept],
        ['@I2@', 'Rose', 'Lee', null, '{}'],
        ['@I3@', 'Maya', '', null, '{}'],
        ['@I4@', '', '', null, '{}'],
      ] as const;
      for (const [xref, given, surname, payload, extra] of people) {
        await sql`INSERT INTO tree_individuals (id, tree_id, xref, given_names, surname, nickname, name_as_written, sex,
            is_living, linked_user_id, extra_gedcom, position, created_at, updated_at)
          VALUES (${randomUUID()}, ${treeId}, ${xref}, ${given}, ${surname}, '', ${payload}, NULL, 1, NULL, ${extra}, 0,
            ${at}, ${at})`.execute(db);
      }

      expect((await migrator.migrateTo('2026-11-29T1600-name-pieces-nm4')).error).toBeUndefined();
      const rows = await sql<Record<string, string | null>>`
        SELECT xref, name_as_written, name_prefix, surname_prefix, name_suffix FROM tree_individuals ORDER BY xref`.execute(
        db,
      );
      expect(rows.rows).toEqual([
        { xref: '@I1@', name_as_written: 'Dr. Johann /von Goethe/ Sr', name_prefix: 'Dr.', surname_prefix: 'von', name_suffix: 'Sr' }, // prettier-ignore
        { xref: '@I2@', name_as_written: 'Rose /Lee/', name_prefix: '', surname_prefix: '', name_suffix: '' },
        { xref: '@I3@', name_as_written: 'Maya', name_prefix: '', surname_prefix: '', name_suffix: '' },
        { xref: '@I4@', name_as_written: null, name_prefix: '', surname_prefix: '', name_suffix: '' },
      ]);

      // The next migration gives each person the text the name search matches.
      expect((await migrator.migrateTo('2026-11-30T1900-name-search-text-ns7')).error).toBeUndefined();
      const searched = await sql<{ xref: string; search_text: string }>`
        SELECT xref, search_text FROM tree_individuals ORDER BY xref`.execute(db);
      expect(searched.rows).toEqual([
        { xref: '@I1@', search_text: 'dr. johann von goethe sr ' },
        { xref: '@I2@', search_text: 'rose lee ' },
        { xref: '@I3@', search_text: 'maya ' },
        { xref: '@I4@', search_text: 'unnamed person ' },
      ]);
    } finally {
      await db.destroy();
      await database.dropSchema();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  });
});

/** A kept GEDCOM node from "TAG value". */
function node(line: string) {
  const [tag, ...value] = line.split(' ');
  return { tag, value: value.join(' '), children: [] };
}
