/**
 * openDatabase's connections carry their settings. SQLite: write-ahead log, a sync at every commit,
 * foreign keys enforced. PostgreSQL, on every connection of the pool: the planner's cost of a random
 * page read for storage whose hot pages are in memory or on solid-state storage (1.1), beside the
 * schema asked for.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_DIALECTS, type TestDatabase } from '../../test/test-app';

describe.each(TEST_DIALECTS)('database connections [%s]', (dialect) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'heirloom-database-'));
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(dialect, dataDir);
  });
  afterAll(async () => {
    await database.connection.db.destroy();
    await database.dropSchema();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('open with the settings the product relies on', async () => {
    const { connection } = database;
    if (connection.dialect === 'sqlite') {
      const sqlite = connection.driver;
      expect(sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
      // FULL (2): a commit is on disk before it is answered.
      expect(sqlite.pragma('synchronous', { simple: true })).toBe(2);
      expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
      return;
    }
    // Several at once, so the pool opens several connections.
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        sql<{
          cost: string;
          schema: string;
        }>`select current_setting('random_page_cost') as cost, current_schema() as schema`.execute(connection.db),
      ),
    );
    for (const { rows } of answers) {
      expect(rows[0]!.cost).toBe('1.1');
      expect(rows[0]!.schema).toMatch(/^test_[0-9a-f]{12}$/);
    }
  });
});
